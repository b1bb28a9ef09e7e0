import { signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { beforeAll, describe, expect, it } from 'vitest';
import { createPerson } from '../../../tests/support/auth-people';
import { getStack } from '../../../tests/support/stack';
import { MISSING_ID_MESSAGES } from '../../domain/messages';
import { initFirebase, type FirebaseClient } from '../../lib/firebase/client';
import { readDocument } from '../../lib/firebase/documents';
import { parseClientEnv } from '../../lib/firebase/env';
import { completeOnboarding } from './onboarding-store';

describe('onboarding against the local stack', () => {
  let client: FirebaseClient;
  beforeAll(() => {
    client = initFirebase(parseClientEnv(getStack().env));
  });

  it('marks the signed-in person onboarded on their own record, stamped by them', async () => {
    const person = await createPerson('user');
    await signInWithEmailAndPassword(client.auth, person.email, person.password);
    await completeOnboarding();
    expect((await readDocument(client.paths.user(person.uid))).data()).toMatchObject({
      isOnboarded: true,
      updatedBy: person.uid,
    });
  });

  it('refuses with nobody signed in', async () => {
    await signOut(client.auth);
    await expect(completeOnboarding()).rejects.toThrow(MISSING_ID_MESSAGES.userIdNull);
  });
});
