import { api, queryFnFrom } from '../api-slice';
import { type EventRecord } from '../../domain/event-record';
import { fetchMyEvents } from './my-events-store';

export const myEventsApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    myEvents: build.query<EventRecord[], void>({
      queryFn: queryFnFrom(fetchMyEvents),
      providesTags: (events = []) => [...events.map((event) => ({ type: 'MyEvent' as const, id: event.id })), { type: 'MyEvent', id: 'LIST' }],
    }),
  }),
});

export const { useMyEventsQuery } = myEventsApi;
