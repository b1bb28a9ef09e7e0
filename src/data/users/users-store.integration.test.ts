import { beforeAll, describe, expect, it } from 'vitest';
import { createPerson } from '../../../tests/support/auth-people';
import { signInAsDemo } from '../../../tests/support/demo-sign-in';
import { getStack } from '../../../tests/support/stack';
import { demoAccount } from '../../../scripts/demo-accounts';
import { TEAM_MESSAGES } from '../../domain/messages';
import { PERMISSION_MESSAGES } from '../../domain/user';
import { initFirebase, type FirebaseClient } from '../../lib/firebase/client';
import { parseClientEnv } from '../../lib/firebase/env';
import { getEventUser, listEventUsers, updateUserPermissions } from './users-store';

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
    expect(users.map((user) => user.firstName)).toEqual([...users.map((user) => user.firstName)].sort((a, b) => a.localeCompare(b, 'en-GB')));
    expect(await getEventUser(person.uid)).toMatchObject({ email: person.email, permissions: 'user' });
    await expect(getEventUser('nobody-here')).rejects.toThrow(TEAM_MESSAGES.invalidUser);
  });

  it('lets a moderator make someone a reportViewer, stamped, but not an admin', async () => {
    const person = await createPerson('user');
    await updateUserPermissions(moderator, { id: person.uid, permissions: 'user' }, 'reportViewer');
    expect(await getEventUser(person.uid)).toMatchObject({ permissions: 'reportViewer', updatedBy: moderator.uid });
    await expect(updateUserPermissions(moderator, { id: person.uid, permissions: 'reportViewer' }, 'admin')).rejects.toThrow(PERMISSION_MESSAGES.adminOnly);
    await expect(updateUserPermissions(moderator, { id: moderator.uid, permissions: 'moderator' }, 'user')).rejects.toThrow(PERMISSION_MESSAGES.ownRole);
  });

  it('refuses a team member changing anyone’s role, even past the screen’s check', async () => {
    const person = await createPerson('user');
    await signInAsDemo(client.auth, 'teamMember');
    try {
      const member = { uid: demoAccount('teamMember').uid, role: 'user' as const };
      await expect(updateUserPermissions(member, { id: person.uid, permissions: 'user' }, 'moderator')).rejects.toMatchObject({ code: 'permission-denied' });
    } finally {
      await signInAsDemo(client.auth, 'moderator');
    }
    expect((await getEventUser(person.uid)).permissions).toBe('user');
  });
});
