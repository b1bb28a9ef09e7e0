import { AdminPage } from '../../../components/admin-page';
import { useSaveAndGo } from '../../../components/use-save-and-go';
import { useCreateFormMutation } from '../../../data/forms/forms-api';
import { newFormSettings } from '../../../domain/forms/form';
import { buildPath } from '../../../domain/routes';
import { FORM_SETTINGS_FLAGS } from '../admin/form-settings-flags';
import { FormLimitsFields, formLimitsProblems } from '../admin/form-limits-fields';
import { SettingsForm } from '../admin/settings-form';

/** /admin/forms/add: a new form's title and switches; creating it opens the builder. */
export default function AddFormPage() {
  const saveAndGo = useSaveAndGo();
  const [addForm] = useCreateFormMutation();
  return (
    <AdminPage
      title="Add Form"
      description="Name the form; you add its fields next."
      aside={
        <p className="mb-0">
          A new form starts with one field, a default confirmation and two notifications (to the person and to the
          organisers). It stays hidden from teams until you publish it.
        </p>
      }
    >
      <SettingsForm
        idPrefix="form"
        initial={newFormSettings()}
        flags={FORM_SETTINGS_FLAGS}
        submitLabel="Create form"
        cancel={buildPath('manageForms')}
        renderMore={(more) => <FormLimitsFields {...more} />}
        checkMore={formLimitsProblems}
        onSubmit={saveAndGo(
          (settings) => addForm(settings).unwrap(),
          (form) => buildPath('editForm', { formId: form.id }),
          'Form created: add its fields',
        )}
      />
    </AdminPage>
  );
}
