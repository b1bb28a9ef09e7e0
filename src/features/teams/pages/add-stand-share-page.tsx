import Alert from 'react-bootstrap/Alert';
import { Link, useNavigate, useParams } from 'react-router';
import { useCreateStandShareMutation, useTeamQuery } from '../../../data/teams/teams-api';
import { useCustomFieldsQuery } from '../../../data/custom-fields/custom-fields-api';
import { AdminPage } from '../../../components/admin-page';
import { useFeedback } from '../../../components/feedback/feedback-context';
import { PageSkeleton } from '../../../components/page-skeleton';
import { TeamForm } from '../../../components/team-forms/team-form';
import { buildPath } from '../../../domain/routes';
import { STAND_SHARE_MESSAGES } from '../../../domain/team';
import { errorMessage } from '../../../data/api-slice';

export default function AddStandSharePage() {
  const { parentId = '' } = useParams();
  const parent = useTeamQuery(parentId);
  const customFields = useCustomFieldsQuery();
  const [createStandShare, { isLoading }] = useCreateStandShareMutation();
  const navigate = useNavigate();
  const feedback = useFeedback();
  const loadError = errorMessage(parent.error) ?? errorMessage(customFields.error);
  const cancel = <Link to={buildPath('viewTeam', { teamId: parentId })} className="btn btn-outline-secondary">Cancel</Link>;
  return (
    <AdminPage title="Add Stand Share" description={parent.data ? `A team sharing the stand of ${parent.data.name}, with its own owner.` : 'A team sharing another team’s stand.'}>
      {loadError ? (
        <Alert variant="danger">{loadError}</Alert>
      ) : !parent.data || !customFields.data ? (
        <PageSkeleton rows={6} />
      ) : parent.data.standShareRole === 'child' ? (
        <Alert variant="warning">{STAND_SHARE_MESSAGES.nestedStandShare}</Alert>
      ) : (
        <TeamForm
          initial={{ details: { name: '', teamTypeId: '', isOrganiser: false, customFields: {} }, owner: { firstName: '', surname: '', email: '' } }}
          askOwner
          askIsOrganiser={false}
          customFields={customFields.data.filter((field) => field.showToChildTeams)}
          submitLabel="Add stand share"
          isSaving={isLoading}
          cancel={cancel}
          onSubmit={async ({ details, owner }) => {
            try {
              await createStandShare({ parentTeamId: parentId, team: { name: details.name, isOrganiser: false, customFields: details.customFields }, owner }).unwrap();
              feedback.showSuccess(`${details.name} now shares the stand of ${parent.data?.name ?? 'its parent team'}`);
              navigate(buildPath('viewTeam', { teamId: parentId }));
            } catch (error) {
              feedback.showError(errorMessage(error));
            }
          }}
        />
      )}
    </AdminPage>
  );
}
