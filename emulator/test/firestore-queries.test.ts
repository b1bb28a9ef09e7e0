import { initializeApp } from 'firebase/app';
import {
  Bytes,
  FieldPath,
  GeoPoint,
  Timestamp,
  and,
  average,
  collection,
  collectionGroup,
  connectFirestoreEmulator,
  count,
  doc,
  documentId,
  endAt,
  endBefore,
  getAggregate,
  getCount,
  getDoc,
  getDocs,
  getFirestore,
  limit,
  limitToLast,
  or,
  orderBy,
  query,
  startAfter,
  startAt,
  sum,
  where,
  writeBatch,
  type DocumentData,
  type Firestore,
  type Query,
} from 'firebase/firestore/lite';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { splitHost, useEmulator } from './harness.js';

const hosts = useEmulator();
let db: Firestore;

beforeAll(() => {
  const app = initializeApp({ projectId: hosts.projectId, apiKey: 'demo' }, `queries-${randomUUID()}`);
  db = getFirestore(app);
  const { host, port } = splitHost(hosts.firestoreHost);
  connectFirestoreEmulator(db, host, port);
});

/** Writes documents into a fresh collection and returns its name. */
async function seed(docs: Record<string, DocumentData>, parent = ''): Promise<string> {
  const name = `c-${randomUUID().slice(0, 8)}`;
  const batch = writeBatch(db);
  for (const [id, data] of Object.entries(docs)) batch.set(doc(db, `${parent}${name}/${id}`), data);
  await batch.commit();
  return `${parent}${name}`;
}

async function ids(q: Query): Promise<string[]> {
  return (await getDocs(q)).docs.map((snapshot) => snapshot.id);
}

describe('field filters', () => {
  let path: string;
  beforeAll(async () => {
    path = await seed({
      one: { n: 1, tags: ['a', 'b'], kind: 'x' },
      two: { n: 2, tags: ['b'], kind: 'y' },
      three: { n: 3, tags: ['c'], kind: 'x' },
      text: { n: '3', tags: [], kind: 'z' },
      nothing: { n: null, kind: 'y' },
      missing: { kind: 'x' },
    });
  });

  it('compares only values of the same type, in value order', async () => {
    const c = collection(db, path);
    expect(await ids(query(c, where('n', '<', 3)))).toEqual(['one', 'two']);
    expect(await ids(query(c, where('n', '<=', 2)))).toEqual(['one', 'two']);
    expect(await ids(query(c, where('n', '>', 1)))).toEqual(['two', 'three']);
    expect(await ids(query(c, where('n', '>=', 2)))).toEqual(['two', 'three']);
    expect(await ids(query(c, where('n', '==', 2)))).toEqual(['two']);
    expect(await ids(query(c, where('n', '==', '3')))).toEqual(['text']);
    expect(await ids(query(c, where('n', '>', 'a')))).toEqual([]);
  });

  it('!= and not-in skip documents without the field or with null', async () => {
    const c = collection(db, path);
    expect(await ids(query(c, where('n', '!=', 2)))).toEqual(['one', 'three', 'text']);
    expect(await ids(query(c, where('n', 'not-in', [1, 3])))).toEqual(['two', 'text']);
    expect(await ids(query(c, where('n', '!=', null)))).toEqual(['one', 'two', 'three', 'text']);
  });

  it('== null and == NaN become IS_NULL and IS_NAN', async () => {
    const c = collection(db, path);
    expect(await ids(query(c, where('n', '==', null)))).toEqual(['nothing']);
    const withNaN = collection(db, await seed({ nan: { n: NaN }, one: { n: 1 }, none: { n: null }, text: { n: 'a' } }));
    expect(await ids(query(withNaN, where('n', '==', NaN)))).toEqual(['nan']);
    expect(await ids(query(withNaN, where('n', '!=', NaN)))).toEqual(['one', 'text']);
  });

  it('in, array-contains and array-contains-any', async () => {
    const c = collection(db, path);
    expect(await ids(query(c, where('n', 'in', [1, '3', 7])))).toEqual(['one', 'text']);
    expect(await ids(query(c, where('tags', 'array-contains', 'b')))).toEqual(['one', 'two']);
    expect(await ids(query(c, where('tags', 'array-contains-any', ['a', 'c'])))).toEqual(['one', 'three']);
  });

  it('composes AND and OR filters, nested', async () => {
    const c = collection(db, path);
    expect(await ids(query(c, where('kind', '==', 'x'), where('n', '>', 1)))).toEqual(['three']);
    expect(await ids(query(c, or(where('kind', '==', 'y'), where('n', '==', 1))))).toEqual(['nothing', 'one', 'two']);
    expect(
      await ids(
        query(
          c,
          or(and(where('kind', '==', 'x'), where('n', '>=', 2)), and(where('kind', '==', 'z'), where('n', '==', '3'))),
        ),
      ),
    ).toEqual(['three', 'text']);
  });

  it('filters and orders by document id', async () => {
    const c = collection(db, path);
    expect(await ids(query(c, where(documentId(), '>=', 'o'), where(documentId(), '<', 'tr')))).toEqual([
      'one',
      'text',
      'three',
    ]);
    expect(await ids(query(c, where(documentId(), 'in', ['two', 'nothing'])))).toEqual(['nothing', 'two']);
  });

  it('supports inequalities on several fields, ordering by them implicitly', async () => {
    const c = collection(
      db,
      await seed({ a: { x: 2, y: 1 }, b: { x: 1, y: 2 }, c: { x: 3, y: 0 }, d: { x: 2, y: 5 } }),
    );
    expect(await ids(query(c, where('x', '>', 1), where('y', '<', 5)))).toEqual(['a', 'c']);
  });
});

describe('ordering', () => {
  it('orders across types the way Firestore does', async () => {
    const ref = doc(db, 'some/doc');
    const values: [string, unknown][] = [
      ['a-null', null],
      ['b-false', false],
      ['c-true', true],
      ['d-nan', NaN],
      ['e-neg', -5],
      ['f-half', 0.5],
      ['g-int', 3],
      ['h-time', Timestamp.fromMillis(0)],
      ['i-str', 'abc'],
      ['j-str2', 'abd'],
      ['k-bytes', Bytes.fromUint8Array(new Uint8Array([1, 2]))],
      ['l-ref', ref],
      ['m-geo', new GeoPoint(1, 2)],
      ['n-array', [1, 2]],
      ['o-map', { a: 1 }],
    ];
    const docs = Object.fromEntries(values.map(([id, value]) => [id, { v: value }]));
    const c = collection(db, await seed(docs));
    const expected = values.map(([id]) => id);
    expect(await ids(query(c, orderBy('v')))).toEqual(expected);
    expect(await ids(query(c, orderBy('v', 'desc')))).toEqual([...expected].reverse());
  });

  it('orders integers and doubles together numerically, strings by UTF-8 bytes', async () => {
    const c = collection(db, await seed({ a: { v: 2 }, b: { v: 1.5 }, c: { v: -1 }, d: { v: 10 }, e: { v: 2.25 } }));
    expect(await ids(query(c, orderBy('v')))).toEqual(['c', 'b', 'a', 'e', 'd']);
    const s = collection(db, await seed({ a: { s: '\uFFFD' }, b: { s: '😀' }, c: { s: 'Z' }, d: { s: 'a' } }));
    expect(await ids(query(s, orderBy('s')))).toEqual(['c', 'd', 'a', 'b']);
  });

  it('breaks ties by document name and leaves out documents missing an ordered field', async () => {
    const c = collection(db, await seed({ b: { v: 1 }, a: { v: 1 }, c: { w: 1 }, d: { v: 0 } }));
    expect(await ids(query(c, orderBy('v')))).toEqual(['d', 'a', 'b']);
    expect(await ids(query(c, orderBy('v', 'desc')))).toEqual(['b', 'a', 'd']);
    expect(await ids(query(c, orderBy('w')))).toEqual(['c']);
  });

  it('orders by several fields in their directions', async () => {
    const c = collection(
      db,
      await seed({ a: { g: 1, v: 1 }, b: { g: 1, v: 2 }, c: { g: 2, v: 1 }, d: { g: 2, v: 3 } }),
    );
    expect(await ids(query(c, orderBy('g', 'desc'), orderBy('v')))).toEqual(['c', 'd', 'a', 'b']);
  });
});

describe('cursors, limits', () => {
  let c: ReturnType<typeof collection>;
  beforeAll(async () => {
    c = collection(db, await seed({ a: { v: 1 }, b: { v: 2 }, c: { v: 2 }, d: { v: 3 }, e: { v: 4 } }));
  });

  it('startAt / startAfter / endAt / endBefore by value', async () => {
    expect(await ids(query(c, orderBy('v'), startAt(2)))).toEqual(['b', 'c', 'd', 'e']);
    expect(await ids(query(c, orderBy('v'), startAfter(2)))).toEqual(['d', 'e']);
    expect(await ids(query(c, orderBy('v'), endAt(2)))).toEqual(['a', 'b', 'c']);
    expect(await ids(query(c, orderBy('v'), endBefore(2)))).toEqual(['a']);
    expect(await ids(query(c, orderBy('v', 'desc'), startAfter(3), endAt(2)))).toEqual(['c', 'b']);
  });

  it('cursors from a snapshot use its name to break ties', async () => {
    const b = await getDoc(doc(c, 'b'));
    expect(await ids(query(c, orderBy('v'), startAfter(b)))).toEqual(['c', 'd', 'e']);
    expect(await ids(query(c, orderBy('v'), startAt(b)))).toEqual(['b', 'c', 'd', 'e']);
    expect(await ids(query(c, orderBy('v'), endBefore(b)))).toEqual(['a']);
    expect(await ids(query(c, orderBy('v'), orderBy(documentId()), startAt(2, 'c')))).toEqual(['c', 'd', 'e']);
  });

  it('limit and limitToLast', async () => {
    expect(await ids(query(c, orderBy('v'), limit(2)))).toEqual(['a', 'b']);
    expect(await ids(query(c, orderBy('v'), limitToLast(2)))).toEqual(['d', 'e']);
    expect(await ids(query(c, orderBy('v'), endBefore(4), limitToLast(2)))).toEqual(['c', 'd']);
    expect(await ids(query(c, orderBy('v', 'desc'), limitToLast(2)))).toEqual(['b', 'a']);
  });
});

describe('paths', () => {
  it('collection group queries find every collection with that id', async () => {
    const group = `g${randomUUID().slice(0, 8)}`;
    const batch = writeBatch(db);
    batch.set(doc(db, `${group}/top`), { v: 1 });
    batch.set(doc(db, `x/one/${group}/a`), { v: 2 });
    batch.set(doc(db, `x/two/${group}/b`), { v: 3 });
    batch.set(doc(db, `y/one/z/deep/${group}/c`), { v: 4 });
    batch.set(doc(db, `x/one/${group}x/notme`), { v: 5 });
    await batch.commit();
    expect(await ids(query(collectionGroup(db, group), orderBy('v')))).toEqual(['top', 'a', 'b', 'c']);
    expect(await ids(query(collectionGroup(db, group), where('v', '>', 2)))).toEqual(['b', 'c']);
  });

  it('queries subcollections by their parent', async () => {
    const parent = `p-${randomUUID().slice(0, 8)}/doc/`;
    const path = await seed({ a: { v: 1 }, b: { v: 2 } }, parent);
    expect(await ids(query(collection(db, path), where('v', '==', 2)))).toEqual(['b']);
  });

  it('filters and orders by nested and quoted field paths', async () => {
    const c = collection(
      db,
      await seed({
        a: { address: { city: 'Leeds', zip: 2 }, 'odd.name': 1, 'with space': 'z' },
        b: { address: { city: 'York', zip: 1 }, 'odd.name': 2, 'with space': 'y' },
      }),
    );
    expect(await ids(query(c, where('address.city', '==', 'York')))).toEqual(['b']);
    expect(await ids(query(c, orderBy('address.zip')))).toEqual(['b', 'a']);
    expect(await ids(query(c, where(new FieldPath('odd.name'), '>', 1)))).toEqual(['b']);
    expect(await ids(query(c, orderBy(new FieldPath('with space'))))).toEqual(['b', 'a']);
  });
});

describe('aggregations', () => {
  it('count, sum and average over a query', async () => {
    const c = collection(
      db,
      await seed({
        a: { n: 1, g: 'x' },
        b: { n: 2, g: 'x' },
        c: { n: 'nan', g: 'x' },
        d: { g: 'x' },
        e: { n: 10, g: 'y' },
      }),
    );
    expect((await getCount(query(c, where('g', '==', 'x')))).data().count).toBe(4);
    // Asked for together with a sum of n, count only sees the documents that hold n (of any type).
    const result = await getAggregate(query(c, where('g', '==', 'x')), {
      total: sum('n'),
      mean: average('n'),
      all: count(),
    });
    expect(result.data()).toEqual({ total: 3, mean: 1.5, all: 3 });
    expect((await getCount(query(c, limit(2)))).data().count).toBe(2);
  });

  it('sums integers as integers, mixes to doubles, and averages nothing to null', async () => {
    const c = collection(db, await seed({ a: { n: 1.5 }, b: { n: 2 }, c: { s: 'x' } }));
    const mixed = await getAggregate(c, { total: sum('n'), mean: average('n') });
    expect(mixed.data()).toEqual({ total: 3.5, mean: 1.75 });
    const none = await getAggregate(c, { total: sum('s'), mean: average('s') });
    expect(none.data()).toEqual({ total: 0, mean: null });
    const empty = await getAggregate(query(c, where('n', '>', 100)), {
      total: sum('n'),
      mean: average('n'),
      all: count(),
    });
    expect(empty.data()).toEqual({ total: 0, mean: null, all: 0 });
  });
});
