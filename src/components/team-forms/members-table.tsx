import type { ReactNode } from 'react';
import { Badge } from '../bootstrap/badge';
import type { User } from '../../domain/user';
import { ListEmptyState, ListTable, type ListColumn } from '../list-table';

interface MembersTableProps {
  members: readonly User[] | undefined;
  ownerId: string;
  error?: string;
  /** Per-row actions (edit, remove) for people allowed to manage the team. */
  actions?: (member: User) => ReactNode;
}

/** A team's people: the owner and admins labelled, sorted by first name. */
export function MembersTable({ members, ownerId, error, actions }: MembersTableProps) {
  const columns: ListColumn<User>[] = [
    {
      key: 'firstName',
      header: 'Name',
      cell: (member) => (
        <>
          <span className="fw-semibold">{`${member.firstName} ${member.surname}`.trim()}</span>
          {member.id === ownerId && (
            <Badge bg="primary" className="ms-2">
              Owner
            </Badge>
          )}
          {member.teamRole === 'admin' && (
            <Badge bg="warning" text="dark" className="ms-2">
              Admin
            </Badge>
          )}
          <div className="small text-body-secondary d-md-none text-break">{member.email}</div>
        </>
      ),
      sortValue: (member) => member.firstName,
    },
    {
      key: 'email',
      header: 'Email',
      className: 'd-none d-md-table-cell text-break',
      cell: (member) => member.email,
      sortValue: (member) => member.email,
    },
    {
      key: 'hasLoggedIn',
      header: 'Logged in',
      className: 'd-none d-sm-table-cell',
      cell: (member) =>
        member.hasLoggedIn ? (
          <Badge bg="success-subtle" text="success-emphasis">
            Yes
          </Badge>
        ) : (
          <Badge bg="secondary-subtle" text="secondary-emphasis">
            Not yet
          </Badge>
        ),
      sortValue: (member) => member.hasLoggedIn,
    },
    ...(actions
      ? [
          {
            key: 'actions',
            header: <span className="visually-hidden">Actions</span>,
            className: 'text-end text-nowrap',
            cell: actions,
          },
        ]
      : []),
  ];
  return (
    <ListTable
      label="Team members"
      rows={members}
      error={error}
      rowId={(member) => member.id}
      columns={columns}
      sortableKeys={['firstName', 'email', 'hasLoggedIn']}
      defaultSort={{ key: 'firstName', direction: 'asc' }}
      emptyState={<ListEmptyState icon="people" title="No members yet" />}
    />
  );
}
