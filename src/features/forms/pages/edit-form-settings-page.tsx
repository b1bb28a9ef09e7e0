import { useParams } from 'react-router';
import { AdminPage } from '../../../components/admin-page';
import { LoadingOrError } from '../../../components/loading-or-error';
import { useSaveAndGo } from '../../../components/use-save-and-go';
import { useFormQuery, useUpdateFormSettingsMutation } from '../../../data/forms/forms-api';
import { formSettingsSchema } from '../../../domain/forms/form';
import { buildPath } from '../../../domain/routes';
import { FORM_SETTINGS_FLAGS } from '../admin/form-settings-flags';
import { FormShortcuts } from '../admin/forms-shortcuts';
import { PublicLink } from '../admin/public-link';
import { FormLimitsFields, formLimitsProblems } from '../admin/form-limits-fields';
import { SettingsForm } from '../admin/settings-form';

/** /admin/forms/{formId}/settings: title, description, published, public and editable after submitting. */
export default function EditFormSettingsPage() {
  const { formId = '' } = useParams();
  const saveAndGo = useSaveAndGo();
  const { data: form, error, isLoading } = useFormQuery(formId);
  const [updateSettings] = useUpdateFormSettingsMutation();
  const builderPath = buildPath('editForm', { formId });
  return (
    <AdminPage
      title={form ? `${form.title}: settings` : 'Form Settings'}
      description="What the form is called, and who can fill it in."
    >
      {form && <FormShortcuts form={form} />}
      <LoadingOrError isLoading={isLoading} error={error} rows={6} />
      {form && (
        <SettingsForm
          key={form.id}
          idPrefix="form"
          initial={formSettingsSchema.parse(form)}
          flags={FORM_SETTINGS_FLAGS}
          submitLabel="Save settings"
          cancel={builderPath}
          onSubmit={saveAndGo((settings) => updateSettings({ formId, settings }).unwrap(), builderPath)}
          renderMore={(more) => <FormLimitsFields {...more} />}
          checkMore={formLimitsProblems}
        >
          {form.isPublic && form.isPublished && <PublicLink formId={form.id} />}
        </SettingsForm>
      )}
    </AdminPage>
  );
}
