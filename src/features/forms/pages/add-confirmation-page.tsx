import { useParams } from 'react-router';
import { AdminPage } from '../../../components/admin-page';
import { LoadingOrError } from '../../../components/loading-or-error';
import { useSaveAndGo } from '../../../components/use-save-and-go';
import { useCreateConfirmationMutation, useLoadedFormQuery } from '../../../data/forms/forms-api';
import { confirmationSchema } from '../../../domain/forms/form';
import { buildPath } from '../../../domain/routes';
import { ConfirmationEditor } from '../admin/confirmation-editor';
import { FormShortcuts } from '../admin/forms-shortcuts';

/** /admin/forms/{formId}/confirmations/add: a new confirmation, active, with ANY of its rules by default. */
export default function AddConfirmationPage() {
  const { formId = '' } = useParams();
  const saveAndGo = useSaveAndGo();
  const loaded = useLoadedFormQuery(formId);
  const [addConfirmation] = useCreateConfirmationMutation();
  const listPath = buildPath('manageConfirmations', { formId });
  // The schema's defaults: operator ANY, active, not the default.
  const { name, message, operator, rules, isDefault, isActive } = confirmationSchema.parse({ id: 'new', formId });
  return (
    <AdminPage
      title="Add Confirmation"
      description={loaded.data ? `What people see after submitting “${loaded.data.form.title}”.` : undefined}
    >
      {loaded.data && <FormShortcuts form={loaded.data.form} />}
      <LoadingOrError isLoading={loaded.isLoading} error={loaded.error} rows={6} />
      {loaded.data && (
        <ConfirmationEditor
          loaded={loaded.data}
          initial={{ name, message, operator, rules, isDefault, isActive }}
          published={undefined}
          submitLabel="Add confirmation"
          cancel={listPath}
          onSubmit={saveAndGo((values) => addConfirmation({ formId, values }).unwrap(), listPath, 'Confirmation added')}
        />
      )}
    </AdminPage>
  );
}
