import { api } from '../api-slice';
import type { TeamType, TeamTypeForm } from '../../domain/team-type';
import { normaliseError, type NormalisedError } from '../../lib/firebase/errors';
import { createTeamType, deleteTeamType, getTeamType, updateTeamType } from './team-types-store';

async function attempt<T>(run: () => Promise<T>): Promise<{ data: T } | { error: NormalisedError }> {
  try {
    return { data: await run() };
  } catch (error) {
    return { error: normaliseError(error) };
  }
}

/** Team type changes; the list itself is the shared useTeamTypesQuery (src/app/api/team-types-api.ts). */
export const teamTypesAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    teamType: build.query<TeamType, string>({
      queryFn: (teamTypeId) => attempt(() => getTeamType(teamTypeId)),
      providesTags: (_result, _error, teamTypeId) => [{ type: 'TeamType', id: teamTypeId }],
    }),
    createTeamType: build.mutation<TeamType, TeamTypeForm>({
      queryFn: (values) => attempt(() => createTeamType(values)),
      invalidatesTags: [{ type: 'TeamType', id: 'LIST' }],
    }),
    updateTeamType: build.mutation<TeamType, { teamTypeId: string; values: TeamTypeForm }>({
      queryFn: ({ teamTypeId, values }) => attempt(() => updateTeamType(teamTypeId, values)),
      invalidatesTags: (_result, _error, { teamTypeId }) => [{ type: 'TeamType', id: teamTypeId }, { type: 'TeamType', id: 'LIST' }],
    }),
    deleteTeamType: build.mutation<null, string>({
      queryFn: (teamTypeId) => attempt(async () => {
        await deleteTeamType(teamTypeId);
        return null;
      }),
      // Content and downloads that named the type changed too.
      invalidatesTags: (_result, _error, teamTypeId) => [{ type: 'TeamType', id: teamTypeId }, { type: 'TeamType', id: 'LIST' }, { type: 'Content', id: 'LIST' }, { type: 'Download', id: 'LIST' }],
    }),
  }),
});

export const { useTeamTypeQuery, useCreateTeamTypeMutation, useUpdateTeamTypeMutation, useDeleteTeamTypeMutation } = teamTypesAdminApi;
