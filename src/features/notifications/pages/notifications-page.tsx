import { Badge } from '../../../components/bootstrap/badge';
import { Button } from '../../../components/bootstrap/button';
import { Card } from '../../../components/bootstrap/card';
import { Link } from 'react-router';
import { Icon } from '../../../components/icon';
import { ListEmptyState } from '../../../components/list-table';
import { useReaderNotificationsQuery, useUpdateReadStateMutation } from '../../../data/notifications/notifications-api';
import type { ReaderNotification } from '../../../data/notifications/notifications-store';
import { useTerminology } from '../../../data/settings/settings-api';
import { formatDateTime } from '../../../domain/event-time';
import { useEventTimeZone } from '../../../data/settings/use-event-time-zone';
import { useNotificationsAbility } from '../use-notifications-ability';
import '../notifications.css';
import { LoadingOrError } from '../../../components/loading-or-error';

/** A link inside the portal opens in place; a web address in a new tab. */
function NotificationLink({ to, className, children }: { to: string; className?: string; children: string }) {
  return to.startsWith('/') ? (
    <Link to={to} className={className}>
      {children}
    </Link>
  ) : (
    <a href={to} className={className} target="_blank" rel="noreferrer">
      {children}
    </a>
  );
}

function NotificationItem({
  notification,
  onReadChange,
  busy,
}: {
  notification: ReaderNotification;
  onReadChange: (read: boolean) => void;
  busy: boolean;
}) {
  const timeZone = useEventTimeZone();
  return (
    <Card as="li" className={`notification-item shadow-sm border-0 ${notification.isUnread ? 'is-unread' : ''}`}>
      <Card.Body className="d-flex gap-3">
        <span className="notification-dot" aria-hidden="true" />
        <div className="flex-grow-1 min-w-0">
          <div className="d-flex flex-wrap align-items-baseline gap-2 mb-1">
            <h2 className="h6 fw-semibold mb-0">{notification.title}</h2>
            {notification.isUnread && <Badge bg="primary">Unread</Badge>}
            <span className="small text-body-secondary ms-auto">
              {formatDateTime(notification.sentAt || notification.updatedAt, timeZone)}
            </span>
          </div>
          <p className="mb-2 notification-message">{notification.description}</p>
          <div className="d-flex flex-wrap gap-2 align-items-center">
            {notification.buttonUrl && (
              <NotificationLink to={notification.buttonUrl} className="btn btn-sm btn-primary">
                {notification.buttonText || 'Open'}
              </NotificationLink>
            )}
            {notification.linkUrl && (
              <NotificationLink to={notification.linkUrl} className="btn btn-sm btn-outline-primary">
                {notification.linkUrl.startsWith('/') ? 'Go to the page' : 'Open the link'}
              </NotificationLink>
            )}
            <Button
              variant="link"
              size="sm"
              className="ms-auto px-0"
              disabled={busy}
              onClick={() => onReadChange(notification.isUnread)}
            >
              <Icon name={notification.isUnread ? 'check-lg' : 'envelope'} className="me-1" />
              {notification.isUnread ? 'Mark as read' : 'Mark as unread'}
            </Button>
          </div>
        </div>
      </Card.Body>
    </Card>
  );
}

/** /notifications: the messages that reached this person (admins: every published one), unread first. */
export default function NotificationsPage() {
  const terminology = useTerminology();
  const { uid, seesAll } = useNotificationsAbility();
  // currentData: once the rules refuse the listen, the notifications read before are not shown.
  const { currentData: data, error, isLoading } = useReaderNotificationsQuery({ uid, seesAll });
  const [setReadState, readState] = useUpdateReadStateMutation();
  const unread = data?.filter((notification) => notification.isUnread).length ?? 0;

  return (
    <div className="p-3 p-md-4 notifications-page">
      <header className="d-flex flex-wrap align-items-baseline gap-2 mb-3">
        <h1 className="h3 mb-0">{terminology.notifications}</h1>
        {data && <span className="text-body-secondary">{unread === 0 ? 'All read' : `${unread} unread`}</span>}
      </header>
      <LoadingOrError isLoading={isLoading} error={error ?? readState.error} rows={4} />
      {data?.length === 0 && (
        <ListEmptyState icon="bell" title="No notifications yet">
          Messages from the organisers will appear here.
        </ListEmptyState>
      )}
      {data && data.length > 0 && (
        <ul className="list-unstyled d-grid gap-3 mb-0" aria-label={terminology.notifications}>
          {data.map((notification) => (
            <NotificationItem
              key={notification.id}
              notification={notification}
              busy={readState.isLoading}
              onReadChange={(read) => void setReadState({ uid, notificationId: notification.id, read })}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
