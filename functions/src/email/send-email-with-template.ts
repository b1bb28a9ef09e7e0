import { HttpsError } from 'firebase-functions/https';
import {
  MODERATOR_SENDABLE_EMAIL_KINDS,
  SELF_SENDABLE_EMAIL_KINDS,
  SERVER_EMAIL_VARIABLES,
  sendEmailWithTemplateCallable,
} from '../../../src/domain/email-callables';
import type { EmailTemplateKind } from '../../../src/domain/constants';
import { USER_NOT_FOUND } from '../../../src/domain/messages';
import { buildPath } from '../../../src/domain/routes';
import { accountAuth, eventUser, requireCallerRole } from '../auth/accounts';
import { appLink } from '../auth/app-url';
import { defineCallable } from '../lib/define-callable';
import { DomainError } from '../lib/domain-error';
import { sendTemplateEmail } from './send-template-email';

/** Ours: a kind no caller may send through this function (its link is minted by its own flow). */
export const EMAIL_KIND_NOT_SENDABLE = 'This email cannot be sent from here';

const includes = (kinds: readonly EmailTemplateKind[], kind: EmailTemplateKind) => kinds.includes(kind);

/** The caller's template values without the ones the server owns. */
function callerVariables(templateModel: Record<string, string>): Record<string, string> {
  const serverOwned: readonly string[] = SERVER_EMAIL_VARIABLES;
  return Object.fromEntries(Object.entries(templateModel).filter(([name]) => !serverOwned.includes(name)));
}

export const sendEmailWithTemplate = defineCallable({
  input: sendEmailWithTemplateCallable.input,
  output: sendEmailWithTemplateCallable.output,
  rateLimit: 'sendEmailWithTemplate',
  handler: async ({ input, uid, tenantId }) => {
    const { eventId, targetUserId, kind, templateModel } = input;
    const toSelf = targetUserId === uid && includes(SELF_SENDABLE_EMAIL_KINDS, kind);
    if (!toSelf) {
      await requireCallerRole(eventId, uid, 'moderator');
      if (!includes(MODERATOR_SENDABLE_EMAIL_KINDS, kind))
        throw new HttpsError('permission-denied', EMAIL_KIND_NOT_SENDABLE);
    }
    const person = await eventUser(eventId, targetUserId);
    if (!person) throw new DomainError(USER_NOT_FOUND, 'not-found');
    // The account's address, not the record's copy, which is data that others may edit.
    const to = (await accountAuth(tenantId).getUser(targetUserId)).email;
    if (!to) throw new DomainError(USER_NOT_FOUND, 'not-found');
    const result = await sendTemplateEmail({
      eventId,
      kind,
      to,
      variables: {
        ...callerVariables(templateModel),
        firstName: person.firstName,
        actionUrl: await appLink(eventId, buildPath('login')),
      },
      metadata: { userId: targetUserId, teamId: person.teamId || undefined },
    });
    return { ErrorCode: result.ErrorCode, Message: result.Message };
  },
});
