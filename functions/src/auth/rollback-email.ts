import type { BaseAuth } from 'firebase-admin/auth';
import { logger } from 'firebase-functions/logger';
import { rollbackEmailCallable } from '../../../src/domain/auth-callables';
import { FAILED_TO_ROLLBACK_EMAIL, ORIGINAL_EMAIL_NOT_DEFINED } from '../../../src/domain/messages';
import { defineCallable } from '../lib/define-callable';
import { DomainError } from '../lib/domain-error';
import { accountAuth, requireSelfOrRole, updatePersonRecords } from './accounts';

export interface EmailRollback {
  auth: BaseAuth;
  eventId: string;
  uid: string;
  originalEmail: string | undefined;
  actingUid: string;
  /** False when only Auth changed (the stored records were never updated), so only Auth is restored. */
  restoreRecords: boolean;
}

/**
 * Puts an account's e-mail back: first in Auth, where signing in happens, then in the stored records.
 * Throws 'Original email is not defined in the rollback' without an address, and 'Failed to
 * rollback email' (the cause is logged) when either write fails.
 */
export async function rollbackAccountEmail({ auth, eventId, uid, originalEmail, actingUid, restoreRecords }: EmailRollback): Promise<string> {
  if (!originalEmail) throw new DomainError(ORIGINAL_EMAIL_NOT_DEFINED, 'invalid-argument');
  try {
    await auth.updateUser(uid, { email: originalEmail });
    if (restoreRecords) await updatePersonRecords(eventId, uid, { email: originalEmail }, actingUid);
    return originalEmail;
  } catch (error) {
    logger.error(`Could not roll back the e-mail of user ${uid}:`, error);
    throw new DomainError(FAILED_TO_ROLLBACK_EMAIL);
  }
}

/** rollbackEmail: restores an account's original e-mail, for the account itself or a moderator. */
export const rollbackEmail = defineCallable({
  input: rollbackEmailCallable.input,
  output: rollbackEmailCallable.output,
  handler: async ({ input, uid }) => {
    await requireSelfOrRole(input.eventId, uid, input.targetUserId, 'moderator');
    const email = await rollbackAccountEmail({
      auth: accountAuth(input.tenantId),
      eventId: input.eventId,
      uid: input.targetUserId,
      originalEmail: input.originalEmail,
      actingUid: uid,
      restoreRecords: true,
    });
    return { email };
  },
});
