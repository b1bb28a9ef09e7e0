import { api, storeEndpoints } from '../api-slice';
import { lazyStore } from '../lazy-store';

const activityStore = lazyStore(() => import('./activity-store'));

/** The activity history of a task or a team, a page at a time (admins); read afresh whenever a screen shows it. */
export const activityApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: storeEndpoints(({ query }) => ({
    activityPage: query(activityStore.listActivity),
  })),
});

export const { useActivityPageQuery } = activityApi;
