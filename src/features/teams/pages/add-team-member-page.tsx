import Alert from 'react-bootstrap/Alert';
import { Link, useNavigate, useParams } from 'react-router';
import { useSettings } from '../../../data/settings/settings-api';
import { useCreateTeamMemberMutation, useTeamQuery } from '../../../data/teams/teams-api';
import { AdminPage } from '../../../components/admin-page';
import { useFeedback } from '../../../components/feedback/feedback-context';
import { PageSkeleton } from '../../../components/page-skeleton';
import { MemberForm } from '../../../components/team-forms/member-form';
import { DEFAULT_TEAM_MEMBER_LIMIT } from '../../../domain/constants';
import { buildPath } from '../../../domain/routes';
import { isTeamFull, TEAM_MEMBER_ROLES, teamFullMessage } from '../../../domain/team';
import { errorMessage } from '../../../data/api-slice';

export default function AddTeamMemberPage() {
  const { teamId = '' } = useParams();
  const team = useTeamQuery(teamId);
  const variables = useSettings('variables');
  const [createMember, { isLoading }] = useCreateTeamMemberMutation();
  const navigate = useNavigate();
  const feedback = useFeedback();
  const limit = variables.data?.teamMemberLimit ?? DEFAULT_TEAM_MEMBER_LIMIT;
  return (
    <AdminPage title="Add Team Member" description={team.data ? `Add a person to ${team.data.name}.` : undefined}>
      {team.error ? (
        <Alert variant="danger">{errorMessage(team.error)}</Alert>
      ) : !team.data || variables.isLoading ? (
        <PageSkeleton rows={4} />
      ) : isTeamFull(team.data, limit) ? (
        <Alert variant="warning">{teamFullMessage(limit)}</Alert>
      ) : (
        <MemberForm
          initial={{ firstName: '', surname: '', email: '', role: 'user' }}
          isEditing={false}
          roles={TEAM_MEMBER_ROLES}
          submitLabel="Add member"
          isSaving={isLoading}
          cancel={<Link to={buildPath('viewTeam', { teamId })} className="btn btn-outline-secondary">Cancel</Link>}
          onSubmit={async (member) => {
            try {
              await createMember({ teamId, member }).unwrap();
              feedback.showSuccess(`${member.firstName} was added and sent a welcome e-mail`);
              navigate(buildPath('viewTeam', { teamId }));
            } catch (error) {
              feedback.showError(errorMessage(error));
            }
          }}
        />
      )}
    </AdminPage>
  );
}
