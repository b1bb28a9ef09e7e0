import { useMemo } from 'react';
import { useSessionUser } from '../session/use-session';
import { seesEveryCustomField, type CustomField } from '../../domain/custom-field';
import type { Team, TeamDetails } from '../../domain/team';
import { api, WHOLE_LIST_KEPT_S, listTags, storeEndpoints } from '../api-slice';
import type { TeamMemberUpdate } from './teams-store';
import { lazyStore } from '../lazy-store';

const teamsStore = lazyStore(() => import('./teams-store'));

const teamMembersTag = (teamId: string) => ({ type: 'User' as const, id: `team-${teamId}` });
const teamTags = [
  { type: 'Team' as const, id: 'LIST' },
  { type: 'TeamType' as const, id: 'LIST' },
  { type: 'User' as const, id: 'LIST' },
];

/**
 * Teams, their people and the team callables, shared by the admin teams screens and My team (and
 * readable by any area that lists teams). Creating or deleting a team also changes team types
 * and users, so those lists refresh too.
 */
export const teamsApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: storeEndpoints(({ query, mutation }) => ({
    teams: query(teamsStore.listTeams, (result) => listTags('Team', result), { keepUnusedDataFor: WHOLE_LIST_KEPT_S }),
    /** The teams list's first page, shown while the whole list loads; its owners are read by id. */
    teamsFirstPage: query(teamsStore.listFirstPageOfTeams, [{ type: 'Team', id: 'LIST' }]),
    /** How many teams there are, for the pager (the rows do not wait for it). */
    teamsCount: query(teamsStore.countTeams, [{ type: 'Team', id: 'LIST' }]),
    /** A few teams whose names start with the text (a picker's search). */
    teamsByName: query(teamsStore.searchTeamsByName, (result) => listTags('Team', result)),
    /** Chosen teams by id, by name. */
    teamsByIds: query(teamsStore.listTeamsByIds, (result) => listTags('Team', result)),
    team: query(teamsStore.getTeam, (_result, _error, teamId) => [{ type: 'Team', id: teamId }]),
    /** The signed-in person's own team (My team). */
    teamOfUser: query(teamsStore.getTeamOfUser, (_result, _error, { teamId }) => [{ type: 'Team', id: teamId }]),
    /** A parent team's stand shares (readable by the parent team's members, unlike the whole list). */
    standShares: query(teamsStore.listStandShares, (result) => listTags('Team', result)),
    teamMembers: query(teamsStore.listTeamMembers, (_result, _error, teamId) => [
      teamMembersTag(teamId),
      { type: 'User', id: 'LIST' },
    ]),
    createTeam: mutation(teamsStore.createTeamWithOwner, teamTags),
    createStandShare: mutation(teamsStore.createStandShare, (_result, _error, { parentTeamId }) => [
      ...teamTags,
      { type: 'Team', id: parentTeamId },
    ]),
    updateTeam: mutation(
      ({ team, details, formFields }: { team: Team; details: TeamDetails; formFields: readonly CustomField[] }) =>
        teamsStore.updateTeam(team, details, formFields),
      (_result, _error, { team }) => [...listTags('Team', [team.id]), { type: 'TeamType', id: 'LIST' }],
    ),
    /** A team's admin-only custom field values; admins only (see useTeamCustomFieldValues). */
    teamAdminFieldValues: query(teamsStore.getTeamAdminFieldValues, (_result, _error, teamId) => [
      { type: 'Team', id: teamId },
    ]),
    deleteTeam: mutation(
      (team: Team) => teamsStore.deleteTeam(team.id),
      (_result, _error, team) => [
        ...teamTags,
        { type: 'Team', id: team.id },
        ...(team.parentTeamId ? [{ type: 'Team' as const, id: team.parentTeamId }] : []),
      ],
    ),
    createTeamMember: mutation(teamsStore.createTeamMember, (_result, _error, { teamId }) => [
      ...listTags('Team', [teamId]),
      teamMembersTag(teamId),
      { type: 'User', id: 'LIST' },
    ]),
    updateTeamMember: mutation(
      ({ uid, update }: { teamId: string; uid: string; update: TeamMemberUpdate }) =>
        teamsStore.updateTeamMember(uid, update),
      (_result, _error, { teamId, uid }) => [teamMembersTag(teamId), ...listTags('User', [uid])],
    ),
    deleteTeamMember: mutation(
      ({ team, uid }: { team: Team; uid: string }) => teamsStore.deleteTeamMember(team, uid),
      (_result, _error, { team, uid }) => [
        ...listTags('Team', [team.id]),
        teamMembersTag(team.id),
        ...listTags('User', [uid]),
      ],
    ),
  })),
});

/** The whole teams list when it is in the cache already (a list come back to), without reading it. */
export function useCachedTeams(): Team[] | undefined {
  return teamsApi.endpoints.teams.useQueryState(undefined).data;
}

export const {
  useTeamsQuery,
  useTeamsFirstPageQuery,
  useTeamsCountQuery,
  useTeamsByNameQuery,
  useTeamsByIdsQuery,
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
  const values = useMemo(
    () => (team && (!seesEvery || adminValues.data) ? { ...team.customFields, ...adminValues.data } : undefined),
    [team, seesEvery, adminValues.data],
  );
  return { values, error: adminValues.error };
}
