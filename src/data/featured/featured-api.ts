import { api, queryFnFrom } from '../api-slice';
import { saveFeaturedPages } from './featured-store';

export const featuredApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    saveFeaturedPages: build.mutation<null, string[]>({
      queryFn: queryFnFrom(saveFeaturedPages),
      invalidatesTags: [{ type: 'Settings', id: 'featured' }, { type: 'Content', id: 'LIST' }],
    }),
  }),
});

export const { useSaveFeaturedPagesMutation } = featuredApi;
