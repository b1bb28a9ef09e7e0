import { useParams } from 'react-router';
import { AdminPage } from '../../../components/admin-page';
import { LoadingOrError } from '../../../components/loading-or-error';
import { useSaveAndGo } from '../../../components/use-save-and-go';
import { useConfirmationQuery, useLoadedFormQuery, useUpdateConfirmationMutation } from '../../../data/forms/forms-api';
import { buildPath } from '../../../domain/routes';
import { ConfirmationEditor } from '../admin/confirmation-editor';
import { FormShortcuts } from '../admin/forms-shortcuts';

/** /admin/forms/{formId}/confirmations/{confirmationId}: edit a confirmation beside its published view. */
export default function EditConfirmationPage() {
  const { formId = '', confirmationId = '' } = useParams();
  const saveAndGo = useSaveAndGo();
  const loaded = useLoadedFormQuery(formId);
  const confirmation = useConfirmationQuery(confirmationId);
  const [updateConfirmation] = useUpdateConfirmationMutation();
  const listPath = buildPath('manageConfirmations', { formId });
  const error = loaded.error ?? confirmation.error;
  const stored = confirmation.data;
  return (
    <AdminPage
      title={stored?.name || 'Edit Confirmation'}
      description={loaded.data ? `Shown after submitting “${loaded.data.form.title}”.` : undefined}
    >
      {loaded.data && <FormShortcuts form={loaded.data.form} />}
      <LoadingOrError isLoading={loaded.isLoading || confirmation.isLoading} error={error} rows={6} />
      {loaded.data && stored && (
        <ConfirmationEditor
          key={stored.id}
          loaded={loaded.data}
          initial={stored}
          published={stored}
          submitLabel="Save confirmation"
          cancel={listPath}
          onSubmit={saveAndGo(
            ({ name, message, operator, rules, isDefault, isActive }) =>
              updateConfirmation({
                formId,
                confirmationId,
                values: { name, message, operator, rules, isDefault, isActive },
              }).unwrap(),
            listPath,
          )}
        />
      )}
    </AdminPage>
  );
}
