import { useParams } from 'react-router';
import { useTeamQuery } from '../../../data/teams/teams-api';
import { AdminPage } from '../../../components/admin-page';
import { AddMemberForm } from '../../../components/team-forms/add-member-form';
import { buildPath } from '../../../domain/routes';
import { LoadingOrError } from '../../../components/loading-or-error';

export default function AddTeamMemberPage() {
  const { teamId = '' } = useParams();
  const team = useTeamQuery(teamId);
  return (
    <AdminPage title="Add Team Member" description={team.data ? `Add a person to ${team.data.name}.` : undefined}>
      {team.error || !team.data ? (
        <LoadingOrError isLoading={!team.data} error={team.error} rows={4} />
      ) : (
        <AddMemberForm
          team={team.data}
          submitLabel="Add member"
          returnTo={buildPath('viewTeam', { teamId })}
          successMessage={(member) => `${member.firstName} was added and sent a welcome email`}
        />
      )}
    </AdminPage>
  );
}
