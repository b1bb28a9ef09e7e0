import { useParams } from 'react-router';
import { AdminPage } from '../../../components/admin-page';
import { LoadingOrError } from '../../../components/loading-or-error';
import { useSaveAndGo } from '../../../components/use-save-and-go';
import {
  useFieldGroupWithFieldsQuery,
  useUpdateFieldGroupSettingsMutation,
} from '../../../data/field-groups/field-groups-api';
import { fieldGroupSettingsSchema } from '../../../domain/forms/form';
import { buildPath } from '../../../domain/routes';
import { FIELD_GROUP_SETTINGS_FLAGS } from '../admin/field-group-settings-flags';
import { SettingsForm } from '../admin/settings-form';

/** /admin/field-groups/{fieldGroupId}/settings: title, description and published. */
export default function EditFieldGroupSettingsPage() {
  const { fieldGroupId = '' } = useParams();
  const saveAndGo = useSaveAndGo();
  const { data, error, isLoading } = useFieldGroupWithFieldsQuery(fieldGroupId);
  const group = data?.group;
  const [updateSettings] = useUpdateFieldGroupSettingsMutation();
  const builderPath = buildPath('editFieldGroup', { fieldGroupId });
  return (
    <AdminPage
      title={group ? `${group.title}: settings` : 'Field Group Settings'}
      description="What the group is called, and whether organisers can place it in forms."
    >
      <LoadingOrError isLoading={isLoading} error={error} rows={5} />
      {group && (
        <SettingsForm
          key={group.id}
          idPrefix="field-group"
          initial={fieldGroupSettingsSchema.parse(group)}
          flags={FIELD_GROUP_SETTINGS_FLAGS}
          submitLabel="Save settings"
          cancel={builderPath}
          onSubmit={saveAndGo((settings) => updateSettings({ groupId: fieldGroupId, settings }).unwrap(), builderPath)}
        />
      )}
    </AdminPage>
  );
}
