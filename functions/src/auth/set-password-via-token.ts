import type { z } from 'zod';
import {
  MIN_PASSWORD_LENGTH,
  setPasswordViaTokenLegacyCallable,
  setPasswordViaTokenMultiCallable,
} from '../../../src/domain/auth-callables';
import { AUTH_ERROR_MESSAGES, USER_NOT_FOUND } from '../../../src/domain/messages';
import { defineCallable } from '../lib/define-callable';
import { DomainError } from '../lib/domain-error';
import { accountAuth, authErrorCode } from './accounts';
import { sendChangeConfirmation } from './confirmation-email';
import { consumeToken, releaseToken } from './token-links';

const WEAK_PASSWORD = AUTH_ERROR_MESSAGES['auth/weak-password']!;

type SetPasswordInput = z.output<typeof setPasswordViaTokenLegacyCallable.input> & { tenantId?: string };

/**
 * Sets the password of the link's account and marks its email verified (the link came by email).
 * The password is checked before the token is used, and the token is given back if Auth refuses
 * the change, so a weak password never costs the person their link.
 */
async function setPasswordViaToken({
  eventId,
  token,
  uid,
  mode,
  password,
  tenantId,
}: SetPasswordInput): Promise<{ email: string }> {
  if (password.length < MIN_PASSWORD_LENGTH) throw new DomainError(WEAK_PASSWORD, 'invalid-argument');
  await consumeToken({ eventId, token, uid, mode, tenantId });
  const auth = accountAuth(tenantId);
  let email: string;
  try {
    const account = await auth.updateUser(uid, { password, emailVerified: true });
    email = account.email ?? '';
  } catch (error) {
    await releaseToken(eventId, token);
    const code = authErrorCode(error);
    if (code === 'auth/invalid-password') throw new DomainError(WEAK_PASSWORD, 'invalid-argument');
    if (code === 'auth/user-not-found') throw new DomainError(USER_NOT_FOUND, 'not-found');
    throw error;
  }
  // A first password (welcome link) is no news to its owner; a reset is worth confirming.
  if (mode === 'resetPassword' && email) await sendChangeConfirmation(eventId, uid, email, 'confirmPasswordChange');
  return { email };
}

/** Public: the person holding the link cannot sign in yet; the token is the proof. */
export const setPasswordViaToken_LEGACY = defineCallable({
  public: true,
  input: setPasswordViaTokenLegacyCallable.input,
  output: setPasswordViaTokenLegacyCallable.output,
  handler: ({ input }) => setPasswordViaToken(input),
});

export const setPasswordViaToken_MULTI = defineCallable({
  public: true,
  input: setPasswordViaTokenMultiCallable.input,
  output: setPasswordViaTokenMultiCallable.output,
  handler: ({ input }) => setPasswordViaToken(input),
});
