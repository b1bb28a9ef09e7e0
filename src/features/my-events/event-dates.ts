import { dayOf, DEFAULT_EVENT_TIME_ZONE, formatDay } from '../../domain/event-time';

/**
 * An event's day from its record: a calendar day (YYYY-MM-DD) as stored, or the day of an older
 * record's date-time on the default event zone (this list shows several events and reads none of
 * their settings); '' when unset or unreadable.
 */
const eventDay = (value: string) => (value ? dayOf(value, DEFAULT_EVENT_TIME_ZONE) : '');

/**
 * An event's dates in British English: "3 March 2026", or "3 March 2026 – 5 March 2026" when it
 * spans days; '' when neither date is set or readable.
 */
export function formatEventDates(startDate: string, endDate: string): string {
  const [from, to] = [eventDay(startDate), eventDay(endDate)].map((day) => formatDay(day, 'd MMMM yyyy'));
  if (!from || !to) return from || to || '';
  return from === to ? from : `${from} – ${to}`;
}
