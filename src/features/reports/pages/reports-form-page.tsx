import { useParams } from 'react-router';
import { AdminPage } from '../../../components/admin-page';
import { useFeedback } from '../../../components/feedback/feedback-context';
import { FormReport } from '../forms/forms-reports';

/** /reports/forms/{formId} (report viewers and up). */
export default function ReportsFormPage() {
  const { formId = '' } = useParams();
  const feedback = useFeedback();
  return (
    <AdminPage
      title="Form Report"
      description="The form's sent submissions, one column per field, headed by its report label."
    >
      <FormReport formId={formId} onError={(message) => feedback.showError(message)} />
    </AdminPage>
  );
}
