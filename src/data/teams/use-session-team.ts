import type { SessionUser } from '../session/session-state';
import { useTeamQuery } from './teams-api';

/** A signed-in team person's team record; undefined for organisers, people without a team, and while it loads. */
export function useSessionTeam(user: Pick<SessionUser, 'teamId' | 'role'>) {
  return useTeamQuery(user.teamId, { skip: !user.teamId || user.role !== 'user' }).data;
}
