import { Fragment, useMemo, useState } from 'react';
import { Badge } from '../../../components/bootstrap/badge';
import { Button } from '../../../components/bootstrap/button';
import { Card } from '../../../components/bootstrap/card';
import { Link, useNavigate, useParams } from 'react-router';
import { useSettings } from '../../../data/settings/settings-api';
import { useTeamTypesQuery } from '../../../data/team-types/team-types-api';
import {
  useDeleteTeamMutation,
  useDeleteTeamMemberMutation,
  useTeamCustomFieldValues,
  useTeamMembersQuery,
  useTeamQuery,
  useTeamsQuery,
} from '../../../data/teams/teams-api';
import { useCustomFieldsQuery } from '../../../data/custom-fields/custom-fields-api';
import { AdminPage } from '../../../components/admin-page';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { useFeedback } from '../../../components/feedback/feedback-context';
import { MembersTable } from '../../../components/team-forms/members-table';
import { DEFAULT_TEAM_MEMBER_LIMIT } from '../../../domain/constants';
import { formatCustomFieldValue } from '../../../domain/custom-field';
import { TEAM_MESSAGES } from '../../../domain/messages';
import { buildPath } from '../../../domain/routes';
import { isTeamFull, parentTeamName, teamMemberCount } from '../../../domain/team';
import { teamTypeOfTeam } from '../../../domain/team-type';
import type { User } from '../../../domain/user';
import { errorMessage } from '../../../data/api-slice';
import { Icon } from '../../../components/icon';
import { LinkButton } from '../../../components/link-button';
import { LoadingOrError } from '../../../components/loading-or-error';
import { ActivityHistory } from '../../../components/activity-history/activity-history';

export default function ViewTeamPage() {
  const { teamId = '' } = useParams();
  const team = useTeamQuery(teamId);
  const teams = useTeamsQuery();
  const members = useTeamMembersQuery(teamId);
  const teamTypes = useTeamTypesQuery();
  const customFields = useCustomFieldsQuery();
  const customFieldValues = useTeamCustomFieldValues(team.data);
  const variables = useSettings('variables');
  const [deleteTeam] = useDeleteTeamMutation();
  const [removeMember] = useDeleteTeamMemberMutation();
  const [confirming, setConfirming] = useState<{ kind: 'team' } | { kind: 'member'; member: User }>();
  const navigate = useNavigate();
  const feedback = useFeedback();
  const teamsById = useMemo(() => new Map((teams.data ?? []).map((each) => [each.id, each])), [teams.data]);
  const limit = variables.data?.teamMemberLimit ?? DEFAULT_TEAM_MEMBER_LIMIT;

  if (team.error) {
    return (
      <AdminPage title="Team">
        <LoadingOrError isLoading={false} error={team.error} />
      </AdminPage>
    );
  }
  if (!team.data) return <LoadingOrError isLoading error={undefined} rows={8} />;
  const current = team.data;
  const full = isTeamFull(current, limit);
  const owner = members.data?.find((member) => member.id === current.ownerId);
  const teamType = teamTypeOfTeam(teamTypes.data ?? [], current.id);
  const children = (teams.data ?? []).filter((each) => each.parentTeamId === current.id);

  return (
    <AdminPage
      title={current.name}
      description={
        current.standShareRole === 'child' ? (
          <>
            Stand share of{' '}
            {teamsById.has(current.parentTeamId) ? (
              <Link to={buildPath('viewTeam', { teamId: current.parentTeamId })}>
                {parentTeamName(current, teamsById)}
              </Link>
            ) : (
              TEAM_MESSAGES.unknownParentTeam
            )}
          </>
        ) : (
          'Team details, members and stand shares.'
        )
      }
      actions={
        <>
          <LinkButton to={buildPath('editTeam', { teamId })} icon="pencil">
            Edit team
          </LinkButton>
          <Button variant="outline-danger" onClick={() => setConfirming({ kind: 'team' })}>
            <Icon name="trash" className="me-1" />
            Delete
          </Button>
        </>
      }
    >
      <div className="row g-3 mb-4">
        <div className="col-lg-5">
          <Card body className="h-100">
            <dl className="row mb-0 small">
              <dt className="col-5 text-body-secondary fw-normal">Owner</dt>
              <dd className="col-7">{owner ? `${owner.firstName} ${owner.surname}` : '—'}</dd>
              <dt className="col-5 text-body-secondary fw-normal">Team type</dt>
              <dd className="col-7">{teamType?.name ?? 'None'}</dd>
              <dt className="col-5 text-body-secondary fw-normal">Organiser team</dt>
              <dd className="col-7">{current.isOrganiser ? 'Yes' : 'No'}</dd>
              <dt className="col-5 text-body-secondary fw-normal">Members</dt>
              <dd className="col-7">
                {teamMemberCount(current)} of {limit}
                {full && (
                  <Badge bg="danger-subtle" text="danger-emphasis" className="ms-2">
                    Team Full
                  </Badge>
                )}
              </dd>
              <dt className="col-5 text-body-secondary fw-normal">Stand share</dt>
              <dd className="col-7 mb-0 text-capitalize">{current.standShareRole}</dd>
            </dl>
          </Card>
        </div>
        <div className="col-lg-7">
          <Card body className="h-100">
            <h2 className="h6 text-uppercase text-body-secondary">Custom fields</h2>
            {(customFields.data ?? []).length === 0 ? (
              <p className="small text-body-secondary mb-0">This event has no custom fields.</p>
            ) : (
              <dl className="row mb-0 small">
                {(customFields.data ?? []).map((field) => (
                  <Fragment key={field.id}>
                    <dt className="col-5 text-body-secondary fw-normal">{field.label}</dt>
                    <dd className="col-7">
                      {formatCustomFieldValue(field, customFieldValues.values ?? current.customFields) || '—'}
                    </dd>
                  </Fragment>
                ))}
              </dl>
            )}
          </Card>
        </div>
      </div>

      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <h2 className="h5 mb-0 me-auto">Members</h2>
        {full ? (
          <Button size="sm" disabled>
            Add member {TEAM_MESSAGES.teamFull}
          </Button>
        ) : (
          <Link to={buildPath('addTeamMember', { teamId })} className="btn btn-sm btn-primary">
            <Icon name="person-plus" className="me-1" />
            Add member
          </Link>
        )}
      </div>
      <MembersTable
        members={members.data}
        ownerId={current.ownerId}
        error={errorMessage(members.error)}
        actions={(member) => (
          <>
            <Link
              to={buildPath('editTeamMember', { teamId, userId: member.id })}
              className="btn btn-sm btn-outline-secondary me-2"
            >
              Edit
            </Link>
            {member.id !== current.ownerId && (
              <Button
                size="sm"
                variant="outline-danger"
                onClick={() => setConfirming({ kind: 'member', member })}
                aria-label={`Remove ${member.firstName} ${member.surname}`}
              >
                Remove
              </Button>
            )}
          </>
        )}
      />

      {current.standShareRole !== 'child' && (
        <>
          <div className="d-flex flex-wrap align-items-center gap-2 mt-4 mb-2">
            <h2 className="h5 mb-0 me-auto">Stand shares</h2>
            <Link to={buildPath('addStandShare', { parentId: teamId })} className="btn btn-sm btn-outline-secondary">
              <Icon name="plus-lg" className="me-1" />
              Add stand share
            </Link>
          </div>
          {children.length === 0 ? (
            <p className="text-body-secondary small">No team shares this stand.</p>
          ) : (
            <ul className="list-group mb-3">
              {children.map((child) => (
                <li key={child.id} className="list-group-item d-flex justify-content-between align-items-center">
                  <Link to={buildPath('viewTeam', { teamId: child.id })}>{child.name}</Link>
                  <span className="small text-body-secondary">{teamMemberCount(child)} member(s)</span>
                </li>
              ))}
            </ul>
          )}
        </>
      )}

      <ActivityHistory key={current.id} subject={{ kind: 'team', id: current.id }} />

      <ConfirmDeleteDialog
        show={confirming !== undefined}
        title={confirming?.kind === 'member' ? 'Remove team member' : 'Delete team'}
        confirmLabel={confirming?.kind === 'member' ? 'Remove' : 'Delete'}
        onCancel={() => setConfirming(undefined)}
        onConfirm={async () => {
          if (confirming?.kind === 'member') {
            await removeMember({ team: current, uid: confirming.member.id }).unwrap();
            setConfirming(undefined);
            feedback.showSuccess(`${confirming.member.firstName} was removed from ${current.name}`);
            return;
          }
          await deleteTeam(current).unwrap();
          setConfirming(undefined);
          feedback.showSuccess(`${current.name} was deleted`);
          navigate(buildPath('manageTeams'));
        }}
      >
        {confirming?.kind === 'member' ? (
          <p className="mb-0">
            <strong>{`${confirming.member.firstName} ${confirming.member.surname}`}</strong> will leave {current.name}.
            Their account stays.
          </p>
        ) : (
          <p className="mb-0">
            <strong>{current.name}</strong> will be deleted. Its people stay as users without a team.
          </p>
        )}
      </ConfirmDeleteDialog>
    </AdminPage>
  );
}
