import type { EventRecord } from '../../domain/event-record';
import { api, listTags, queryFnFrom } from '../api-slice';
import { lazyStore } from '../lazy-store';

const { listMyEvents } = lazyStore(() => import('./my-events-store'));

export const myEventsApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    myEvents: build.query<EventRecord[], void>({
      queryFn: queryFnFrom(listMyEvents),
      providesTags: (events) => listTags('MyEvent', events),
    }),
  }),
});

export const { useMyEventsQuery } = myEventsApi;
