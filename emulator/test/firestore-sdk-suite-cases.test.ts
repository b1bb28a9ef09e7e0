import {
  collection as liteCollection,
  doc as liteDoc,
  documentId as liteDocumentId,
  endBefore as liteEndBefore,
  getDoc as liteGetDoc,
  getDocs as liteGetDocs,
  orderBy as liteOrderBy,
  setDoc as liteSetDoc,
  startAfter as liteStartAfter,
  query as liteQuery,
  where as liteWhere,
  writeBatch as liteWriteBatch,
  type DocumentData,
  type QueryConstraint,
  type QueryFieldFilterConstraint,
} from 'firebase/firestore/lite';
import {
  DocumentReference,
  collection,
  collectionGroup,
  doc,
  documentId,
  getDoc,
  getDocs,
  limit,
  onSnapshot,
  orderBy,
  query,
  runTransaction,
  setDoc,
  where,
  type FirestoreError,
  type Query,
} from 'firebase/firestore';
import type { DocumentReference as AdminDocumentReference } from 'firebase-admin/firestore';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminFirestore, fullSdkFirestore, useEmulator, webFirestore } from './harness.js';

// Where the Firebase JS SDK's own integration suites expect an answer of Google's Firestore
// emulator: each case was checked against Google's emulator first, and runs against both engines.

const hosts = useEmulator();

const documentsRoot = () => `projects/${hosts.projectId}/databases/(default)/documents`;
const freshCollection = () => `s-${randomUUID().slice(0, 8)}`;

interface RestError {
  status: string;
  message: string;
}

/** POSTs a REST call as firebase-admin would (`Bearer owner`); answers the body or the error. */
async function rest(
  method: string,
  body: unknown,
): Promise<{ ok: true; body: unknown } | { ok: false; error: RestError }> {
  const response = await fetch(`http://${hosts.firestoreHost}/v1/${documentsRoot()}${method}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
    body: JSON.stringify(body),
  });
  const parsed = (await response.json()) as { error?: RestError };
  return parsed.error
    ? { ok: false, error: { status: parsed.error.status, message: parsed.error.message } }
    : { ok: true, body: parsed };
}

const commit = (writes: unknown[]) => rest(':commit', { writes });

/** The error a commit was refused with, or 'committed'. */
async function commitOutcome(writes: unknown[]): Promise<RestError | 'committed'> {
  const reply = await commit(writes);
  return reply.ok ? 'committed' : reply.error;
}

/** A timestamp as the microseconds since the epoch that Firestore's versions count. */
function microsOf(timestamp: string): bigint {
  const [, seconds, fraction = ''] = /^(.*?)(?:\.(\d+))?Z$/.exec(timestamp) as RegExpExecArray;
  return BigInt(Date.parse(`${seconds}Z`)) * 1000n + BigInt(fraction.padEnd(6, '0').slice(0, 6));
}

/** The first snapshot's document ids, or the error the listen ended with. */
function listenOutcome(target: Query | DocumentReference): Promise<string[] | { code: string; message: string }> {
  return new Promise((resolve) => {
    const received = (ids: string[]) => {
      stop();
      resolve(ids);
    };
    const failed = (error: FirestoreError) => resolve({ code: error.code, message: error.message });
    const stop =
      target instanceof DocumentReference
        ? onSnapshot(target, (snapshot) => received(snapshot.exists() ? [snapshot.id] : []), failed)
        : onSnapshot(target, (snapshot) => received(snapshot.docs.map((each) => each.id)), failed);
  });
}

/** The SDK's error code and message, or 'done'. */
function sdkOutcome(request: Promise<unknown>): Promise<{ code: string; message: string } | 'done'> {
  return request.then(
    () => 'done' as const,
    (error: { code: string; message: string }) => ({ code: error.code, message: error.message }),
  );
}

describe('a transaction verifies the documents it read but did not write', () => {
  it('the full SDK (gRPC) commits a transaction that read one document and wrote another', async () => {
    const db = fullSdkFirestore(hosts);
    const path = freshCollection();
    await setDoc(doc(db, `${path}/source`), { n: 7 });
    await runTransaction(db, async (transaction) => {
      const source = await transaction.get(doc(db, `${path}/source`));
      transaction.set(doc(db, `${path}/copy`), { n: source.data()?.n });
    });
    expect((await getDoc(doc(db, `${path}/copy`))).data()).toEqual({ n: 7 });
  });

  /** A transaction copying `source` to `copy`, the source changed from outside during its first attempt. */
  async function copyWhile(
    interfere: (source: AdminDocumentReference) => Promise<unknown>,
  ): Promise<{ attempts: number; copy: unknown }> {
    const db = fullSdkFirestore(hosts);
    const admin = adminFirestore(hosts);
    const path = freshCollection();
    const source = admin.doc(`${path}/source`);
    await source.set({ n: 1 });
    let attempts = 0;
    await runTransaction(db, async (transaction) => {
      attempts += 1;
      const seen = await transaction.get(doc(db, `${path}/source`));
      if (attempts === 1) await interfere(source);
      transaction.set(doc(db, `${path}/copy`), { n: seen.data()?.n ?? 'missing' });
    });
    return { attempts, copy: (await admin.doc(`${path}/copy`).get()).data() };
  }

  it('the full SDK retries when a document it only read changed before its commit', async () => {
    expect(await copyWhile((source) => source.set({ n: 2 }))).toEqual({ attempts: 2, copy: { n: 2 } });
  });

  it('the full SDK retries when a document it only read was deleted before its commit', async () => {
    expect(await copyWhile((source) => source.delete())).toEqual({ attempts: 2, copy: { n: 'missing' } });
  });

  it('a verify checks its precondition and writes nothing', async () => {
    const name = `${documentsRoot()}/${freshCollection()}/doc`;
    const created = await commit([{ update: { name, fields: { n: { integerValue: '1' } } } }]);
    const updateTime = (created as { body: { writeResults: { updateTime: string }[] } }).body.writeResults[0]
      .updateTime;
    const updateMicros = microsOf(updateTime);

    expect(await commitOutcome([{ verify: name, currentDocument: { updateTime } }])).toBe('committed');
    expect(await commitOutcome([{ verify: name, currentDocument: { exists: true } }])).toBe('committed');
    expect(await commitOutcome([{ verify: `${name}-missing`, currentDocument: { exists: false } }])).toBe('committed');
    expect(await commitOutcome([{ verify: name, currentDocument: { updateTime: '2020-01-01T00:00:00Z' } }])).toEqual({
      status: 'FAILED_PRECONDITION',
      message: `the stored version (${updateMicros}) does not match the required base version (1577836800000000)`,
    });
    expect(
      await commitOutcome([{ verify: `${name}-missing`, currentDocument: { updateTime: '2020-01-01T00:00:00Z' } }]),
    ).toEqual({
      status: 'FAILED_PRECONDITION',
      message: 'the stored version (0) does not match the required base version (1577836800000000)',
    });
    expect(await commitOutcome([{ verify: `${name}-missing`, currentDocument: { exists: true } }])).toMatchObject({
      status: 'NOT_FOUND',
    });
    expect(await commitOutcome([{ verify: name, currentDocument: { exists: false } }])).toMatchObject({
      status: 'ALREADY_EXISTS',
    });
    expect(await commitOutcome([{ verify: name }])).toEqual({
      status: 'INVALID_ARGUMENT',
      message: 'a verify must contain a precondition',
    });
  });

  it('a document is not both verified and written in one commit', async () => {
    const name = `${documentsRoot()}/${freshCollection()}/doc`;
    await commit([{ update: { name, fields: {} } }]);
    const write = { update: { name, fields: { n: { integerValue: '2' } } } };
    const verify = { verify: name, currentDocument: { exists: true } };
    expect(await commitOutcome([verify, write])).toEqual({
      status: 'INVALID_ARGUMENT',
      message: 'the same document cannot be verified and then written in a single request',
    });
    expect(await commitOutcome([write, verify])).toEqual({
      status: 'INVALID_ARGUMENT',
      message: 'the same document cannot be written and then verified in a single request',
    });
  });
});

describe('a write after a delete of the same document in one commit', () => {
  const refusal = { status: 'INVALID_ARGUMENT', message: 'Cannot delete then update an entity in the same request.' };

  it('an update (which needs the document to exist) is refused, through either SDK, and nothing is written', async () => {
    const path = `${freshCollection()}/doc`;
    const admin = adminFirestore(hosts);
    await admin.doc(path).set({ n: 1 });

    const lite = webFirestore(hosts);
    const batch = liteWriteBatch(lite);
    batch.delete(liteDoc(lite, path));
    batch.update(liteDoc(lite, path), { n: 2 });
    // The lite SDK reads every REST 400 as failed-precondition, on either engine.
    expect(await sdkOutcome(batch.commit())).toEqual({
      code: 'failed-precondition',
      message: `Request failed with error: ${refusal.message}`,
    });

    const full = fullSdkFirestore(hosts);
    const transaction = runTransaction(full, async (tx) => {
      tx.delete(doc(full, path));
      tx.update(doc(full, path), { n: 3 });
    });
    expect(await sdkOutcome(transaction)).toEqual({
      code: 'invalid-argument',
      message: `3 INVALID_ARGUMENT: ${refusal.message}`,
    });
    expect((await liteGetDoc(liteDoc(lite, path))).data()).toEqual({ n: 1 });
  });

  it('is refused whatever the document’s state, for an exists or an update-time precondition', async () => {
    const name = `${documentsRoot()}/${freshCollection()}/doc`;
    const update = { update: { name, fields: { n: { integerValue: '2' } } }, updateMask: { fieldPaths: ['n'] } };
    expect(await commitOutcome([{ delete: name }, { ...update, currentDocument: { exists: true } }])).toEqual(refusal);
    expect(
      await commitOutcome([{ delete: name }, { ...update, currentDocument: { updateTime: '2020-01-01T00:00:00Z' } }]),
    ).toEqual(refusal);
    expect(await commitOutcome([{ delete: name }, { delete: name, currentDocument: { exists: true } }])).toEqual({
      status: 'INVALID_ARGUMENT',
      message: 'Cannot delete then delete an entity in the same request.',
    });
  });

  it('a set, a create or a plain delete after the delete is accepted', async () => {
    const name = `${documentsRoot()}/${freshCollection()}/doc`;
    const set = { update: { name, fields: { n: { integerValue: '2' } } } };
    await commit([set]);
    expect(await commitOutcome([{ delete: name }, set])).toBe('committed');
    expect(await commitOutcome([{ delete: name }, { ...set, currentDocument: { exists: false } }])).toBe('committed');
    expect(await commitOutcome([{ delete: name }, { delete: name }])).toBe('committed');
    expect(await commitOutcome([{ delete: name }, set, { ...set, currentDocument: { exists: true } }])).toBe(
      'committed',
    );
  });
});

describe('null and NaN in field filters match nothing (== null and == NaN are IS_NULL and IS_NAN)', () => {
  let path: string;
  const ids = async (...filters: QueryFieldFilterConstraint[]) => {
    const lite = webFirestore(hosts);
    return (await liteGetDocs(liteQuery(liteCollection(lite, path), ...filters))).docs
      .map((snapshot) => snapshot.id)
      .sort();
  };

  beforeAll(async () => {
    path = freshCollection();
    const lite = webFirestore(hosts);
    const batch = liteWriteBatch(lite);
    const docs: Record<string, DocumentData> = {
      null: { v: null },
      nan: { v: NaN },
      one: { v: 1 },
      text: { v: 'a' },
      listNull: { v: [null] },
      listNan: { v: [NaN] },
      listOne: { v: [1] },
    };
    for (const [id, data] of Object.entries(docs)) batch.set(liteDoc(lite, `${path}/${id}`), data);
    await batch.commit();
  });

  it('in and array-contains-any skip null and NaN among their values; array-contains null or NaN finds nothing', async () => {
    expect(await ids(liteWhere('v', 'in', [null]))).toEqual([]);
    expect(await ids(liteWhere('v', 'in', [NaN]))).toEqual([]);
    expect(await ids(liteWhere('v', 'in', [1, null, NaN]))).toEqual(['one']);
    expect(await ids(liteWhere('v', 'array-contains', null))).toEqual([]);
    expect(await ids(liteWhere('v', 'array-contains', NaN))).toEqual([]);
    expect(await ids(liteWhere('v', 'array-contains-any', [null, NaN]))).toEqual([]);
    expect(await ids(liteWhere('v', 'array-contains-any', [1, null, NaN]))).toEqual(['listOne']);
    expect(await ids(liteWhere('v', 'in', [[null], [NaN]]))).toEqual(['listNan', 'listNull']);
  });

  it('a range from or to null or NaN finds nothing, and a stored NaN is in no range', async () => {
    for (const bound of [null, NaN]) {
      for (const op of ['<', '<=', '>', '>='] as const) expect(await ids(liteWhere('v', op, bound))).toEqual([]);
    }
    expect(await ids(liteWhere('v', '<', 2))).toEqual(['one']);
    expect(await ids(liteWhere('v', '>=', -Infinity))).toEqual(['one']);
  });

  it('== null and == NaN still find their documents, != and not-in pass NaN through', async () => {
    expect(await ids(liteWhere('v', '==', null))).toEqual(['null']);
    expect(await ids(liteWhere('v', '==', NaN))).toEqual(['nan']);
    expect(await ids(liteWhere('v', '!=', NaN))).toEqual(['listNan', 'listNull', 'listOne', 'one', 'text']);
    expect(await ids(liteWhere('v', 'not-in', [1]))).toEqual(['listNan', 'listNull', 'listOne', 'nan', 'text']);
    expect(await ids(liteWhere('v', 'not-in', [1, NaN]))).toEqual(['listNan', 'listNull', 'listOne', 'nan', 'text']);
  });

  it('as field filters on the wire, EQUAL and NOT_EQUAL with null or NaN follow the same rule', async () => {
    const names = async (op: string, value: unknown) => {
      const reply = await rest(':runQuery', {
        structuredQuery: {
          from: [{ collectionId: path }],
          where: { fieldFilter: { field: { fieldPath: 'v' }, op, value } },
        },
      });
      const rows = (reply as { body: { document?: { name: string } }[] }).body;
      return rows
        .flatMap((row) => (row.document ? [row.document.name.slice(row.document.name.lastIndexOf('/') + 1)] : []))
        .sort();
    };
    expect(await names('EQUAL', { nullValue: null })).toEqual([]);
    expect(await names('EQUAL', { doubleValue: 'NaN' })).toEqual([]);
    expect(await names('NOT_EQUAL', { nullValue: null })).toEqual([]);
    expect(await names('NOT_EQUAL', { doubleValue: 'NaN' })).toEqual([
      'listNan',
      'listNull',
      'listOne',
      'nan',
      'one',
      'text',
    ]);
  });
});

describe('!= beside an order or an equality on the document id', () => {
  const orderAfterKey = 'order by clause cannot contain more fields after the key';
  const equalityOnKey =
    'Equality on key is not allowed if there are other inequality fields and key does not appear in inequalities.';
  let path: string;

  beforeAll(async () => {
    path = freshCollection();
    const admin = adminFirestore(hosts);
    await Promise.all([admin.doc(`${path}/a`).set({ v: 1 }), admin.doc(`${path}/b`).set({ v: 2 })]);
  });

  const liteOutcome = (...constraints: QueryConstraint[]) =>
    sdkOutcome(liteGetDocs(liteQuery(liteCollection(webFirestore(hosts), path), ...constraints)));

  it('a query over REST is refused with Google’s reason', async () => {
    const refused = (message: string) => ({
      code: 'failed-precondition',
      message: `Request failed with error: ${message}`,
    });
    expect(await liteOutcome(liteWhere('v', '!=', 1), liteOrderBy(liteDocumentId()))).toEqual(refused(orderAfterKey));
    expect(await liteOutcome(liteWhere('v', 'not-in', [1]), liteOrderBy(liteDocumentId(), 'desc'))).toEqual(
      refused(orderAfterKey),
    );
    expect(await liteOutcome(liteWhere('v', '!=', 1), liteWhere(liteDocumentId(), '==', 'b'))).toEqual(
      refused(equalityOnKey),
    );
    expect(await liteOutcome(liteWhere('v', '>', 0), liteWhere(liteDocumentId(), 'in', ['a', 'b']))).toEqual(
      refused(equalityOnKey),
    );
  });

  it('a listen through the full SDK ends with invalid-argument and the same reason', async () => {
    const full = collection(fullSdkFirestore(hosts), path);
    expect(await listenOutcome(query(full, where('v', '!=', 1), orderBy(documentId())))).toEqual({
      code: 'invalid-argument',
      message: orderAfterKey,
    });
    expect(await listenOutcome(query(full, where('v', '!=', 1), where(documentId(), '==', 'b')))).toEqual({
      code: 'invalid-argument',
      message: equalityOnKey,
    });
    expect(await sdkOutcome(getDocs(query(full, where('v', '!=', 1), orderBy(documentId()))))).toEqual({
      code: 'invalid-argument',
      message: orderAfterKey,
    });
  });

  it('the same filters ordered by the field first, or with the inequality on the id itself, are answered', async () => {
    const ids = async (...constraints: QueryConstraint[]) =>
      (await liteGetDocs(liteQuery(liteCollection(webFirestore(hosts), path), ...constraints))).docs.map(
        (each) => each.id,
      );
    expect(await ids(liteWhere('v', '!=', 1), liteOrderBy('v'), liteOrderBy(liteDocumentId()))).toEqual(['b']);
    expect(await ids(liteWhere(liteDocumentId(), '!=', 'a'), liteOrderBy(liteDocumentId()))).toEqual(['b']);
    expect(await ids(liteWhere('v', '==', 2), liteWhere(liteDocumentId(), '==', 'b'))).toEqual(['b']);
    expect(await ids(liteWhere('v', '!=', 1), liteWhere(liteDocumentId(), '>', 'a'))).toEqual(['b']);
  });
});

describe('reserved ids (__…__) are refused wherever a path names them', () => {
  const reservedDocument = 'Resource id "__badpath__" is invalid because it is reserved.';
  const reservedCollection = 'Collection id "__badpath__" is invalid because it is reserved.';

  it('reading, querying and writing through the lite SDK (REST)', async () => {
    const lite = webFirestore(hosts);
    const refused = (message: string) => ({
      code: 'failed-precondition',
      message: `Request failed with error: ${message}`,
    });
    expect(await sdkOutcome(liteGetDoc(liteDoc(lite, 'things/__badpath__')))).toEqual(refused(reservedDocument));
    expect(await sdkOutcome(liteSetDoc(liteDoc(lite, 'things/__badpath__'), { n: 1 }))).toEqual(
      refused(reservedDocument),
    );
    expect(await sdkOutcome(liteGetDocs(liteCollection(lite, '__badpath__')))).toEqual(refused(reservedCollection));
    expect(await sdkOutcome(liteGetDocs(liteCollection(lite, 'things/__badpath__/sub')))).toEqual(
      refused(reservedDocument),
    );
    expect(
      await sdkOutcome(liteSetDoc(liteDoc(lite, 'things/ok'), { link: liteDoc(lite, 'things/__badpath__') })),
    ).toEqual(refused(reservedDocument));
    expect(
      await sdkOutcome(
        liteGetDocs(liteQuery(liteCollection(lite, 'things'), liteWhere(liteDocumentId(), '==', '__badpath__'))),
      ),
    ).toEqual(refused(reservedDocument));
  });

  it('listening, reading and writing through the full SDK (gRPC) ends with invalid-argument', async () => {
    const full = fullSdkFirestore(hosts);
    const refused = (message: string) => ({ code: 'invalid-argument', message });
    expect(await listenOutcome(doc(full, 'things/__badpath__'))).toEqual(refused(reservedDocument));
    expect(await listenOutcome(collection(full, '__badpath__'))).toEqual(refused(reservedCollection));
    expect(await listenOutcome(collectionGroup(full, '__badpath__'))).toEqual(refused(reservedCollection));
    expect(await sdkOutcome(getDoc(doc(full, 'things/__badpath__')))).toEqual(refused(reservedDocument));
    // A write's refusal ends the Write stream, whose status the SDK passes on as gRPC words it.
    expect(await sdkOutcome(setDoc(doc(full, 'things/__badpath__'), { n: 1 }))).toEqual(
      refused(`3 INVALID_ARGUMENT: ${reservedDocument}`),
    );
  });

  it('any __…__ id is reserved; a document may have a numeric id __id<n>__ of a 64-bit n', async () => {
    const outcome = async (path: string) => {
      const reply = await commitOutcome([{ update: { name: `${documentsRoot()}/${path}`, fields: {} } }]);
      return reply === 'committed' ? reply : reply.message;
    };
    expect(await outcome('things/__anything__')).toBe('Resource id "__anything__" is invalid because it is reserved.');
    expect(await outcome('__id7__/doc')).toBe('Collection id "__id7__" is invalid because it is reserved.');
    expect(await outcome('things/__id012__')).toBe('Resource id "__id012__" is invalid because it is reserved.');
    expect(await outcome('things/__id0__')).toBe('Resource id "__id0__" is invalid because it is reserved.');
    expect(await outcome('things/__id9223372036854775808__')).toBe(
      'Resource id "__id9223372036854775808__" is invalid because it is not a 64 bit integer.',
    );
    for (const allowed of [
      'things/__id-9223372036854775808__',
      'things/__id42__',
      'things/____',
      'things/__a',
      'things/a__',
    ]) {
      expect(await outcome(allowed)).toBe('committed');
    }
  });
});

describe('numeric document ids (__id<n>__) sort before the others, by their number', () => {
  const numericInOrder = ['__id-9223372036854775808__', '__id-5__', '__id2__', '__id12__', '__id9223372036854775807__'];
  const othersInOrder = ['1', 'A', '_', '____', 'a'];
  let path: string;

  beforeAll(async () => {
    path = freshCollection();
    const lite = webFirestore(hosts);
    const batch = liteWriteBatch(lite);
    for (const id of [...othersInOrder, ...numericInOrder].reverse())
      batch.set(liteDoc(lite, `${path}/${id}`), { link: liteDoc(lite, `${path}/${id}`), k: 1 });
    await batch.commit();
  });

  const ids = async (...constraints: QueryConstraint[]) =>
    (await liteGetDocs(liteQuery(liteCollection(webFirestore(hosts), path), ...constraints))).docs.map(
      (each) => each.id,
    );

  it('in a query’s order: by document id, by a reference field, and by default', async () => {
    expect(await ids()).toEqual([...numericInOrder, ...othersInOrder]);
    expect(await ids(liteOrderBy(liteDocumentId()))).toEqual([...numericInOrder, ...othersInOrder]);
    expect(await ids(liteOrderBy('link'))).toEqual([...numericInOrder, ...othersInOrder]);
  });

  it('in cursors and filters on the document id', async () => {
    expect(await ids(liteOrderBy(liteDocumentId()), liteStartAfter('__id2__'))).toEqual([
      '__id12__',
      '__id9223372036854775807__',
      ...othersInOrder,
    ]);
    expect(await ids(liteOrderBy(liteDocumentId()), liteEndBefore('1'))).toEqual(numericInOrder);
    expect(await ids(liteOrderBy('k'), liteOrderBy(liteDocumentId()), liteStartAfter(1, '__id12__'))).toEqual([
      '__id9223372036854775807__',
      ...othersInOrder,
    ]);
    expect(await ids(liteWhere(liteDocumentId(), '>', '__id2__'))).toEqual([
      '__id12__',
      '__id9223372036854775807__',
      ...othersInOrder,
    ]);
    expect(await ids(liteWhere(liteDocumentId(), '<', 'A'))).toEqual([...numericInOrder, '1']);
  });

  it('in which documents a limited listen through the full SDK receives', async () => {
    const full = fullSdkFirestore(hosts);
    expect(await listenOutcome(query(collection(full, path), orderBy(documentId()), limit(3)))).toEqual(
      numericInOrder.slice(0, 3),
    );
  });
});
