import { HttpsError } from 'firebase-functions/https';
import type { z } from 'zod';
import { AUTH_ERROR_MESSAGES, USER_NOT_FOUND } from '../../../src/domain/messages';
import { getTokenLinkCallable, type AuthLinkMode } from '../../../src/domain/auth-callables';
import { inAppContinuePath } from '../../../src/domain/continue-path';
import type { EmailTemplateKind } from '../../../src/domain/constants';
import { eventPaths } from '../../../src/domain/paths';
import { normaliseEmail } from '../../../src/domain/user';
import { sendTemplateEmail } from '../email/send-template-email';
import { adminFirestore } from '../lib/admin';
import { defineCallable } from '../lib/define-callable';
import { DomainError } from '../lib/domain-error';
import { accountAuth, authErrorCode, requireSelfOrMayActOn } from './accounts';
import { createTokenLink } from './token-links';

/** Ours: the spec names no message for these refusals. */
export const NEW_EMAIL_REQUIRED = 'Enter the new email address';
export const SAME_EMAIL = 'That is already the email address of this account';
export const CHANGE_OWN_EMAIL_ONLY = 'You can only change the email address of your own account';

type TokenLinkInput = z.output<typeof getTokenLinkCallable.input>;

/** The email that carries each kind of link. */
const LINK_EMAIL_KIND: Readonly<Record<AuthLinkMode, EmailTemplateKind>> = {
  setPassword: 'welcomeChaser',
  resetPassword: 'verifyPasswordChange',
  verifyAndChangeEmail: 'verifyEmailChange',
};

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

async function teamName(eventId: string, teamId: string): Promise<string> {
  if (!teamId) return '';
  const name: unknown = (await adminFirestore().doc(eventPaths(eventId).doc('teams', teamId)).get()).get('name');
  return typeof name === 'string' ? name : '';
}

/** A set or reset link, mailed to the address the account itself holds and to nobody else. */
async function mailPasswordLink(
  input: TokenLinkInput,
  uid: string,
  tenantId: string | undefined,
  mode: 'setPassword' | 'resetPassword',
): Promise<{ link: null; sentTo: string }> {
  const { eventId, id: targetUid } = input;
  const person = await requireSelfOrMayActOn(eventId, uid, targetUid, 'moderator');
  const to = (await accountAuth(tenantId).getUser(targetUid)).email;
  if (!to) throw new DomainError(USER_NOT_FOUND, 'not-found');
  const link = await createTokenLink({
    eventId,
    uid: targetUid,
    tenantId,
    mode,
    continuePath: inAppContinuePath(input.verifyUrl),
  });
  await sendTemplateEmail({
    eventId,
    kind: LINK_EMAIL_KIND[mode],
    to,
    variables: { firstName: person.firstName, teamName: await teamName(eventId, person.teamId), actionUrl: link },
    metadata: { userId: targetUid, teamId: person.teamId || undefined },
  });
  return { link: null, sentTo: to };
}

/** An email change of one's own account: the link goes to the new address, whose owner proves it by opening it. */
async function mailEmailChangeLink(
  input: TokenLinkInput,
  uid: string,
  tenantId: string | undefined,
): Promise<{ link: null; sentTo: string }> {
  const { eventId, id: targetUid } = input;
  if (targetUid !== uid) throw new HttpsError('permission-denied', CHANGE_OWN_EMAIL_ONLY);
  const person = await requireSelfOrMayActOn(eventId, uid, targetUid, 'user');
  if (!input.newEmail) throw new DomainError(NEW_EMAIL_REQUIRED, 'invalid-argument');
  const newEmail = normaliseEmail(input.newEmail);
  const account = await accountAuth(tenantId).getUser(uid);
  const originalEmail = normaliseEmail(account.email ?? '');
  if (originalEmail === newEmail) throw new DomainError(SAME_EMAIL, 'invalid-argument');
  if (await emailTaken(tenantId, newEmail))
    throw new DomainError(AUTH_ERROR_MESSAGES['auth/email-already-in-use']!, 'already-exists');

  const link = await createTokenLink({
    eventId,
    uid,
    tenantId,
    mode: 'verifyAndChangeEmail',
    continuePath: inAppContinuePath(input.verifyUrl),
    newEmail,
    originalEmail,
  });
  await sendTemplateEmail({
    eventId,
    kind: LINK_EMAIL_KIND.verifyAndChangeEmail,
    to: newEmail,
    variables: { firstName: person.firstName, newEmail, actionUrl: link },
    metadata: { userId: uid, teamId: person.teamId || undefined },
  });
  return { link: null, sentTo: newEmail };
}

/**
 * getTokenLink (modes setPassword, resetPassword, verifyAndChangeEmail; payload mode, verifyUrl,
 * newEmail, id). A link is never answered, only emailed: set and reset links to the account's own
 * address (asked for by the person, or by a moderator whom the person does not outrank), an email
 * change link to the new address of the caller's own account. Answers where it went.
 */
export const getTokenLink = defineCallable({
  input: getTokenLinkCallable.input,
  output: getTokenLinkCallable.output,
  rateLimit: 'getTokenLink',
  handler: ({ input, uid, tenantId }) =>
    input.mode === 'verifyAndChangeEmail'
      ? mailEmailChangeLink(input, uid, tenantId)
      : mailPasswordLink(input, uid, tenantId, input.mode),
});
