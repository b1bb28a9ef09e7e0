import { calendarFeedSchema, makeCalendarFeedLinkCallable, type CalendarFeed } from '../../domain/calendar-feed';
import { firebaseClient } from '../../lib/firebase/client';
import { parseDocument, readDocument, requireCurrentUserId } from '../../lib/firebase/documents';
import { callFunction } from '../../lib/firebase/functions';

/** The signed-in person's calendar feed in the event (when its link was made), or null before they make one. */
export async function getMyCalendarFeed(): Promise<CalendarFeed | null> {
  const snapshot = await readDocument(firebaseClient().paths.doc('calendarFeeds', requireCurrentUserId()));
  if (!snapshot.exists()) return null;
  return parseDocument(calendarFeedSchema, 'calendarFeed', snapshot, 'Invalid calendar feed');
}

/** A new secret link to the person's time table; the link made before it stops working. */
export async function makeCalendarFeedLink(): Promise<string> {
  const { url } = await callFunction(makeCalendarFeedLinkCallable, {});
  return url;
}
