import type { TeamType, TeamTypeForm } from '../../domain/team-type';
import { api, listTags, queryFnFrom } from '../api-slice';
import { lazyStore } from '../lazy-store';

const { createTeamType, deleteTeamType, getTeamType, listTeamTypes, updateTeamType } = lazyStore(() => import('./team-types-store'));

/**
 * The event's team types: the list every area that targets team types reads (downloads, content,
 * teams), and the admin screens' changes. Teams' own mutations invalidate the same LIST tag.
 */
export const teamTypesApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    teamTypes: build.query<TeamType[], void>({
      queryFn: queryFnFrom(listTeamTypes),
      providesTags: (result) => listTags('TeamType', result),
    }),
    teamType: build.query<TeamType, string>({
      queryFn: queryFnFrom(getTeamType),
      providesTags: (_result, _error, teamTypeId) => [{ type: 'TeamType', id: teamTypeId }],
    }),
    createTeamType: build.mutation<TeamType, TeamTypeForm>({
      queryFn: queryFnFrom(createTeamType),
      invalidatesTags: [{ type: 'TeamType', id: 'LIST' }],
    }),
    updateTeamType: build.mutation<TeamType, { teamTypeId: string; values: TeamTypeForm }>({
      queryFn: queryFnFrom(({ teamTypeId, values }) => updateTeamType(teamTypeId, values)),
      invalidatesTags: (_result, _error, { teamTypeId }) => listTags('TeamType', [teamTypeId]),
    }),
    deleteTeamType: build.mutation<null, string>({
      queryFn: queryFnFrom(deleteTeamType),
      // Content and downloads that named the type changed too.
      invalidatesTags: (_result, _error, teamTypeId) => [...listTags('TeamType', [teamTypeId]), { type: 'Content', id: 'LIST' }, { type: 'Download', id: 'LIST' }],
    }),
  }),
});

export const { useTeamTypesQuery, useTeamTypeQuery, useCreateTeamTypeMutation, useUpdateTeamTypeMutation, useDeleteTeamTypeMutation } = teamTypesApi;
