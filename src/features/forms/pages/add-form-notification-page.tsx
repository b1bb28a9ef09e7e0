import { useParams } from 'react-router';
import { AdminPage } from '../../../components/admin-page';
import { LoadingOrError } from '../../../components/loading-or-error';
import { useSaveAndGo } from '../../../components/use-save-and-go';
import { useCreateFormNotificationMutation } from '../../../data/form-notifications/form-notifications-api';
import { useLoadedFormQuery } from '../../../data/forms/forms-api';
import { newFormNotificationValues } from '../../../domain/form-notifications';
import { buildPath } from '../../../domain/routes';
import { FormShortcuts } from '../admin/forms-shortcuts';
import { NotificationEditor } from '../admin/notification-editor';

/** /admin/forms/{formId}/notifications/add: a new notification (to the submitter, the form's title as subject, active, ANY). */
export default function AddFormNotificationPage() {
  const { formId = '' } = useParams();
  const saveAndGo = useSaveAndGo();
  const loaded = useLoadedFormQuery(formId);
  const [addNotification] = useCreateFormNotificationMutation();
  const listPath = buildPath('manageFormNotifications', { formId });
  return (
    <AdminPage
      title="Add Form Notification"
      description={loaded.data ? `An email sent when “${loaded.data.form.title}” is submitted.` : undefined}
    >
      {loaded.data && <FormShortcuts form={loaded.data.form} />}
      <LoadingOrError isLoading={loaded.isLoading} error={loaded.error} rows={6} />
      {loaded.data && (
        <NotificationEditor
          loaded={loaded.data}
          initial={newFormNotificationValues()}
          submitLabel="Add notification"
          cancel={listPath}
          onSubmit={saveAndGo((values) => addNotification({ formId, values }).unwrap(), listPath, 'Notification added')}
        />
      )}
    </AdminPage>
  );
}
