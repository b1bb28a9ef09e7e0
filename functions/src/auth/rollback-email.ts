import type { BaseAuth } from 'firebase-admin/auth';
import { HttpsError } from 'firebase-functions/https';
import { logger } from 'firebase-functions/logger';
import { rollbackEmailCallable } from '../../../src/domain/auth-callables';
import { FAILED_TO_ROLLBACK_EMAIL, ORIGINAL_EMAIL_NOT_DEFINED } from '../../../src/domain/messages';
import { eventPaths } from '../../../src/domain/paths';
import { NO_EMAIL_CHANGE_TO_UNDO } from '../../../src/domain/security';
import { normaliseEmail } from '../../../src/domain/user';
import { adminFirestore } from '../lib/admin';
import { defineCallable } from '../lib/define-callable';
import { DomainError } from '../lib/domain-error';
import { accountAuth, updatePersonRecords } from './accounts';
import { CHANGE_OWN_EMAIL_ONLY } from './get-token-link';
import { authTokenSchema, TOKEN_LIFETIME_MS } from './token-links';

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
 * Puts an account's email back: first in Auth, where signing in happens, then in the stored records.
 * Throws 'Original email is not defined in the rollback' without an address, and 'Failed to
 * rollback email' (the cause is logged) when either write fails.
 */
export async function rollbackAccountEmail({
  auth,
  eventId,
  uid,
  originalEmail,
  actingUid,
  restoreRecords,
}: EmailRollback): Promise<string> {
  if (!originalEmail) throw new DomainError(ORIGINAL_EMAIL_NOT_DEFINED, 'invalid-argument');
  try {
    await auth.updateUser(uid, { email: originalEmail });
    if (restoreRecords) await updatePersonRecords(eventId, uid, { email: originalEmail }, actingUid);
    return originalEmail;
  } catch (error) {
    logger.error(`Could not roll back the email of user ${uid}:`, error);
    throw new DomainError(FAILED_TO_ROLLBACK_EMAIL);
  }
}

/**
 * The caller's own email change that may be undone back to `originalEmail`: a used change link of
 * their account that replaced exactly that address with the one the account holds now, used within
 * the link's lifetime and not undone before. Marked undone in the same transaction, so it works once.
 */
async function claimEmailChange(
  eventId: string,
  uid: string,
  originalEmail: string,
  currentEmail: string,
): Promise<boolean> {
  const db = adminFirestore();
  const changes = await db
    .collection(eventPaths(eventId).collection('authTokens'))
    .where('uid', '==', uid)
    .where('mode', '==', 'verifyAndChangeEmail')
    .get();
  const now = Date.now();
  const undoable = (data: unknown) => {
    const change = authTokenSchema.safeParse(data);
    if (!change.success) return false;
    const { usedAt, rolledBackAt, newEmail } = change.data;
    return (
      change.data.originalEmail === originalEmail &&
      newEmail === currentEmail &&
      usedAt !== null &&
      rolledBackAt === null &&
      now - Date.parse(usedAt) < TOKEN_LIFETIME_MS.verifyAndChangeEmail
    );
  };
  const candidate = changes.docs.find((doc) => undoable(doc.data()));
  if (!candidate) return false;
  return db.runTransaction(async (transaction) => {
    if (!undoable((await transaction.get(candidate.ref)).data())) return false;
    transaction.update(candidate.ref, { rolledBackAt: new Date(now).toISOString() });
    return true;
  });
}

/**
 * rollbackEmail: puts the caller's own address back after a change they made by link, for the
 * portal to call when the rest of that change went wrong. Nobody else's address, and no other
 * address than the one the change replaced: otherwise it would change emails without verification.
 */
export const rollbackEmail = defineCallable({
  input: rollbackEmailCallable.input,
  output: rollbackEmailCallable.output,
  handler: async ({ input, uid, tenantId }) => {
    if (!input.originalEmail) throw new DomainError(ORIGINAL_EMAIL_NOT_DEFINED, 'invalid-argument');
    if (input.targetUserId !== uid) throw new HttpsError('permission-denied', CHANGE_OWN_EMAIL_ONLY);
    const auth = accountAuth(tenantId);
    const currentEmail = normaliseEmail((await auth.getUser(uid)).email ?? '');
    if (!(await claimEmailChange(input.eventId, uid, normaliseEmail(input.originalEmail), currentEmail))) {
      throw new HttpsError('permission-denied', NO_EMAIL_CHANGE_TO_UNDO);
    }
    const email = await rollbackAccountEmail({
      auth,
      eventId: input.eventId,
      uid,
      originalEmail: input.originalEmail,
      actingUid: uid,
      restoreRecords: true,
    });
    return { email };
  },
});
