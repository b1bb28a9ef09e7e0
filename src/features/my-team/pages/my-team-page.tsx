import { useState } from 'react';
import { Button } from '../../../components/bootstrap/button';
import { Card } from '../../../components/bootstrap/card';
import { useSettings } from '../../../data/settings/settings-api';
import {
  useDeleteTeamMemberMutation,
  useStandSharesQuery,
  useTeamMembersQuery,
  useTeamOfUserQuery,
  useTeamQuery,
} from '../../../data/teams/teams-api';
import { DeleteRowDialog } from '../../../components/manage-list/delete-row-dialog';
import { ListEmptyState } from '../../../components/list-table';
import { useSessionUser } from '../../../data/session/use-session';
import { useMyTeamAbility } from '../use-my-team-ability';
import { MembersTable } from '../../../components/team-forms/members-table';
import { DEFAULT_TEAM_MEMBER_LIMIT } from '../../../domain/constants';
import { TEAM_MESSAGES } from '../../../domain/messages';
import { buildPath } from '../../../domain/routes';
import { isTeamFull, teamMemberCount } from '../../../domain/team';
import type { User } from '../../../domain/user';
import { MyTeamFrame } from '../../../components/my-team-frame';
import { errorMessage } from '../../../data/api-slice';
import { LinkButton } from '../../../components/link-button';
import { LoadingOrError } from '../../../components/loading-or-error';

export default function MyTeamPage() {
  const user = useSessionUser();
  const team = useTeamOfUserQuery({ uid: user.uid, teamId: user.teamId }, { skip: !user.teamId });
  // Teammates' records (email, role) are the owner's to read; members see the team's size only.
  const { ownsTeam } = useMyTeamAbility(team.data);
  const members = useTeamMembersQuery(user.teamId, { skip: !user.teamId || !ownsTeam });
  const standSharesQuery = useStandSharesQuery(user.teamId, { skip: !user.teamId });
  const parent = useTeamQuery(user.parentTeamId, { skip: !user.parentTeamId });
  const variables = useSettings('variables');
  const [removeMember] = useDeleteTeamMemberMutation();
  const [removing, setRemoving] = useState<User>();
  const limit = variables.data?.teamMemberLimit ?? DEFAULT_TEAM_MEMBER_LIMIT;

  if (!user.teamId) {
    return (
      <MyTeamFrame title="My Team" back={false}>
        <ListEmptyState icon="people" title="You are not in a team">
          When the organisers add you to a team, its members appear here.
        </ListEmptyState>
      </MyTeamFrame>
    );
  }
  if (team.error) {
    return (
      <MyTeamFrame title="My Team" back={false}>
        <LoadingOrError isLoading={false} error={team.error} />
      </MyTeamFrame>
    );
  }
  if (!team.data) return <LoadingOrError isLoading error={undefined} rows={6} />;
  const current = team.data;
  const full = isTeamFull(current, limit);
  const standShares = standSharesQuery.data ?? [];

  return (
    <MyTeamFrame
      title={current.name}
      back={false}
      description={
        current.standShareRole === 'child'
          ? `Sharing the stand of ${parent.isLoading ? '…' : (parent.data?.name ?? TEAM_MESSAGES.unknownParentTeam)}`
          : ownsTeam
            ? 'You own this team: invite your colleagues and share your stand.'
            : 'Your team. Its owner manages its people.'
      }
      actions={
        ownsTeam && (
          <>
            {full ? (
              <Button disabled>Invite member {TEAM_MESSAGES.teamFull}</Button>
            ) : (
              <LinkButton to={buildPath('myTeamAddTeamMember')} icon="person-plus" variant="primary">
                Invite member
              </LinkButton>
            )}
            {current.standShareRole !== 'child' && (
              <LinkButton to={buildPath('myTeamAddStandShare', { parentId: current.id })} icon="shop">
                Add stand share
              </LinkButton>
            )}
          </>
        )
      }
    >
      <Card body className="mb-3">
        <div className="d-flex flex-wrap gap-4 small">
          <div>
            <div className="text-body-secondary">Members</div>
            <div className="fs-5 fw-semibold">
              {teamMemberCount(current)} <span className="text-body-secondary fs-6 fw-normal">of {limit}</span>
            </div>
          </div>
          {current.standShareRole !== 'child' && (
            <div>
              <div className="text-body-secondary">Stand shares</div>
              <div className="fs-5 fw-semibold">{current.childTeamIds.length}</div>
            </div>
          )}
        </div>
      </Card>
      {ownsTeam && (
        <>
          <h2 className="h5">Members</h2>
          <MembersTable
            members={members.data}
            ownerId={current.ownerId}
            error={errorMessage(members.error)}
            actions={(member) =>
              member.id !== current.ownerId && (
                <Button
                  size="sm"
                  variant="outline-danger"
                  onClick={() => setRemoving(member)}
                  aria-label={`Remove ${member.firstName} ${member.surname}`}
                >
                  Remove
                </Button>
              )
            }
          />
        </>
      )}
      {current.standShareRole !== 'child' && standShares.length > 0 && (
        <>
          <h2 className="h5 mt-4">Stand shares</h2>
          <ul className="list-group">
            {standShares.map((child) => (
              <li key={child.id} className="list-group-item d-flex justify-content-between">
                <span>{child.name}</span>
                <span className="small text-body-secondary">{teamMemberCount(child)} member(s)</span>
              </li>
            ))}
          </ul>
        </>
      )}
      <DeleteRowDialog
        row={removing}
        title="Remove team member"
        confirmLabel="Remove"
        deleteRow={(member) => removeMember({ team: current, uid: member.id }).unwrap()}
        deletedMessage={(member) => `${member.firstName} was removed from ${current.name}`}
        onClose={() => setRemoving(undefined)}
      >
        <p className="mb-0">
          <strong>{`${removing?.firstName ?? ''} ${removing?.surname ?? ''}`}</strong> will leave {current.name}.
        </p>
      </DeleteRowDialog>
    </MyTeamFrame>
  );
}
