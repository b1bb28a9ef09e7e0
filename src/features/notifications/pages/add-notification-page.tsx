import { useNavigate, useSearchParams } from 'react-router';
import { AdminPage } from '../../../components/admin-page';
import { useFeedback } from '../../../components/feedback/feedback-context';
import {
  usePublishNotificationMutation,
  useCreateNotificationMutation,
} from '../../../data/notifications/notifications-api';
import { teamAddress } from '../../../domain/notifications';
import { buildPath } from '../../../domain/routes';
import { teamsToMessage } from '../../../components/message-teams-button';
import { EMPTY_NOTIFICATION_VALUES, NotificationForm } from '../components/notification-form';
import { publishedMessage } from '../components/published-message';

/**
 * /admin/notifications/add: write a notification, then save it as a draft, schedule it or publish
 * it now. Opened by "Message these teams", it starts addressed to those teams.
 */
export default function AddNotificationPage() {
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const { showSuccess, showWarning } = useFeedback();
  const [saveNotification] = useCreateNotificationMutation();
  const [publishNotification] = usePublishNotificationMutation();

  return (
    <AdminPage
      title="Add Notification"
      description="Shown in the portal to the teams and team types you choose, optionally emailed."
    >
      <NotificationForm
        initialValues={{ ...EMPTY_NOTIFICATION_VALUES, ...teamAddress(teamsToMessage(query)) }}
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
