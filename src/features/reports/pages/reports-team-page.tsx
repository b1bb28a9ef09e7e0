import { useParams } from 'react-router';
import { AdminPage } from '../../../components/admin-page';
import { TeamReport } from '../teams/team-report';

/** /reports/teams/{teamId} (report viewers and up). */
export default function ReportsTeamPage() {
  const { teamId = '' } = useParams();
  return (
    <AdminPage
      title="Team Report"
      description="Why the team is at risk, its tasks, its people's sign-ins and its submissions."
    >
      <TeamReport teamId={teamId} />
    </AdminPage>
  );
}
