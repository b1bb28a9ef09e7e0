import type { z } from 'zod';
import {
  AUTH_LINK_MESSAGES,
  updateEmailViaTokenLegacyCallable,
  updateEmailViaTokenMultiCallable,
} from '../../../src/domain/auth-callables';
import { AUTH_ERROR_MESSAGES } from '../../../src/domain/messages';
import { defineCallable } from '../lib/define-callable';
import { DomainError } from '../lib/domain-error';
import { accountAuth, authErrorCode, updatePersonRecords } from './accounts';
import { sendChangeConfirmation } from './confirmation-email';
import { rollbackAccountEmail } from './rollback-email';
import { consumeToken, releaseToken } from './token-links';

type UpdateEmailInput = z.output<typeof updateEmailViaTokenLegacyCallable.input> & { tenantId?: string };

/**
 * Confirms the token, changes the address in Auth, then in the stored records (profiles/{uid} and
 * the person's user records); if that second step fails the original address is restored in Auth,
 * so sign-in and records never disagree. Ends with a confirmEmailChange mail to the new address.
 */
async function updateEmailViaToken({ eventId, token, uid, tenantId }: UpdateEmailInput): Promise<{ email: string }> {
  const record = await consumeToken({ eventId, token, uid, mode: 'verifyAndChangeEmail', tenantId });
  if (!record.newEmail) throw new DomainError(AUTH_LINK_MESSAGES.invalid);
  const newEmail = record.newEmail;
  const auth = accountAuth(tenantId);
  const originalEmail = (await auth.getUser(uid)).email;

  try {
    await auth.updateUser(uid, { email: newEmail, emailVerified: true });
  } catch (error) {
    await releaseToken(eventId, token);
    if (authErrorCode(error) === 'auth/email-already-exists') {
      throw new DomainError(AUTH_ERROR_MESSAGES['auth/email-already-in-use']!, 'already-exists');
    }
    throw error;
  }

  try {
    await updatePersonRecords(eventId, uid, { email: newEmail }, uid);
  } catch (error) {
    await rollbackAccountEmail({ auth, eventId, uid, originalEmail, actingUid: uid, restoreRecords: false });
    await releaseToken(eventId, token);
    throw error;
  }

  await sendChangeConfirmation(eventId, uid, newEmail, 'confirmEmailChange');
  return { email: newEmail };
}

/** Public: the link is opened from the new mailbox, often on another device; the token is the proof. */
export const updateEmailViaToken_LEGACY = defineCallable({
  public: true,
  input: updateEmailViaTokenLegacyCallable.input,
  output: updateEmailViaTokenLegacyCallable.output,
  handler: ({ input }) => updateEmailViaToken(input),
});

export const updateEmailViaToken_MULTI = defineCallable({
  public: true,
  input: updateEmailViaTokenMultiCallable.input,
  output: updateEmailViaTokenMultiCallable.output,
  handler: ({ input }) => updateEmailViaToken(input),
});
