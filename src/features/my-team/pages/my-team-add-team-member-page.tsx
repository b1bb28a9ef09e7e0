import { Alert } from '../../../components/bootstrap/alert';
import { useTeamOfUserQuery } from '../../../data/teams/teams-api';
import { useSessionUser } from '../../../data/session/use-session';
import { useMyTeamAbility } from '../use-my-team-ability';
import { AddMemberForm } from '../../../components/team-forms/add-member-form';
import { buildPath } from '../../../domain/routes';
import { MyTeamFrame } from '../../../components/my-team-frame';
import { LoadingOrError } from '../../../components/loading-or-error';

export default function MyTeamAddMemberPage() {
  const user = useSessionUser();
  const team = useTeamOfUserQuery({ uid: user.uid, teamId: user.teamId }, { skip: !user.teamId });
  const { canInvite } = useMyTeamAbility(team.data);
  return (
    <MyTeamFrame title="Invite Team Member" description="They get a welcome email with a link to set their password.">
      {!user.teamId ? (
        <Alert variant="info">You are not in a team.</Alert>
      ) : team.error || !team.data ? (
        <LoadingOrError isLoading={!team.data} error={team.error} rows={4} />
      ) : !canInvite ? (
        <Alert variant="info">Only the team owner can invite members.</Alert>
      ) : (
        <AddMemberForm
          team={team.data}
          submitLabel="Send invitation"
          returnTo={buildPath('myTeam')}
          successMessage={(member, invitedTo) => `${member.firstName} was invited to ${invitedTo.name}`}
        />
      )}
    </MyTeamFrame>
  );
}
