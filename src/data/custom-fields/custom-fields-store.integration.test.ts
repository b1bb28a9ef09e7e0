import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TEAM_ID } from '../../../scripts/seed';
import { signInAsDemo } from '../../../tests/support/demo-sign-in';
import { getStack } from '../../../tests/support/stack';
import { FIELD_MESSAGES } from '../../domain/messages';
import { initFirebase, type FirebaseClient } from '../../lib/firebase/client';
import { readDocument } from '../../lib/firebase/documents';
import { parseClientEnv } from '../../lib/firebase/env';
import {
  createCustomField,
  deleteCustomFields,
  getCustomField,
  listCustomFields,
  reorderCustomFields,
  updateCustomField,
} from './custom-fields-store';

// Custom fields as the admin screens write them: every team gets the field's default, on the team
// or, for a field hidden from teams, in the team's admin-only document; the rules keep those from others.
describe('custom fields against the local stack', () => {
  let client: FirebaseClient;
  const teamValue = async (fieldId: string) =>
    (await readDocument(client.paths.doc('teams', DEMO_TEAM_ID))).data()?.customFields?.[fieldId] as unknown;
  const adminValue = async (fieldId: string) =>
    (await readDocument(client.paths.doc('teamAdminFields', DEMO_TEAM_ID))).data()?.values?.[fieldId] as unknown;

  beforeAll(async () => {
    client = initFirebase(parseClientEnv(getStack().env));
    await signInAsDemo(client.auth, 'admin');
  });

  it('adds a hidden field with every team’s default in the admin-only values, shows it, and deletes it with its values', async () => {
    const label = `VAT number ${randomUUID().slice(0, 8)}`;
    const field = await createCustomField({
      label,
      type: 'text',
      placeholder: '',
      description: '',
      showField: false,
      showToChildTeams: false,
      isRequired: false,
    });
    expect(await getCustomField(field.id)).toMatchObject({ label, type: 'text', showField: false });
    expect(await adminValue(field.id)).toBe('');
    expect((await listCustomFields(false)).map((each) => each.id)).not.toContain(field.id);
    expect((await listCustomFields(true)).map((each) => each.id)).toContain(field.id);

    await updateCustomField(field.id, { showField: true });
    expect(await teamValue(field.id)).toBe('');
    expect(await adminValue(field.id)).toBeUndefined();
    expect((await listCustomFields(false)).map((each) => each.id)).toContain(field.id);

    await deleteCustomFields([field.id]);
    expect(await teamValue(field.id)).toBeUndefined();
    await expect(getCustomField(field.id)).rejects.toThrow(FIELD_MESSAGES.invalidField);
  });

  it('refuses changing a field’s type and reorders by index', async () => {
    const form = {
      type: 'boolean' as const,
      placeholder: '',
      description: '',
      showField: true,
      showToChildTeams: false,
      isRequired: false,
    };
    const first = await createCustomField({ ...form, label: `First ${randomUUID().slice(0, 8)}` });
    const second = await createCustomField({ ...form, label: `Second ${randomUUID().slice(0, 8)}` });
    await expect(updateCustomField(first.id, { type: 'text' } as never)).rejects.toThrow(FIELD_MESSAGES.invalidUpdate);
    const ids = (await listCustomFields(true)).map((each) => each.id);
    await reorderCustomFields([second.id, first.id, ...ids.filter((id) => id !== first.id && id !== second.id)]);
    expect((await listCustomFields(true)).slice(0, 2).map((each) => each.id)).toEqual([second.id, first.id]);
    await reorderCustomFields(ids);
    await deleteCustomFields([first.id, second.id]);
  });

  it('keeps hidden fields and admin-only values from a moderator, who may not add fields', async () => {
    await signInAsDemo(client.auth, 'moderator');
    try {
      await expect(listCustomFields(true)).rejects.toMatchObject({ code: 'permission-denied' });
      expect((await listCustomFields(false)).every((field) => field.showField)).toBe(true);
      await expect(readDocument(client.paths.doc('teamAdminFields', DEMO_TEAM_ID))).rejects.toMatchObject({
        code: 'permission-denied',
      });
      await expect(
        createCustomField({
          label: 'Sneaky',
          type: 'text',
          placeholder: '',
          description: '',
          showField: true,
          showToChildTeams: false,
          isRequired: false,
        }),
      ).rejects.toMatchObject({ code: 'permission-denied' });
    } finally {
      await signInAsDemo(client.auth, 'admin');
    }
  });
});
