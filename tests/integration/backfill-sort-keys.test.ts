import { randomUUID } from 'node:crypto';
import { FieldValue } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { backfillSortKeys } from '../../scripts/backfill-sort-keys';
import { eventPaths } from '../../src/domain/paths';
import { adminDb, createPerson } from '../support/auth-people';
import { getStack } from '../support/stack';

// Records written before the sort keys existed get them; a second run changes nothing.
describe('the sort key backfill', () => {
  it('writes missing and stale keys of users and teams, and nothing on a second run', async () => {
    const paths = eventPaths(getStack().eventId);
    const person = await createPerson('user');
    const teamId = `backfill-${randomUUID().slice(0, 8)}`;
    await adminDb().doc(paths.user(person.uid)).update({ firstName: 'Élodie 7', firstNameSortKey: FieldValue.delete() });
    await adminDb().doc(paths.doc('teams', teamId)).set({ id: teamId, name: 'Stand 012 Hall', nameSortKey: 'stale' });

    const first = await backfillSortKeys(adminDb(), getStack().eventId);
    expect(first.users).toBeGreaterThanOrEqual(1);
    expect(first.teams).toBeGreaterThanOrEqual(1);
    expect((await adminDb().doc(paths.user(person.uid)).get()).get('firstNameSortKey')).toBe('elodie 17');
    expect((await adminDb().doc(paths.doc('teams', teamId)).get()).get('nameSortKey')).toBe('stand 212 hall');

    expect(await backfillSortKeys(adminDb(), getStack().eventId)).toEqual({ users: 0, teams: 0 });
    await adminDb().doc(paths.doc('teams', teamId)).delete();
  });
});
