import { SELF_SENDABLE_EMAIL_KINDS, sendEmailWithTemplateCallable } from '../../../src/domain/email-callables';
import { USER_NOT_FOUND } from '../../../src/domain/messages';
import { accountAuth, eventUser, requireCallerRole } from '../auth/accounts';
import { defineCallable } from '../lib/define-callable';
import { DomainError } from '../lib/domain-error';
import { sendTemplateEmail } from './send-template-email';

export const sendEmailWithTemplate = defineCallable({
  input: sendEmailWithTemplateCallable.input,
  output: sendEmailWithTemplateCallable.output,
  handler: async ({ input, uid }) => {
    const { eventId, targetUserId, kind, templateModel, tenantId } = input;
    const selfSendable = (SELF_SENDABLE_EMAIL_KINDS as readonly string[]).includes(kind);
    if (targetUserId !== uid || !selfSendable) await requireCallerRole(eventId, uid, 'moderator');
    const person = await eventUser(eventId, targetUserId);
    if (!person) throw new DomainError(USER_NOT_FOUND, 'not-found');
    const to = (await accountAuth(tenantId).getUser(targetUserId)).email ?? person.email;
    const result = await sendTemplateEmail({
      eventId,
      kind,
      to,
      variables: { firstName: person.firstName, ...templateModel },
      metadata: { userId: targetUserId, teamId: person.teamId || undefined },
    });
    return { ErrorCode: result.ErrorCode, Message: result.Message };
  },
});
