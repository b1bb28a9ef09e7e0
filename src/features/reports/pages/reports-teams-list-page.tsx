import { AdminPage } from '../../../components/admin-page';
import { useFeedback } from '../../../components/feedback/feedback-context';
import { TeamsReport } from '../teams/teams-report';

/** /reports/teams (report viewers and up). */
export default function ReportsTeamsListPage() {
  const feedback = useFeedback();
  return (
    <AdminPage
      title="Team Reports"
      description="Every team with its sign-ins, tasks, forms sent and risk of not being ready."
      aside={
        <ul className="ps-3 mb-0">
          <li className="mb-2">
            Risk combines sign-in and activity with overdue and due-soon tasks; open a team to see why.
          </li>
          <li className="mb-2">Pick a view to sort by: health check, team or login statistics.</li>
          <li>Export gives the listed teams, a row per person, with each custom field.</li>
        </ul>
      }
    >
      <TeamsReport onError={(message) => feedback.showError(message)} />
    </AdminPage>
  );
}
