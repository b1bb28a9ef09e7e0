import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInAsDemo } from '../../../tests/support/demo-sign-in';
import { getStack } from '../../../tests/support/stack';
import { initFirebase, type FirebaseClient } from '../../lib/firebase/client';
import { parseClientEnv } from '../../lib/firebase/env';
import { createCustomField, deleteCustomFields } from '../custom-fields/custom-fields-store';
import { getTeamReportTable, getTeamReportFile } from './team-report-store';

// The report reads teams, people, types and fields as the caller may: admin-only fields for admins.
describe('the team report against the local stack', () => {
  let client: FirebaseClient;
  const label = `Internal rating ${randomUUID().slice(0, 8)}`;
  let fieldId = '';

  beforeAll(async () => {
    client = initFirebase(parseClientEnv(getStack().env));
    await signInAsDemo(client.auth, 'admin');
    fieldId = (
      await createCustomField({
        label,
        type: 'text',
        placeholder: '',
        description: '',
        showField: false,
        showToChildTeams: false,
        isRequired: false,
      })
    ).id;
    return async () => {
      await signInAsDemo(client.auth, 'admin');
      await deleteCustomFields([fieldId]);
    };
  });

  it('gives admins every team with its owner and the admin-only fields', async () => {
    const [header, ...rows] = await getTeamReportTable(true, 'Europe/London');
    expect(header).toContain(label);
    expect(rows.some((row) => row[1] === 'Team Owner')).toBe(true);
    const file = await getTeamReportFile('csv', true, new Date('2026-03-01T12:00:00Z'));
    expect(file.fileName).toBe('team-report-2026-03-01.csv');
  });

  it('gives moderators the report without admin-only fields, and refuses them those', async () => {
    await signInAsDemo(client.auth, 'moderator');
    const [header] = await getTeamReportTable(false, 'Europe/London');
    expect(header).not.toContain(label);
    await expect(getTeamReportTable(true, 'Europe/London')).rejects.toMatchObject({ code: 'permission-denied' });
  });
});
