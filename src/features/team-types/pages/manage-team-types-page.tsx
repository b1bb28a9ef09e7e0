import { useState } from 'react';
import { Button } from '../../../components/bootstrap/button';
import { Link } from 'react-router';
import { useDeleteTeamTypeMutation, useTeamTypesQuery } from '../../../data/team-types/team-types-api';
import { ManageListPage } from '../../../components/manage-list-page';
import { DeleteRowDialog } from '../../../components/manage-list/delete-row-dialog';
import { ListEmptyState, type ListColumn } from '../../../components/list-table';
import { DEFAULT_SORTS } from '../../../domain/constants';
import { buildPath } from '../../../domain/routes';
import type { TeamType } from '../../../domain/team-type';
import { LinkButton } from '../../../components/link-button';
import { errorMessage } from '../../../data/api-slice';

export default function TeamTypesPage() {
  const teamTypes = useTeamTypesQuery();
  const [deleteTeamType] = useDeleteTeamTypeMutation();
  const [deleting, setDeleting] = useState<TeamType>();

  const columns: ListColumn<TeamType>[] = [
    {
      key: 'name',
      header: 'Name',
      cell: (teamType) => (
        <Link to={buildPath('editTeamType', { teamTypeId: teamType.id })} className="fw-semibold">
          {teamType.name}
        </Link>
      ),
      sortValue: (teamType) => teamType.name,
    },
    {
      key: 'teams',
      header: 'Teams',
      cell: (teamType) => teamType.teamIds.length,
      sortValue: (teamType) => teamType.teamIds.length,
    },
    {
      key: 'actions',
      header: <span className="visually-hidden">Actions</span>,
      className: 'text-end text-nowrap',
      cell: (teamType) => (
        <>
          <Link
            to={buildPath('editTeamType', { teamTypeId: teamType.id })}
            className="btn btn-sm btn-outline-secondary me-2"
          >
            Edit
          </Link>
          <Button
            size="sm"
            variant="outline-danger"
            onClick={() => setDeleting(teamType)}
            aria-label={`Delete ${teamType.name}`}
          >
            Delete
          </Button>
        </>
      ),
    },
  ];

  return (
    <ManageListPage
      title="Team Types"
      description="Group teams so that tasks, content and downloads can be aimed at them."
      actions={
        <LinkButton to={buildPath('addTeamType')} icon="plus-lg" variant="primary">
          Add team type
        </LinkButton>
      }
      aside={
        <p className="mb-0">
          Deleting a team type never opens what was restricted to it: a content page or download shown only to it stays
          hidden, and a task or supplier only for it is archived, until you change it. Lists that hide things from it
          simply lose it.
        </p>
      }
      table={{
        label: 'Team types',
        rows: teamTypes.data,
        error: errorMessage(teamTypes.error),
        rowId: (teamType) => teamType.id,
        columns,
        sortableKeys: ['name', 'teams'],
        defaultSort: DEFAULT_SORTS.teamTypes,
        emptyState: (
          <ListEmptyState icon="diagram-3" title="No team types yet">
            <Link to={buildPath('addTeamType')}>Add the first team type</Link>, for example Exhibitors or Sponsors.
          </ListEmptyState>
        ),
      }}
    >
      <DeleteRowDialog
        row={deleting}
        title="Delete team type"
        deleteRow={(teamType) => deleteTeamType(teamType.id).unwrap()}
        deletedMessage={(teamType) => `${teamType.name} was deleted`}
        onClose={() => setDeleting(undefined)}
      >
        <p className="mb-0">
          <strong>{deleting?.name}</strong> will be deleted. Its {deleting?.teamIds.length ?? 0} team(s) stay, without a
          type, and see what teams without a type see. Content and downloads shown only to it stay hidden, and tasks and
          suppliers only for it are archived, until you change them.
        </p>
      </DeleteRowDialog>
    </ManageListPage>
  );
}
