import { beforeAll, describe, expect, it } from 'vitest';
import { signInAsDemo } from '../../../tests/support/demo-sign-in';
import { getStack } from '../../../tests/support/stack';
import { demoAccount } from '../../../scripts/demo-accounts';
import { TEAM_MESSAGES } from '../../domain/messages';
import { PERMISSION_MESSAGES, withFirstNameSortKey } from '../../domain/user';
import { initFirebase, type FirebaseClient } from '../../lib/firebase/client';
import { parseClientEnv } from '../../lib/firebase/env';
import {
  countEventUsers,
  getEventUser,
  listFirstPageOfEventUsers,
  listEventUsers,
  updateUserPermissions,
} from './users-store';
import { backfillFirstPageFields } from '../../../scripts/backfill-first-pages';
import { adminDb, createPerson } from '../../../tests/support/auth-people';
import { PAGE_SIZE } from '../../domain/constants';
import { eventPaths } from '../../domain/paths';
import { compareText } from '../../domain/text-order';

// Role changes are client writes the rules judge; the store refuses what the screen prevents first.
describe('users against the local stack', () => {
  let client: FirebaseClient;
  const moderator = { uid: demoAccount('moderator').uid, role: 'moderator' as const };

  beforeAll(async () => {
    client = initFirebase(parseClientEnv(getStack().env));
    await signInAsDemo(client.auth, 'moderator');
  });

  it('lists the event’s users by first name and reads one; a missing one is an Invalid user', async () => {
    const person = await createPerson('user');
    const users = await listEventUsers();
    expect(users.map((user) => user.id)).toContain(person.uid);
    expect(users.map((user) => user.firstName)).toEqual([...users.map((user) => user.firstName)].sort(compareText));
    expect(await getEventUser(person.uid)).toMatchObject({ email: person.email, permissions: 'user' });
    await expect(getEventUser('nobody-here')).rejects.toThrow(TEAM_MESSAGES.invalidUser);
  });

  it('reads the first page alone in the very order of the whole list (case, accents, numbers, equal names), with the count', async () => {
    // Names that sort differently by code unit than by the list's order, two of them equal but for case.
    const names = ['  aaron', 'Álvaro', 'AARON', 'Aaron 10', 'aaron 9', 'Zoë'];
    const people = await Promise.all(names.map(() => createPerson('user')));
    await Promise.all(
      people.map((person, index) =>
        adminDb()
          .doc(eventPaths(getStack().eventId).user(person.uid))
          .update(withFirstNameSortKey({ firstName: names[index]!.trim() })),
      ),
    );
    // Other tests' fixtures are written without the product's writers: the backfill gives them the first pages' fields, as at a deploy.
    await backfillFirstPageFields(adminDb(), getStack().eventId);
    const [users, firstPage, total] = await Promise.all([
      listEventUsers(),
      listFirstPageOfEventUsers(),
      countEventUsers(),
    ]);
    expect(total).toBe(users.length);
    expect(firstPage.map((user) => user.id)).toEqual(users.slice(0, PAGE_SIZE).map((user) => user.id));
    const ours = new Set(people.map((person) => person.uid));
    expect(users.filter((user) => ours.has(user.id)).map((user) => user.firstName)).toEqual(
      // The two aarons keep the order of their ids, as Firestore breaks ties.
      [
        ...[people[0]!, people[2]!]
          .sort((a, b) => (a.uid < b.uid ? -1 : 1))
          .map((person) => names[people.indexOf(person)]!.trim()),
        'aaron 9',
        'Aaron 10',
        'Álvaro',
        'Zoë',
      ],
    );
  });

  it('refuses the first page to a team member, as it refuses the whole list', async () => {
    await signInAsDemo(client.auth, 'teamMember');
    try {
      await expect(listFirstPageOfEventUsers()).rejects.toMatchObject({ code: 'permission-denied' });
      await expect(countEventUsers()).rejects.toMatchObject({ code: 'permission-denied' });
    } finally {
      await signInAsDemo(client.auth, 'moderator');
    }
  });

  it('lets a moderator make someone a reportViewer, stamped, but not an admin', async () => {
    const person = await createPerson('user');
    await updateUserPermissions(moderator, { id: person.uid, permissions: 'user' }, 'reportViewer');
    expect(await getEventUser(person.uid)).toMatchObject({ permissions: 'reportViewer', updatedBy: moderator.uid });
    await expect(
      updateUserPermissions(moderator, { id: person.uid, permissions: 'reportViewer' }, 'admin'),
    ).rejects.toThrow(PERMISSION_MESSAGES.adminOnly);
    await expect(
      updateUserPermissions(moderator, { id: moderator.uid, permissions: 'moderator' }, 'user'),
    ).rejects.toThrow(PERMISSION_MESSAGES.ownRole);
  });

  it('refuses a team member changing anyone’s role, even past the screen’s check', async () => {
    const person = await createPerson('user');
    await signInAsDemo(client.auth, 'teamMember');
    try {
      const member = { uid: demoAccount('teamMember').uid, role: 'user' as const };
      await expect(
        updateUserPermissions(member, { id: person.uid, permissions: 'user' }, 'moderator'),
      ).rejects.toMatchObject({ code: 'permission-denied' });
    } finally {
      await signInAsDemo(client.auth, 'moderator');
    }
    expect((await getEventUser(person.uid)).permissions).toBe('user');
  });
});
