import { Link, useNavigate } from 'react-router';
import { useTeamTypesQuery } from '../../../data/team-types/team-types-api';
import { useCreateTeamMutation } from '../../../data/teams/teams-api';
import { useCustomFieldsQuery } from '../../../data/custom-fields/custom-fields-api';
import { AdminPage } from '../../../components/admin-page';
import { useFeedback } from '../../../components/feedback/feedback-context';
import { TeamForm } from '../../../components/team-forms/team-form';
import { buildPath } from '../../../domain/routes';
import { errorMessage } from '../../../data/api-slice';
import { LoadingOrError } from '../../../components/loading-or-error';

export default function AddTeamPage() {
  const teamTypes = useTeamTypesQuery();
  const customFields = useCustomFieldsQuery();
  const [createTeam, { isLoading }] = useCreateTeamMutation();
  const navigate = useNavigate();
  const feedback = useFeedback();
  const loadError = teamTypes.error ?? customFields.error;
  return (
    <AdminPage
      title="Add Team"
      description="The team, its type and its owner. The owner is emailed a link to set their password."
    >
      {loadError || !teamTypes.data || !customFields.data ? (
        <LoadingOrError isLoading={!teamTypes.data || !customFields.data} error={loadError} rows={6} />
      ) : (
        <TeamForm
          initial={{
            details: { name: '', teamTypeId: '', isOrganiser: false, customFields: {} },
            owner: { firstName: '', surname: '', email: '' },
          }}
          teamTypes={teamTypes.data}
          askOwner
          askIsOrganiser
          customFields={customFields.data}
          submitLabel="Add team"
          isSaving={isLoading}
          cancel={
            <Link to={buildPath('manageTeams')} className="btn btn-outline-secondary">
              Cancel
            </Link>
          }
          onSubmit={async ({ details, owner }) => {
            try {
              const { teamId } = await createTeam({ team: details, owner }).unwrap();
              feedback.showSuccess(`${details.name} was added and ${owner.firstName} was sent a welcome email`);
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
