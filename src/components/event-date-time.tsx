import { useEventTimeZone } from '../data/settings/use-event-time-zone';
import { formatDateTime } from '../domain/event-time';

/** A moment as "3 Mar 2025, 14:05" in the event's time zone, for table cells declared outside a screen. */
export function EventDateTime({ at }: { at: string }) {
  return <>{formatDateTime(at, useEventTimeZone())}</>;
}
