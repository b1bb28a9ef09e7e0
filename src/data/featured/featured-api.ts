import { api, storeEndpoints } from '../api-slice';
import { lazyStore } from '../lazy-store';

const featuredStore = lazyStore(() => import('./featured-store'));

export const featuredApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: storeEndpoints(({ mutation }) => ({
    updateFeaturedPages: mutation(featuredStore.updateFeaturedPages, [
      { type: 'Setting', id: 'featured' },
      { type: 'Content', id: 'LIST' },
    ]),
  })),
});

export const { useUpdateFeaturedPagesMutation } = featuredApi;
