import { initializeApp } from 'firebase/app';
import {
  Bytes,
  FieldPath,
  GeoPoint,
  Timestamp,
  arrayRemove,
  arrayUnion,
  connectFirestoreEmulator,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getFirestore,
  increment,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
  type Firestore,
} from 'firebase/firestore/lite';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { splitHost, useEmulator } from './harness.js';

const hosts = useEmulator();
let db: Firestore;

function connect(projectId: string): Firestore {
  const app = initializeApp({ projectId, apiKey: 'demo' }, `writes-${randomUUID()}`);
  const firestore = getFirestore(app);
  const { host, port } = splitHost(hosts.firestoreHost);
  connectFirestoreEmulator(firestore, host, port);
  return firestore;
}

beforeAll(() => {
  db = connect(hosts.projectId);
});

/** The lite SDK's REST transport reports every HTTP 400 (INVALID_ARGUMENT included) as failed-precondition. */
const BAD_REQUEST = 'failed-precondition';

const fresh = () => doc(db, `w-${randomUUID().slice(0, 8)}/doc`);

async function errorCode(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
    return undefined;
  } catch (error) {
    return (error as { code?: string }).code;
  }
}

describe('set and get', () => {
  it('round-trips every value type', async () => {
    const ref = fresh();
    const data = {
      nothing: null,
      yes: true,
      int: -42,
      double: 3.25,
      nan: NaN,
      infinite: -Infinity,
      text: 'héllo 😀',
      when: new Timestamp(1_700_000_000, 123_456_000),
      bytes: Bytes.fromUint8Array(new Uint8Array([0, 255, 7])),
      place: new GeoPoint(51.5, -0.12),
      list: [1, 'two', { three: 3 }],
      nested: { deeper: { deepest: 'x' }, empty: {} },
      emptyList: [],
    };
    await setDoc(ref, { ...data, link: doc(db, 'other/place') });
    const snapshot = await getDoc(ref);
    expect(snapshot.exists()).toBe(true);
    const read = snapshot.data() ?? {};
    expect(read).toMatchObject({ ...data, nan: NaN, when: data.when });
    expect(read.link.path).toBe('other/place');
    expect((read.bytes as Bytes).toUint8Array()).toEqual(new Uint8Array([0, 255, 7]));
  });

  it('keeps timestamps to the microsecond, as Firestore stores them', async () => {
    const ref = fresh();
    await setDoc(ref, { when: new Timestamp(1_700_000_000, 123_456_789) });
    const when = (await getDoc(ref)).get('when') as Timestamp;
    expect(when.nanoseconds).toBe(123_456_000);
  });

  it('set replaces the document; set with merge keeps what it does not name', async () => {
    const ref = fresh();
    await setDoc(ref, { a: 1, b: { c: 2, d: 3 } });
    await setDoc(ref, { b: { c: 20 } }, { merge: true });
    expect((await getDoc(ref)).data()).toEqual({ a: 1, b: { c: 20, d: 3 } });
    await setDoc(ref, { a: 5, z: 1 }, { mergeFields: ['a'] });
    expect((await getDoc(ref)).data()).toEqual({ a: 5, b: { c: 20, d: 3 } });
    await setDoc(ref, { only: true });
    expect((await getDoc(ref)).data()).toEqual({ only: true });
  });

  it('deletes documents', async () => {
    const ref = fresh();
    await setDoc(ref, { a: 1 });
    await deleteDoc(ref);
    expect((await getDoc(ref)).exists()).toBe(false);
    await deleteDoc(ref); // deleting a missing document is not an error
  });
});

describe('update', () => {
  it('updates dotted paths without touching sibling fields', async () => {
    const ref = fresh();
    await setDoc(ref, { a: { b: 1, c: 2 }, 'x.y': 'literal', top: 0 });
    await updateDoc(ref, { 'a.b': 10, top: 1 });
    await updateDoc(ref, new FieldPath('x.y'), 'still literal');
    await updateDoc(ref, 'new.deep.field', true);
    expect((await getDoc(ref)).data()).toEqual({
      a: { b: 10, c: 2 },
      'x.y': 'still literal',
      top: 1,
      new: { deep: { field: true } },
    });
  });

  it('deleteField removes top-level and nested fields', async () => {
    const ref = fresh();
    await setDoc(ref, { a: 1, b: { c: 2, d: 3 } });
    await updateDoc(ref, { a: deleteField(), 'b.c': deleteField() });
    expect((await getDoc(ref)).data()).toEqual({ b: { d: 3 } });
    await setDoc(ref, { b: { d: deleteField() } }, { merge: true });
    expect((await getDoc(ref)).data()).toEqual({ b: {} });
  });

  it('fails with not-found when the document does not exist', async () => {
    expect(await errorCode(updateDoc(fresh(), { a: 1 }))).toBe('not-found');
  });
});

describe('transforms', () => {
  it('serverTimestamp sets the commit time', async () => {
    const ref = fresh();
    const before = Date.now();
    await setDoc(ref, { at: serverTimestamp(), nested: { at: serverTimestamp() } });
    const data = (await getDoc(ref)).data() ?? {};
    const millis = (data.at as Timestamp).toMillis();
    expect(millis).toBeGreaterThanOrEqual(before - 1000);
    expect(millis).toBeLessThanOrEqual(Date.now() + 1000);
    expect((data.nested.at as Timestamp).isEqual(data.at as Timestamp)).toBe(true);
  });

  it('increment follows Firestore numeric rules', async () => {
    const ref = fresh();
    await setDoc(ref, { int: 1, double: 1.5, text: 'x' });
    await updateDoc(ref, { int: increment(2), double: increment(1), text: increment(5), missing: increment(3) });
    expect((await getDoc(ref)).data()).toEqual({ int: 3, double: 2.5, text: 5, missing: 3 });
    await updateDoc(ref, { int: increment(0.5) });
    expect((await getDoc(ref)).get('int')).toBe(3.5);
  });

  it('arrayUnion appends missing elements, arrayRemove removes every copy', async () => {
    const ref = fresh();
    await setDoc(ref, { list: [1, 2, 2, 3], other: 'not an array', objects: [{ a: 1 }] });
    await updateDoc(ref, {
      list: arrayUnion(3, 4, 4, 5),
      other: arrayUnion('x'),
      objects: arrayUnion({ a: 1 }, { a: 2 }),
    });
    expect((await getDoc(ref)).data()).toEqual({
      list: [1, 2, 2, 3, 4, 5],
      other: ['x'],
      objects: [{ a: 1 }, { a: 2 }],
    });
    await updateDoc(ref, { list: arrayRemove(2, 5), objects: arrayRemove({ a: 1 }), fresh: arrayRemove(1) });
    expect((await getDoc(ref)).data()).toEqual({ list: [1, 3, 4], other: ['x'], objects: [{ a: 2 }], fresh: [] });
  });
});

describe('batches and limits', () => {
  it('a batch is atomic: one failing write applies none', async () => {
    const created = fresh();
    const batch = writeBatch(db);
    batch.set(created, { a: 1 });
    batch.update(fresh(), { b: 2 });
    expect(await errorCode(batch.commit())).toBe('not-found');
    expect((await getDoc(created)).exists()).toBe(false);
  });

  it('commits a batch of more than 500 writes (production dropped that limit in 2023)', async () => {
    const collectionId = `many-${randomUUID().slice(0, 8)}`;
    const batch = writeBatch(db);
    for (let i = 0; i < 501; i++) batch.set(doc(db, collectionId, `d${i}`), { i });
    await batch.commit();
    expect((await getDoc(doc(db, collectionId, 'd500'))).get('i')).toBe(500);
  });

  it('refuses a document over 1 MiB and keeps serving', async () => {
    const ref = fresh();
    expect(await errorCode(setDoc(ref, { big: 'x'.repeat(1.1 * 1024 * 1024) }))).toBe(BAD_REQUEST);
    expect((await getDoc(ref)).exists()).toBe(false);
    await setDoc(ref, { big: 'x'.repeat(1_000_000) });
    expect(((await getDoc(ref)).get('big') as string).length).toBe(1_000_000);
  });

  it('measures size by the storage-size rules: exactly 1,048,576 bytes is allowed', async () => {
    // name: 16 + ("size" + 1) + ("doc" + 1) = 25; fields "s" and "t": 2 each; a string: length + 1; document: 32.
    const ref = doc(db, 'size', 'doc');
    const first = 524_288;
    const largestSecond = 1_048_576 - 25 - 2 - (first + 1) - 2 - 1 - 32;
    await setDoc(ref, { s: 'y'.repeat(first), t: 'y'.repeat(largestSecond) });
    expect(await errorCode(setDoc(ref, { s: 'y'.repeat(first), t: 'y'.repeat(largestSecond + 1) }))).toBe(BAD_REQUEST);
    expect(((await getDoc(ref)).get('t') as string).length).toBe(largestSecond);
  });

  it('refuses a field value over 1 MiB - 89 bytes (1,048,487) even in a document under 1 MiB', async () => {
    const ref = fresh();
    await setDoc(ref, { s: 'y'.repeat(1_048_487) });
    expect(await errorCode(setDoc(ref, { s: 'y'.repeat(1_048_488) }))).toBe(BAD_REQUEST);
    expect(await errorCode(setDoc(ref, { b: Bytes.fromUint8Array(new Uint8Array(1_048_488)) }))).toBe(BAD_REQUEST);
    expect(((await getDoc(ref)).get('s') as string).length).toBe(1_048_487);
  });
});

describe('projects', () => {
  it('keeps each project apart', async () => {
    const other = connect(`${hosts.projectId}-other`);
    const path = `shared-${randomUUID().slice(0, 8)}/doc`;
    await setDoc(doc(db, path), { project: 'mine' });
    expect((await getDoc(doc(other, path))).exists()).toBe(false);
    await setDoc(doc(other, path), { project: 'other' });
    expect((await getDoc(doc(db, path))).get('project')).toBe('mine');
  });
});
