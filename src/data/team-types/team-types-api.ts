import type { TeamTypeForm } from '../../domain/team-type';
import { api, listTags, storeEndpoints } from '../api-slice';
import { lazyStore } from '../lazy-store';

const teamTypesStore = lazyStore(() => import('./team-types-store'));

/**
 * The event's team types: the list every area that targets team types reads (downloads, content,
 * teams), and the admin screens' changes. Teams' own mutations invalidate the same LIST tag.
 */
export const teamTypesApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: storeEndpoints(({ query, mutation }) => ({
    teamTypes: query(teamTypesStore.listTeamTypes, (result) => listTags('TeamType', result)),
    teamType: query(teamTypesStore.getTeamType, (_result, _error, teamTypeId) => [
      { type: 'TeamType', id: teamTypeId },
    ]),
    // Downloads and suppliers hidden from other types gain the new one as a reader.
    createTeamType: mutation(teamTypesStore.createTeamType, [
      { type: 'TeamType', id: 'LIST' },
      { type: 'Download', id: 'LIST' },
      { type: 'Supplier', id: 'LIST' },
    ]),
    updateTeamType: mutation(
      ({ teamTypeId, values }: { teamTypeId: string; values: TeamTypeForm }) =>
        teamTypesStore.updateTeamType(teamTypeId, values),
      (_result, _error, { teamTypeId }) => listTags('TeamType', [teamTypeId]),
    ),
    // Content, downloads, suppliers, tasks and card layouts that named the type changed too.
    deleteTeamType: mutation(teamTypesStore.deleteTeamType, (_result, _error, teamTypeId) => [
      ...listTags('TeamType', [teamTypeId]),
      { type: 'Content', id: 'LIST' },
      { type: 'Download', id: 'LIST' },
      { type: 'Supplier', id: 'LIST' },
      { type: 'Task', id: 'LIST' },
      { type: 'CardLayout', id: 'LIST' },
    ]),
  })),
});

export const {
  useTeamTypesQuery,
  useTeamTypeQuery,
  useCreateTeamTypeMutation,
  useUpdateTeamTypeMutation,
  useDeleteTeamTypeMutation,
} = teamTypesApi;
