import Alert from 'react-bootstrap/Alert';
import { useNavigate, useParams } from 'react-router';
import { AdminPage } from '../../../components/admin-page';
import { useFeedback } from '../../../components/feedback/feedback-context';
import { PageSkeleton } from '../../../components/page-skeleton';
import { useConfirmationQuery, useLoadedFormQuery, useUpdateConfirmationMutation } from '../../../data/forms/forms-api';
import { buildPath } from '../../../domain/routes';
import { ConfirmationEditor } from '../admin/confirmation-editor';
import { FormShortcuts } from '../admin/forms-shortcuts';

/** /admin/forms/{formId}/confirmations/{confirmationId}: edit a confirmation beside its published view. */
export default function EditConfirmationPage() {
  const { formId = '', confirmationId = '' } = useParams();
  const navigate = useNavigate();
  const feedback = useFeedback();
  const loaded = useLoadedFormQuery(formId);
  const confirmation = useConfirmationQuery(confirmationId);
  const [updateConfirmation] = useUpdateConfirmationMutation();
  const listPath = buildPath('manageConfirmations', { formId });
  const error = loaded.error ?? confirmation.error;
  const stored = confirmation.data;
  return (
    <AdminPage title={stored?.name || 'Edit Confirmation'} description={loaded.data ? `Shown after submitting “${loaded.data.form.title}”.` : undefined}>
      {loaded.data && <FormShortcuts form={loaded.data.form} />}
      {(loaded.isLoading || confirmation.isLoading) && <PageSkeleton rows={6} />}
      {error && <Alert variant="danger">{error.message}</Alert>}
      {loaded.data && stored && (
        <ConfirmationEditor
          key={stored.id}
          loaded={loaded.data}
          initial={stored}
          published={stored}
          submitLabel="Save confirmation"
          cancel={listPath}
          onSubmit={async (values) => {
            const { name, message, operator, rules, isDefault, isActive } = values;
            await updateConfirmation({ formId, confirmationId, values: { name, message, operator, rules, isDefault, isActive } }).unwrap();
            feedback.showSuccess();
            navigate(listPath);
          }}
        />
      )}
    </AdminPage>
  );
}
