import { useCallback, useMemo, useState } from 'react';
import { Badge } from '../../../components/bootstrap/badge';
import { Button } from '../../../components/bootstrap/button';
import { Placeholder } from '../../../components/bootstrap/placeholder';
import { Link } from 'react-router';
import { useSettings } from '../../../data/settings/settings-api';
import { useTeamTypesQuery } from '../../../data/team-types/team-types-api';
import {
  useDeleteTeamMutation,
  useCachedTeams,
  useTeamsCountQuery,
  useTeamsFirstPageQuery,
  useTeamsQuery,
} from '../../../data/teams/teams-api';
import { useEventUsersByIdsQuery, useEventUsersQuery } from '../../../data/users/users-api';
import { DeleteRowDialog } from '../../../components/manage-list/delete-row-dialog';
import { ListEmptyState, type ListColumn } from '../../../components/list-table';
import { deleteEach, ManageListPage, type BulkDelete } from '../../../components/manage-list-page';
import { DEFAULT_SORTS, DEFAULT_TEAM_MEMBER_LIMIT } from '../../../domain/constants';
import { TEAM_MESSAGES } from '../../../domain/messages';
import { buildPath } from '../../../domain/routes';
import {
  canDeleteTeam,
  deletionOrder,
  groupStandShares,
  isTeamFull,
  parentTeamName,
  teamMemberCount,
  type Team,
} from '../../../domain/team';
import { teamTypeOfTeam } from '../../../domain/team-type';
import { errorMessage } from '../../../data/api-slice';
import { useTeamsAbility } from '../use-teams-ability';
import { usePainted } from '../../../components/use-painted';
import { Icon } from '../../../components/icon';
import { LinkButton } from '../../../components/link-button';
import { MessageTeamsButton } from '../../../components/message-teams-button';

export default function ManageTeamsPage() {
  // The list opens with its first page (teams and their stand shares), read on its own beside the
  // count; then that page's owners, by id, and once they are drawn the whole list: read beside
  // them, its thousands of teams held them back on the server and on the main thread.
  const firstPage = useTeamsFirstPageQuery();
  const count = useTeamsCountQuery();
  const firstPageOwnerIds = useMemo(
    () => [...new Set((firstPage.data ?? []).map((team) => team.ownerId).filter(Boolean))],
    [firstPage.data],
  );
  const firstPageOwners = useEventUsersByIdsQuery(firstPageOwnerIds, { skip: !firstPage.data });
  const firstPageDrawn = usePainted(
    Boolean(firstPage.error || (firstPage.data && (firstPageOwners.data || firstPageOwners.error))),
  );
  // A list come back to shows the whole list it showed, at once, so Back finds the same rows.
  const wholeListCached = useCachedTeams() !== undefined;
  const teams = useTeamsQuery(undefined, { skip: !firstPageDrawn && !wholeListCached });
  // Every user is read for the owner names (no query picks out owners), after the teams: decoding
  // thousands of users alongside the teams held the teams back.
  const users = useEventUsersQuery(undefined, { skip: !teams.data });
  const teamTypes = useTeamTypesQuery();
  const variables = useSettings('variables');
  const [deleteTeam] = useDeleteTeamMutation();
  const [deleting, setDeleting] = useState<Team>();
  const { canBulkDelete } = useTeamsAbility();
  const limit = variables.data?.teamMemberLimit ?? DEFAULT_TEAM_MEMBER_LIMIT;

  const owners = users.data ?? firstPageOwners.data;
  const shownTeams = teams.data ?? firstPage.data;
  const usersById = useMemo(() => new Map((owners ?? []).map((user) => [user.id, user])), [owners]);
  const teamsById = useMemo(() => new Map((shownTeams ?? []).map((team) => [team.id, team])), [shownTeams]);
  const grouped = useMemo(() => groupStandShares(shownTeams ?? []), [shownTeams]);
  // The rows show as soon as the teams are in; owner names follow with the first page's owners, the
  // rest with all the users; type names with the team types.
  const allOwnersIn = Boolean(users.data || users.error);
  const typesLoading = !teamTypes.data && !teamTypes.error;
  const childRows = useCallback((team: Team) => grouped.childrenOf(team.id), [grouped]);

  // Built once per data change, not per render: the table keeps each column's sort order while its
  // sort function stays the same.
  const columns = useMemo((): ListColumn<Team>[] => {
    const ownerName = (team: Team) => {
      const owner = usersById.get(team.ownerId);
      return owner ? `${owner.firstName} ${owner.surname}`.trim() : '';
    };
    const typeName = (team: Team) => teamTypeOfTeam(teamTypes.data ?? [], team.id)?.name ?? '';
    return [
      {
        key: 'name',
        header: 'Team',
        cell: (team) => (
          <div className={team.standShareRole === 'child' ? 'ps-3 border-start border-2' : undefined}>
            <Link to={buildPath('viewTeam', { teamId: team.id })} className="fw-semibold">
              {team.name}
            </Link>
            {team.isOrganiser && (
              <Badge bg="info-subtle" text="info-emphasis" className="ms-2">
                Organiser
              </Badge>
            )}
            {team.standShareRole === 'child' && (
              <div className="small text-body-secondary">Stand share of {parentTeamName(team, teamsById)}</div>
            )}
            <div className="small text-body-secondary d-lg-none">
              {[ownerName(team), typeName(team)].filter(Boolean).join(' · ')}
            </div>
          </div>
        ),
        sortValue: (team) => team.name,
      },
      {
        key: 'owner',
        header: 'Owner',
        className: 'd-none d-lg-table-cell',
        cell: (team) =>
          ownerName(team) ||
          (allOwnersIn || !team.ownerId ? (
            <span className="text-body-tertiary">—</span>
          ) : (
            <CellPlaceholder label="Loading owner" />
          )),
        sortValue: ownerName,
      },
      {
        key: 'type',
        header: 'Team type',
        className: 'd-none d-lg-table-cell',
        cell: (team) =>
          typesLoading ? (
            <CellPlaceholder label="Loading team type" />
          ) : (
            typeName(team) || <span className="text-body-tertiary">None</span>
          ),
        sortValue: typeName,
      },
      {
        key: 'members',
        header: 'Members',
        cell: (team) => (
          <span
            className={isTeamFull(team, limit) ? 'text-danger-emphasis fw-semibold' : undefined}
            title={isTeamFull(team, limit) ? 'Team Full' : undefined}
          >
            {teamMemberCount(team)} / {limit}
          </span>
        ),
        sortValue: teamMemberCount,
      },
      {
        key: 'standShares',
        header: 'Stand shares',
        className: 'd-none d-md-table-cell',
        cell: (team) =>
          team.standShareRole === 'child' ? <span className="text-body-tertiary">—</span> : team.childTeamIds.length,
        sortValue: (team) => team.childTeamIds.length,
      },
      {
        key: 'actions',
        header: <span className="visually-hidden">Actions</span>,
        className: 'text-end text-nowrap',
        cell: (team) => (
          <>
            {team.standShareRole !== 'child' && (
              <Link
                to={buildPath('addStandShare', { parentId: team.id })}
                className="btn btn-sm btn-outline-secondary me-2 d-none d-md-inline-block"
                aria-label={`Add stand share to ${team.name}`}
                title="Add stand share"
              >
                <Icon name="shop" />
              </Link>
            )}
            <Button
              size="sm"
              variant="outline-danger"
              onClick={() => setDeleting(team)}
              aria-label={`Delete ${team.name}`}
            >
              <Icon name="trash" />
            </Button>
          </>
        ),
      },
    ];
  }, [usersById, teamsById, teamTypes.data, limit, allOwnersIn, typesLoading]);

  // Stand shares go before their parents, so a parent whose stand shares are all picked can go too.
  const bulkDelete: BulkDelete<Team> = {
    noun: ['team', 'teams'],
    nameOf: (team) => team.name,
    deleteRows: (picked) =>
      deleteEach(
        deletionOrder(picked),
        (team) => deleteTeam(team).unwrap(),
        (error) => errorMessage(error) ?? TEAM_MESSAGES.invalidTeam,
      ),
    consequence: 'These teams will be deleted. Their people stay as users without a team.',
    note: (team, picked) =>
      team.childTeamIds.some((childId) => !picked.some((other) => other.id === childId)) && (
        <span className="text-danger-emphasis"> (has stand shares)</span>
      ),
  };

  return (
    <ManageListPage
      title="Teams"
      description="Every team of the event with its owner, type, members and stand shares."
      actions={
        <LinkButton to={buildPath('addTeam')} icon="plus-lg" variant="primary">
          Add team
        </LinkButton>
      }
      aside={
        <p className="mb-0">
          Stand shares are listed under the team that shares its stand. A team can be deleted once its stand shares are
          gone.
        </p>
      }
      table={{
        label: 'Teams',
        rows: teams.data ? grouped.topLevel : undefined,
        firstPage: firstPage.data && !teams.data ? { rows: grouped.topLevel, total: count.data } : undefined,
        childRows,
        error: errorMessage(teams.error),
        rowId: (team) => team.id,
        columns,
        sortableKeys: ['name', 'owner', 'type', 'members', 'standShares'],
        loadingSortKeys: [...(allOwnersIn ? [] : ['owner']), ...(typesLoading ? ['type'] : [])],
        defaultSort: DEFAULT_SORTS.teams,
        emptyState: (
          <ListEmptyState icon="people" title="No teams yet">
            <Link to={buildPath('addTeam')}>Add the first team</Link>; its owner gets a welcome email.
          </ListEmptyState>
        ),
      }}
      bulkDelete={canBulkDelete ? bulkDelete : undefined}
      bulkActions={
        canBulkDelete ? (picked) => <MessageTeamsButton teamIds={picked.map((team) => team.id)} /> : undefined
      }
    >
      <DeleteRowDialog
        row={deleting}
        title="Delete team"
        deleteRow={(team) => deleteTeam(team).unwrap()}
        deletedMessage={(team) => `${team.name} was deleted`}
        onClose={() => setDeleting(undefined)}
      >
        <p className="mb-0">
          <strong>{deleting?.name}</strong> will be deleted. Its people stay as users without a team.
          {deleting && !canDeleteTeam(deleting) && (
            <span className="d-block mt-2 text-danger-emphasis">This team still has stand shares.</span>
          )}
        </p>
      </DeleteRowDialog>
    </ManageListPage>
  );
}

/** A cell's value on its way. */
function CellPlaceholder({ label }: { label: string }) {
  return (
    <Placeholder animation="glow" aria-label={label}>
      <Placeholder xs={6} />
    </Placeholder>
  );
}
