import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  connectStorageEmulator,
  deleteObject,
  getBytes,
  getDownloadURL,
  getMetadata,
  getStorage,
  list,
  ref,
  updateMetadata,
  uploadBytes,
  uploadBytesResumable,
  type FirebaseStorage,
  type UploadMetadata,
} from 'firebase/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../src/index.js';

// Storage rules exist only in our emulator here (there is no Google Storage emulator to compare
// with), so this file always starts ours, loads rules the way @firebase/rules-unit-testing does,
// and drives it through the real web SDK.

const project = `demo-rules-${randomUUID().slice(0, 8)}`;
const bucket = `${project}.appspot.com`;

const STORAGE_RULES = `rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
    match /uploads/{uid}/{fileName} {
      allow get: if request.auth != null && request.auth.uid == uid;
      allow create: if request.auth != null && request.auth.uid == uid
        && request.resource.size <= 1024
        && request.resource.contentType.matches('image/.*')
        && request.resource.metadata.purpose == 'avatar';
      allow update: if request.auth != null && request.auth.uid == uid
        && request.resource.metadata.purpose == resource.metadata.purpose;
      allow delete: if request.auth != null && request.auth.uid == uid;
    }
    match /uploads/{uid}/{rest=**} {
      allow list: if request.auth != null && request.auth.uid == uid;
    }
    match /events/{eventId}/files/{fileName} {
      allow read, write: if firestore.get(/databases/(default)/documents/events/$(eventId)/users/$(request.auth.uid)).data.role == 'admin';
    }
    match /events/{eventId}/public/{fileName} {
      allow read: if firestore.exists(/databases/(default)/documents/events/$(eventId));
    }
  }
}
`;

let emulator: RunningEmulator;
const logged: string[] = [];
const apps: FirebaseApp[] = [];

function storageAs(uid: string | null): FirebaseStorage {
  const app = initializeApp({ projectId: project, apiKey: 'demo', storageBucket: bucket }, `storage-${randomUUID()}`);
  apps.push(app);
  const storage = getStorage(app);
  connectStorageEmulator(storage, emulator.host, emulator.storagePort, uid ? { mockUserToken: { sub: uid } } : {});
  return storage;
}

function setRules(content: string, name = 'storage.rules'): Promise<Response> {
  return fetch(`http://${emulator.host}:${emulator.storagePort}/internal/setRules`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ rules: { files: [{ name, content }] } }),
  });
}

/** Writes a Firestore document as the Admin SDK would (`Bearer owner` skips Firestore rules). */
async function writeDocument(path: string, fields: Record<string, { stringValue: string }>): Promise<void> {
  const response = await fetch(
    `http://${emulator.host}:${emulator.firestorePort}/v1/projects/${project}/databases/(default)/documents/${path}`,
    {
      method: 'PATCH',
      headers: { authorization: 'Bearer owner' },
      body: JSON.stringify({ fields }),
    },
  );
  expect(response.status).toBe(200);
}

const bytes = (size: number) => new Uint8Array(size).fill(7);
const avatar: UploadMetadata = { contentType: 'image/png', customMetadata: { purpose: 'avatar' } };

async function expectUnauthorized(promise: Promise<unknown>): Promise<void> {
  await expect(promise).rejects.toMatchObject({ code: 'storage/unauthorized', status: 403 });
}

let alice: FirebaseStorage;
let bob: FirebaseStorage;
let guest: FirebaseStorage;

beforeAll(async () => {
  emulator = await startEmulator({ project, log: (line) => logged.push(line) });
  const loaded = await setRules(STORAGE_RULES);
  expect(loaded.status).toBe(200);
  alice = storageAs('alice');
  bob = storageAs('bob');
  guest = storageAs(null);
});

afterAll(async () => {
  await Promise.all(apps.map((app) => deleteApp(app)));
  await emulator.stop();
});

describe('uploads (create and update)', () => {
  it('allows an upload whose size, content type, metadata and owner pass the rules', async () => {
    const result = await uploadBytes(ref(alice, 'uploads/alice/ok.png'), bytes(100), avatar);
    expect(result.metadata).toMatchObject({
      size: 100,
      contentType: 'image/png',
      customMetadata: { purpose: 'avatar' },
    });
  });

  it('refuses each broken condition with storage/unauthorized and stores nothing', async () => {
    await expectUnauthorized(uploadBytes(ref(alice, 'uploads/alice/big.png'), bytes(1025), avatar));
    await expectUnauthorized(
      uploadBytes(ref(alice, 'uploads/alice/doc.pdf'), bytes(10), { ...avatar, contentType: 'application/pdf' }),
    );
    await expectUnauthorized(
      uploadBytes(ref(alice, 'uploads/alice/plain.png'), bytes(10), { contentType: 'image/png' }),
    );
    await expectUnauthorized(uploadBytes(ref(bob, 'uploads/alice/bob.png'), bytes(10), avatar));
    await expectUnauthorized(uploadBytes(ref(guest, 'uploads/alice/guest.png'), bytes(10), avatar));
    for (const name of ['big.png', 'doc.pdf', 'plain.png', 'bob.png', 'guest.png']) {
      await expect(getMetadata(ref(alice, `uploads/alice/${name}`))).rejects.toMatchObject({
        code: 'storage/object-not-found',
      });
    }
  });

  it('checks a resumable upload when it is finalised, with the size of every chunk', async () => {
    const allowed = await uploadBytesResumable(ref(alice, 'uploads/alice/resumable.png'), bytes(1000), avatar);
    expect(allowed.metadata.size).toBe(1000);
    await expectUnauthorized(uploadBytesResumable(ref(alice, 'uploads/alice/too-big.png'), bytes(4096), avatar).then());
    await expect(getMetadata(ref(alice, 'uploads/alice/too-big.png'))).rejects.toMatchObject({
      code: 'storage/object-not-found',
    });
  });

  it('treats replacing an object as an update, which sees the stored object as resource', async () => {
    // create needs size <= 1024; update only keeps the purpose, so a larger replacement passes.
    await uploadBytes(ref(alice, 'uploads/alice/replace.png'), bytes(10), avatar);
    const replaced = await uploadBytes(ref(alice, 'uploads/alice/replace.png'), bytes(2000), {
      contentType: 'image/png',
      customMetadata: { purpose: 'avatar' },
    });
    expect(replaced.metadata.size).toBe(2000);
    await expectUnauthorized(
      uploadBytes(ref(alice, 'uploads/alice/replace.png'), bytes(10), {
        contentType: 'image/png',
        customMetadata: { purpose: 'banner' },
      }),
    );
  });
});

describe('metadata updates, reads, lists and deletes', () => {
  beforeAll(async () => {
    await uploadBytes(ref(alice, 'uploads/alice/kept.png'), new TextEncoder().encode('kept'), avatar);
  });

  it('updateMetadata is an update: the rules compare the patched metadata with the stored one', async () => {
    const updated = await updateMetadata(ref(alice, 'uploads/alice/kept.png'), {
      customMetadata: { caption: 'hello' },
    });
    expect(updated.customMetadata).toEqual({ purpose: 'avatar', caption: 'hello' });
    await expectUnauthorized(
      updateMetadata(ref(alice, 'uploads/alice/kept.png'), { customMetadata: { purpose: 'banner' } }),
    );
    expect((await getMetadata(ref(alice, 'uploads/alice/kept.png'))).customMetadata?.purpose).toBe('avatar');
  });

  it('get covers downloads and metadata; a download URL carries its own permission', async () => {
    expect(new TextDecoder().decode(await getBytes(ref(alice, 'uploads/alice/kept.png')))).toBe('kept');
    await expectUnauthorized(getBytes(ref(bob, 'uploads/alice/kept.png')));
    await expectUnauthorized(getMetadata(ref(guest, 'uploads/alice/kept.png')));
    // Denied requests learn nothing, not even whether the object exists.
    await expectUnauthorized(getMetadata(ref(bob, 'uploads/alice/missing.png')));

    const url = await getDownloadURL(ref(alice, 'uploads/alice/kept.png'));
    expect(await (await fetch(url)).text()).toBe('kept');
    const forged = new URL(url);
    forged.searchParams.set('token', 'not-the-token');
    expect((await fetch(forged)).status).toBe(403);
  });

  it("list is allowed on the owner's folder only", async () => {
    const listed = await list(ref(alice, 'uploads/alice'));
    expect(listed.items.map((item) => item.name)).toContain('kept.png');
    await expectUnauthorized(list(ref(bob, 'uploads/alice')));
    await expectUnauthorized(list(ref(guest, 'uploads')));
  });

  it('delete is checked before the object is looked up', async () => {
    await uploadBytes(ref(alice, 'uploads/alice/gone.png'), bytes(5), avatar);
    await expectUnauthorized(deleteObject(ref(bob, 'uploads/alice/gone.png')));
    await deleteObject(ref(alice, 'uploads/alice/gone.png'));
    await expect(deleteObject(ref(alice, 'uploads/alice/gone.png'))).rejects.toMatchObject({
      code: 'storage/object-not-found',
    });
  });

  it('the Admin SDK credential (Bearer owner) is not subject to the rules', async () => {
    const response = await fetch(
      `http://${emulator.host}:${emulator.storagePort}/v0/b/${bucket}/o/${encodeURIComponent('uploads/alice/kept.png')}?alt=media`,
      { headers: { authorization: 'Bearer owner' } },
    );
    expect(await response.text()).toBe('kept');
  });

  it('logs each denial with the request, the path, the caller and the allow lines tried', async () => {
    logged.length = 0;
    await expectUnauthorized(getBytes(ref(bob, 'uploads/alice/kept.png')));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain(`denied get b/${bucket}/o/uploads/alice/kept.png (uid bob)`);
    expect(logged[0]).toMatch(/storage\.rules:5 /);
  });
});

describe('firestore.get() and firestore.exists() in storage rules', () => {
  beforeAll(async () => {
    await writeDocument('events/e1', { name: { stringValue: 'Expo' } });
    await writeDocument('events/e1/users/alice', { role: { stringValue: 'admin' } });
    await writeDocument('events/e1/users/bob', { role: { stringValue: 'user' } });
  });

  it('reads the event user document of the same project to decide', async () => {
    await uploadBytes(ref(alice, 'events/e1/files/plan.pdf'), bytes(10), { contentType: 'application/pdf' });
    await expectUnauthorized(uploadBytes(ref(bob, 'events/e1/files/plan.pdf'), bytes(10)));
    // No user document at all: the rule errors, which denies.
    await expectUnauthorized(getBytes(ref(storageAs('carol'), 'events/e1/files/plan.pdf')));
    await expectUnauthorized(uploadBytes(ref(alice, 'events/e2/files/plan.pdf'), bytes(10)));
  });

  it('sees Firestore changes at once', async () => {
    await writeDocument('events/e1/users/bob', { role: { stringValue: 'admin' } });
    expect((await getBytes(ref(bob, 'events/e1/files/plan.pdf'))).byteLength).toBe(10);
  });

  it('exists() answers for documents that are there', async () => {
    const admin = `http://${emulator.host}:${emulator.storagePort}/v0/b/${bucket}/o`;
    for (const eventId of ['e1', 'e2']) {
      const response = await fetch(`${admin}?name=${encodeURIComponent(`events/${eventId}/public/a.txt`)}`, {
        method: 'POST',
        headers: { authorization: 'Bearer owner', 'content-type': 'text/plain' },
        body: 'public',
      });
      expect(response.status).toBe(200);
    }
    expect(new TextDecoder().decode(await getBytes(ref(guest, 'events/e1/public/a.txt')))).toBe('public');
    await expectUnauthorized(getBytes(ref(guest, 'events/e2/public/a.txt')));
  });
});

describe('PUT /internal/setRules', () => {
  it('refuses a ruleset that does not compile with 400, the line and the column, and keeps the rules in force', async () => {
    const response = await setRules(
      "rules_version = '2';\nservice firebase.storage {\n  match /b/{bucket}/o {\n    allow read: if ;\n  }\n}\n",
    );
    expect(response.status).toBe(400);
    const body = (await response.json()) as {
      error: { message: string; issues: { file: string; line: number; column: number }[] };
    };
    expect(body.error.issues[0]).toMatchObject({ file: 'storage.rules', line: 4 });
    expect(body.error.issues[0].column).toBeGreaterThan(0);
    expect(body.error.message).toMatch(/^storage\.rules:4:\d+: /);
    expect(new TextDecoder().decode(await getBytes(ref(alice, 'uploads/alice/kept.png')))).toBe('kept');
    await expectUnauthorized(getBytes(ref(bob, 'uploads/alice/kept.png')));
  });

  it('refuses a Firestore ruleset and a body without files', async () => {
    const firestoreRules = await setRules(
      "rules_version = '2';\nservice cloud.firestore {\n  match /databases/{db}/documents {}\n}\n",
    );
    expect(firestoreRules.status).toBe(400);
    const empty = await fetch(`http://${emulator.host}:${emulator.storagePort}/internal/setRules`, {
      method: 'PUT',
      body: '{"rules":{"files":[]}}',
    });
    expect(empty.status).toBe(400);
  });

  it('a new ruleset applies to every bucket from the next request on', async () => {
    expect(
      (
        await setRules(
          "rules_version = '2';\nservice firebase.storage {\n  match /b/{bucket}/o/{all=**} {\n    allow read: if true;\n  }\n}\n",
        )
      ).status,
    ).toBe(200);
    expect(new TextDecoder().decode(await getBytes(ref(bob, 'uploads/alice/kept.png')))).toBe('kept');
    const otherBucket = initializeApp(
      { projectId: project, apiKey: 'demo', storageBucket: 'other-bucket' },
      `storage-${randomUUID()}`,
    );
    apps.push(otherBucket);
    const other = getStorage(otherBucket);
    connectStorageEmulator(other, emulator.host, emulator.storagePort, { mockUserToken: { sub: 'alice' } });
    await expectUnauthorized(uploadBytes(ref(other, 'anything.txt'), bytes(1)));
    await expect(getBytes(ref(other, 'anything.txt'))).rejects.toMatchObject({ code: 'storage/object-not-found' });
  });
});
