import type { User } from 'firebase/auth';
import { updateDoc } from 'firebase/firestore/lite';
import { stampUpdate } from '../../domain/audit';
import { TEAM_MESSAGES, USER_NOT_FOUND } from '../../domain/messages';
import { teamSchema } from '../../domain/team';
import { userSchema } from '../../domain/user';
import { firebaseClient } from '../../lib/firebase/client';
import { docRef, parseDocument, readDocument } from '../../lib/firebase/documents';
import type { SessionUser } from './session-state';

// The session's Firestore side, loaded by session-store.ts once somebody signs in (the sign-in
// screen itself needs Auth only).

type TeamContext = Pick<SessionUser, 'teamTypeId' | 'standShareRole' | 'isOrganiser' | 'parentTeamId'>;

const noTeam: TeamContext = { teamTypeId: '', standShareRole: 'none', isOrganiser: false, parentTeamId: '' };

/**
 * What screens need to know about the user's team: its type (the team's teamTypeId, which the
 * security rules read too), its stand-share role and whether it is an organiser team. A team that
 * is gone reads as no team.
 */
async function loadTeamContext(teamId: string): Promise<TeamContext> {
  if (!teamId) return noTeam;
  const teamSnapshot = await readDocument(firebaseClient().paths.doc('teams', teamId));
  if (!teamSnapshot.exists()) return noTeam;
  const team = parseDocument(teamSchema, 'team', teamSnapshot, TEAM_MESSAGES.failedToParseUserOrTeam);
  return { teamTypeId: team.teamTypeId, standShareRole: team.standShareRole, isOrganiser: team.isOrganiser, parentTeamId: team.parentTeamId };
}

/** Reads the event's record of a signed-in person, which holds their role; a malformed record or team fails the spec's shape check message. */
export async function loadSessionUser(user: User): Promise<SessionUser> {
  const { paths } = firebaseClient();
  const snapshot = await readDocument(paths.user(user.uid));
  if (!snapshot.exists()) throw new Error(USER_NOT_FOUND);
  const record = parseDocument(userSchema, 'user', snapshot, TEAM_MESSAGES.failedToParseUserOrTeam);
  return {
    uid: user.uid,
    email: record.email || user.email || '',
    firstName: record.firstName,
    surname: record.surname,
    role: record.permissions,
    isOnboarded: record.isOnboarded,
    teamId: record.teamId,
    ...(await loadTeamContext(record.teamId)),
  };
}

/** Records a login on the user's event record (hasLoggedIn, lastLoginInTime). */
export async function recordLogin(uid: string): Promise<void> {
  const now = new Date();
  await updateDoc(docRef(firebaseClient().paths.user(uid)), { hasLoggedIn: true, lastLoginInTime: now.toISOString(), ...stampUpdate(uid, now) });
}
