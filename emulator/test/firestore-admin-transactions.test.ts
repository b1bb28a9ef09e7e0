import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { FieldValue, getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productionOnly, useEmulator } from './harness.js';

// Transactions through firebase-admin: BeginTransaction, transactional reads, Commit, Rollback,
// and the SDK's retry when the server answers ABORTED. Ours runs them as a database in OPTIMISTIC
// concurrency mode does; Google's emulator locks what a transaction reads (PESSIMISTIC), so the
// cases that race an outside write inside the transaction only run against ours.

const hosts = useEmulator();
let app: App;
let db: Firestore;
const previousEmulatorHost = process.env.FIRESTORE_EMULATOR_HOST;

beforeAll(() => {
  process.env.FIRESTORE_EMULATOR_HOST = hosts.firestoreHost;
  app = initializeApp({ projectId: hosts.projectId }, `admin-transactions-${hosts.projectId}`);
  db = getFirestore(app);
});

afterAll(async () => {
  await deleteApp(app);
  process.env.FIRESTORE_EMULATOR_HOST = previousEmulatorHost;
});

describe('read-write transactions', () => {
  it('reads, writes and commits atomically', async () => {
    const from = db.doc('accounts/from');
    const to = db.doc('accounts/to');
    await from.set({ balance: 100 });
    await to.set({ balance: 0 });

    const moved = await db.runTransaction(async (transaction) => {
      const [source, target] = await transaction.getAll(from, to);
      const amount = 30;
      transaction.update(from, { balance: (source.get('balance') as number) - amount });
      transaction.update(to, { balance: (target.get('balance') as number) + amount, at: FieldValue.serverTimestamp() });
      return amount;
    });

    expect(moved).toBe(30);
    const [source, target] = await db.getAll(from, to);
    expect(source.get('balance')).toBe(70);
    expect(target.get('balance')).toBe(30);
    expect(target.get('at')).toBeInstanceOf(Timestamp);
  });

  productionOnly('retries when a document it read was changed by another writer before its commit', async () => {
    const counter = db.doc('counters/contended');
    await counter.set({ value: 1 });

    let attempts = 0;
    const seen: number[] = [];
    await db.runTransaction(async (transaction) => {
      attempts += 1;
      const value = (await transaction.get(counter)).get('value') as number;
      seen.push(value);
      // Only the first attempt races an outside write; the retry then sees that write.
      if (attempts === 1) await db.doc('counters/contended').set({ value: 100 });
      transaction.set(counter, { value: value + 1 });
    });

    expect(attempts).toBe(2);
    expect(seen).toEqual([1, 100]);
    expect((await counter.get()).get('value')).toBe(101);
  });

  it('runs queries inside a transaction', async () => {
    const batch = db.batch();
    for (const id of ['t1', 't2', 't3']) batch.set(db.collection('tasks').doc(id), { done: id === 't2' });
    await batch.commit();

    const closed = await db.runTransaction(async (transaction) => {
      const open = await transaction.get(db.collection('tasks').where('done', '==', false));
      for (const doc of open.docs) transaction.update(doc.ref, { done: true });
      return open.size;
    });

    expect(closed).toBe(2);
    expect((await db.collection('tasks').where('done', '==', true).get()).size).toBe(3);
  });

  /**
   * Like concurrent owner upserts in the team import: each transaction looks up one e-mail and
   * writes that person, and every one has read before any commits. Returns the attempts per e-mail.
   */
  async function concurrentDisjointUpserts(collectionId: string, emails: string[]): Promise<number[]> {
    const people = db.collection(collectionId);
    const attempts = new Map<string, number>();
    let openGate = () => {};
    const gate = new Promise<void>((resolve) => (openGate = resolve));
    let queried = 0;
    const upserts = emails.map((email) =>
      db.runTransaction(async (transaction) => {
        attempts.set(email, (attempts.get(email) ?? 0) + 1);
        const existing = await transaction.get(people.where('email', '==', email));
        // Every transaction has read before any commits, so each commit follows the others' writes.
        queried += 1;
        if (queried === emails.length) openGate();
        await gate;
        transaction.set(existing.empty ? people.doc() : existing.docs[0]!.ref, {
          email,
          upsertedAt: FieldValue.serverTimestamp(),
        });
      }),
    );
    await Promise.all(upserts);
    const stored = await people.get();
    expect(stored.docs.map((doc) => doc.get('email')).sort()).toEqual(emails);
    return [...attempts.values()];
  }
  const EMAILS = ['ann@example.test', 'bob@example.test', 'cat@example.test', 'dan@example.test'];

  it('lets concurrent transactions that query disjoint documents of one collection each write once', async () => {
    await concurrentDisjointUpserts('disjointPeople', EMAILS);
  });

  productionOnly(
    'conflicts only on documents read or matching a query, so disjoint upserts all commit first time',
    async () => {
      // Optimistic transactions fail only when what they read changed; Google's emulator locks more coarsely.
      expect(await concurrentDisjointUpserts('disjointPeopleFirstTime', EMAILS)).toEqual([1, 1, 1, 1]);
    },
  );

  productionOnly('retries a transaction whose query gains a matching document before its commit', async () => {
    const people = db.collection('matchingPeople');
    let attempts = 0;
    await db.runTransaction(async (transaction) => {
      attempts += 1;
      const existing = await transaction.get(people.where('email', '==', 'eve@example.test'));
      if (attempts === 1) await people.doc().set({ email: 'eve@example.test' });
      if (existing.empty) transaction.set(people.doc(), { email: 'eve@example.test' });
    });
    expect(attempts).toBe(2);
    expect((await people.get()).size).toBe(1);
  });

  it('writes nothing and rolls back when the callback throws', async () => {
    const ref = db.doc('rollbacks/one');
    await ref.set({ state: 'before' });
    await expect(
      db.runTransaction(async (transaction) => {
        await transaction.get(ref);
        transaction.set(ref, { state: 'during' });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect((await ref.get()).get('state')).toBe('before');
    // The rolled-back transaction holds nothing: a plain write goes straight through.
    await ref.set({ state: 'after' });
    expect((await ref.get()).get('state')).toBe('after');
  });

  it('fails without retrying when a write precondition fails', async () => {
    const ref = db.doc('rollbacks/exists');
    await ref.set({ v: 1 });
    let attempts = 0;
    await expect(
      db.runTransaction(async (transaction) => {
        attempts += 1;
        transaction.create(ref, { v: 2 });
      }),
    ).rejects.toMatchObject({ code: 6 });
    expect(attempts).toBe(1);
    expect((await ref.get()).get('v')).toBe(1);
  });
});

describe('read-only transactions', () => {
  it('reads documents and queries', async () => {
    await db.doc('readonly/a').set({ v: 'a' });
    const [value, count] = await db.runTransaction(
      async (transaction) => {
        const snapshot = await transaction.get(db.doc('readonly/a'));
        const query = await transaction.get(db.collection('readonly'));
        return [snapshot.get('v') as string, query.size];
      },
      { readOnly: true },
    );
    expect([value, count]).toEqual(['a', 1]);
  });

  it('reads the state as of a past readTime', async () => {
    const ref = db.doc('readonly/history');
    const first = await ref.set({ v: 1 });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await ref.set({ v: 2 });
    const past = await db.runTransaction((transaction) => transaction.get(ref), {
      readOnly: true,
      readTime: first.writeTime,
    });
    expect(past.get('v')).toBe(1);
    expect((await ref.get()).get('v')).toBe(2);
  });
});
