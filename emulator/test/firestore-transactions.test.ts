import { initializeApp } from 'firebase/app';
import {
  collection,
  connectFirestoreEmulator,
  doc,
  getDoc,
  getDocs,
  getFirestore,
  runTransaction,
  setDoc,
  type Firestore,
} from 'firebase/firestore/lite';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { splitHost, useEmulator } from './harness.js';

const hosts = useEmulator();
let db: Firestore;

beforeAll(() => {
  const app = initializeApp({ projectId: hosts.projectId, apiKey: 'demo' }, `transactions-${randomUUID()}`);
  db = getFirestore(app);
  const { host, port } = splitHost(hosts.firestoreHost);
  connectFirestoreEmulator(db, host, port);
});

const database = () => `projects/${hosts.projectId}/databases/(default)`;
const nameOf = (path: string) => `${database()}/documents/${path}`;

/** Calls the REST API directly, as a second client would. */
async function rest(verb: string, body: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
  const response = await fetch(`http://${hosts.firestoreHost}/v1/${database()}/documents:${verb}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as Record<string, unknown> | Record<string, unknown>[];
  return { status: response.status, json: Array.isArray(json) ? { results: json } : json };
}

const setCount = (path: string, value: number) =>
  rest('commit', { writes: [{ update: { name: nameOf(path), fields: { count: { integerValue: String(value) } } } }] });

const freshPath = () => `t-${randomUUID().slice(0, 8)}/doc`;

describe('runTransaction (web SDK)', () => {
  it('reads and writes atomically', async () => {
    const path = freshPath();
    await setDoc(doc(db, path), { count: 1 });
    const result = await runTransaction(db, async (transaction) => {
      const snapshot = await transaction.get(doc(db, path));
      transaction.update(doc(db, path), { count: snapshot.get('count') + 1 });
      return 'done';
    });
    expect(result).toBe('done');
    expect((await getDoc(doc(db, path))).get('count')).toBe(2);
  });

  it('retries when the document it read is changed before its commit', async () => {
    const path = freshPath();
    await setDoc(doc(db, path), { count: 1 });
    let attempts = 0;
    await runTransaction(db, async (transaction) => {
      attempts++;
      const snapshot = await transaction.get(doc(db, path));
      if (attempts === 1) expect((await setCount(path, 100)).status).toBe(200);
      transaction.set(doc(db, path), { count: snapshot.get('count') + 1 });
    });
    expect(attempts).toBe(2);
    expect((await getDoc(doc(db, path))).get('count')).toBe(101);
  });

  it('retries when a document read as missing is created meanwhile', async () => {
    const path = freshPath();
    let attempts = 0;
    await runTransaction(db, async (transaction) => {
      attempts++;
      const snapshot = await transaction.get(doc(db, path));
      if (attempts === 1) await setCount(path, 7);
      transaction.set(doc(db, path), { count: snapshot.exists() ? snapshot.get('count') * 2 : 1 });
    });
    expect(attempts).toBe(2);
    expect((await getDoc(doc(db, path))).get('count')).toBe(14);
  });

  it('retries when a document only read (not written) changed', async () => {
    const source = freshPath();
    const target = freshPath();
    await setDoc(doc(db, source), { count: 5 });
    let attempts = 0;
    await runTransaction(db, async (transaction) => {
      attempts++;
      const snapshot = await transaction.get(doc(db, source));
      if (attempts === 1) await setCount(source, 6);
      transaction.set(doc(db, target), { copied: snapshot.get('count') });
    });
    expect(attempts).toBe(2);
    expect((await getDoc(doc(db, target))).get('copied')).toBe(6);
  });

  it('runs many concurrent increments without losing any', async () => {
    const path = freshPath();
    await setDoc(doc(db, path), { count: 0 });
    await Promise.all(
      Array.from({ length: 5 }, () =>
        runTransaction(db, async (transaction) => {
          const snapshot = await transaction.get(doc(db, path));
          transaction.update(doc(db, path), { count: snapshot.get('count') + 1 });
        }),
      ),
    );
    expect((await getDoc(doc(db, path))).get('count')).toBe(5);
    expect((await getDocs(collection(db, path.split('/')[0]))).size).toBe(1);
  });
});

describe('transactions over REST', () => {
  it('a write racing a read-write transaction over what it read: one of the two is refused with ABORTED', async () => {
    // Production fails one side of the contention: in OPTIMISTIC mode (ours) the transaction's commit,
    // in PESSIMISTIC mode (Google's emulator) the write, which times out waiting for the transaction's lock.
    const path = freshPath();
    await setCount(path, 1);
    const begin = await rest('beginTransaction', { options: { readWrite: {} } });
    const transaction = begin.json.transaction as string;
    expect(typeof transaction).toBe('string');
    const read = await rest('batchGet', { documents: [nameOf(path)], transaction });
    expect(read.status).toBe(200);
    const outside = await setCount(path, 50);
    const commit = await rest('commit', {
      transaction,
      writes: [{ update: { name: nameOf(path), fields: { count: { integerValue: '2' } } } }],
    });
    expect([outside.status, commit.status].sort()).toEqual([200, 409]);
    const refused = outside.status === 409 ? outside : commit;
    expect((refused.json.error as { status: string }).status).toBe('ABORTED');
    expect((await getDoc(doc(db, path))).get('count')).toBe(refused === outside ? 2 : 50);
  });

  it('commits when nothing it read changed, and the id is then spent', async () => {
    const path = freshPath();
    await setCount(path, 1);
    const { json } = await rest('batchGet', { documents: [nameOf(path)], newTransaction: { readWrite: {} } });
    // The new transaction comes in the first response, on its own or beside the first document.
    const results = json.results as { transaction?: string; found?: unknown }[];
    expect(results.filter((result) => result.found)).toHaveLength(1);
    const transaction = results[0].transaction as string;
    expect(typeof transaction).toBe('string');
    const commit = await rest('commit', {
      transaction,
      writes: [{ update: { name: nameOf(path), fields: { count: { integerValue: '2' } } } }],
    });
    expect(commit.status).toBe(200);
    expect((await getDoc(doc(db, path))).get('count')).toBe(2);
    const again = await rest('commit', { transaction, writes: [] });
    expect(again.status).toBe(400);
    expect((again.json.error as { status: string }).status).toBe('INVALID_ARGUMENT');
  });

  it('rollback ends a transaction; unknown ids are INVALID_ARGUMENT', async () => {
    const { json } = await rest('beginTransaction', {});
    expect((await rest('rollback', { transaction: json.transaction })).status).toBe(200);
    const unknown = await rest('rollback', { transaction: Buffer.from('nope').toString('base64') });
    expect(unknown.status).toBe(400);
    expect((unknown.json.error as { status: string }).status).toBe('INVALID_ARGUMENT');
  });

  it('a read-only transaction cannot write', async () => {
    const { json } = await rest('beginTransaction', { options: { readOnly: {} } });
    const commit = await rest('commit', {
      transaction: json.transaction,
      writes: [{ update: { name: nameOf(freshPath()), fields: {} } }],
    });
    expect(commit.status).toBe(400);
  });

  it('reads at a past readTime see the data as it was', async () => {
    const path = freshPath();
    const first = await setCount(path, 1);
    const firstTime = first.json.commitTime as string;
    await setCount(path, 2);
    await rest('commit', { writes: [{ update: { name: nameOf(`${path.split('/')[0]}/second`), fields: {} } }] });

    const old = await rest('batchGet', { documents: [nameOf(path)], readTime: firstTime });
    const [result] = old.json.results as { found?: { fields: { count: { integerValue: string } } } }[];
    expect(result.found?.fields.count.integerValue).toBe('1');

    const query = { structuredQuery: { from: [{ collectionId: path.split('/')[0] }] } };
    const then = await rest('runQuery', { ...query, readTime: firstTime });
    expect((then.json.results as { document?: unknown }[]).filter((row) => row.document)).toHaveLength(1);
    const now = await rest('runQuery', query);
    expect((now.json.results as { document?: unknown }[]).filter((row) => row.document)).toHaveLength(2);
  });
});
