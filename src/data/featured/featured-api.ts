import { api } from '../api-slice';
import { normaliseError } from '../../lib/firebase/errors';
import { saveFeaturedPages } from './featured-store';

export const featuredApi = api.injectEndpoints({
  endpoints: (build) => ({
    saveFeaturedPages: build.mutation<null, string[]>({
      queryFn: async (contentIds) => {
        try {
          await saveFeaturedPages(contentIds);
          return { data: null };
        } catch (error) {
          return { error: normaliseError(error) };
        }
      },
      invalidatesTags: [{ type: 'Settings', id: 'featured' }, { type: 'Content', id: 'LIST' }],
    }),
  }),
});

export const { useSaveFeaturedPagesMutation } = featuredApi;
