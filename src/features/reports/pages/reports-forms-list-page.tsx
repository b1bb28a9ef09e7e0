import { AdminPage } from '../../../components/admin-page';
import { useFeedback } from '../../../components/feedback/feedback-context';
import { FormsReport } from '../forms/forms-reports';

/** /reports/forms (report viewers and up). */
export default function ReportsFormsListPage() {
  const feedback = useFeedback();
  return (
    <AdminPage
      title="Form Reports"
      description="Each form with its sent submissions; open a form for its answers under numbered report labels."
    >
      <FormsReport onError={(message) => feedback.showError(message)} />
    </AdminPage>
  );
}
