import Alert from 'react-bootstrap/Alert';
import { useNavigate, useParams } from 'react-router';
import { AdminPage } from '../../../components/admin-page';
import { useFeedback } from '../../../components/feedback/feedback-context';
import { PageSkeleton } from '../../../components/page-skeleton';
import { useAddConfirmationMutation, useLoadedFormQuery } from '../../../data/forms/forms-api';
import { confirmationSchema } from '../../../domain/forms/form';
import { buildPath } from '../../../domain/routes';
import { ConfirmationEditor } from '../admin/confirmation-editor';
import { FormShortcuts } from '../admin/forms-shortcuts';

/** /admin/forms/{formId}/confirmations/add: a new confirmation, active, with ANY of its rules by default. */
export default function AddConfirmationPage() {
  const { formId = '' } = useParams();
  const navigate = useNavigate();
  const feedback = useFeedback();
  const loaded = useLoadedFormQuery(formId);
  const [addConfirmation] = useAddConfirmationMutation();
  const listPath = buildPath('manageConfirmations', { formId });
  // The schema's defaults: operator ANY, active, not the default.
  const { name, message, operator, rules, isDefault, isActive } = confirmationSchema.parse({ id: 'new', formId });
  return (
    <AdminPage title="Add Confirmation" description={loaded.data ? `What people see after submitting “${loaded.data.form.title}”.` : undefined}>
      {loaded.data && <FormShortcuts form={loaded.data.form} />}
      {loaded.isLoading && <PageSkeleton rows={6} />}
      {loaded.error && <Alert variant="danger">{loaded.error.message}</Alert>}
      {loaded.data && (
        <ConfirmationEditor
          loaded={loaded.data}
          initial={{ name, message, operator, rules, isDefault, isActive }}
          published={undefined}
          submitLabel="Add confirmation"
          cancel={listPath}
          onSubmit={async (values) => {
            await addConfirmation({ formId, values }).unwrap();
            feedback.showSuccess('Confirmation added');
            navigate(listPath);
          }}
        />
      )}
    </AdminPage>
  );
}
