import Alert from 'react-bootstrap/Alert';
import { Link, useNavigate, useParams } from 'react-router';
import { useCustomFieldsQuery } from '../../../data/custom-fields/custom-fields-api';
import { useCreateStandShareMutation, useTeamQuery } from '../../../data/teams/teams-api';
import { useFeedback } from '../../../components/feedback/feedback-context';
import { PageSkeleton } from '../../../components/page-skeleton';
import { useSessionUser } from '../../../data/session/use-session';
import { TeamForm } from '../../../components/team-forms/team-form';
import { visibleCustomFields } from '../../../domain/custom-field';
import { buildPath } from '../../../domain/routes';
import { STAND_SHARE_MESSAGES } from '../../../domain/team';
import { MyTeamFrame } from '../my-team-frame';
import { errorMessage } from '../../../data/api-slice';

export default function MyTeamAddStandSharePage() {
  const user = useSessionUser();
  const { parentId = '' } = useParams();
  const parent = useTeamQuery(parentId, { skip: !parentId });
  const customFields = useCustomFieldsQuery();
  const [createStandShare, { isLoading }] = useCreateStandShareMutation();
  const navigate = useNavigate();
  const feedback = useFeedback();
  const loadError = errorMessage(parent.error) ?? errorMessage(customFields.error);
  return (
    <MyTeamFrame title="Add Stand Share" description={parent.data ? `Another company sharing the stand of ${parent.data.name}. Its owner gets a welcome e-mail.` : undefined}>
      {loadError ? (
        <Alert variant="danger">{loadError}</Alert>
      ) : !parent.data || !customFields.data ? (
        <PageSkeleton rows={5} />
      ) : parent.data.ownerId !== user.uid ? (
        <Alert variant="info">Only the team owner can add a stand share.</Alert>
      ) : parent.data.standShareRole === 'child' ? (
        <Alert variant="warning">{STAND_SHARE_MESSAGES.nestedStandShare}</Alert>
      ) : (
        <TeamForm
          initial={{ details: { name: '', teamTypeId: '', isOrganiser: false, customFields: {} }, owner: { firstName: '', surname: '', email: '' } }}
          askOwner
          askIsOrganiser={false}
          // The new team is a child team: it sees (and fills) only the fields shown to child teams.
          customFields={visibleCustomFields(customFields.data, { role: 'user', standShareRole: 'child' })}
          submitLabel="Add stand share"
          isSaving={isLoading}
          cancel={<Link to={buildPath('myTeam')} className="btn btn-outline-secondary">Cancel</Link>}
          onSubmit={async ({ details, owner }) => {
            try {
              await createStandShare({ parentTeamId: parentId, team: { name: details.name, isOrganiser: false, customFields: details.customFields }, owner }).unwrap();
              feedback.showSuccess(`${details.name} now shares your stand`);
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
