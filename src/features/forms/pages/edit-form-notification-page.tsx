import { useParams } from 'react-router';
import { AdminPage } from '../../../components/admin-page';
import { LoadingOrError } from '../../../components/loading-or-error';
import { useSaveAndGo } from '../../../components/use-save-and-go';
import {
  useFormNotificationQuery,
  useUpdateFormNotificationMutation,
} from '../../../data/form-notifications/form-notifications-api';
import { useLoadedFormQuery } from '../../../data/forms/forms-api';
import { buildPath } from '../../../domain/routes';
import { FormShortcuts } from '../admin/forms-shortcuts';
import { NotificationEditor } from '../admin/notification-editor';

/** /admin/forms/{formId}/notifications/{notificationId}: recipients, subject, message and activation logic. */
export default function EditFormNotificationPage() {
  const { formId = '', notificationId = '' } = useParams();
  const saveAndGo = useSaveAndGo();
  const loaded = useLoadedFormQuery(formId);
  const notification = useFormNotificationQuery(notificationId);
  const [updateNotification] = useUpdateFormNotificationMutation();
  const listPath = buildPath('manageFormNotifications', { formId });
  const error = loaded.error ?? notification.error;
  const stored = notification.data;
  return (
    <AdminPage
      title={stored?.name || 'Edit Form Notification'}
      description={loaded.data ? `An email sent when “${loaded.data.form.title}” is submitted.` : undefined}
    >
      {loaded.data && <FormShortcuts form={loaded.data.form} />}
      <LoadingOrError isLoading={loaded.isLoading || notification.isLoading} error={error} rows={6} />
      {loaded.data && stored && (
        <NotificationEditor
          key={stored.id}
          loaded={loaded.data}
          initial={stored}
          submitLabel="Save notification"
          cancel={listPath}
          onSubmit={saveAndGo((values) => updateNotification({ formId, notificationId, values }).unwrap(), listPath)}
        />
      )}
    </AdminPage>
  );
}
