import * as z from 'zod/mini';
import { callable } from './callables';
import { addDays, toDateTimeInput } from './event-time';
import { buildPath } from './routes';
import { TASK_DISPLAY_STATUS_LABELS } from './tasks';
import { TIMELINE_KIND_LABELS, type TimelineEntry } from './time-table';
import { dateTimeOrEmptySchema, idOrEmptySchema } from './schema-fields';

/**
 * A person's calendar feed: a secret link their calendar app polls for their time table. Only a
 * hash of the link's token is stored (as for sign-in links), so a leaked database copy opens no feed.
 */
export const calendarFeedSchema = z.object({
  uid: idOrEmptySchema,
  tokenHash: z.string(),
  createdAt: dateTimeOrEmptySchema,
});
export type CalendarFeed = z.output<typeof calendarFeedSchema>;

/** Makes the caller a new feed link for their time table in the event; the last one stops working. */
export const makeCalendarFeedLinkCallable = callable(
  'makeCalendarFeedLink',
  z.object({ eventId: z.string() }),
  z.object({ url: z.string() }),
);

export const CALENDAR_FEED_MESSAGES = {
  // Said by the feed itself, to whoever holds an old or mistyped link (a calendar app shows it as an error).
  linkNotValid: 'This calendar link no longer works. Make a new one on the time table.',
  notPublished: 'The time table has not been published yet.',
} as const;

/** One entry of the feed as calendar apps take it: all-day entries by their days, timed ones at the event's wall-clock time. */
export interface CalendarFeedEvent {
  /** Stable across polls, so calendar apps update an entry rather than add another. */
  uid: string;
  summary: string;
  description: string;
  allDay: boolean;
  /** All-day: the first day (YYYY-MM-DD). Timed: the wall-clock time in the event's zone (YYYY-MM-DDTHH:mm). */
  start: string;
  /** All-day: the day after the last (calendar apps end all-day entries exclusively). Timed: the same as start. */
  end: string;
  /** Where the entry opens in the portal ('' when it has no screen of its own). */
  path: string;
}

/** The time table's entries as feed events, with the same words the time table shows. */
export function calendarFeedEvents(
  entries: readonly TimelineEntry[],
  { eventId, timeZone }: { eventId: string; timeZone: string },
): CalendarFeedEvent[] {
  return entries.map((entry) => {
    const status = entry.taskStatus ? ` (${TASK_DISPLAY_STATUS_LABELS[entry.taskStatus]})` : '';
    const allDay = entry.at === '';
    const start = allDay ? entry.day : toDateTimeInput(entry.at, timeZone);
    return {
      uid: `${entry.id}.${eventId}@time-table`,
      summary: entry.kind === 'event' ? entry.title : `${TIMELINE_KIND_LABELS[entry.kind]}: ${entry.title}${status}`,
      description: entry.time ? `${TIMELINE_KIND_LABELS[entry.kind]} at ${entry.time} (${timeZone})` : '',
      allDay,
      start,
      end: allDay ? addDays(entry.lastDay, 1) : start,
      path: entry.kind === 'task' && entry.refId ? buildPath('viewTask', { taskId: entry.refId }) : '',
    };
  });
}
