import { randomUUID } from 'node:crypto';
import { FieldValue } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { backfillFirstPageFields } from '../../scripts/backfill-first-pages';
import { eventPaths } from '../../src/domain/paths';
import { adminDb, createPerson } from '../support/auth-people';
import { getStack } from '../support/stack';

// Records written before the first pages' fields existed get them; a second run changes nothing.
describe('the first pages backfill', () => {
  it("writes missing and stale sort keys of users and teams and a team's missing parentTeamId, and nothing on a second run", async () => {
    const paths = eventPaths(getStack().eventId);
    const person = await createPerson('user');
    const teamId = `backfill-${randomUUID().slice(0, 8)}`;
    await adminDb()
      .doc(paths.user(person.uid))
      .update({ firstName: 'Élodie 7', firstNameSortKey: FieldValue.delete() });
    await adminDb().doc(paths.doc('teams', teamId)).set({ id: teamId, name: 'Stand 012 Hall', nameSortKey: 'stale' });

    const first = await backfillFirstPageFields(adminDb(), getStack().eventId);
    expect(first.users).toBeGreaterThanOrEqual(1);
    expect(first.teams).toBeGreaterThanOrEqual(1);
    expect((await adminDb().doc(paths.user(person.uid)).get()).get('firstNameSortKey')).toBe('elodie 17');
    expect((await adminDb().doc(paths.doc('teams', teamId)).get()).data()).toMatchObject({
      nameSortKey: 'stand 212 hall',
      parentTeamId: '',
    });

    expect(await backfillFirstPageFields(adminDb(), getStack().eventId)).toEqual({ users: 0, teams: 0 });
    await adminDb().doc(paths.doc('teams', teamId)).delete();
  });
});
