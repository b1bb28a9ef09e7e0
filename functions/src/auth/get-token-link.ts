import { HttpsError } from 'firebase-functions/https';
import { AUTH_ERROR_MESSAGES, USER_NOT_FOUND } from '../../../src/domain/messages';
import { getTokenLinkCallable, inAppContinuePath } from '../../../src/domain/auth-callables';
import { normaliseEmail } from '../../../src/domain/user';
import { sendTemplateEmail } from '../email/send-template-email';
import { defineCallable } from '../lib/define-callable';
import { DomainError } from '../lib/domain-error';
import { accountAuth, authErrorCode, eventUser, requireSelfOrRole } from './accounts';
import { createTokenLink } from './token-links';

/** Ours: the spec names no message for these refusals. */
export const NEW_EMAIL_REQUIRED = 'Enter the new e-mail address';
export const SAME_EMAIL = 'That is already the e-mail address of this account';
export const CHANGE_OWN_EMAIL_ONLY = 'You can only change the e-mail address of your own account';

/** True when another account of this Auth already uses the address. */
async function emailTaken(tenantId: string | undefined, email: string): Promise<boolean> {
  try {
    await accountAuth(tenantId).getUserByEmail(email);
    return true;
  } catch (error) {
    if (authErrorCode(error) === 'auth/user-not-found') return false;
    throw error;
  }
}

/**
 * getTokenLink (modes setPassword, resetPassword, verifyAndChangeEmail; payload mode, verifyUrl,
 * newEmail, id). A verifyAndChangeEmail link is mailed to the new address (verifyEmailChange) and
 * never answered; set and reset links are answered to moderators and above (or to the account
 * itself), e.g. to pass on by hand.
 */
export const getTokenLink = defineCallable({
  input: getTokenLinkCallable.input,
  output: getTokenLinkCallable.output,
  handler: async ({ input, uid }) => {
    const { eventId, mode, id: targetUid, tenantId } = input;
    const continuePath = inAppContinuePath(input.verifyUrl);
    if (mode !== 'verifyAndChangeEmail') {
      await requireSelfOrRole(eventId, uid, targetUid, 'moderator');
      if (!(await eventUser(eventId, targetUid))) throw new DomainError(USER_NOT_FOUND, 'not-found');
      return { link: await createTokenLink({ eventId, uid: targetUid, mode, continuePath }), sentTo: null };
    }

    if (targetUid !== uid) throw new HttpsError('permission-denied', CHANGE_OWN_EMAIL_ONLY);
    if (!input.newEmail) throw new DomainError(NEW_EMAIL_REQUIRED, 'invalid-argument');
    const newEmail = normaliseEmail(input.newEmail);
    const account = await accountAuth(tenantId).getUser(uid);
    if (normaliseEmail(account.email ?? '') === newEmail) throw new DomainError(SAME_EMAIL, 'invalid-argument');
    if (await emailTaken(tenantId, newEmail)) throw new DomainError(AUTH_ERROR_MESSAGES['auth/email-already-in-use']!, 'already-exists');

    const person = await eventUser(eventId, uid);
    const link = await createTokenLink({ eventId, uid, mode, continuePath, newEmail });
    await sendTemplateEmail({
      eventId,
      kind: 'verifyEmailChange',
      to: newEmail,
      variables: { firstName: person?.firstName ?? account.displayName ?? '', newEmail, actionUrl: link },
      metadata: { userId: uid, teamId: person?.teamId || undefined },
    });
    return { link: null, sentTo: newEmail };
  },
});
