import type { User } from 'firebase/auth';
import { USER_NOT_FOUND } from '../../domain/messages';
import { lazyStore } from '../lazy-store';
import type { SessionUser } from './session-state';

// The session's records, loaded by session-store.ts once somebody signs in (the sign-in screen
// itself needs Auth only). The router fetches this module before a signed-in screen's first paint,
// which must not wait for Firestore: the reads, with Firestore's SDK, are a dynamic import (started
// as this module loads, see lazyStore).
const { readTeamRecord, readUserRecord, recordLogin } = lazyStore(() => import('./session-documents'));

export { recordLogin };

type TeamContext = Pick<SessionUser, 'teamTypeId' | 'standShareRole' | 'isOrganiser' | 'parentTeamId'>;

const noTeam: TeamContext = { teamTypeId: '', standShareRole: 'none', isOrganiser: false, parentTeamId: '' };

/**
 * What screens need to know about the user's team: its type (the team's teamTypeId, which the
 * security rules read too), its stand-share role and whether it is an organiser team. A team that
 * is gone reads as no team.
 */
async function loadTeamContext(teamId: string): Promise<TeamContext> {
  const team = teamId ? await readTeamRecord(teamId) : undefined;
  if (!team) return noTeam;
  return {
    teamTypeId: team.teamTypeId,
    standShareRole: team.standShareRole,
    isOrganiser: team.isOrganiser,
    parentTeamId: team.parentTeamId,
  };
}

/** Reads the event's record of a signed-in person, which holds their role; a malformed record or team fails the spec's shape check message. */
export async function loadSessionUser(user: User): Promise<SessionUser> {
  const record = await readUserRecord(user.uid);
  if (!record) throw new Error(USER_NOT_FOUND);
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
