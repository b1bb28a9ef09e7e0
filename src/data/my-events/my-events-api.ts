import { api, listTags, storeEndpoints } from '../api-slice';
import { lazyStore } from '../lazy-store';

const myEventsStore = lazyStore(() => import('./my-events-store'));

export const myEventsApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: storeEndpoints(({ query }) => ({
    myEvents: query(myEventsStore.listMyEvents, (events) => listTags('MyEvent', events)),
  })),
});

export const { useMyEventsQuery } = myEventsApi;
