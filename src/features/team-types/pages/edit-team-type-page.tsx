import { useNavigate, useParams } from 'react-router';
import { AdminPage } from '../../../components/admin-page';
import { useFeedback } from '../../../components/feedback/feedback-context';
import { buildPath } from '../../../domain/routes';
import { useTeamTypeQuery, useUpdateTeamTypeMutation } from '../../../data/team-types/team-types-api';
import { TeamTypeFormCard } from '../components/team-type-form';
import { errorMessage } from '../../../data/api-slice';
import { LoadingOrError } from '../../../components/loading-or-error';

export default function EditTeamTypePage() {
  const { teamTypeId = '' } = useParams();
  const teamType = useTeamTypeQuery(teamTypeId);
  const [updateTeamType, { isLoading }] = useUpdateTeamTypeMutation();
  const navigate = useNavigate();
  const feedback = useFeedback();
  return (
    <AdminPage title={teamType.data?.name ?? 'Edit Team Type'} description="Rename the type or change its teams.">
      {teamType.error || !teamType.data ? (
        <LoadingOrError isLoading={!teamType.data} error={teamType.error} rows={3} />
      ) : (
        <TeamTypeFormCard
          key={teamType.data.updatedAt}
          initial={{ name: teamType.data.name, teamIds: teamType.data.teamIds }}
          teamType={teamType.data}
          submitLabel="Save changes"
          isSaving={isLoading}
          onSubmit={async (values) => {
            try {
              await updateTeamType({ teamTypeId, values }).unwrap();
              feedback.showSuccess();
              navigate(buildPath('manageTeamTypes'));
            } catch (error) {
              feedback.showError(errorMessage(error));
            }
          }}
        />
      )}
    </AdminPage>
  );
}
