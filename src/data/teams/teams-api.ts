import { useMemo } from 'react';
import { useSessionUser } from '../session/use-session';
import type { CustomField } from '../../domain/custom-field';
import { hasRole } from '../../domain/roles';
import type { CustomFieldValue, Team, TeamDetails } from '../../domain/team';
import type { createStandShareCallable, createTeamCallable, createTeamMemberCallable } from '../../domain/teams-callables';
import type { User } from '../../domain/user';
import { normaliseError, type NormalisedError } from '../../lib/firebase/errors';
import type { CallableInput } from '../../lib/firebase/functions';
import {
  createStandShare,
  createTeamMember,
  createTeamWithOwner,
  deleteTeam,
  getEventUser,
  getTeam,
  getTeamAdminFieldValues,
  listEventUsers,
  listTeamMembers,
  listStandShares,
  listTeams,
  removeTeamMember,
  updateTeam,
  updateTeamMember,
  type TeamMemberUpdate,
} from './teams-store';
import { api } from '../api-slice';

async function attempt<T>(run: () => Promise<T>): Promise<{ data: T } | { error: NormalisedError }> {
  try {
    return { data: await run() };
  } catch (error) {
    return { error: normaliseError(error) };
  }
}

const teamMembersTag = (teamId: string) => ({ type: 'User' as const, id: `team-${teamId}` });
const teamTags = [{ type: 'Team' as const, id: 'LIST' }, { type: 'TeamType' as const, id: 'LIST' }, { type: 'User' as const, id: 'LIST' }];

/**
 * Teams, their people and the team callables, shared by the admin teams screens and My team (and
 * readable by any area that lists teams). Creating or deleting a team also changes team types
 * and users, so those lists refresh too.
 */
export const teamsApi = api.injectEndpoints({
  endpoints: (build) => ({
    teams: build.query<Team[], void>({
      queryFn: () => attempt(listTeams),
      providesTags: (result) => [{ type: 'Team', id: 'LIST' }, ...(result ?? []).map((team) => ({ type: 'Team' as const, id: team.id }))],
    }),
    team: build.query<Team, string>({
      queryFn: (teamId) => attempt(() => getTeam(teamId)),
      providesTags: (_result, _error, teamId) => [{ type: 'Team', id: teamId }],
    }),
    /** A parent team's stand shares (readable by the parent team's members, unlike the whole list). */
    standShares: build.query<Team[], string>({
      queryFn: (parentTeamId) => attempt(() => listStandShares(parentTeamId)),
      providesTags: (result) => [{ type: 'Team', id: 'LIST' }, ...(result ?? []).map((team) => ({ type: 'Team' as const, id: team.id }))],
    }),
    teamMembers: build.query<User[], string>({
      queryFn: (teamId) => attempt(() => listTeamMembers(teamId)),
      providesTags: (_result, _error, teamId) => [teamMembersTag(teamId), { type: 'User', id: 'LIST' }],
    }),
    eventUsers: build.query<User[], void>({
      queryFn: () => attempt(listEventUsers),
      providesTags: [{ type: 'User', id: 'LIST' }],
    }),
    eventUser: build.query<User, string>({
      queryFn: (uid) => attempt(() => getEventUser(uid)),
      providesTags: (_result, _error, uid) => [{ type: 'User', id: uid }],
    }),
    createTeam: build.mutation<{ teamId: string }, CallableInput<typeof createTeamCallable>>({
      queryFn: (input) => attempt(() => createTeamWithOwner(input)),
      invalidatesTags: teamTags,
    }),
    createStandShare: build.mutation<{ teamId: string }, CallableInput<typeof createStandShareCallable>>({
      queryFn: (input) => attempt(() => createStandShare(input)),
      invalidatesTags: (_result, _error, { parentTeamId }) => [...teamTags, { type: 'Team', id: parentTeamId }],
    }),
    updateTeam: build.mutation<Team, { team: Team; details: TeamDetails; formFields: readonly CustomField[] }>({
      queryFn: ({ team, details, formFields }) => attempt(() => updateTeam(team, details, formFields)),
      invalidatesTags: (_result, _error, { team }) => [{ type: 'Team', id: team.id }, { type: 'Team', id: 'LIST' }, { type: 'TeamType', id: 'LIST' }],
    }),
    /** A team's admin-only custom field values; admins only (see useTeamCustomFieldValues). */
    teamAdminFieldValues: build.query<Record<string, CustomFieldValue>, string>({
      queryFn: (teamId) => attempt(() => getTeamAdminFieldValues(teamId)),
      providesTags: (_result, _error, teamId) => [{ type: 'Team', id: teamId }],
    }),
    deleteTeam: build.mutation<null, Team>({
      queryFn: (team) => attempt(async () => {
        await deleteTeam(team.id);
        return null;
      }),
      invalidatesTags: (_result, _error, team) => [...teamTags, { type: 'Team', id: team.id }, ...(team.parentTeamId ? [{ type: 'Team' as const, id: team.parentTeamId }] : [])],
    }),
    createTeamMember: build.mutation<{ uid: string }, CallableInput<typeof createTeamMemberCallable>>({
      queryFn: (input) => attempt(() => createTeamMember(input)),
      invalidatesTags: (_result, _error, { teamId }) => [{ type: 'Team', id: teamId }, { type: 'Team', id: 'LIST' }, teamMembersTag(teamId), { type: 'User', id: 'LIST' }],
    }),
    updateTeamMember: build.mutation<null, { teamId: string; uid: string; update: TeamMemberUpdate }>({
      queryFn: ({ uid, update }) => attempt(async () => {
        await updateTeamMember(uid, update);
        return null;
      }),
      invalidatesTags: (_result, _error, { teamId, uid }) => [teamMembersTag(teamId), { type: 'User', id: uid }, { type: 'User', id: 'LIST' }],
    }),
    removeTeamMember: build.mutation<null, { team: Team; uid: string }>({
      queryFn: ({ team, uid }) => attempt(async () => {
        await removeTeamMember(team, uid);
        return null;
      }),
      invalidatesTags: (_result, _error, { team, uid }) => [{ type: 'Team', id: team.id }, { type: 'Team', id: 'LIST' }, teamMembersTag(team.id), { type: 'User', id: uid }, { type: 'User', id: 'LIST' }],
    }),
  }),
});

export const {
  useTeamsQuery,
  useTeamQuery,
  useStandSharesQuery,
  useTeamMembersQuery,
  useEventUsersQuery,
  useEventUserQuery,
  useCreateTeamMutation,
  useCreateStandShareMutation,
  useUpdateTeamMutation,
  useDeleteTeamMutation,
  useCreateTeamMemberMutation,
  useUpdateTeamMemberMutation,
  useRemoveTeamMemberMutation,
} = teamsApi;

/**
 * A team's custom field values as the signed-in person may read them: those on the team, and for
 * admins the admin-only ones too (undefined while they load).
 */
export function useTeamCustomFieldValues(team: Team | undefined) {
  const isAdmin = hasRole(useSessionUser().role, 'admin');
  const adminValues = teamsApi.useTeamAdminFieldValuesQuery(team?.id ?? '', { skip: !team || !isAdmin });
  const values = useMemo(() => (team && (!isAdmin || adminValues.data) ? { ...team.customFields, ...adminValues.data } : undefined), [team, isAdmin, adminValues.data]);
  return { values, error: adminValues.error };
}
