import { useState } from 'react';
import { formatDate } from '../../../domain/event-time';
import { usePainted } from '../../../components/use-painted';
import { useEventTimeZone } from '../../../data/settings/use-event-time-zone';
import { Badge } from '../../../components/bootstrap/badge';
import { Button } from '../../../components/bootstrap/button';
import { Form } from '../../../components/bootstrap/form';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { ManageListPage } from '../../../components/manage-list-page';
import { useFeedback } from '../../../components/feedback/feedback-context';
import { ListEmptyState, type ListColumn } from '../../../components/list-table';
import { TeamReportExportButton } from '../../../components/team-report-export-button';
import { DEFAULT_SORTS } from '../../../domain/constants';
import { ROLES, roleLabel, type Role } from '../../../domain/roles';
import type { User } from '../../../domain/user';
import {
  useCachedEventUsers,
  useDeleteUserWithTransferMutation,
  useEventUsersCountQuery,
  useEventUsersFirstPageQuery,
  useEventUsersQuery,
  useSendWelcomeChaserMutation,
  useUpdatePermissionsMutation,
} from '../../../data/users/users-api';
import { useUsersAbility } from '../use-users-ability';
import { Icon } from '../../../components/icon';
import { EmailHistoryDialog } from '../email-history-dialog';
import { errorMessage } from '../../../data/api-slice';

function formatLogin(user: User, timeZone: string): string {
  if (!user.hasLoggedIn || !user.lastLoginInTime) return '';
  return formatDate(user.lastLoginInTime, timeZone);
}

const fullName = (user: Pick<User, 'firstName' | 'surname'>) => `${user.firstName} ${user.surname}`.trim();

// The columns' sort values live outside the screen, so the table's sort order of 20,000 users
// survives the screen's re-renders (it is worked out again only when a sort function changes).
const sortByFirstName = (user: User) => user.firstName.toLowerCase();
const sortByLogin = (user: User) => (user.hasLoggedIn ? user.lastLoginInTime || '1' : '');
const sortByRole = (user: User) => ROLES.indexOf(user.permissions);

/** Manage users: who is in the event, whether they have signed in, their role; resend the welcome; delete with transfer. */
export default function UsersPage() {
  const ability = useUsersAbility();
  const timeZone = useEventTimeZone();
  const feedback = useFeedback();
  // The list opens with its first page, read on its own beside the count; the whole list is read
  // once that page is drawn (read beside it, its thousands of users held it back on the server).
  const firstPage = useEventUsersFirstPageQuery();
  const count = useEventUsersCountQuery();
  const firstPageDrawn = usePainted(Boolean(firstPage.data || firstPage.error));
  // A list come back to shows the whole list it showed, at once, so Back finds the same rows.
  const wholeListCached = useCachedEventUsers() !== undefined;
  const { data: users, error } = useEventUsersQuery(undefined, { skip: !firstPageDrawn && !wholeListCached });
  const [updatePermissions] = useUpdatePermissionsMutation();
  const [sendChaser] = useSendWelcomeChaserMutation();
  const [deleteWithTransfer] = useDeleteUserWithTransferMutation();
  const [pendingDelete, setPendingDelete] = useState<User>();
  const [transferTo, setTransferTo] = useState('');
  const [chasing, setChasing] = useState<string>();
  const [historyOf, setHistoryOf] = useState<User>();

  async function changeRole(user: User, role: Role) {
    try {
      await updatePermissions({ actor: ability.actor, target: user, role }).unwrap();
      feedback.showSuccess(`${fullName(user)} is now ${roleLabel(role)}`);
    } catch (failure) {
      feedback.showError(errorMessage(failure));
    }
  }

  async function chase(user: User) {
    setChasing(user.id);
    try {
      await sendChaser(user.id).unwrap();
      feedback.showSuccess(`Welcome email sent again to ${user.email}`);
    } catch (failure) {
      feedback.showError(errorMessage(failure));
    } finally {
      setChasing(undefined);
    }
  }

  const columns: ListColumn<User>[] = [
    {
      key: 'firstName',
      header: 'Name',
      sortValue: sortByFirstName,
      cell: (user) => (
        <div>
          <div className="fw-semibold">{fullName(user) || '—'}</div>
          <div className="small text-body-secondary text-break">{user.email}</div>
        </div>
      ),
    },
    {
      key: 'hasLoggedIn',
      header: 'Login status',
      sortValue: sortByLogin,
      cell: (user) =>
        user.hasLoggedIn ? (
          <div>
            <Badge bg="success-subtle" text="success-emphasis">
              Logged in
            </Badge>
            {formatLogin(user, timeZone) && (
              <div className="small text-body-secondary">Last: {formatLogin(user, timeZone)}</div>
            )}
          </div>
        ) : (
          <Badge bg="secondary-subtle" text="secondary-emphasis">
            Never logged in
          </Badge>
        ),
    },
    {
      key: 'permissions',
      header: 'Permissions',
      sortValue: sortByRole,
      cell: (user) => (
        <Form.Select
          size="sm"
          aria-label={`Permissions of ${fullName(user)}`}
          value={user.permissions}
          disabled={Boolean(ability.roleChangeRefusal(user, user.permissions))}
          title={ability.roleChangeRefusal(user, user.permissions)}
          onChange={(event) => void changeRole(user, event.target.value as Role)}
          style={{ minWidth: '10rem' }}
        >
          {ROLES.map((role) => (
            <option key={role} value={role} disabled={Boolean(ability.roleChangeRefusal(user, role))}>
              {roleLabel(role)}
            </option>
          ))}
        </Form.Select>
      ),
    },
    {
      key: 'actions',
      header: <span className="visually-hidden">Actions</span>,
      className: 'text-end text-nowrap',
      cell: (user) => (
        <div className="d-inline-flex gap-1">
          {!user.hasLoggedIn && (
            <Button
              size="sm"
              variant="outline-primary"
              onClick={() => void chase(user)}
              disabled={chasing === user.id}
              title="Send the welcome email again with a new set-password link"
            >
              <Icon name="envelope" className="me-1" />
              Resend welcome
            </Button>
          )}
          {ability.canReadEmailHistory && (
            <Button
              size="sm"
              variant="outline-secondary"
              onClick={() => setHistoryOf(user)}
              aria-label={`Emails to ${fullName(user)}`}
              title="Email history"
            >
              <Icon name="clock-history" />
            </Button>
          )}
          {ability.canDelete(user) && (
            <Button
              size="sm"
              variant="outline-danger"
              aria-label={`Delete ${fullName(user)}`}
              onClick={() => {
                setTransferTo('');
                setPendingDelete(user);
              }}
            >
              <Icon name="trash" />
            </Button>
          )}
        </div>
      ),
    },
  ];

  const transferCandidates = (users ?? []).filter((user) => user.id !== pendingDelete?.id);

  return (
    <ManageListPage
      title="Users"
      description="Everyone with access to this event: their sign-in status and permissions."
      actions={<TeamReportExportButton onError={(message) => feedback.showError(message)} />}
      aside={
        <>
          <p>Only admins can give or take the admin role, and nobody can change their own permissions.</p>
          <p className="mb-0">
            Deleting a user hands their comments, task statuses, submissions and teams to the user you choose.
          </p>
        </>
      }
      table={{
        label: 'Users',
        rows: users,
        firstPage: firstPage.data && { rows: firstPage.data, total: count.data },
        rowId: (user) => user.id,
        columns,
        sortableKeys: ['firstName', 'hasLoggedIn', 'permissions'],
        defaultSort: DEFAULT_SORTS.users,
        error: errorMessage(error),
        emptyState: (
          <ListEmptyState icon="people" title="No users yet">
            Users appear here when teams are added or imported.
          </ListEmptyState>
        ),
      }}
    >
      <ConfirmDeleteDialog
        show={pendingDelete !== undefined}
        title={`Delete ${pendingDelete ? fullName(pendingDelete) : 'user'}`}
        onCancel={() => setPendingDelete(undefined)}
        onConfirm={async () => {
          if (!pendingDelete) return;
          if (!transferTo) throw new Error('Choose who receives their work first');
          await deleteWithTransfer({ targetUserId: pendingDelete.id, transferToUserId: transferTo }).unwrap();
          feedback.showSuccess(`${fullName(pendingDelete)} was deleted`);
          setPendingDelete(undefined);
        }}
      >
        <p>
          {pendingDelete?.email} loses access to this event. Their comments, task statuses, submissions and team
          ownership move to:
        </p>
        <Form.Select
          aria-label="Transfer their work to"
          value={transferTo}
          onChange={(event) => setTransferTo(event.target.value)}
        >
          <option value="">Choose a user…</option>
          {transferCandidates.map((user) => (
            <option key={user.id} value={user.id}>
              {fullName(user)} ({user.email})
            </option>
          ))}
        </Form.Select>
      </ConfirmDeleteDialog>
      <EmailHistoryDialog user={historyOf} onClose={() => setHistoryOf(undefined)} />
    </ManageListPage>
  );
}
