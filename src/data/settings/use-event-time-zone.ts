import { DEFAULT_EVENT_TIME_ZONE } from '../../domain/event-time';
import { useSettings } from './settings-api';

/**
 * The event's time zone (its event settings), in which every screen shows, enters and groups dates
 * and times; the default zone until the settings have loaded.
 */
export function useEventTimeZone(): string {
  return useSettings('event').data?.timeZone ?? DEFAULT_EVENT_TIME_ZONE;
}
