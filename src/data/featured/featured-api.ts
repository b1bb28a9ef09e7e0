import { api, queryFnFrom } from '../api-slice';
import { lazyStore } from '../lazy-store';

const { updateFeaturedPages } = lazyStore(() => import('./featured-store'));

export const featuredApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    updateFeaturedPages: build.mutation<null, string[]>({
      queryFn: queryFnFrom(updateFeaturedPages),
      invalidatesTags: [{ type: 'Setting', id: 'featured' }, { type: 'Content', id: 'LIST' }],
    }),
  }),
});

export const { useUpdateFeaturedPagesMutation } = featuredApi;
