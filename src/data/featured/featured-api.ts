import { api, queryFnFrom } from '../api-slice';
import { updateFeaturedPages } from './featured-store';

export const featuredApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    updateFeaturedPages: build.mutation<null, string[]>({
      queryFn: queryFnFrom(updateFeaturedPages),
      invalidatesTags: [{ type: 'Settings', id: 'featured' }, { type: 'Content', id: 'LIST' }],
    }),
  }),
});

export const { useUpdateFeaturedPagesMutation } = featuredApi;
