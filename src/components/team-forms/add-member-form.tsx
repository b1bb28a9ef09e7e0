import { Alert } from '../bootstrap/alert';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '../../data/api-slice';
import { useSettings } from '../../data/settings/settings-api';
import { useCreateTeamMemberMutation } from '../../data/teams/teams-api';
import { DEFAULT_TEAM_MEMBER_LIMIT } from '../../domain/constants';
import { isTeamFull, TEAM_MEMBER_ROLES, teamFullMessage, type Team, type TeamMemberInput } from '../../domain/team';
import { useFeedback } from '../feedback/feedback-context';
import { MemberForm } from './member-form';
import { LoadingOrError } from '../loading-or-error';

interface AddMemberFormProps {
  team: Team;
  submitLabel: string;
  /** Where Cancel and a successful add lead (a path made with buildPath). */
  returnTo: string;
  successMessage: (member: TeamMemberInput, team: Team) => string;
}

/** Adds a person to a team (they get the welcome email), or says the team is full under the event's member limit. */
export function AddMemberForm({ team, submitLabel, returnTo, successMessage }: AddMemberFormProps) {
  const variables = useSettings('variables');
  const [createMember, { isLoading }] = useCreateTeamMemberMutation();
  const navigate = useNavigate();
  const feedback = useFeedback();
  const limit = variables.data?.teamMemberLimit ?? DEFAULT_TEAM_MEMBER_LIMIT;
  if (variables.isLoading) return <LoadingOrError isLoading rows={4} />;
  if (isTeamFull(team, limit)) return <Alert variant="warning">{teamFullMessage(limit)}</Alert>;
  return (
    <MemberForm
      initial={{ firstName: '', surname: '', email: '', role: 'user' }}
      isEditing={false}
      roles={TEAM_MEMBER_ROLES}
      submitLabel={submitLabel}
      isSaving={isLoading}
      cancel={
        <Link to={returnTo} className="btn btn-outline-secondary">
          Cancel
        </Link>
      }
      onSubmit={async (member) => {
        try {
          await createMember({ teamId: team.id, member }).unwrap();
          feedback.showSuccess(successMessage(member, team));
          navigate(returnTo);
        } catch (error) {
          feedback.showError(errorMessage(error));
        }
      }}
    />
  );
}
