import { Alert } from '../../../components/bootstrap/alert';
import { Link, useNavigate, useParams } from 'react-router';
import { useUpdateTeamMemberMutation } from '../../../data/teams/teams-api';
import { useEventUserQuery } from '../../../data/users/users-api';
import { AdminPage } from '../../../components/admin-page';
import { useFeedback } from '../../../components/feedback/feedback-context';
import { MemberForm } from '../../../components/team-forms/member-form';
import { buildPath } from '../../../domain/routes';
import { TEAM_MEMBER_ROLES } from '../../../domain/team';
import { errorMessage } from '../../../data/api-slice';
import { LoadingOrError } from '../../../components/loading-or-error';

export default function EditTeamMemberPage() {
  const { teamId = '', userId = '' } = useParams();
  const member = useEventUserQuery(userId);
  const [updateMember, { isLoading }] = useUpdateTeamMemberMutation();
  const navigate = useNavigate();
  const feedback = useFeedback();
  const person = member.data;
  return (
    <AdminPage
      title={person ? `${person.firstName} ${person.surname}` : 'Edit Team Member'}
      description="Names and role in the team; the person changes their email from My account."
    >
      {member.error || !person ? (
        <LoadingOrError isLoading={!person} error={member.error} rows={4} />
      ) : person.teamId !== teamId ? (
        // A link from another team (or an old one) must not edit someone outside this team.
        <Alert variant="warning">
          {person.firstName} {person.surname} is not a member of this team.{' '}
          <Link to={buildPath('viewTeam', { teamId })}>Back to the team</Link>
        </Alert>
      ) : (
        <MemberForm
          key={person.updatedAt}
          initial={{ firstName: person.firstName, surname: person.surname, email: person.email, role: person.teamRole }}
          isEditing
          roles={TEAM_MEMBER_ROLES}
          submitLabel="Save changes"
          isSaving={isLoading}
          cancel={
            <Link to={buildPath('viewTeam', { teamId })} className="btn btn-outline-secondary">
              Cancel
            </Link>
          }
          onSubmit={async (values) => {
            try {
              await updateMember({
                teamId,
                uid: userId,
                update: { firstName: values.firstName, surname: values.surname, teamRole: values.role },
              }).unwrap();
              feedback.showSuccess();
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
