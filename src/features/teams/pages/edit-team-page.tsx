import { Link, useNavigate, useParams } from 'react-router';
import { useTeamTypesQuery } from '../../../data/team-types/team-types-api';
import { useTeamCustomFieldValues, useTeamQuery, useUpdateTeamMutation } from '../../../data/teams/teams-api';
import { useCustomFieldsQuery } from '../../../data/custom-fields/custom-fields-api';
import { AdminPage } from '../../../components/admin-page';
import { useFeedback } from '../../../components/feedback/feedback-context';
import { TeamForm } from '../../../components/team-forms/team-form';
import { standShareCustomFields } from '../../../domain/custom-field';
import { buildPath } from '../../../domain/routes';
import { teamTypeOfTeam } from '../../../domain/team-type';
import { errorMessage } from '../../../data/api-slice';
import { LoadingOrError } from '../../../components/loading-or-error';

export default function EditTeamPage() {
  const { teamId = '' } = useParams();
  const team = useTeamQuery(teamId);
  const teamTypes = useTeamTypesQuery();
  const customFields = useCustomFieldsQuery();
  const values = useTeamCustomFieldValues(team.data);
  const [updateTeam, { isLoading }] = useUpdateTeamMutation();
  const navigate = useNavigate();
  const feedback = useFeedback();
  const loadError = team.error ?? teamTypes.error ?? customFields.error ?? values.error;
  const ready = team.data && teamTypes.data && customFields.data && values.values;
  const formFields =
    team.data?.standShareRole === 'child' ? standShareCustomFields(customFields.data ?? []) : (customFields.data ?? []);
  return (
    <AdminPage
      title={team.data ? `Edit ${team.data.name}` : 'Edit Team'}
      description="Changing the team type moves the team out of its old type."
    >
      {loadError || !ready ? (
        <LoadingOrError isLoading={!ready} error={loadError} rows={6} />
      ) : (
        <TeamForm
          key={team.data!.updatedAt}
          initial={{
            details: {
              name: team.data!.name,
              teamTypeId: teamTypeOfTeam(teamTypes.data!, teamId)?.id ?? '',
              isOrganiser: team.data!.isOrganiser,
              customFields: values.values!,
            },
            owner: { firstName: '', surname: '', email: '' },
          }}
          teamTypes={team.data!.standShareRole === 'child' ? undefined : teamTypes.data}
          askOwner={false}
          askIsOrganiser
          customFields={formFields}
          submitLabel="Save changes"
          isSaving={isLoading}
          cancel={
            <Link to={buildPath('viewTeam', { teamId })} className="btn btn-outline-secondary">
              Cancel
            </Link>
          }
          onSubmit={async ({ details }) => {
            try {
              // A stand share stays in its parent's type.
              const teamTypeId =
                team.data!.standShareRole === 'child'
                  ? (teamTypeOfTeam(teamTypes.data!, teamId)?.id ?? '')
                  : details.teamTypeId;
              await updateTeam({ team: team.data!, details: { ...details, teamTypeId }, formFields }).unwrap();
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
