import { useMemo } from 'react';
import { useSessionUser } from '../session/use-session';
import { seesEveryCustomField, type CustomField } from '../../domain/custom-field';
import type { CustomFieldValue, Team, TeamDetails } from '../../domain/team';
import type { createStandShareCallable, createTeamCallable, createTeamMemberCallable } from '../../domain/teams-callables';
import type { User } from '../../domain/user';
import { api, WHOLE_LIST_KEPT_S, listTags, queryFnFrom } from '../api-slice';
import type { CallableInput } from '../../lib/firebase/functions';
import type { TeamMemberUpdate, TeamsFirstPage } from './teams-store';
import { lazyStore } from '../lazy-store';

const {
  createStandShare,
  createTeamMember,
  createTeamWithOwner,
  deleteTeam,
  firstPageOfTeams,
  getTeam,
  getTeamOfUser,
  getTeamAdminFieldValues,
  listTeamMembers,
  listStandShares,
  listTeams,
  removeTeamMember,
  updateTeam,
  updateTeamMember,
} = lazyStore(() => import('./teams-store'));

const teamMembersTag = (teamId: string) => ({ type: 'User' as const, id: `team-${teamId}` });
const teamTags = [{ type: 'Team' as const, id: 'LIST' }, { type: 'TeamType' as const, id: 'LIST' }, { type: 'User' as const, id: 'LIST' }];

/**
 * Teams, their people and the team callables, shared by the admin teams screens and My team (and
 * readable by any area that lists teams). Creating or deleting a team also changes team types
 * and users, so those lists refresh too.
 */
export const teamsApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    teams: build.query<Team[], void>({
      queryFn: queryFnFrom(listTeams),
      providesTags: (result) => listTags('Team', result),
      keepUnusedDataFor: WHOLE_LIST_KEPT_S,
    }),
    /** The teams list's first page, shown while the whole list loads. */
    teamsFirstPage: build.query<TeamsFirstPage, void>({
      queryFn: queryFnFrom(firstPageOfTeams),
      providesTags: [{ type: 'Team', id: 'LIST' }, { type: 'User', id: 'LIST' }],
    }),
    team: build.query<Team, string>({
      queryFn: queryFnFrom(getTeam),
      providesTags: (_result, _error, teamId) => [{ type: 'Team', id: teamId }],
    }),
    /** The signed-in person's own team (My team). */
    teamOfUser: build.query<Team, { uid: string; teamId: string }>({
      queryFn: queryFnFrom(getTeamOfUser),
      providesTags: (_result, _error, { teamId }) => [{ type: 'Team', id: teamId }],
    }),
    /** A parent team's stand shares (readable by the parent team's members, unlike the whole list). */
    standShares: build.query<Team[], string>({
      queryFn: queryFnFrom(listStandShares),
      providesTags: (result) => listTags('Team', result),
    }),
    teamMembers: build.query<User[], string>({
      queryFn: queryFnFrom(listTeamMembers),
      providesTags: (_result, _error, teamId) => [teamMembersTag(teamId), { type: 'User', id: 'LIST' }],
    }),
    createTeam: build.mutation<{ teamId: string }, CallableInput<typeof createTeamCallable>>({
      queryFn: queryFnFrom(createTeamWithOwner),
      invalidatesTags: teamTags,
    }),
    createStandShare: build.mutation<{ teamId: string }, CallableInput<typeof createStandShareCallable>>({
      queryFn: queryFnFrom(createStandShare),
      invalidatesTags: (_result, _error, { parentTeamId }) => [...teamTags, { type: 'Team', id: parentTeamId }],
    }),
    updateTeam: build.mutation<Team, { team: Team; details: TeamDetails; formFields: readonly CustomField[] }>({
      queryFn: queryFnFrom(({ team, details, formFields }) => updateTeam(team, details, formFields)),
      invalidatesTags: (_result, _error, { team }) => [...listTags('Team', [team.id]), { type: 'TeamType', id: 'LIST' }],
    }),
    /** A team's admin-only custom field values; admins only (see useTeamCustomFieldValues). */
    teamAdminFieldValues: build.query<Record<string, CustomFieldValue>, string>({
      queryFn: queryFnFrom(getTeamAdminFieldValues),
      providesTags: (_result, _error, teamId) => [{ type: 'Team', id: teamId }],
    }),
    deleteTeam: build.mutation<null, Team>({
      queryFn: queryFnFrom((team: Team) => deleteTeam(team.id)),
      invalidatesTags: (_result, _error, team) => [...teamTags, { type: 'Team', id: team.id }, ...(team.parentTeamId ? [{ type: 'Team' as const, id: team.parentTeamId }] : [])],
    }),
    createTeamMember: build.mutation<{ uid: string }, CallableInput<typeof createTeamMemberCallable>>({
      queryFn: queryFnFrom(createTeamMember),
      invalidatesTags: (_result, _error, { teamId }) => [...listTags('Team', [teamId]), teamMembersTag(teamId), { type: 'User', id: 'LIST' }],
    }),
    updateTeamMember: build.mutation<null, { teamId: string; uid: string; update: TeamMemberUpdate }>({
      queryFn: queryFnFrom(({ uid, update }) => updateTeamMember(uid, update)),
      invalidatesTags: (_result, _error, { teamId, uid }) => [teamMembersTag(teamId), ...listTags('User', [uid])],
    }),
    deleteTeamMember: build.mutation<null, { team: Team; uid: string }>({
      queryFn: queryFnFrom(({ team, uid }) => removeTeamMember(team, uid)),
      invalidatesTags: (_result, _error, { team, uid }) => [...listTags('Team', [team.id]), teamMembersTag(team.id), ...listTags('User', [uid])],
    }),
  }),
});

export const {
  useTeamsQuery,
  useTeamsFirstPageQuery,
  useTeamQuery,
  useTeamOfUserQuery,
  useStandSharesQuery,
  useTeamMembersQuery,
  useCreateTeamMutation,
  useCreateStandShareMutation,
  useUpdateTeamMutation,
  useDeleteTeamMutation,
  useCreateTeamMemberMutation,
  useUpdateTeamMemberMutation,
  useDeleteTeamMemberMutation,
} = teamsApi;

/**
 * A team's custom field values as the signed-in person may read them: those on the team, and for
 * admins the admin-only ones too (undefined while they load).
 */
export function useTeamCustomFieldValues(team: Team | undefined) {
  const seesEvery = seesEveryCustomField(useSessionUser().role);
  const adminValues = teamsApi.useTeamAdminFieldValuesQuery(team?.id ?? '', { skip: !team || !seesEvery });
  const values = useMemo(() => (team && (!seesEvery || adminValues.data) ? { ...team.customFields, ...adminValues.data } : undefined), [team, seesEvery, adminValues.data]);
  return { values, error: adminValues.error };
}
