import { api, storeEndpoints } from '../api-slice';
import { lazyStore } from '../lazy-store';

const calendarFeedStore = lazyStore(() => import('./calendar-feed-store'));

export const calendarFeedApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: storeEndpoints(({ query, mutation }) => ({
    myCalendarFeed: query(calendarFeedStore.getMyCalendarFeed, () => [{ type: 'CalendarFeed', id: 'MINE' }]),
    makeCalendarFeedLink: mutation(calendarFeedStore.makeCalendarFeedLink, [{ type: 'CalendarFeed', id: 'MINE' }]),
  })),
});

export const { useMyCalendarFeedQuery, useMakeCalendarFeedLinkMutation } = calendarFeedApi;
