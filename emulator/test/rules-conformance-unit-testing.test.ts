import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { setLogLevel } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { splitHost, useEmulator } from './harness.js';

// `@firebase/rules-unit-testing`, unchanged, against the emulators under test (ours, or Google's
// Firestore with our Storage): it loads rules through the emulators' endpoints, hands out full
// SDK clients (Firestore over the gRPC Write and Listen streams) and clears data through them.

setLogLevel('silent');

const FIRESTORE_RULES = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /notes/{id} {
      allow read: if request.auth != null && resource.data.owner == request.auth.uid;
      allow create: if request.auth.uid == request.resource.data.owner && request.resource.data.text.size() < 10;
    }
  }
}`;

const STORAGE_RULES = `rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
    match /u/{uid}/{file} {
      allow read, write: if request.auth.uid == uid && (request.resource == null || request.resource.size < 100);
    }
  }
}`;

describe('@firebase/rules-unit-testing', () => {
  const hosts = useEmulator();
  let env: RulesTestEnvironment;
  let alice: RulesTestContext;
  let bob: RulesTestContext;
  let signedOut: RulesTestContext;

  beforeAll(async () => {
    env = await initializeTestEnvironment({
      projectId: hosts.projectId,
      firestore: { ...splitHost(hosts.firestoreHost), rules: FIRESTORE_RULES },
      storage: { ...splitHost(hosts.storageHost), rules: STORAGE_RULES },
    });
    alice = env.authenticatedContext('alice');
    bob = env.authenticatedContext('bob');
    signedOut = env.unauthenticatedContext();
  });
  afterAll(() => env?.cleanup());

  it('enforces the Firestore rules on writes', async () => {
    await assertSucceeds(alice.firestore().doc('notes/n1').set({ owner: 'alice', text: 'hi' }));
    await assertFails(alice.firestore().doc('notes/n2').set({ owner: 'alice', text: 'far too long' }));
    await assertFails(bob.firestore().doc('notes/n3').set({ owner: 'alice', text: 'x' }));
    await assertFails(signedOut.firestore().doc('notes/n4').set({ owner: 'alice', text: 'x' }));
  });

  it('enforces the Firestore rules on reads and queries', async () => {
    await env.withSecurityRulesDisabled((owner) =>
      owner.firestore().doc('notes/r1').set({ owner: 'alice', text: 'seeded' }),
    );
    const read = await assertSucceeds(alice.firestore().doc('notes/r1').get());
    expect(read.data()).toEqual({ owner: 'alice', text: 'seeded' });
    await assertFails(bob.firestore().doc('notes/r1').get());
    await assertFails(signedOut.firestore().doc('notes/r1').get());
    const own = await assertSucceeds(alice.firestore().collection('notes').where('owner', '==', 'alice').get());
    expect(own.docs.map((d) => d.id)).toContain('r1');
    await assertFails(alice.firestore().collection('notes').get());
  });

  it('clearFirestore removes every document of the project', async () => {
    await env.withSecurityRulesDisabled((owner) =>
      owner.firestore().doc('notes/c1').set({ owner: 'alice', text: 'x' }),
    );
    await env.clearFirestore();
    await env.withSecurityRulesDisabled(async (owner) => {
      expect((await owner.firestore().doc('notes/c1').get()).exists).toBe(false);
    });
  });

  it('enforces the Storage rules', async () => {
    // An UploadTask is only thenable; the assertions take promises.
    const upload = (context: RulesTestContext, path: string, data: string) =>
      context.storage().ref(path).putString(data).then();
    await assertSucceeds(upload(alice, 'u/alice/a.txt', 'hello'));
    await assertFails(upload(alice, 'u/alice/big.txt', 'x'.repeat(200)));
    await assertFails(upload(bob, 'u/alice/b.txt', 'x'));
    await assertSucceeds(alice.storage().ref('u/alice/a.txt').getMetadata());
    await assertFails(bob.storage().ref('u/alice/a.txt').getMetadata());
  });

  // The library lists the bucket's root without descending into prefixes, so it deletes the
  // objects at the top level only.
  it('clearStorage removes the objects at the top of the bucket', async () => {
    await env.withSecurityRulesDisabled(async (owner) => {
      await owner.storage().ref('top.txt').putString('x');
    });
    await env.clearStorage();
    await env.withSecurityRulesDisabled(async (owner) => {
      expect((await owner.storage().ref().listAll()).items).toEqual([]);
    });
  });
});
