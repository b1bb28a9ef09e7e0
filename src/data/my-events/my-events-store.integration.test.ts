import { signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb, createPerson } from '../../../tests/support/auth-people';
import { signInAsDemo } from '../../../tests/support/demo-sign-in';
import { getStack } from '../../../tests/support/stack';
import { MISSING_ID_MESSAGES, noUserProfileMessage } from '../../domain/messages';
import { profilePath } from '../../domain/paths';
import { initFirebase, type FirebaseClient } from '../../lib/firebase/client';
import { parseClientEnv } from '../../lib/firebase/env';
import { listMyEvents } from './my-events-store';

describe('my events against the local stack', () => {
  let client: FirebaseClient;
  beforeAll(() => {
    client = initFirebase(parseClientEnv(getStack().env));
  });

  it('lists the events on the signed-in person’s profile', async () => {
    await signInAsDemo(client.auth, 'teamMember');
    expect((await listMyEvents()).map((event) => event.id)).toEqual([getStack().eventId]);
  });

  it("fails a missing profile with the spec's profile lookup message", async () => {
    const person = await createPerson('user');
    await adminDb().doc(profilePath(person.uid)).delete();
    await signInWithEmailAndPassword(client.auth, person.email, person.password);
    await expect(listMyEvents()).rejects.toThrow(noUserProfileMessage(person.uid));
  });

  it('refuses to look up events with nobody signed in', async () => {
    await signOut(client.auth);
    await expect(listMyEvents()).rejects.toThrow(MISSING_ID_MESSAGES.userIdNull);
  });
});
