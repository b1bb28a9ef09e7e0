import { useState } from 'react';
import { Badge } from '../../../components/bootstrap/badge';
import { Link, useParams } from 'react-router';
import { AdminPage } from '../../../components/admin-page';
import { LinkButton } from '../../../components/link-button';
import { ListEmptyState, ListTable, type ListColumn } from '../../../components/list-table';
import { DeleteRowDialog } from '../../../components/manage-list/delete-row-dialog';
import { actionsColumn, EditAndDeleteButtons } from '../../../components/manage-list/row-actions';
import {
  useDeleteFormNotificationMutation,
  useFormNotificationsQuery,
} from '../../../data/form-notifications/form-notifications-api';
import { useLoadedFormQuery } from '../../../data/forms/forms-api';
import { describeRecipients, notificationSubject } from '../../../domain/form-notifications';
import { reportLabelOf } from '../../../domain/forms/field';
import type { FormNotification } from '../../../domain/forms/form';
import { buildPath } from '../../../domain/routes';
import { FormShortcuts } from '../admin/forms-shortcuts';

/** When a notification is sent, in a few words. */
function whenSent(notification: FormNotification): string {
  if (notification.rules.length === 0) return 'Every submission';
  return notification.rules.length === 1
    ? 'When its rule matches'
    : `When ${notification.operator} of ${notification.rules.length} rules match`;
}

/** /admin/forms/{formId}/notifications: the emails a submission of the form sends. */
export default function ManageFormNotificationsPage() {
  const { formId = '' } = useParams();
  const loaded = useLoadedFormQuery(formId);
  const notifications = useFormNotificationsQuery(formId);
  const [deleteNotification] = useDeleteFormNotificationMutation();
  const [toDelete, setToDelete] = useState<FormNotification>();
  const form = loaded.data?.form;
  const fieldLabel = (fieldId: string) => {
    const definition = loaded.data?.definition;
    const field =
      definition?.fields.find((each) => each.id === fieldId) ??
      Object.values(definition?.fieldGroups ?? {})
        .flatMap((group) => group.fields)
        .find((each) => each.id === fieldId);
    return field && reportLabelOf(field);
  };
  const editLink = (notification: FormNotification) =>
    buildPath('editFormNotification', { formId, notificationId: notification.id });

  const columns: ListColumn<FormNotification>[] = [
    {
      key: 'name',
      header: 'Name',
      cell: (notification) => (
        <Link to={editLink(notification)} className="fw-semibold text-decoration-none">
          {notification.name || '(unnamed)'}
        </Link>
      ),
      sortValue: (notification) => notification.name.toLowerCase(),
    },
    {
      key: 'state',
      header: 'State',
      cell: (notification) => (
        <span className="d-inline-flex flex-wrap gap-1">
          {notification.isActive ? <Badge bg="success">Active</Badge> : <Badge bg="secondary">Inactive</Badge>}
          {notification.isAdminDefault && <Badge bg="primary">Admin default</Badge>}
          {notification.isUserDefault && <Badge bg="info">User default</Badge>}
        </span>
      ),
    },
    {
      key: 'to',
      header: 'Send to',
      cell: (notification) => describeRecipients(notification, fieldLabel),
      className: 'd-none d-sm-table-cell small text-break',
    },
    {
      key: 'subject',
      header: 'Subject',
      cell: (notification) => notificationSubject(notification, form?.title ?? ''),
      className: 'd-none d-lg-table-cell small',
    },
    { key: 'when', header: 'Sent', cell: whenSent, className: 'd-none d-md-table-cell small' },
    actionsColumn(
      (notification) => (
        <EditAndDeleteButtons
          editTo={editLink(notification)}
          name={notification.name}
          onDelete={() => setToDelete(notification)}
        />
      ),
      'text-end text-nowrap',
    ),
  ];

  return (
    <AdminPage
      title={form ? `${form.title}: notifications` : 'Form Notifications'}
      description="The emails a submission sends: every active notification whose rules match."
      actions={
        <LinkButton to={buildPath('addFormNotification', { formId })} icon="plus-lg" variant="primary">
          Add notification
        </LinkButton>
      }
    >
      {form && <FormShortcuts form={form} />}
      <ListTable
        label="Notifications"
        rows={notifications.data}
        rowId={(notification) => notification.id}
        columns={columns}
        sortableKeys={['name']}
        error={(loaded.error ?? notifications.error)?.message}
        emptyState={
          <ListEmptyState icon="envelope" title="No notifications">
            <Link to={buildPath('addFormNotification', { formId })}>Add a notification</Link> to email people when the
            form is submitted.
          </ListEmptyState>
        }
      />
      <DeleteRowDialog
        row={toDelete}
        title="Delete notification"
        deleteRow={(notification) => deleteNotification({ formId, notificationId: notification.id }).unwrap()}
        deletedMessage={(notification) => `“${notification.name}” deleted`}
        onClose={() => setToDelete(undefined)}
      >
        <p className="mb-0">“{toDelete?.name}” will be deleted: submissions stop sending it.</p>
      </DeleteRowDialog>
    </AdminPage>
  );
}
