import { randomUUID } from 'node:crypto';
import { signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { beforeAll, describe, expect, it } from 'vitest';
import { createPerson, linkIn, waitForMail } from '../../../tests/support/auth-people';
import { getStack } from '../../../tests/support/stack';
import { USER_NOT_AUTHENTICATED } from '../../domain/messages';
import { profilePath } from '../../domain/paths';
import { initFirebase, type FirebaseClient } from '../../lib/firebase/client';
import { readDocument } from '../../lib/firebase/documents';
import { parseClientEnv } from '../../lib/firebase/env';
import { changePassword, requestEmailChange, updateDisplayName } from './account-store';

// My account's calls for the signed-in person: their name everywhere, a verified email change,
// and a password change that proves the current password first.
describe('my account against the local stack', () => {
  let client: FirebaseClient;
  beforeAll(() => {
    client = initFirebase(parseClientEnv(getStack().env));
  });

  it('renames the person in Auth, their profile and their event record', async () => {
    const person = await createPerson();
    await signInWithEmailAndPassword(client.auth, person.email, person.password);
    await expect(updateDisplayName(' Robin ', 'Renamed')).resolves.toBe('Robin Renamed');
    expect((await readDocument(profilePath(person.uid))).data()).toMatchObject({
      firstName: 'Robin',
      surname: 'Renamed',
    });
    expect((await readDocument(client.paths.user(person.uid))).data()).toMatchObject({
      firstName: 'Robin',
      surname: 'Renamed',
    });
  });

  it('mails a verification link to the new address and changes nothing yet', async () => {
    const person = await createPerson();
    await signInWithEmailAndPassword(client.auth, person.email, person.password);
    const newEmail = `moved-${randomUUID().slice(0, 8)}@example.test`;
    await requestEmailChange(person.uid, newEmail);
    expect(linkIn(await waitForMail(newEmail), '/auth/update-email').searchParams.get('uid')).toBe(person.uid);
    expect((await readDocument(client.paths.user(person.uid))).data()?.email).toBe(person.email);
  });

  it('changes the password only after the current one is proved', async () => {
    const person = await createPerson();
    await signInWithEmailAndPassword(client.auth, person.email, person.password);
    await expect(changePassword('not-my-password', 'new-secret-3')).rejects.toThrow();
    await changePassword(person.password, 'new-secret-3');
    await signOut(client.auth);
    await expect(signInWithEmailAndPassword(client.auth, person.email, 'new-secret-3')).resolves.toBeTruthy();
    await signOut(client.auth);
    await expect(changePassword('new-secret-3', 'whatever-4')).rejects.toThrow(USER_NOT_AUTHENTICATED);
  });
});
