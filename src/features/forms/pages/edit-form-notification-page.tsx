import Alert from 'react-bootstrap/Alert';
import { useNavigate, useParams } from 'react-router';
import { AdminPage } from '../../../components/admin-page';
import { useFeedback } from '../../../components/feedback/feedback-context';
import { PageSkeleton } from '../../../components/page-skeleton';
import { useFormNotificationQuery, useUpdateFormNotificationMutation } from '../../../data/form-notifications/form-notifications-api';
import { useLoadedFormQuery } from '../../../data/forms/forms-api';
import { buildPath } from '../../../domain/routes';
import { FormShortcuts } from '../admin/forms-shortcuts';
import { NotificationEditor } from '../admin/notification-editor';

/** /admin/forms/{formId}/notifications/{notificationId}: recipients, subject, message and activation logic. */
export default function EditFormNotificationPage() {
  const { formId = '', notificationId = '' } = useParams();
  const navigate = useNavigate();
  const feedback = useFeedback();
  const loaded = useLoadedFormQuery(formId);
  const notification = useFormNotificationQuery(notificationId);
  const [updateNotification] = useUpdateFormNotificationMutation();
  const listPath = buildPath('manageFormNotifications', { formId });
  const error = loaded.error ?? notification.error;
  const stored = notification.data;
  return (
    <AdminPage title={stored?.name || 'Edit Form Notification'} description={loaded.data ? `An e-mail sent when “${loaded.data.form.title}” is submitted.` : undefined}>
      {loaded.data && <FormShortcuts form={loaded.data.form} />}
      {(loaded.isLoading || notification.isLoading) && <PageSkeleton rows={6} />}
      {error && <Alert variant="danger">{error.message}</Alert>}
      {loaded.data && stored && (
        <NotificationEditor
          key={stored.id}
          loaded={loaded.data}
          initial={stored}
          submitLabel="Save notification"
          cancel={listPath}
          onSubmit={async (values) => {
            await updateNotification({ formId, notificationId, values }).unwrap();
            feedback.showSuccess();
            navigate(listPath);
          }}
        />
      )}
    </AdminPage>
  );
}
