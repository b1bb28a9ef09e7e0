import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import {
  AggregateField,
  FieldPath,
  Filter,
  GeoPoint,
  getFirestore,
  Timestamp,
  type Firestore,
  type Query,
  type QuerySnapshot,
} from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productionOnly, useEmulator } from './harness.js';

// Queries, batch gets and aggregations through firebase-admin's gRPC transport.

const hosts = useEmulator();
let app: App;
let db: Firestore;
const previousEmulatorHost = process.env.FIRESTORE_EMULATOR_HOST;

const ids = (snapshot: QuerySnapshot) => snapshot.docs.map((doc) => doc.id);
const run = async (query: Query) => ids(await query.get());

const PEOPLE = {
  p1: { n: 1, name: 'ann', tags: ['x', 'y'], address: { zip: 10 }, group: 'g1', note: 'a' },
  p2: { n: 2, name: 'bob', tags: ['y'], address: { zip: 20 }, group: 'g1' },
  p3: { n: 3, name: 'cy', tags: [], address: { zip: 30 }, group: 'g2' },
  p4: { n: 4, name: 'dee', tags: ['z'], address: { zip: 40 }, group: 'g2', note: null },
  p5: { n: 5.5, name: 'eve', group: 'g3', score: Number.NaN },
};

beforeAll(async () => {
  process.env.FIRESTORE_EMULATOR_HOST = hosts.firestoreHost;
  app = initializeApp({ projectId: hosts.projectId }, `admin-queries-${hosts.projectId}`);
  db = getFirestore(app);
  const batch = db.batch();
  for (const [id, data] of Object.entries(PEOPLE)) batch.set(db.collection('people').doc(id), data);
  await batch.commit();
});

afterAll(async () => {
  await deleteApp(app);
  process.env.FIRESTORE_EMULATOR_HOST = previousEmulatorHost;
});

const people = () => db.collection('people');

describe('field filters', () => {
  it('supports the comparison operators', async () => {
    expect(await run(people().where('n', '==', 2))).toEqual(['p2']);
    expect(await run(people().where('n', '<', 3))).toEqual(['p1', 'p2']);
    expect(await run(people().where('n', '<=', 3))).toEqual(['p1', 'p2', 'p3']);
    expect(await run(people().where('n', '>', 3))).toEqual(['p4', 'p5']);
    expect(await run(people().where('n', '>=', 4))).toEqual(['p4', 'p5']);
    expect(await run(people().where('name', '>=', 'c').where('name', '<', 'e'))).toEqual(['p3', 'p4']);
  });

  it('matches != and not-in only on documents where the field holds a non-null value', async () => {
    expect(await run(people().where('n', '!=', 3))).toEqual(['p1', 'p2', 'p4', 'p5']);
    expect(await run(people().where('note', '!=', 'b'))).toEqual(['p1']);
    expect(await run(people().where('n', 'not-in', [1, 2]))).toEqual(['p3', 'p4', 'p5']);
  });

  it('matches in against any listed value', async () => {
    expect(await run(people().where('n', 'in', [1, 3, 5.5, 99]))).toEqual(['p1', 'p3', 'p5']);
    expect(await run(people().where('name', 'in', ['nobody']))).toEqual([]);
  });

  it('matches array-contains and array-contains-any', async () => {
    expect(await run(people().where('tags', 'array-contains', 'y'))).toEqual(['p1', 'p2']);
    expect(await run(people().where('tags', 'array-contains-any', ['x', 'z']))).toEqual(['p1', 'p4']);
  });

  it('matches null and NaN by equality', async () => {
    expect(await run(people().where('note', '==', null))).toEqual(['p4']);
    expect(await run(people().where('score', '==', Number.NaN))).toEqual(['p5']);
  });

  it('filters and orders on nested fields', async () => {
    expect(await run(people().where('address.zip', '>=', 20).orderBy('address.zip', 'desc'))).toEqual([
      'p4',
      'p3',
      'p2',
    ]);
    expect(await run(people().where(new FieldPath('address', 'zip'), '==', 10))).toEqual(['p1']);
  });

  it('combines filters with Filter.or and Filter.and', async () => {
    expect(await run(people().where(Filter.or(Filter.where('n', '==', 1), Filter.where('name', '==', 'cy'))))).toEqual([
      'p1',
      'p3',
    ]);
    const nested = Filter.and(
      Filter.where('group', '==', 'g1'),
      Filter.or(Filter.where('n', '==', 1), Filter.where('n', '==', 5.5)),
    );
    expect(await run(people().where(nested))).toEqual(['p1']);
    const mixed = Filter.or(
      Filter.and(Filter.where('group', '==', 'g2'), Filter.where('n', '>', 3)),
      Filter.where('tags', 'array-contains', 'x'),
    );
    expect(await run(people().where(mixed))).toEqual(['p1', 'p4']);
  });
});

describe('document id filters', () => {
  it('filters and orders by document id', async () => {
    expect(await run(people().where(FieldPath.documentId(), 'in', ['p3', 'p1', 'nobody']))).toEqual(['p1', 'p3']);
    expect(await run(people().where(FieldPath.documentId(), '>', 'p3'))).toEqual(['p4', 'p5']);
    expect(await run(people().where(FieldPath.documentId(), '==', people().doc('p2')))).toEqual(['p2']);
  });

  productionOnly('orders by document id descending', async () => {
    expect(await run(people().orderBy(FieldPath.documentId(), 'desc').limit(2))).toEqual(['p5', 'p4']);
  });
});

describe('ordering, limits and cursors', () => {
  it('orders by a field, breaking ties by document name, and limits', async () => {
    expect(await run(people().orderBy('group', 'desc').orderBy('n'))).toEqual(['p5', 'p3', 'p4', 'p1', 'p2']);
    expect(await run(people().orderBy('group').limit(3))).toEqual(['p1', 'p2', 'p3']);
    expect(await run(people().orderBy('n', 'desc').limit(2))).toEqual(['p5', 'p4']);
  });

  it('excludes documents without the ordered field', async () => {
    expect(await run(people().orderBy('address.zip'))).toEqual(['p1', 'p2', 'p3', 'p4']);
  });

  it('returns the last documents in query order with limitToLast', async () => {
    expect(await run(people().orderBy('n').limitToLast(2))).toEqual(['p4', 'p5']);
  });

  it('skips with offset', async () => {
    expect(await run(people().orderBy('n').offset(1).limit(2))).toEqual(['p2', 'p3']);
  });

  it('starts and ends at field values and at document snapshots', async () => {
    expect(await run(people().orderBy('n').startAfter(2).endBefore(5.5))).toEqual(['p3', 'p4']);
    expect(await run(people().orderBy('n').startAt(2).endAt(4))).toEqual(['p2', 'p3', 'p4']);
    const p3 = await people().doc('p3').get();
    expect(await run(people().orderBy('group').startAfter(p3))).toEqual(['p4', 'p5']);
    expect(await run(people().orderBy('n', 'desc').startAt(p3))).toEqual(['p3', 'p2', 'p1']);
  });

  it('orders values of different types in Firestore’s type order', async () => {
    const mixed = db.collection('mixed');
    const values: Record<string, unknown> = {
      a_null: null,
      b_false: false,
      c_true: true,
      d_nan: Number.NaN,
      e_negative: -10,
      f_int: 1,
      g_double: 1.5,
      h_time: new Timestamp(1, 0),
      i_text: 'text',
      j_bytes: Buffer.from([1]),
      k_ref: db.doc('a/b'),
      l_geo: new GeoPoint(0, 0),
      m_array: [1],
      n_map: { a: 1 },
    };
    const batch = db.batch();
    // Written in reverse so that only the value order can produce the expected result.
    for (const [id, value] of Object.entries(values).reverse()) batch.set(mixed.doc(id), { value });
    await batch.commit();
    const expected = Object.keys(values);
    expect(await run(mixed.orderBy('value'))).toEqual(expected);
    expect(await run(mixed.orderBy('value', 'desc'))).toEqual([...expected].reverse());
  });
});

describe('projections and collection groups', () => {
  it('returns only the selected fields', async () => {
    const snapshot = await people().where('n', '<=', 2).select('name', 'address.zip').get();
    expect(snapshot.docs.map((doc) => doc.data())).toEqual([
      { name: 'ann', address: { zip: 10 } },
      { name: 'bob', address: { zip: 20 } },
    ]);
    const namesOnly = await people().select().get();
    expect(namesOnly.docs.map((doc) => [doc.id, doc.data()])).toEqual(Object.keys(PEOPLE).map((id) => [id, {}]));
  });

  it('queries every collection with the same id at any depth', async () => {
    const batch = db.batch();
    batch.set(db.doc('rooms/r1/messages/m1'), { room: 'r1', n: 1 });
    batch.set(db.doc('rooms/r2/messages/m2'), { room: 'r2', n: 2 });
    batch.set(db.doc('messages/m0'), { room: 'none', n: 0 });
    batch.set(db.doc('rooms/r1/messages/m1/messages/m3'), { room: 'deep', n: 3 });
    batch.set(db.doc('rooms/r1/other/o1'), { room: 'r1', n: 4 });
    await batch.commit();
    expect(await run(db.collectionGroup('messages').orderBy('n'))).toEqual(['m0', 'm1', 'm2', 'm3']);
    expect(await run(db.collectionGroup('messages').where('n', '>=', 2))).toEqual(['m2', 'm3']);
    expect(await run(db.collection('rooms/r1/messages'))).toEqual(['m1']);
  });

  productionOnly('partitions a collection group into queries that together cover it once', async () => {
    const batch = db.batch();
    for (const path of [
      'shelves/s1/letters/l1',
      'shelves/s2/letters/l2',
      'letters/l0',
      'shelves/s1/letters/l1/letters/l3',
    ])
      batch.set(db.doc(path), {});
    await batch.commit();
    // However the server partitions a collection group, the partitions together cover it once.
    const partitioned: string[] = [];
    for await (const partition of db.collectionGroup('letters').getPartitions(3))
      partitioned.push(...(await run(partition.toQuery())));
    expect(partitioned.sort()).toEqual(['l0', 'l1', 'l2', 'l3']);
  });
});

describe('getAll', () => {
  it('returns documents in request order, with missing ones as not existing', async () => {
    const [p2, missing, p1] = await db.getAll(people().doc('p2'), people().doc('nobody'), people().doc('p1'));
    expect([p2.id, p2.exists, p2.get('name')]).toEqual(['p2', true, 'bob']);
    expect([missing.id, missing.exists]).toEqual(['nobody', false]);
    expect([p1.id, p1.exists, p1.get('name')]).toEqual(['p1', true, 'ann']);
    expect(p1.updateTime).toBeInstanceOf(Timestamp);
    expect(p1.readTime).toBeInstanceOf(Timestamp);
  });

  it('applies a field mask', async () => {
    const [p1, missing] = await db.getAll(people().doc('p1'), people().doc('nobody'), {
      fieldMask: ['name', new FieldPath('address', 'zip')],
    });
    expect(p1.data()).toEqual({ name: 'ann', address: { zip: 10 } });
    expect(missing.exists).toBe(false);
  });
});

describe('aggregations', () => {
  it('counts the documents a query matches', async () => {
    expect((await people().count().get()).data().count).toBe(5);
    expect((await people().where('group', '==', 'g1').count().get()).data().count).toBe(2);
    expect((await people().where('group', '==', 'none').count().get()).data().count).toBe(0);
    expect((await people().orderBy('n').limit(3).count().get()).data().count).toBe(3);
  });

  it('sums and averages numeric values, ignoring other types', async () => {
    const numbers = await people()
      .aggregate({
        total: AggregateField.sum('n'),
        mean: AggregateField.average('n'),
        how_many: AggregateField.count(),
      })
      .get();
    const { mean, ...exact } = numbers.data();
    expect(exact).toEqual({ total: 15.5, how_many: 5 });
    expect(mean).toBeCloseTo(3.1, 12);

    // Aggregations over different fields only see the documents that hold all of them: p5 has no address.
    const combined = await people()
      .aggregate({
        total: AggregateField.sum('n'),
        zips: AggregateField.sum('address.zip'),
        how_many: AggregateField.count(),
      })
      .get();
    expect(combined.data()).toEqual({ total: 10, zips: 100, how_many: 4 });

    const integers = await people()
      .where('group', '==', 'g1')
      .aggregate({ total: AggregateField.sum('n'), mean: AggregateField.average('n') })
      .get();
    expect(integers.data()).toEqual({ total: 3, mean: 1.5 });

    const none = await people()
      .where('group', '==', 'none')
      .aggregate({ total: AggregateField.sum('n'), mean: AggregateField.average('n') })
      .get();
    expect(none.data()).toEqual({ total: 0, mean: null });

    const text = await people()
      .aggregate({ total: AggregateField.sum('name'), mean: AggregateField.average('name') })
      .get();
    expect(text.data()).toEqual({ total: 0, mean: null });
  });

  it('returns NaN when a summed value is NaN', async () => {
    const result = await people()
      .aggregate({ total: AggregateField.sum('score') })
      .get();
    expect(result.data().total).toBeNaN();
  });
});
