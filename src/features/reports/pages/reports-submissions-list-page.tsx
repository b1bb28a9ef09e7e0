import { AdminPage } from '../../../components/admin-page';
import { useFeedback } from '../../../components/feedback/feedback-context';
import { SubmissionsReport } from '../forms/forms-reports';

/** /reports/submissions (report viewers and up). */
export default function ReportsSubmissionsListPage() {
  const feedback = useFeedback();
  return (
    <AdminPage title="Submissions Report" description="Every sent submission across forms, filtered by form and team.">
      <SubmissionsReport onError={(message) => feedback.showError(message)} />
    </AdminPage>
  );
}
