import { Alert } from '../../../components/bootstrap/alert';
import { Link, useMatch, useNavigate, useParams } from 'react-router';
import { useCreateStandShareMutation, useTeamQuery } from '../../../data/teams/teams-api';
import { useCustomFieldsQuery } from '../../../data/custom-fields/custom-fields-api';
import { AdminPage } from '../../../components/admin-page';
import { useFeedback } from '../../../components/feedback/feedback-context';
import { MyTeamFrame } from '../../../components/my-team-frame';
import { TeamForm } from '../../../components/team-forms/team-form';
import { standShareCustomFields } from '../../../domain/custom-field';
import { buildPath, routeById } from '../../../domain/routes';
import { STAND_SHARE_MESSAGES, type Team } from '../../../domain/team';
import { errorMessage } from '../../../data/api-slice';
import { useTeamsAbility } from '../use-teams-ability';
import { LoadingOrError } from '../../../components/loading-or-error';

/** What differs by where the page was opened: the admin team screens, or an owner's My team. */
const PLACES = {
  admin: {
    Frame: AdminPage,
    description: (parent: Team | undefined) =>
      parent
        ? `A team sharing the stand of ${parent.name}, with its own owner.`
        : 'A team sharing another team’s stand.',
    backTo: (parentId: string) => buildPath('viewTeam', { teamId: parentId }),
    added: (name: string, parent: Team) => `${name} now shares the stand of ${parent.name}`,
  },
  myTeam: {
    Frame: MyTeamFrame,
    description: (parent: Team | undefined) =>
      parent ? `Another company sharing the stand of ${parent.name}. Its owner gets a welcome email.` : undefined,
    backTo: () => buildPath('myTeam'),
    added: (name: string) => `${name} now shares your stand`,
  },
} as const;

/**
 * Add Stand Share, for organisers (route addStandShare) and team owners (myTeamAddStandShare): a
 * child team with its own owner, given the custom fields shown to stand shares.
 */
export default function AddStandSharePage() {
  const place = PLACES[useMatch(routeById('myTeamAddStandShare').path) ? 'myTeam' : 'admin'];
  const { parentId = '' } = useParams();
  const parent = useTeamQuery(parentId, { skip: !parentId });
  const customFields = useCustomFieldsQuery();
  const { canManage } = useTeamsAbility();
  const [createStandShare, { isLoading }] = useCreateStandShareMutation();
  const navigate = useNavigate();
  const feedback = useFeedback();
  const loadError = parent.error ?? customFields.error;
  const { Frame } = place;
  return (
    <Frame title="Add Stand Share" description={place.description(parent.data)}>
      {loadError || !parent.data || !customFields.data ? (
        <LoadingOrError isLoading={!parent.data || !customFields.data} error={loadError} rows={6} />
      ) : !canManage(parent.data) ? (
        <Alert variant="info">Only the team owner can add a stand share.</Alert>
      ) : parent.data.standShareRole === 'child' ? (
        <Alert variant="warning">{STAND_SHARE_MESSAGES.nestedStandShare}</Alert>
      ) : (
        <TeamForm
          initial={{
            details: { name: '', teamTypeId: '', isOrganiser: false, customFields: {} },
            owner: { firstName: '', surname: '', email: '' },
          }}
          askOwner
          askIsOrganiser={false}
          customFields={standShareCustomFields(customFields.data)}
          submitLabel="Add stand share"
          isSaving={isLoading}
          cancel={
            <Link to={place.backTo(parentId)} className="btn btn-outline-secondary">
              Cancel
            </Link>
          }
          onSubmit={async ({ details, owner }) => {
            const parentTeam = parent.data!;
            try {
              await createStandShare({
                parentTeamId: parentId,
                team: { name: details.name, isOrganiser: false, customFields: details.customFields },
                owner,
              }).unwrap();
              feedback.showSuccess(place.added(details.name, parentTeam));
              navigate(place.backTo(parentId));
            } catch (error) {
              feedback.showError(errorMessage(error));
            }
          }}
        />
      )}
    </Frame>
  );
}
