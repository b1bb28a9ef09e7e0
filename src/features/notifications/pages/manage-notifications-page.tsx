import { useState } from 'react';
import { Button } from '../../../components/bootstrap/button';
import { Link } from 'react-router';
import { AdminPage } from '../../../components/admin-page';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { useFeedback } from '../../../components/feedback/feedback-context';
import { Icon } from '../../../components/icon';
import { LinkButton } from '../../../components/link-button';
import { ListEmptyState, ListTable, type ListColumn } from '../../../components/list-table';
import { actionsColumn, RowDeleteButton } from '../../../components/manage-list/row-actions';
import { useDeleteNotificationsMutation, useNotificationsQuery } from '../../../data/notifications/notifications-api';
import { useTerminology } from '../../../data/settings/settings-api';
import { useTeamTypesQuery } from '../../../data/team-types/team-types-api';
import { DEFAULT_SORTS } from '../../../domain/constants';
import { formatDate, formatDateTimeWithZone } from '../../../domain/event-time';
import { useEventTimeZone } from '../../../data/settings/use-event-time-zone';
import type { EventNotification } from '../../../domain/notifications';
import { buildPath } from '../../../domain/routes';
import { notificationAudienceLabel } from '../components/notification-audience';
import { NotificationStatusBadge } from '../components/notification-status-badge';

/** /admin/notifications: every event notification with who it is shown to, its status and last update. */
export default function ManageNotificationsPage() {
  const timeZone = useEventTimeZone();
  const terminology = useTerminology();
  const { data, error } = useNotificationsQuery();
  const { data: teamTypes = [] } = useTeamTypesQuery();
  const [deleteNotifications] = useDeleteNotificationsMutation();
  const { showSuccess } = useFeedback();
  const [toDelete, setToDelete] = useState<EventNotification[]>([]);

  const columns: ListColumn<EventNotification>[] = [
    {
      key: 'title',
      header: 'Title',
      sortValue: (notification) => notification.title.toLowerCase(),
      cell: (notification) => (
        <div className="min-w-0">
          <Link to={buildPath('editNotification', { notificationId: notification.id })} className="fw-semibold">
            {notification.title}
          </Link>
          <div className="small text-body-secondary d-md-none">
            {notificationAudienceLabel(notification, teamTypes)}
          </div>
          {notification.status === 'scheduled' && (
            <div className="small text-body-secondary">
              Goes out {formatDateTimeWithZone(notification.scheduledAt, timeZone)}
            </div>
          )}
        </div>
      ),
    },
    {
      key: 'audience',
      header: 'Shown to',
      cell: (notification) => notificationAudienceLabel(notification, teamTypes),
      className: 'd-none d-md-table-cell',
    },
    {
      key: 'status',
      header: 'Status',
      sortValue: (notification) => notification.status,
      cell: (notification) => <NotificationStatusBadge status={notification.status} />,
    },
    {
      key: 'updatedAt',
      header: 'Updated',
      sortValue: (notification) => notification.updatedAt,
      cell: (notification) => formatDate(notification.updatedAt, timeZone),
      className: 'd-none d-lg-table-cell text-nowrap',
    },
    actionsColumn((notification) => (
      <RowDeleteButton
        name={notification.title}
        onClick={() => setToDelete([notification])}
        withLabel
        className="text-nowrap"
      />
    )),
  ];

  return (
    <AdminPage
      title={terminology.notifications}
      description="Messages for teams in the portal, optionally emailed and scheduled."
      actions={
        <LinkButton to={buildPath('addNotification')} icon="plus-lg" variant="primary">
          Add notification
        </LinkButton>
      }
      aside={
        <>
          <p>A notification addressed to no team and no team type reaches everyone in the event.</p>
          <p className="mb-0">Scheduled ones are published, and emailed if chosen, at their time.</p>
        </>
      }
    >
      <ListTable
        label={terminology.notifications}
        rows={error ? [] : data}
        rowId={(notification) => notification.id}
        columns={columns}
        sortableKeys={['title', 'status', 'updatedAt']}
        defaultSort={DEFAULT_SORTS.notifications}
        selection={{
          actions: (selected, clearSelection) => (
            <Button
              variant="outline-danger"
              size="sm"
              onClick={() => {
                setToDelete(selected);
                clearSelection();
              }}
            >
              <Icon name="trash" className="me-1" />
              Delete {selected.length}
            </Button>
          ),
        }}
        error={error?.message}
        emptyState={
          <ListEmptyState icon="bell" title="No notifications yet">
            <Link to={buildPath('addNotification')}>Write the first one</Link> to tell teams what is happening.
          </ListEmptyState>
        }
      />
      <ConfirmDeleteDialog
        show={toDelete.length > 0}
        title={toDelete.length === 1 ? 'Delete notification' : `Delete ${toDelete.length} notifications`}
        onCancel={() => setToDelete([])}
        onConfirm={async () => {
          await deleteNotifications(toDelete.map((notification) => notification.id)).unwrap();
          showSuccess(
            toDelete.length === 1
              ? `${toDelete[0]!.title} was deleted`
              : `${toDelete.length} notifications were deleted`,
          );
          setToDelete([]);
        }}
      >
        <p className="mb-0">
          {toDelete.length === 1 ? <strong>{toDelete[0]!.title}</strong> : 'They'} will be deleted and taken off
          everyone’s notifications.
        </p>
      </ConfirmDeleteDialog>
    </AdminPage>
  );
}
