import { Firestore as GrpcFirestore } from '@google-cloud/firestore';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore as getAdminFirestore, type Firestore as AdminFirestore } from 'firebase-admin/firestore';
import {
  and,
  collection,
  collectionGroup,
  deleteDoc,
  doc,
  getCount,
  getDoc,
  getDocs,
  limit,
  or,
  query,
  runTransaction,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore/lite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FirestoreEngine } from '../src/firestore/engine.js';
import { startFirestoreServer } from '../src/firestore/server.js';
import type { CompiledRuleset } from '../src/rules/contract.js';
import { loadFirestoreRules, productionOnly, splitHost, useEmulator, webFirestore } from './harness.js';

// Security rules in force: every check point (single reads, batch reads, queries, aggregations,
// listings, commits, transactions) allowed and denied, through the web SDK with mockUserToken
// callers, firebase-admin as the owner who skips rules, and raw HTTP and gRPC for the wire answers.

const pool = (count: number) =>
  Array.from({ length: count }, (_, i) => `exists(/databases/$(database)/documents/pool/p${i + 1})`).join(' && ');

const RULES = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /notes/{id} {
      allow get: if request.auth != null && resource.data.owner == request.auth.uid;
      allow list: if request.auth != null && resource.data.owner == request.auth.uid && request.query.limit <= 20;
      allow create: if request.auth != null && request.resource.data.owner == request.auth.uid;
      allow update: if request.resource.data.owner == resource.data.owner && request.resource.data.count < 100;
      allow delete: if request.auth != null && resource.data.owner == request.auth.uid;
    }
    match /secrets/{id} {
      allow read, write: if false;
    }
    match /open/{id} {
      allow read, write: if true;
    }
    match /stamped/{id} {
      allow create: if request.resource.data.at == request.time;
    }
    match /teams/{team} {
      allow create: if request.resource.data.owner == request.auth.uid;
      allow get: if exists(/databases/$(database)/documents/teams/$(team)/members/$(request.auth.uid));
      match /members/{uid} {
        allow create: if getAfter(/databases/$(database)/documents/teams/$(team)).data.owner == request.auth.uid;
      }
    }
    match /{group=**}/items/{id} {
      allow list: if request.auth.uid == 'alice';
    }
    match /reads10/{id} {
      allow get: if ${pool(10)};
    }
    match /reads11/{id} {
      allow get: if ${pool(11)};
    }
  }
}
`;

/** The 1-based line of the rules holding `text`, as denial messages cite it. */
const lineOf = (text: string) => RULES.split('\n').findIndex((line) => line.includes(text)) + 1;
const SECRETS_LINE = lineOf('allow read, write: if false');

const hosts = useEmulator();
let adminApp: App;
let admin: AdminFirestore;
let alice: Firestore;
let bob: Firestore;
let signedOut: Firestore;
const previousEmulatorHost = process.env.FIRESTORE_EMULATOR_HOST;

/** An unsigned token like the one the web SDK makes from a mockUserToken. */
const tokenFor = (claims: Record<string, unknown>) =>
  `${Buffer.from('{"alg":"none","type":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`;

const documentsUrl = () => `http://${hosts.firestoreHost}/v1/projects/${hosts.projectId}/databases/(default)/documents`;
const documentName = (path: string) => `projects/${hosts.projectId}/databases/(default)/documents/${path}`;

async function rest(
  method: string,
  url: string,
  body?: unknown,
  authorization?: string,
): Promise<{ status: number; body: unknown }> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (authorization) headers.authorization = authorization;
  const response = await fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: response.status, body: await response.json() };
}

function expectDenied(promise: Promise<unknown>): Promise<void> {
  return expect(promise).rejects.toMatchObject({ code: 'permission-denied' });
}

beforeAll(async () => {
  await loadFirestoreRules(hosts, RULES);
  process.env.FIRESTORE_EMULATOR_HOST = hosts.firestoreHost;
  adminApp = initializeApp({ projectId: hosts.projectId }, `rules-admin-${hosts.projectId}`);
  admin = getAdminFirestore(adminApp);
  alice = webFirestore(hosts, { sub: 'alice', email: 'alice@example.com' });
  bob = webFirestore(hosts, { sub: 'bob' });
  signedOut = webFirestore(hosts);

  const seed = admin.batch();
  for (const [id, owner, count] of [
    ['a1', 'alice', 1],
    ['a2', 'alice', 2],
    ['b1', 'bob', 1],
  ] as const) {
    seed.set(admin.doc(`notes/${id}`), { owner, count });
  }
  seed.set(admin.doc('secrets/s1'), { pin: 1234 });
  seed.set(admin.doc('teams/t1'), { owner: 'alice' });
  seed.set(admin.doc('teams/t1/members/alice'), { role: 'owner' });
  seed.set(admin.doc('shelves/s1/items/i1'), { n: 1 });
  for (let i = 1; i <= 11; i++) seed.set(admin.doc(`pool/p${i}`), { i });
  await seed.commit();
});

afterAll(async () => {
  await deleteApp(adminApp);
  process.env.FIRESTORE_EMULATOR_HOST = previousEmulatorHost;
});

describe('single-document reads', () => {
  it('allows a get the rules allow and denies one they refuse, signed in or out', async () => {
    expect((await getDoc(doc(alice, 'notes/a1'))).data()).toEqual({ owner: 'alice', count: 1 });
    await expectDenied(getDoc(doc(bob, 'notes/a1')));
    await expectDenied(getDoc(doc(signedOut, 'notes/a1')));
  });

  it('judges a missing document too: the rule that reads resource.data fails, which denies', async () => {
    await expectDenied(getDoc(doc(alice, 'notes/nowhere')));
  });

  it('words the denial as Google does, naming the allow line that failed', async () => {
    const refused = await getDoc(doc(alice, 'secrets/s1')).catch((error: Error) => error);
    expect(refused).toMatchObject({ code: 'permission-denied' });
    expect((refused as Error).message).toContain(`false for 'get' @ L${SECRETS_LINE}`);

    const raw = await rest('GET', `${documentsUrl()}/secrets/s1`, undefined, `Bearer ${tokenFor({ sub: 'alice' })}`);
    expect(raw).toEqual({
      status: 403,
      body: { error: { code: 403, message: `\nfalse for 'get' @ L${SECRETS_LINE}`, status: 'PERMISSION_DENIED' } },
    });
  });

  it('reads other documents for the rules (exists), up to 10 distinct paths for one get', async () => {
    expect((await getDoc(doc(alice, 'teams/t1'))).data()).toEqual({ owner: 'alice' });
    await expectDenied(getDoc(doc(bob, 'teams/t1')));
    expect((await getDoc(doc(alice, 'reads10/x'))).exists()).toBe(false);
    await expectDenied(getDoc(doc(alice, 'reads11/x')));
  });
});

describe('queries', () => {
  it('allows a query whose every result the rules allow, and judges it before reading anything', async () => {
    const mine = await getDocs(query(collection(alice, 'notes'), where('owner', '==', 'alice'), limit(10)));
    expect(mine.docs.map((each) => each.id).sort()).toEqual(['a1', 'a2']);
    // Rules are not filters: a query that could return someone else's note is refused whole.
    await expectDenied(getDocs(query(collection(alice, 'notes'), limit(10))));
    await expectDenied(getDocs(query(collection(alice, 'notes'), where('owner', '==', 'alice'), limit(50))));
  });

  it('judges every branch of an OR', async () => {
    const branches = query(
      collection(alice, 'notes'),
      and(where('owner', '==', 'alice'), or(where('count', '==', 1), where('count', '==', 2))),
      limit(10),
    );
    expect((await getDocs(branches)).size).toBe(2);
    await expectDenied(
      getDocs(query(collection(alice, 'notes'), or(where('owner', '==', 'alice'), where('count', '==', 1)), limit(10))),
    );
  });

  it('holds aggregation queries to the list rule', async () => {
    expect(
      (await getCount(query(collection(alice, 'notes'), where('owner', '==', 'alice'), limit(10)))).data().count,
    ).toBe(2);
    await expectDenied(getCount(query(collection(bob, 'notes'), where('owner', '==', 'alice'), limit(10))));
  });

  it('matches collection group queries against recursive rules', async () => {
    expect((await getDocs(collectionGroup(alice, 'items'))).docs.map((each) => each.ref.path)).toEqual([
      'shelves/s1/items/i1',
    ]);
    await expectDenied(getDocs(collectionGroup(bob, 'items')));
  });

  it('holds document listings to the list rule', async () => {
    const aliceToken = `Bearer ${tokenFor({ sub: 'alice' })}`;
    await admin.doc('open/listed').set({ n: 1 });
    const allowed = await rest('GET', `${documentsUrl()}/open?pageSize=10`, undefined, aliceToken);
    expect(allowed.status).toBe(200);
    expect((allowed.body as { documents: { name: string }[] }).documents.map((each) => each.name)).toContain(
      documentName('open/listed'),
    );
    const refused = await rest('GET', `${documentsUrl()}/secrets`, undefined, aliceToken);
    expect(refused.status).toBe(403);
    expect((refused.body as { error: { status: string } }).error.status).toBe('PERMISSION_DENIED');
  });
});

describe('writes', () => {
  it('judges creates, updates and deletes by what the write does to the stored document', async () => {
    const note = doc(alice, 'notes/c1');
    await expectDenied(setDoc(note, { owner: 'bob', count: 0 }));
    await setDoc(note, { owner: 'alice', count: 0 });
    // request.resource is the stored document with the update applied: owner comes from storage.
    await updateDoc(note, { count: 5 });
    await expectDenied(updateDoc(note, { count: 500 }));
    await expectDenied(deleteDoc(doc(bob, 'notes/c1')));
    await deleteDoc(note);
    expect((await admin.doc('notes/c1').get()).exists).toBe(false);
  });

  it('judges a write before its precondition: create and update follow exists: false and exists: true', async () => {
    // updateDoc of a missing note: an update, which the rules refuse (resource is null).
    await expectDenied(updateDoc(doc(alice, 'notes/missing'), { count: 1 }));
    await expect(updateDoc(doc(alice, 'open/missing'), { count: 1 })).rejects.toMatchObject({ code: 'not-found' });
  });

  it('sets request.time to the commit time, which is what a serverTimestamp becomes', async () => {
    await setDoc(doc(alice, 'stamped/now'), { at: serverTimestamp() });
    await expectDenied(setDoc(doc(alice, 'stamped/then'), { at: Timestamp.fromMillis(Date.now() - 60_000) }));
  });

  it('writes nothing of a batch when any write in it is denied', async () => {
    const batch = writeBatch(alice);
    batch.set(doc(alice, 'notes/batched'), { owner: 'alice', count: 1 });
    batch.set(doc(alice, 'secrets/batched'), { pin: 1 });
    await expectDenied(batch.commit());
    expect((await admin.doc('notes/batched').get()).exists).toBe(false);
  });

  it('lets getAfter see the other writes of the same commit', async () => {
    const together = writeBatch(alice);
    together.set(doc(alice, 'teams/t2'), { owner: 'alice' });
    together.set(doc(alice, 'teams/t2/members/alice'), { role: 'owner' });
    await together.commit();
    expect((await admin.doc('teams/t2/members/alice').get()).exists).toBe(true);
    // Alone, the membership refers to a team that does not exist after the write.
    await expectDenied(setDoc(doc(alice, 'teams/t3/members/alice'), { role: 'owner' }));
  });

  it('checks the reads and the writes of a transaction', async () => {
    const team = doc(alice, 'teams/t1');
    await runTransaction(alice, async (transaction) => {
      const snapshot = await transaction.get(team);
      transaction.set(doc(alice, 'notes/from-transaction'), { owner: 'alice', count: snapshot.exists() ? 1 : 0 });
    });
    expect((await admin.doc('notes/from-transaction').get()).data()).toEqual({ owner: 'alice', count: 1 });
    await expectDenied(runTransaction(bob, (transaction) => transaction.get(doc(bob, 'teams/t1'))));
  });

  productionOnly('judges each write of a non-atomic batchWrite on its own', async () => {
    const response = await rest(
      'POST',
      `${documentsUrl()}:batchWrite`,
      {
        writes: [
          {
            update: {
              name: documentName('notes/bw1'),
              fields: { owner: { stringValue: 'alice' }, count: { integerValue: '1' } },
            },
          },
          { update: { name: documentName('secrets/bw2'), fields: {} } },
        ],
      },
      `Bearer ${tokenFor({ sub: 'alice' })}`,
    );
    expect(response.status).toBe(200);
    const { status } = response.body as { status: { code?: number }[] };
    expect(status.map((each) => each.code ?? 0)).toEqual([0, 7]);
    expect((await admin.doc('notes/bw1').get()).exists).toBe(true);
    expect((await admin.doc('secrets/bw2').get()).exists).toBe(false);
  });
});

describe('callers', () => {
  it('lets the owner (firebase-admin) skip the rules', async () => {
    await admin.doc('secrets/by-admin').set({ pin: 1 });
    expect((await admin.doc('secrets/s1').get()).data()).toEqual({ pin: 1234 });
    expect((await admin.collection('notes').get()).size).toBeGreaterThanOrEqual(3);
  });

  it('holds a gRPC caller with a user token to the rules (status 7)', async () => {
    const { host, port } = splitHost(hosts.firestoreHost);
    const client = new GrpcFirestore({
      projectId: hosts.projectId,
      host,
      port,
      ssl: false,
      customHeaders: { Authorization: `Bearer ${tokenFor({ sub: 'alice' })}` },
    });
    try {
      expect((await client.doc('notes/a1').get()).data()).toEqual({ owner: 'alice', count: 1 });
      // A denied write: the client retries denied reads for seconds before giving up.
      await expect(client.doc('secrets/grpc').set({ pin: 1 })).rejects.toMatchObject({ code: 7 });
    } finally {
      await client.terminate();
    }
  });

  it('refuses a bearer token that is not a JWT', async () => {
    const answer = await rest('GET', `${documentsUrl()}/notes/a1`, undefined, 'Bearer not-a-token');
    expect(answer).toEqual({
      status: 400,
      body: { error: { code: 400, message: 'invalid jwt', status: 'INVALID_ARGUMENT' } },
    });
  });

  it('keeps collection id listings to the owner', async () => {
    const refused = await rest(
      'POST',
      `${documentsUrl()}:listCollectionIds`,
      {},
      `Bearer ${tokenFor({ sub: 'alice' })}`,
    );
    expect(refused).toEqual({
      status: 403,
      body: {
        error: { code: 403, message: 'Metadata operations require admin authentication.', status: 'PERMISSION_DENIED' },
      },
    });
    expect((await admin.listCollections()).map((each) => each.id)).toContain('notes');
  });
});

describe('loading rules', () => {
  const rulesUrl = (projectId: string) =>
    `http://${hosts.firestoreHost}/emulator/v1/projects/${projectId}:securityRules`;

  it('takes rules the way @firebase/rules-unit-testing sends them, serves them back, and clears data', async () => {
    const projectId = `${hosts.projectId}-load`;
    const source =
      "rules_version = '2';\nservice cloud.firestore {\n  match /databases/{database}/documents {\n    match /{document=**} {\n      allow read: if true;\n    }\n  }\n}\n";
    // No file name and no content type, as the library sends it.
    const loaded = await fetch(rulesUrl(projectId), {
      method: 'PUT',
      body: JSON.stringify({ rules: { files: [{ content: source }] } }),
    });
    expect(loaded.status).toBe(200);
    expect(await loaded.json()).toEqual({});
    const served = (await (await fetch(rulesUrl(projectId))).json()) as { rules: { files: { content: string }[] } };
    expect(served.rules.files.map((file) => file.content)).toEqual([source]);

    const web = webFirestore({ firestoreHost: hosts.firestoreHost, projectId }, { sub: 'carol' });
    await expectDenied(setDoc(doc(web, 'anything/x'), { n: 1 }));
    const cleared = await fetch(
      `http://${hosts.firestoreHost}/emulator/v1/projects/${projectId}/databases/(default)/documents`,
      { method: 'DELETE' },
    );
    expect(cleared.status).toBe(200);
  });

  it('refuses a ruleset that does not compile with the line and column, keeping the rules in force', async () => {
    const broken = 'service cloud.firestore {\n match /x { allow read: if foo bar; }\n}';
    const response = await rest('PUT', rulesUrl(hosts.projectId), {
      rules: { files: [{ name: 'firestore.rules', content: broken }] },
    });
    expect(response.status).toBe(400);
    const { error } = response.body as { error: { code: number; message: string; status: string } };
    expect(error.status).toBe('INVALID_ARGUMENT');
    expect(error.message).toMatch(/^Error compiling rules:\nL2:32 /);
    await expectDenied(getDoc(doc(alice, 'secrets/s1')));
  });
});

describe('our emulator alone', () => {
  it('logs one line per denial, naming the call, the document and each allow line tried', async () => {
    const engine = new FirestoreEngine();
    const server = await startFirestoreServer({ engine, host: '127.0.0.1', port: 0 });
    const target = { firestoreHost: `127.0.0.1:${server.port}`, projectId: 'demo-rules-log' };
    const logged = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      await loadFirestoreRules(target, RULES);
      const web = webFirestore(target, { sub: 'alice' });
      await setDoc(doc(web, 'open/fine'), { n: 1 });
      expect(logged).not.toHaveBeenCalled();
      await expectDenied(getDoc(doc(web, 'secrets/s1')));
      expect(logged.mock.calls.map(([line]) => String(line))).toEqual([
        `[firestore rules] denied batchGet get secrets/s1 (uid alice): tried firestore.rules:${SECRETS_LINE} false\n`,
      ]);
    } finally {
      logged.mockRestore();
      await server.close();
    }
  });

  it('turns a fault in the rules engine into a denial and keeps serving', async () => {
    const engine = new FirestoreEngine();
    const faulty: CompiledRuleset = {
      service: 'cloud.firestore',
      evaluateFirestore: () => {
        throw new Error('engine fault');
      },
      evaluateStorage: () => {
        throw new Error('not used');
      },
    };
    engine.rules.set('demo-faulty', faulty);
    const server = await startFirestoreServer({ engine, host: '127.0.0.1', port: 0 });
    const logged = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      const url = `http://127.0.0.1:${server.port}/v1/projects/demo-faulty/databases/(default)/documents/any/doc`;
      const signedIn = `Bearer ${tokenFor({ sub: 'alice' })}`;
      expect((await rest('GET', url, undefined, signedIn)).status).toBe(403);
      expect((await rest('GET', url, undefined, 'Bearer owner')).status).toBe(404);
      expect(String(logged.mock.calls[0]?.[0])).toContain('engine fault');
    } finally {
      logged.mockRestore();
      await server.close();
    }
  });
});
