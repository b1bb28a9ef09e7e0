import { AdminPage } from '../../../components/admin-page';
import { useSaveAndGo } from '../../../components/use-save-and-go';
import { useCreateFieldGroupMutation } from '../../../data/field-groups/field-groups-api';
import { fieldGroupSettingsSchema } from '../../../domain/forms/form';
import { buildPath } from '../../../domain/routes';
import { FIELD_GROUP_SETTINGS_FLAGS } from '../admin/field-group-settings-flags';
import { FormsShortcuts } from '../admin/forms-shortcuts';
import { SettingsForm } from '../admin/settings-form';

/**
 * /admin/field-groups/add: a new group's title; creating it opens its builder. The spec gives two
 * readings of the default (published in a blank template, false when stored): the add screen
 * starts published, so a new group can be placed at once; a stored group without the flag reads
 * as unpublished.
 */
export default function AddFieldGroupPage() {
  const saveAndGo = useSaveAndGo();
  const [addGroup] = useCreateFieldGroupMutation();
  return (
    <AdminPage
      title="Add Field Group"
      description="Name the group; you add its fields next."
      aside={<p className="mb-0">Place the group in forms with a Template field once it has its fields.</p>}
    >
      <FormsShortcuts />
      <SettingsForm
        idPrefix="field-group"
        initial={fieldGroupSettingsSchema.parse({ isPublished: true })}
        flags={FIELD_GROUP_SETTINGS_FLAGS}
        submitLabel="Create field group"
        cancel={buildPath('manageFieldGroups')}
        onSubmit={saveAndGo(
          (settings) => addGroup(settings).unwrap(),
          (group) => buildPath('editFieldGroup', { fieldGroupId: group.id }),
          'Field group created: add its fields',
        )}
      />
    </AdminPage>
  );
}
