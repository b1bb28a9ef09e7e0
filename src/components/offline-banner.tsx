import { Alert } from './bootstrap/alert';
import { Icon } from './icon';
import { useConnection } from '../data/connection/connection';
import { useEventTimeZone } from '../data/settings/use-event-time-zone';
import { formatDateTime } from '../domain/event-time';
import { CONNECTION_MESSAGES } from '../domain/messages';

/** The shell's word on the connection: offline since when, then the offline changes being sent. */
export function OfflineBanner() {
  const { offlineSince, sending } = useConnection();
  const timeZone = useEventTimeZone();
  if (!offlineSince && !sending) return null;
  return (
    <Alert variant={offlineSince ? 'warning' : 'info'} role="status" className="d-flex gap-2 align-items-baseline py-2">
      <Icon name={offlineSince ? 'wifi-off' : 'wifi'} className="flex-shrink-0" />
      <span>
        {offlineSince
          ? CONNECTION_MESSAGES.offline(formatDateTime(offlineSince, timeZone))
          : CONNECTION_MESSAGES.sending}
      </span>
    </Alert>
  );
}
