import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInAsDemo } from '../../../tests/support/demo-sign-in';
import { getStack } from '../../../tests/support/stack';
import { newField } from '../../domain/forms/field';
import { logicMapSchema } from '../../domain/forms/logic';
import { FIELD_GROUP_MESSAGES } from '../../domain/messages';
import { initFirebase, type FirebaseClient } from '../../lib/firebase/client';
import { parseClientEnv } from '../../lib/firebase/env';
import { addForm, deleteForms, fetchLoadedForm, saveFormFields } from '../forms/forms-store';
import {
  addFieldGroup,
  deleteFieldGroups,
  duplicateFieldGroup,
  fetchFieldGroup,
  fetchFieldGroups,
  fetchFieldGroupUsage,
  fetchFieldGroupWithFields,
  saveFieldGroupFields,
  setFieldGroupsArchived,
} from './field-groups-store';

describe('field groups against the local stack (rules enforced)', () => {
  let client: FirebaseClient;
  beforeAll(async () => {
    client = initFirebase(parseClientEnv(getStack().env));
  });

  async function contactGroup() {
    const group = await addFieldGroup({ title: `  Contact ${randomUUID()} `, description: '', isPublished: true });
    const role = { ...newField('dropdown', `role-${group.id}`, { fieldGroupId: group.id }, 'Role'), options: [{ label: 'Speaker', value: 'speaker' }] };
    const bio = newField('area', `bio-${group.id}`, { fieldGroupId: group.id }, 'Biography');
    await saveFieldGroupFields(group.id, [role, bio], logicMapSchema.parse({ [bio.id]: { rules: [{ sourceId: role.id, sourceValue: 'speaker' }], thenFieldId: '', elseFieldId: '' } }));
    return { group: await fetchFieldGroup(group.id), role, bio };
  }

  it('duplicates a group as an unpublished copy titled with (Copy), its fields and logic under new ids', async () => {
    await signInAsDemo(client.auth, 'admin');
    const { group, role, bio } = await contactGroup();
    expect(group.title).toBe(group.title.trim());
    const copy = await duplicateFieldGroup(group.id);
    expect(copy).toMatchObject({ title: `${group.title} (Copy)`, isPublished: false, isArchived: false });
    const { fields } = await fetchFieldGroupWithFields(copy.id);
    expect(fields.map((field) => field.label)).toEqual(['Role', 'Biography']);
    expect(fields.some((field) => field.id === role.id || field.id === bio.id)).toBe(false);
    expect(fields.every((field) => field.fieldGroupId === copy.id)).toBe(true);
    const [newRole, newBio] = fields;
    expect(Object.keys(copy.logicMap)).toEqual([newBio!.id]);
    expect(copy.logicMap[newBio!.id]!.rules[0]!.sourceId).toBe(newRole!.id);
    await expect(duplicateFieldGroup(`missing-${randomUUID()}`)).rejects.toThrow(FIELD_GROUP_MESSAGES.fieldGroupUndefined);
    await client.auth.signOut();
    await expect(duplicateFieldGroup(group.id)).rejects.toThrow(FIELD_GROUP_MESSAGES.clientUndefined);
  });

  it('lists the forms that use a group, refuses to delete it while used, restores and deletes it when free', async () => {
    await signInAsDemo(client.auth, 'admin');
    const { group } = await contactGroup();
    const form = await addForm({ title: `Speakers ${randomUUID()}`, description: '', isPublished: true, isPublic: false, isEditable: false });
    const template = { ...newField('template', `t-${form.id}`, { formId: form.id }, 'Speakers'), fieldGroupId: group.id, isLooping: true, maxLoops: 3 };
    await saveFormFields(form.id, [template], {});
    expect((await fetchFieldGroupUsage())[group.id]?.map((using) => using.id)).toEqual([form.id]);
    expect(Object.keys((await fetchLoadedForm(form.id)).definition.fieldGroups)).toEqual([group.id]);

    await expect(deleteFieldGroups([group.id])).rejects.toThrow(FIELD_GROUP_MESSAGES.usedInForms);
    await setFieldGroupsArchived([group.id], true);
    expect((await fetchFieldGroups()).find((listed) => listed.id === group.id)?.isArchived).toBe(true);
    await setFieldGroupsArchived([group.id], false);
    expect((await fetchFieldGroup(group.id)).isArchived).toBe(false);

    await deleteForms([form.id]);
    await deleteFieldGroups([group.id]);
    await expect(fetchFieldGroup(group.id)).rejects.toThrow(FIELD_GROUP_MESSAGES.fieldGroupUndefined);
  });

  it("refuses a field list with a template, or logic naming a field the group doesn't hold ('Invalid fields')", async () => {
    await signInAsDemo(client.auth, 'admin');
    const group = await addFieldGroup({ title: `Bad ${randomUUID()}`, description: '', isPublished: false });
    await expect(saveFieldGroupFields(group.id, [newField('template', 'nested', { formId: 'x' })], {})).rejects.toThrow(FIELD_GROUP_MESSAGES.invalidFields);
    await expect(saveFieldGroupFields(group.id, [], logicMapSchema.parse({ ghost: {} }))).rejects.toThrow(FIELD_GROUP_MESSAGES.invalidFields);
    await expect(addFieldGroup({ title: ' ', description: '', isPublished: false })).rejects.toThrow(FIELD_GROUP_MESSAGES.invalidFieldGroup);
  });

  it('refuses a moderator who tries to manage field groups (admins only)', async () => {
    await signInAsDemo(client.auth, 'moderator');
    await expect(addFieldGroup({ title: `Not mine ${randomUUID()}`, description: '', isPublished: false })).rejects.toThrow();
  });
});
