import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { FieldPath, FieldValue, GeoPoint, getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useEmulator } from './harness.js';

// firebase-admin's Firestore talks gRPC to FIRESTORE_EMULATOR_HOST: single-document reads and
// writes, field transforms, preconditions, batches, BulkWriter and the listing calls.

const hosts = useEmulator();
let app: App;
let db: Firestore;
const previousEmulatorHost = process.env.FIRESTORE_EMULATOR_HOST;

beforeAll(() => {
  process.env.FIRESTORE_EMULATOR_HOST = hosts.firestoreHost;
  app = initializeApp({ projectId: hosts.projectId }, `admin-documents-${hosts.projectId}`);
  db = getFirestore(app);
});

afterAll(async () => {
  await deleteApp(app);
  process.env.FIRESTORE_EMULATOR_HOST = previousEmulatorHost;
});

const GRPC_INVALID_ARGUMENT = 3;
const GRPC_NOT_FOUND = 5;
const GRPC_ALREADY_EXISTS = 6;
const GRPC_FAILED_PRECONDITION = 9;

describe('set and get', () => {
  it('round-trips every value type exactly', async () => {
    const ref = db.doc('types/all');
    const data = {
      text: 'héllo ✓',
      empty: '',
      integer: 42,
      negative: -7,
      largeInteger: 9_007_199_254_740_991,
      double: 3.25,
      nan: Number.NaN,
      infinity: Number.POSITIVE_INFINITY,
      truth: true,
      nothing: null,
      when: new Timestamp(1_700_000_000, 123_456_000),
      firstDay: new Timestamp(-62_135_596_800, 0),
      bytes: Buffer.from([0, 1, 2, 250, 255]),
      place: new GeoPoint(51.5, -0.125),
      link: db.doc('other/doc'),
      list: [1, 'two', { three: 3 }, { four: [4] }],
      nested: { deeper: { deepest: 'yes' }, emptyMap: {} },
    };
    await ref.set(data);

    const snapshot = await ref.get();
    expect(snapshot.exists).toBe(true);
    const read = snapshot.data()!;
    expect(read.text).toBe('héllo ✓');
    expect(read.empty).toBe('');
    expect(read.integer).toBe(42);
    expect(read.negative).toBe(-7);
    expect(read.largeInteger).toBe(9_007_199_254_740_991);
    expect(read.double).toBe(3.25);
    expect(read.nan).toBeNaN();
    expect(read.infinity).toBe(Number.POSITIVE_INFINITY);
    expect(read.truth).toBe(true);
    expect(read.nothing).toBeNull();
    expect((read.when as Timestamp).isEqual(data.when)).toBe(true);
    expect((read.firstDay as Timestamp).isEqual(data.firstDay)).toBe(true);
    expect(Buffer.compare(read.bytes as Buffer, data.bytes)).toBe(0);
    expect((read.place as GeoPoint).isEqual(data.place)).toBe(true);
    expect(read.link.path).toBe('other/doc');
    expect(read.list).toEqual([1, 'two', { three: 3 }, { four: [4] }]);
    expect(read.nested).toEqual({ deeper: { deepest: 'yes' }, emptyMap: {} });
  });

  it('keeps timestamps to the microsecond, as Firestore does', async () => {
    const ref = db.doc('types/precise');
    await ref.set({ at: new Timestamp(1_700_000_000, 123_456_789) });
    const at = (await ref.get()).get('at') as Timestamp;
    expect(at.seconds).toBe(1_700_000_000);
    expect(at.nanoseconds).toBe(123_456_000);
  });

  it('reports createTime, updateTime and readTime consistent with the write results', async () => {
    const ref = db.doc('times/one');
    const created = await ref.set({ version: 1 });
    const first = await ref.get();
    expect(first.createTime!.isEqual(created.writeTime)).toBe(true);
    expect(first.updateTime!.isEqual(created.writeTime)).toBe(true);
    expect(first.readTime.toMillis()).toBeGreaterThanOrEqual(created.writeTime.toMillis());

    const updated = await ref.update({ version: 2 });
    expect(updated.writeTime.valueOf() > created.writeTime.valueOf()).toBe(true);
    const second = await ref.get();
    expect(second.createTime!.isEqual(created.writeTime)).toBe(true);
    expect(second.updateTime!.isEqual(updated.writeTime)).toBe(true);
  });

  it('refuses an array directly inside an array with INVALID_ARGUMENT', async () => {
    await expect(db.doc('types/nested-arrays').set({ grid: [[1, 2]] })).rejects.toMatchObject({
      code: GRPC_INVALID_ARGUMENT,
    });
    expect((await db.doc('types/nested-arrays').get()).exists).toBe(false);
  });

  it('reads a missing document as not existing', async () => {
    const snapshot = await db.doc('times/missing').get();
    expect(snapshot.exists).toBe(false);
    expect(snapshot.data()).toBeUndefined();
    expect(snapshot.readTime).toBeInstanceOf(Timestamp);
  });

  it('merges with set({merge}) and mergeFields', async () => {
    const ref = db.doc('merge/one');
    await ref.set({ a: 1, nested: { x: 1, y: 2 }, keep: true });
    await ref.set({ a: 2, nested: { y: 3 } }, { merge: true });
    expect((await ref.get()).data()).toEqual({ a: 2, nested: { x: 1, y: 3 }, keep: true });

    await ref.set({ a: 99, nested: { x: 100 }, ignored: 'no' }, { mergeFields: ['nested.x'] });
    expect((await ref.get()).data()).toEqual({ a: 2, nested: { x: 100, y: 3 }, keep: true });
  });
});

describe('update', () => {
  it('updates dotted paths without touching sibling fields', async () => {
    const ref = db.doc('updates/dotted');
    await ref.set({ profile: { name: 'Ann', age: 30 }, top: 1 });
    await ref.update({ 'profile.age': 31, 'profile.city': 'Leeds' });
    expect((await ref.get()).data()).toEqual({ profile: { name: 'Ann', age: 31, city: 'Leeds' }, top: 1 });
  });

  it('treats a FieldPath segment containing dots and odd characters as one field', async () => {
    const ref = db.doc('updates/quoted');
    await ref.set({ 'a.b': 1, a: { b: 2 } });
    await ref.update(new FieldPath('a.b'), 10, new FieldPath('odd `name`', 'x-y'), 'set');
    const data = (await ref.get()).data()!;
    expect(data['a.b']).toBe(10);
    expect(data.a).toEqual({ b: 2 });
    expect(data['odd `name`']).toEqual({ 'x-y': 'set' });
  });

  it('removes fields with FieldValue.delete(), also inside set({merge})', async () => {
    const ref = db.doc('updates/delete');
    await ref.set({ gone: 1, nested: { gone: 2, stays: 3 }, stays: 4 });
    await ref.update({ gone: FieldValue.delete(), 'nested.gone': FieldValue.delete() });
    expect((await ref.get()).data()).toEqual({ nested: { stays: 3 }, stays: 4 });
    await ref.set({ stays: FieldValue.delete() }, { merge: true });
    expect((await ref.get()).data()).toEqual({ nested: { stays: 3 } });
  });

  it('sets serverTimestamp() to the request time, to the millisecond, the same in every field', async () => {
    const ref = db.doc('updates/clock');
    const result = await ref.set({ at: FieldValue.serverTimestamp(), nested: { at: FieldValue.serverTimestamp() } });
    const snapshot = await ref.get();
    const at = snapshot.get('at') as Timestamp;
    expect(at.nanoseconds % 1_000_000).toBe(0);
    expect(at.toMillis()).toBeLessThanOrEqual(result.writeTime.toMillis());
    expect(at.toMillis()).toBeGreaterThan(result.writeTime.toMillis() - 1000);
    expect((snapshot.get('nested.at') as Timestamp).isEqual(at)).toBe(true);
  });

  it('increments integers and doubles, starting missing fields from zero', async () => {
    const ref = db.doc('updates/counter');
    await ref.set({ count: 1, ratio: 0.5, text: 'x' });
    await ref.update({
      count: FieldValue.increment(2),
      ratio: FieldValue.increment(1),
      fresh: FieldValue.increment(5),
      text: FieldValue.increment(3),
    });
    await ref.update({ count: FieldValue.increment(0.5) });
    const data = (await ref.get()).data()!;
    expect(data.count).toBe(3.5);
    expect(data.ratio).toBe(1.5);
    expect(data.fresh).toBe(5);
    expect(data.text).toBe(3); // a non-numeric field is replaced by the increment
  });

  it('applies arrayUnion and arrayRemove with value equality', async () => {
    const ref = db.doc('updates/arrays');
    await ref.set({ tags: ['a', 'b', 'a'], objects: [{ k: 1 }, { k: 2 }] });
    await ref.update({ tags: FieldValue.arrayUnion('b', 'c', 'c'), objects: FieldValue.arrayRemove({ k: 1 }) });
    expect((await ref.get()).data()).toEqual({ tags: ['a', 'b', 'a', 'c'], objects: [{ k: 2 }] });
    await ref.update({ tags: FieldValue.arrayRemove('a'), missing: FieldValue.arrayUnion(1, 2) });
    expect((await ref.get()).data()).toEqual({ tags: ['b', 'c'], objects: [{ k: 2 }], missing: [1, 2] });
  });

  it('fails with NOT_FOUND on a missing document', async () => {
    await expect(db.doc('updates/nowhere').update({ a: 1 })).rejects.toMatchObject({ code: GRPC_NOT_FOUND });
    expect((await db.doc('updates/nowhere').get()).exists).toBe(false);
  });
});

describe('preconditions', () => {
  it('fails create() on an existing document with ALREADY_EXISTS and leaves it alone', async () => {
    const ref = db.doc('preconditions/existing');
    await ref.create({ original: true });
    await expect(ref.create({ original: false })).rejects.toMatchObject({ code: GRPC_ALREADY_EXISTS });
    expect((await ref.get()).data()).toEqual({ original: true });
  });

  it('checks lastUpdateTime on update and delete', async () => {
    const ref = db.doc('preconditions/versioned');
    const first = await ref.set({ v: 1 });
    const second = await ref.update({ v: 2 }, { lastUpdateTime: first.writeTime });
    await expect(ref.update({ v: 3 }, { lastUpdateTime: first.writeTime })).rejects.toMatchObject({
      code: GRPC_FAILED_PRECONDITION,
    });
    await expect(ref.delete({ lastUpdateTime: first.writeTime })).rejects.toMatchObject({
      code: GRPC_FAILED_PRECONDITION,
    });
    expect((await ref.get()).get('v')).toBe(2);
    await ref.delete({ lastUpdateTime: second.writeTime });
    expect((await ref.get()).exists).toBe(false);
  });

  it('deletes missing documents quietly unless exists is required', async () => {
    const ref = db.doc('preconditions/absent');
    await expect(ref.delete()).resolves.toBeDefined();
    await expect(ref.delete({ exists: true })).rejects.toMatchObject({ code: GRPC_NOT_FOUND });
  });
});

describe('batches and BulkWriter', () => {
  it('applies a batch atomically: one failing precondition writes nothing', async () => {
    const kept = db.doc('batches/kept');
    await kept.set({ v: 'before' });
    const batch = db.batch();
    batch.set(db.doc('batches/new'), { v: 1 });
    batch.update(kept, { v: 'after' });
    batch.update(db.doc('batches/missing'), { v: 2 });
    await expect(batch.commit()).rejects.toMatchObject({ code: GRPC_NOT_FOUND });
    expect((await db.doc('batches/new').get()).exists).toBe(false);
    expect((await kept.get()).get('v')).toBe('before');
  });

  it('applies a successful batch with one commit time for every write', async () => {
    const batch = db.batch();
    batch.set(db.doc('batches/a'), { n: 1 });
    batch.set(db.doc('batches/b'), { n: 2 });
    batch.delete(db.doc('batches/kept'));
    const results = await batch.commit();
    expect(results).toHaveLength(3);
    expect(results[0].writeTime.isEqual(results[1].writeTime)).toBe(true);
    const [a, b, kept] = await db.getAll(db.doc('batches/a'), db.doc('batches/b'), db.doc('batches/kept'));
    expect([a.get('n'), b.get('n'), kept.exists]).toEqual([1, 2, false]);
  });

  it('writes independently with BulkWriter and reports the failures one by one', async () => {
    const writer = db.bulkWriter();
    const failures: number[] = [];
    writer.onWriteError((error) => {
      failures.push(error.code);
      return false;
    });
    const writes = Array.from({ length: 30 }, (_, index) => writer.set(db.doc(`bulk/doc-${index}`), { index }));
    const failing = writer.update(db.doc('bulk/missing'), { index: -1 }).catch((error: { code: number }) => error.code);
    await writer.close();

    const results = await Promise.all(writes);
    expect(results.every((result) => result.writeTime instanceof Timestamp)).toBe(true);
    expect(await failing).toBe(GRPC_NOT_FOUND);
    expect(failures).toEqual([GRPC_NOT_FOUND]);
    const stored = await db.collection('bulk').get();
    expect(stored.size).toBe(30);
    expect(stored.docs.map((doc) => doc.get('index') as number).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 30 }, (_, index) => index),
    );
  });
});

describe('limits', () => {
  it('stores a document close to 1 MiB and refuses a larger one with INVALID_ARGUMENT', async () => {
    const large = 'x'.repeat(1_000_000);
    await db.doc('limits/large').set({ large });
    expect(((await db.doc('limits/large').get()).get('large') as string).length).toBe(1_000_000);
    await expect(db.doc('limits/too-large').set({ large: 'x'.repeat(1_100_000) })).rejects.toMatchObject({
      code: GRPC_INVALID_ARGUMENT,
    });
    expect((await db.doc('limits/too-large').get()).exists).toBe(false);
  });

  it('commits more than 500 writes at once (production dropped that limit in 2023)', async () => {
    const full = db.batch();
    for (let index = 0; index < 501; index += 1) full.set(db.doc(`limits-batch/doc-${index}`), { index });
    await full.commit();
    const read = await db.getAll(...Array.from({ length: 501 }, (_, index) => db.doc(`limits-batch/doc-${index}`)));
    expect(read.map((snapshot) => snapshot.get('index'))).toEqual(Array.from({ length: 501 }, (_, index) => index));
  });
});

describe('listing and recursive delete', () => {
  beforeAll(async () => {
    const batch = db.batch();
    batch.set(db.doc('tree/root'), { level: 0 });
    batch.set(db.doc('tree/root/kids/k1'), { level: 1 });
    batch.set(db.doc('tree/root/kids/k1/grandkids/g1'), { level: 2 });
    batch.set(db.doc('tree/root/pets/p1'), { level: 1 });
    // No tree/ghost document, only a subcollection under its name: listDocuments still names it.
    batch.set(db.doc('tree/ghost/kids/k2'), { level: 1 });
    batch.set(db.doc('tree/sibling'), { level: 0 });
    await batch.commit();
  });

  it('lists root collections and a document’s subcollections', async () => {
    const roots = (await db.listCollections()).map((collection) => collection.id);
    expect(roots).toContain('tree');
    const kids = (await db.doc('tree/root').listCollections()).map((collection) => collection.id).sort();
    expect(kids).toEqual(['kids', 'pets']);
    expect(await db.doc('tree/sibling').listCollections()).toEqual([]);
  });

  it('lists documents, including those that exist only as parents of subcollections', async () => {
    const names = (await db.collection('tree').listDocuments()).map((ref) => ref.id).sort();
    expect(names).toEqual(['ghost', 'root', 'sibling']);
    expect((await db.doc('tree/ghost').get()).exists).toBe(false);
  });

  it('deletes a document with all its descendants and nothing else', async () => {
    await db.recursiveDelete(db.doc('tree/root'));
    const [root, child, grandchild, pet, sibling] = await db.getAll(
      db.doc('tree/root'),
      db.doc('tree/root/kids/k1'),
      db.doc('tree/root/kids/k1/grandkids/g1'),
      db.doc('tree/root/pets/p1'),
      db.doc('tree/sibling'),
    );
    expect([root.exists, child.exists, grandchild.exists, pet.exists]).toEqual([false, false, false, false]);
    expect(sibling.exists).toBe(true);
    expect(await db.doc('tree/root').listCollections()).toEqual([]);
  });

  it('deletes a whole collection recursively', async () => {
    await db.recursiveDelete(db.collection('tree'));
    expect((await db.collection('tree').listDocuments()).length).toBe(0);
    expect((await db.doc('tree/ghost/kids/k2').get()).exists).toBe(false);
  });
});
