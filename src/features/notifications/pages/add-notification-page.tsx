import { useNavigate } from 'react-router';
import { AdminPage } from '../../../components/admin-page';
import { useFeedback } from '../../../components/feedback/feedback-context';
import {
  usePublishNotificationMutation,
  useCreateNotificationMutation,
} from '../../../data/notifications/notifications-api';
import { buildPath } from '../../../domain/routes';
import { EMPTY_NOTIFICATION_VALUES, NotificationForm } from '../components/notification-form';
import { publishedMessage } from '../components/published-message';

/** /admin/notifications/add: write a notification, then save it as a draft, schedule it or publish it now. */
export default function AddNotificationPage() {
  const navigate = useNavigate();
  const { showSuccess, showWarning } = useFeedback();
  const [saveNotification] = useCreateNotificationMutation();
  const [publishNotification] = usePublishNotificationMutation();

  return (
    <AdminPage
      title="Add Notification"
      description="Shown in the portal to the team types you choose, optionally emailed."
    >
      <NotificationForm
        initialValues={EMPTY_NOTIFICATION_VALUES}
        onSave={async (values, publishNow) => {
          const saved = await saveNotification({ values }).unwrap();
          if (publishNow) {
            const outcome = await publishNotification(saved.id).unwrap();
            (outcome.failures.length > 0 ? showWarning : showSuccess)(publishedMessage(outcome));
          } else showSuccess(saved.status === 'scheduled' ? 'The notification is scheduled' : 'The draft is saved');
          navigate(buildPath('manageNotifications'));
        }}
      />
    </AdminPage>
  );
}
