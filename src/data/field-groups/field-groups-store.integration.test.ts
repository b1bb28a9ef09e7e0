import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInAsDemo } from '../../../tests/support/demo-sign-in';
import { getStack } from '../../../tests/support/stack';
import { newField } from '../../domain/forms/field';
import { logicMapSchema } from '../../domain/forms/logic';
import { FIELD_GROUP_MESSAGES } from '../../domain/messages';
import { initFirebase, type FirebaseClient } from '../../lib/firebase/client';
import { parseClientEnv } from '../../lib/firebase/env';
import { createForm, deleteForms, getLoadedForm, updateFormFields } from '../forms/forms-store';
import {
  createFieldGroup,
  deleteFieldGroups,
  duplicateFieldGroup,
  getFieldGroup,
  listFieldGroups,
  getFieldGroupUsage,
  getFieldGroupWithFields,
  updateFieldGroupFields,
  updateFieldGroupsArchived,
} from './field-groups-store';

describe('field groups against the local stack (rules enforced)', () => {
  let client: FirebaseClient;
  beforeAll(async () => {
    client = initFirebase(parseClientEnv(getStack().env));
  });

  async function contactGroup() {
    const group = await createFieldGroup({ title: `  Contact ${randomUUID()} `, description: '', isPublished: true });
    const role = {
      ...newField('dropdown', `role-${group.id}`, { fieldGroupId: group.id }, 'Role'),
      options: [{ label: 'Speaker', value: 'speaker' }],
    };
    const bio = newField('area', `bio-${group.id}`, { fieldGroupId: group.id }, 'Biography');
    await updateFieldGroupFields(
      group.id,
      [role, bio],
      logicMapSchema.parse({
        [bio.id]: { rules: [{ sourceId: role.id, sourceValue: 'speaker' }], thenFieldId: '', elseFieldId: '' },
      }),
    );
    return { group: await getFieldGroup(group.id), role, bio };
  }

  it('duplicates a group as an unpublished copy titled with (Copy), its fields and logic under new ids', async () => {
    await signInAsDemo(client.auth, 'admin');
    const { group, role, bio } = await contactGroup();
    expect(group.title).toBe(group.title.trim());
    const copy = await duplicateFieldGroup(group.id);
    expect(copy).toMatchObject({ title: `${group.title} (Copy)`, isPublished: false, isArchived: false });
    const { fields } = await getFieldGroupWithFields(copy.id);
    expect(fields.map((field) => field.label)).toEqual(['Role', 'Biography']);
    expect(fields.some((field) => field.id === role.id || field.id === bio.id)).toBe(false);
    expect(fields.every((field) => field.fieldGroupId === copy.id)).toBe(true);
    const [newRole, newBio] = fields;
    expect(Object.keys(copy.logicMap)).toEqual([newBio!.id]);
    expect(copy.logicMap[newBio!.id]!.rules[0]!.sourceId).toBe(newRole!.id);
    await expect(duplicateFieldGroup(`missing-${randomUUID()}`)).rejects.toThrow(
      FIELD_GROUP_MESSAGES.fieldGroupUndefined,
    );
    await client.auth.signOut();
    await expect(duplicateFieldGroup(group.id)).rejects.toThrow(FIELD_GROUP_MESSAGES.clientUndefined);
  });

  it('lists the forms that use a group, refuses to delete it while used, restores and deletes it when free', async () => {
    await signInAsDemo(client.auth, 'admin');
    const { group } = await contactGroup();
    const form = await createForm({
      title: `Speakers ${randomUUID()}`,
      description: '',
      isPublished: true,
      isPublic: false,
      isEditable: false,
    });
    const template = {
      ...newField('template', `t-${form.id}`, { formId: form.id }, 'Speakers'),
      fieldGroupId: group.id,
      isLooping: true,
      maxLoops: 3,
    };
    await updateFormFields(form.id, [template], {});
    expect((await getFieldGroupUsage())[group.id]?.map((using) => using.id)).toEqual([form.id]);
    expect(Object.keys((await getLoadedForm(form.id)).definition.fieldGroups)).toEqual([group.id]);

    await expect(deleteFieldGroups([group.id])).rejects.toThrow(FIELD_GROUP_MESSAGES.usedInForms);
    await updateFieldGroupsArchived([group.id], true);
    expect((await listFieldGroups()).find((listed) => listed.id === group.id)?.isArchived).toBe(true);
    await updateFieldGroupsArchived([group.id], false);
    expect((await getFieldGroup(group.id)).isArchived).toBe(false);

    await deleteForms([form.id]);
    await deleteFieldGroups([group.id]);
    await expect(getFieldGroup(group.id)).rejects.toThrow(FIELD_GROUP_MESSAGES.fieldGroupUndefined);
    // Deleting the form goes through a callable: its first call may start the functions cold.
  }, 60_000);

  it("refuses a field list with a template, or logic naming a field the group doesn't hold ('Invalid fields')", async () => {
    await signInAsDemo(client.auth, 'admin');
    const group = await createFieldGroup({ title: `Bad ${randomUUID()}`, description: '', isPublished: false });
    await expect(
      updateFieldGroupFields(group.id, [newField('template', 'nested', { formId: 'x' })], {}),
    ).rejects.toThrow(FIELD_GROUP_MESSAGES.invalidFields);
    await expect(updateFieldGroupFields(group.id, [], logicMapSchema.parse({ ghost: {} }))).rejects.toThrow(
      FIELD_GROUP_MESSAGES.invalidFields,
    );
    await expect(createFieldGroup({ title: ' ', description: '', isPublished: false })).rejects.toThrow(
      FIELD_GROUP_MESSAGES.invalidFieldGroup,
    );
  });

  it('lets a moderator, who builds forms, list the groups and place one with a template, but never manage one', async () => {
    await signInAsDemo(client.auth, 'admin');
    const { group, role } = await contactGroup();
    await signInAsDemo(client.auth, 'moderator');
    expect((await listFieldGroups()).map((listed) => listed.id)).toContain(group.id);
    const form = await createForm({
      title: `Panel ${randomUUID()}`,
      description: '',
      isPublished: false,
      isPublic: false,
      isEditable: false,
    });
    const template = { ...newField('template', `t-${form.id}`, { formId: form.id }, 'Panel'), fieldGroupId: group.id };
    await updateFormFields(form.id, [template], {});
    const placed = (await getLoadedForm(form.id)).definition.fieldGroups[group.id];
    expect(placed?.fields.map((field) => field.id)).toEqual([role.id, `bio-${group.id}`]);

    await expect(
      createFieldGroup({ title: `Not mine ${randomUUID()}`, description: '', isPublished: false }),
    ).rejects.toThrow();
    await expect(updateFieldGroupsArchived([group.id], true)).rejects.toThrow();
    await signInAsDemo(client.auth, 'admin');
    expect((await getFieldGroup(group.id)).isArchived).toBe(false);
  });
});
