import { Link, useNavigate, useParams } from 'react-router';
import { AdminPage } from '../../../components/admin-page';
import { EditLockBanner } from '../../../components/edit-lock/edit-lock-banner';
import { useEditLock } from '../../../components/edit-lock/use-edit-lock';
import { useFeedback } from '../../../components/feedback/feedback-context';
import {
  useNotificationQuery,
  usePublishNotificationMutation,
  useUpdateNotificationMutation,
} from '../../../data/notifications/notifications-api';
import { formatDateTime, formatDateTimeWithZone } from '../../../domain/event-time';
import { useEventTimeZone } from '../../../data/settings/use-event-time-zone';
import { buildPath } from '../../../domain/routes';
import { NotificationForm } from '../components/notification-form';
import { NotificationStatusBadge } from '../components/notification-status-badge';
import { publishedMessage } from '../components/published-message';
import { LoadingOrError } from '../../../components/loading-or-error';

/** /admin/notifications/{notificationId}: change, schedule, publish or update a notification. */
export default function EditNotificationPage() {
  const timeZone = useEventTimeZone();
  const { notificationId = '' } = useParams();
  const navigate = useNavigate();
  const { showSuccess, showWarning } = useFeedback();
  const { data: notification, error, isLoading } = useNotificationQuery(notificationId);
  const [saveNotification] = useUpdateNotificationMutation();
  const [publishNotification] = usePublishNotificationMutation();
  // Two admins editing one notification would overwrite each other: one holds it, others read.
  const lock = useEditLock({ id: notificationId, type: 'notification' });

  return (
    <AdminPage
      title={notification?.title ?? 'Edit Notification'}
      description={
        notification && (
          <span className="d-inline-flex flex-wrap gap-2 align-items-center">
            <NotificationStatusBadge status={notification.status} />
            {notification.sentAt && <span>Published {formatDateTime(notification.sentAt, timeZone)}</span>}
            {notification.status === 'scheduled' && (
              <span>Goes out {formatDateTimeWithZone(notification.scheduledAt, timeZone)}</span>
            )}
          </span>
        )
      }
      actions={
        <Link to={buildPath('manageNotifications')} className="btn btn-outline-secondary">
          Back
        </Link>
      }
    >
      <LoadingOrError isLoading={isLoading} error={error} rows={6} />
      <EditLockBanner lock={lock} />
      {notification && (
        <fieldset disabled={!lock.canEdit}>
          <NotificationForm
            key={`${notification.id}-${notification.updatedAt}`}
            current={notification}
            initialValues={notification}
            onSave={async (values, publishNow) => {
              const saved = await saveNotification({ current: notification, values }).unwrap();
              if (publishNow) {
                const outcome = await publishNotification(saved.id).unwrap();
                (outcome.failures.length > 0 ? showWarning : showSuccess)(publishedMessage(outcome));
              } else showSuccess();
              navigate(buildPath('manageNotifications'));
            }}
          />
        </fieldset>
      )}
    </AdminPage>
  );
}
