import type { TeamType } from '../../domain/team-type';
import { normaliseError } from '../../lib/firebase/errors';
import { listTeamTypes } from './team-types-reader';
import { api } from '../api-slice';

/**
 * The event's team types, read-only, for areas that target content at team types (downloads,
 * content pages). The teams area's own mutations invalidate the same 'TeamType' LIST tag.
 */
export const teamTypesApi = api.injectEndpoints({
  endpoints: (build) => ({
    teamTypes: build.query<TeamType[], void>({
      queryFn: async () => {
        try {
          return { data: await listTeamTypes() };
        } catch (error) {
          return { error: normaliseError(error) };
        }
      },
      providesTags: (result) => [{ type: 'TeamType', id: 'LIST' }, ...(result ?? []).map((teamType) => ({ type: 'TeamType' as const, id: teamType.id }))],
    }),
  }),
});

export const { useTeamTypesQuery } = teamTypesApi;
