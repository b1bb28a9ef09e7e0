import { Badge } from '../../../components/bootstrap/badge';
import { Link } from 'react-router';
import { Icon } from '../../../components/icon';
import { useReaderNotificationsQuery } from '../../../data/notifications/notifications-api';
import { buildPath } from '../../../domain/routes';
import { useNotificationsAbility } from '../use-notifications-ability';
import '../notifications.css';

/** The shell's bell: the number of unread notifications, leading to /notifications. */
export function NotificationBell() {
  const { uid, seesAll } = useNotificationsAbility();
  // Live: a notification published to the person counts at once, as does one they read elsewhere.
  const { currentData: data } = useReaderNotificationsQuery({ uid, seesAll });
  const unread = data?.filter((notification) => notification.isUnread).length ?? 0;
  const label = unread === 0 ? 'Notifications, none unread' : `Notifications, ${unread} unread`;
  return (
    <Link
      to={buildPath('notifications')}
      className="notification-bell btn btn-link position-relative text-reset p-1"
      aria-label={label}
      title={label}
    >
      <Icon name="bell" className="fs-5" />
      {unread > 0 && (
        <Badge
          pill
          bg="danger"
          className="position-absolute top-0 start-100 translate-middle"
          data-testid="unread-count"
        >
          {unread}
        </Badge>
      )}
    </Link>
  );
}
