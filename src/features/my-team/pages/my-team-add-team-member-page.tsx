import Alert from 'react-bootstrap/Alert';
import { Link, useNavigate } from 'react-router';
import { useSettings } from '../../../data/settings/settings-api';
import { useCreateTeamMemberMutation, useTeamOfUserQuery } from '../../../data/teams/teams-api';
import { useFeedback } from '../../../components/feedback/feedback-context';
import { PageSkeleton } from '../../../components/page-skeleton';
import { useSessionUser } from '../../../data/session/use-session';
import { useMyTeamAbility } from '../use-my-team-ability';
import { MemberForm } from '../../../components/team-forms/member-form';
import { DEFAULT_TEAM_MEMBER_LIMIT } from '../../../domain/constants';
import { buildPath } from '../../../domain/routes';
import { isTeamFull, TEAM_MEMBER_ROLES, teamFullMessage } from '../../../domain/team';
import { MyTeamFrame } from '../../../components/my-team-frame';
import { errorMessage } from '../../../data/api-slice';

export default function MyTeamAddMemberPage() {
  const user = useSessionUser();
  const team = useTeamOfUserQuery({ uid: user.uid, teamId: user.teamId }, { skip: !user.teamId });
  const variables = useSettings('variables');
  const [createMember, { isLoading }] = useCreateTeamMemberMutation();
  const navigate = useNavigate();
  const feedback = useFeedback();
  const limit = variables.data?.teamMemberLimit ?? DEFAULT_TEAM_MEMBER_LIMIT;
  const { canInvite } = useMyTeamAbility(team.data);
  return (
    <MyTeamFrame title="Invite Team Member" description="They get a welcome e-mail with a link to set their password.">
      {!user.teamId ? (
        <Alert variant="info">You are not in a team.</Alert>
      ) : team.error ? (
        <Alert variant="danger">{errorMessage(team.error)}</Alert>
      ) : !team.data || variables.isLoading ? (
        <PageSkeleton rows={4} />
      ) : !canInvite ? (
        <Alert variant="info">Only the team owner can invite members.</Alert>
      ) : isTeamFull(team.data, limit) ? (
        <Alert variant="warning">{teamFullMessage(limit)}</Alert>
      ) : (
        <MemberForm
          initial={{ firstName: '', surname: '', email: '', role: 'user' }}
          isEditing={false}
          roles={TEAM_MEMBER_ROLES}
          submitLabel="Send invitation"
          isSaving={isLoading}
          cancel={<Link to={buildPath('myTeam')} className="btn btn-outline-secondary">Cancel</Link>}
          onSubmit={async (member) => {
            try {
              await createMember({ teamId: user.teamId, member }).unwrap();
              feedback.showSuccess(`${member.firstName} was invited to ${team.data?.name ?? 'your team'}`);
              navigate(buildPath('myTeam'));
            } catch (error) {
              feedback.showError(errorMessage(error));
            }
          }}
        />
      )}
    </MyTeamFrame>
  );
}
