import { FieldValue } from 'firebase-admin/firestore';
import { TEAM_MESSAGES } from '../../../src/domain/messages';
import { eventPaths, profilePath } from '../../../src/domain/paths';
import type { Role } from '../../../src/domain/roles';
import { accountAuth, authErrorCode, requireMayActOn } from '../auth/accounts';
import { adminFirestore } from '../lib/admin';
import { DomainError } from '../lib/domain-error';

/** The deletes' preconditions: not oneself, and a user of this event who does not outrank the caller. */
export async function requireDeletableUser(
  eventId: string,
  invokingUid: string,
  invokingRole: Role,
  targetUserId: string,
): Promise<void> {
  if (targetUserId === invokingUid) throw new DomainError(TEAM_MESSAGES.cantSelfDelete);
  await requireMayActOn(eventId, invokingRole, targetUserId);
}

/**
 * Removes a person from an event: their event user goes, the event leaves their profile, and their
 * team no longer lists them. The Auth account is deleted only when no other event is left in the
 * profile: one account serves every event a person belongs to. The account is looked for in the
 * caller's Auth tenant (undefined: the project's own) and nowhere else, so a caller never deletes an
 * account of another tenant or of the project. Answers whether an account was deleted.
 */
export async function removeEventUser(eventId: string, uid: string, tenantId: string | undefined): Promise<boolean> {
  const db = adminFirestore();
  const paths = eventPaths(eventId);
  const profileRef = db.doc(profilePath(uid));
  const [profile, teams] = await Promise.all([
    profileRef.get(),
    db.collection(paths.collection('teams')).where('userIds', 'array-contains', uid).get(),
  ]);
  const otherEvents = ((profile.data()?.eventIds as unknown[] | undefined) ?? []).filter((id) => id !== eventId);
  const batch = db.batch();
  batch.delete(db.doc(paths.user(uid)));
  for (const team of teams.docs) batch.update(team.ref, { userIds: FieldValue.arrayRemove(uid) });
  if (otherEvents.length > 0) batch.update(profileRef, { eventIds: FieldValue.arrayRemove(eventId) });
  else batch.delete(profileRef);
  await batch.commit();
  if (otherEvents.length > 0) return false;
  return accountAuth(tenantId)
    .deleteUser(uid)
    .then(
      () => true,
      (error: unknown) => {
        if (authErrorCode(error) === 'auth/user-not-found') return false;
        throw error;
      },
    );
}
