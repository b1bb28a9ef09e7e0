import { useNavigate } from 'react-router';
import { AdminPage } from '../../../components/admin-page';
import { useFeedback } from '../../../components/feedback/feedback-context';
import { buildPath } from '../../../domain/routes';
import { useCreateTeamTypeMutation } from '../../../data/team-types/team-types-api';
import { TeamTypeFormCard } from '../components/team-type-form';
import { errorMessage } from '../../../data/api-slice';

export default function AddTeamTypePage() {
  const [createTeamType, { isLoading }] = useCreateTeamTypeMutation();
  const navigate = useNavigate();
  const feedback = useFeedback();
  return (
    <AdminPage title="Add Team Type" description="Name the type and pick the teams in it.">
      <TeamTypeFormCard
        initial={{ name: '', teamIds: [] }}
        submitLabel="Add team type"
        isSaving={isLoading}
        onSubmit={async (values) => {
          try {
            await createTeamType(values).unwrap();
            feedback.showSuccess();
            navigate(buildPath('manageTeamTypes'));
          } catch (error) {
            feedback.showError(errorMessage(error));
          }
        }}
      />
    </AdminPage>
  );
}
