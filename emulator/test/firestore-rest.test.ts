import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { productionOnly, useEmulator } from './harness.js';

const hosts = useEmulator();

const root = (projectId = hosts.projectId) => `projects/${projectId}/databases/(default)/documents`;
const url = (path: string) => `http://${hosts.firestoreHost}${path}`;
const api = (path: string) => url(`/v1/${root()}${path}`);

interface Reply {
  status: number;
  body: unknown;
}

/**
 * One request with firebase-admin's credential (`Bearer owner`): Google's emulator refuses
 * listCollectionIds, showMissing and batchWrite to anyone else, and rules never apply to it.
 */
async function call(method: string, target: string, body?: unknown, raw?: string): Promise<Reply> {
  const response = await fetch(target, {
    method,
    headers: { 'Content-Type': 'text/plain', Authorization: 'Bearer owner' },
    body: raw ?? (body === undefined ? undefined : JSON.stringify(body)),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // plain-text answers stay text
  }
  return { status: response.status, body: parsed };
}

const errorStatus = (reply: Reply) => (reply.body as { error?: { status?: string } }).error?.status;
const errorCode = (reply: Reply) => (reply.body as { error?: { code?: number } }).error?.code;
const fieldsOf = (reply: Reply) => (reply.body as { fields?: Record<string, unknown> }).fields;
const freshCollection = () => `r-${randomUUID().slice(0, 8)}`;
const int = (value: number) => ({ integerValue: String(value) });

function commit(writes: unknown[], projectId?: string): Promise<Reply> {
  return call('POST', url(`/v1/${root(projectId).replace(/\/documents$/, '')}/documents:commit`), { writes });
}

async function runQuery(structuredQuery: unknown, parent = ''): Promise<Record<string, unknown>[]> {
  const reply = await call('POST', api(`${parent}:runQuery`), { structuredQuery });
  expect(reply.status).toBe(200);
  return (reply.body as { document?: Record<string, unknown> }[]).flatMap((row) =>
    row.document ? [row.document] : [],
  );
}

describe('server basics', () => {
  it('answers GET / with Ok and CORS preflights', async () => {
    const home = await call('GET', url('/'));
    expect(home.status).toBe(200);
    expect(String(home.body)).toMatch(/^Ok/);
    const preflight = await fetch(api(':commit'), {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,content-type,x-goog-api-client',
      },
    });
    expect([200, 204]).toContain(preflight.status);
    expect(['*', 'http://localhost:5173']).toContain(preflight.headers.get('access-control-allow-origin'));
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
  });

  it('malformed JSON is a 400 INVALID_ARGUMENT in Google’s error shape, and the server keeps serving', async () => {
    const reply = await call('POST', api(':commit'), undefined, '{"writes": [');
    expect(reply.status).toBe(400);
    expect(errorStatus(reply)).toBe('INVALID_ARGUMENT');
    expect(errorCode(reply)).toBe(400);
    expect(typeof (reply.body as { error: { message: unknown } }).error.message).toBe('string');
    expect((await call('GET', url('/'))).status).toBe(200);
  });

  it('unknown paths are 404', async () => {
    // Only the status is documented; the body differs (ours: Google's JSON error shape, Google's emulator: "Not Found").
    expect((await call('GET', url('/v1/nothing/here'))).status).toBe(404);
    expect((await call('POST', api(':noSuchMethod'), {})).status).toBe(404);
  });

  it('invalid values, names and queries are 400 INVALID_ARGUMENT', async () => {
    const name = `${root()}/${freshCollection()}/doc`;
    const badInteger = await commit([{ update: { name, fields: { n: { integerValue: 'twelve' } } } }]);
    expect(badInteger.status).toBe(400);
    expect(errorStatus(badInteger)).toBe('INVALID_ARGUMENT');
    const noType = await commit([{ update: { name, fields: { n: {} } } }]);
    expect(errorStatus(noType)).toBe('INVALID_ARGUMENT');
    const badName = await commit([{ update: { name: `${root()}/odd`, fields: {} } }]);
    expect(errorStatus(badName)).toBe('INVALID_ARGUMENT');
    const badQuery = await call('POST', api(':runQuery'), {
      structuredQuery: { from: [{ collectionId: 'x' }], where: { fieldFilter: { op: 'NOPE' } } },
    });
    expect(badQuery.status).toBe(400);
    expect((await call('GET', url('/'))).status).toBe(200);
  });
});

describe('single documents', () => {
  it('create, get, patch with masks and preconditions, delete', async () => {
    const collectionId = freshCollection();
    const created = await call('POST', api(`/${collectionId}?documentId=one`), {
      fields: { a: int(1), b: { stringValue: 'x' } },
    });
    expect(created.status).toBe(200);
    expect((created.body as { name: string }).name).toBe(`${root()}/${collectionId}/one`);
    expect(typeof (created.body as { createTime: unknown }).createTime).toBe('string');

    const again = await call('POST', api(`/${collectionId}?documentId=one`), { fields: {} });
    expect(again.status).toBe(409);
    expect(errorStatus(again)).toBe('ALREADY_EXISTS');

    const masked = await call('GET', api(`/${collectionId}/one?mask.fieldPaths=b`));
    expect(fieldsOf(masked)).toEqual({ b: { stringValue: 'x' } });

    const patched = await call('PATCH', api(`/${collectionId}/one?updateMask.fieldPaths=a&updateMask.fieldPaths=c`), {
      fields: { c: { booleanValue: true } },
    });
    expect(patched.status).toBe(200);
    expect(fieldsOf(patched)).toEqual({ b: { stringValue: 'x' }, c: { booleanValue: true } });

    const stale = await call('PATCH', api(`/${collectionId}/one?currentDocument.updateTime=2000-01-01T00:00:00Z`), {
      fields: {},
    });
    expect(stale.status).toBe(400);
    expect(errorStatus(stale)).toBe('FAILED_PRECONDITION');

    const missing = await call('PATCH', api(`/${collectionId}/none?currentDocument.exists=true`), { fields: {} });
    expect(missing.status).toBe(404);
    expect(errorStatus(missing)).toBe('NOT_FOUND');

    expect((await call('DELETE', api(`/${collectionId}/one`))).status).toBe(200);
    const gone = await call('GET', api(`/${collectionId}/one`));
    expect(gone.status).toBe(404);
    expect(errorStatus(gone)).toBe('NOT_FOUND');
  });

  it('lists documents with paging, and missing parents with showMissing', async () => {
    const collectionId = freshCollection();
    await commit(
      ['c', 'a', 'b'].map((id) => ({
        update: { name: `${root()}/${collectionId}/${id}`, fields: { id: { stringValue: id } } },
      })),
    );
    await commit([{ update: { name: `${root()}/${collectionId}/ghost/sub/child`, fields: {} } }]);

    const first = await call('GET', api(`/${collectionId}?pageSize=2`));
    const firstPage = first.body as { documents: { name: string }[]; nextPageToken?: string };
    expect(firstPage.documents.map((d) => d.name.split('/').pop())).toEqual(['a', 'b']);
    expect(firstPage.nextPageToken).toBeTruthy();
    const second = await call(
      'GET',
      api(`/${collectionId}?pageSize=2&pageToken=${encodeURIComponent(firstPage.nextPageToken as string)}`),
    );
    expect((second.body as { documents: { name: string }[] }).documents.map((d) => d.name.split('/').pop())).toEqual([
      'c',
    ]);

    const withMissing = await call('GET', api(`/${collectionId}?showMissing=true`));
    const documents = (withMissing.body as { documents: { name: string; createTime?: string }[] }).documents;
    expect(documents.map((d) => d.name.split('/').pop())).toEqual(['a', 'b', 'c', 'ghost']);
    expect(documents[3].createTime).toBeUndefined();
  });

  it('lists collection ids under the root and under a document', async () => {
    const collectionId = freshCollection();
    await commit([
      { update: { name: `${root()}/${collectionId}/d/sub1/x`, fields: {} } },
      { update: { name: `${root()}/${collectionId}/d/sub2/y/deeper/z`, fields: {} } },
    ]);
    const under = await call('POST', api(`/${collectionId}/d:listCollectionIds`), {});
    expect((under.body as { collectionIds: string[] }).collectionIds).toEqual(['sub1', 'sub2']);
    const top = await call('POST', api(':listCollectionIds'), {});
    expect((top.body as { collectionIds: string[] }).collectionIds).toContain(collectionId);
  });
});

describe('commit over REST', () => {
  it('applies update masks with dotted and quoted paths, deleting masked fields absent from the input', async () => {
    const name = `${root()}/${freshCollection()}/doc`;
    await commit([
      {
        update: {
          name,
          fields: {
            a: { mapValue: { fields: { b: int(1), c: int(2) } } },
            'odd.key': int(3),
            gone: int(4),
          },
        },
      },
    ]);
    const reply = await commit([
      {
        update: { name, fields: { a: { mapValue: { fields: { b: int(10) } } }, 'odd.key': int(30) } },
        updateMask: { fieldPaths: ['a.b', '`odd.key`', 'gone'] },
      },
    ]);
    expect(reply.status).toBe(200);
    const read = await call('GET', url(`/v1/${name}`));
    expect(fieldsOf(read)).toEqual({ a: { mapValue: { fields: { b: int(10), c: int(2) } } }, 'odd.key': int(30) });
  });

  it('returns transform results, with maximum and minimum by Firestore’s rules', async () => {
    const name = `${root()}/${freshCollection()}/doc`;
    await commit([{ update: { name, fields: { hi: int(5), lo: int(5), mixed: { doubleValue: 2.5 } } } }]);
    const reply = await commit([
      {
        update: { name, fields: {} },
        updateMask: { fieldPaths: [] },
        updateTransforms: [
          { fieldPath: 'hi', maximum: int(9) },
          { fieldPath: 'lo', minimum: { doubleValue: 1.5 } },
          { fieldPath: 'mixed', maximum: int(2) },
          { fieldPath: 'count', increment: int(3) },
          { fieldPath: 'at', setToServerValue: 'REQUEST_TIME' },
          { fieldPath: 'tags', appendMissingElements: { values: [{ stringValue: 'a' }] } },
        ],
      },
    ]);
    expect(reply.status).toBe(200);
    const body = reply.body as {
      commitTime: string;
      writeResults: { updateTime: string; transformResults: unknown[] }[];
    };
    const [result] = body.writeResults;
    expect(result.transformResults.slice(0, 4)).toEqual([int(9), { doubleValue: 1.5 }, { doubleValue: 2.5 }, int(3)]);
    // REQUEST_TIME is "the time at which the server processed the request, with millisecond precision".
    const requestTime = (result.transformResults[4] as { timestampValue: string }).timestampValue;
    expect(requestTime).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{1,3})?Z$/);
    const commitMillis = Date.parse(body.commitTime);
    expect(Date.parse(requestTime)).toBeLessThanOrEqual(commitMillis);
    expect(Date.parse(requestTime)).toBeGreaterThan(commitMillis - 1000);
    expect(result.transformResults[5]).toEqual({ nullValue: null });
    expect(result.updateTime).toBe(body.commitTime);
  });

  /** An update of a missing document, then a create of an existing one. */
  async function failedPreconditions(): Promise<{ name: string; update: Reply; create: Reply }> {
    const name = `${root()}/${freshCollection()}/doc`;
    const update = await commit([{ update: { name, fields: {} }, currentDocument: { exists: true } }]);
    await commit([{ update: { name, fields: {} } }]);
    const create = await commit([{ update: { name, fields: {} }, currentDocument: { exists: false } }]);
    return { name, update, create };
  }
  const messageOf = (reply: Reply) => (reply.body as { error: { message: string } }).error.message;

  it('exists preconditions give NOT_FOUND and ALREADY_EXISTS', async () => {
    const { update, create } = await failedPreconditions();
    expect(update.status).toBe(404);
    expect(errorStatus(update)).toBe('NOT_FOUND');
    expect(create.status).toBe(409);
    expect(errorStatus(create)).toBe('ALREADY_EXISTS');
  });

  productionOnly('names the document in production’s words when an exists precondition fails', async () => {
    const { name, update, create } = await failedPreconditions();
    expect(messageOf(update)).toContain(`No document to update: ${name}`);
    expect(messageOf(create)).toContain(`Document already exists: ${name}`);
  });

  it('batchWrite applies each write on its own and reports a status per write', async () => {
    const collectionId = freshCollection();
    const reply = await call('POST', api(':batchWrite'), {
      writes: [
        { update: { name: `${root()}/${collectionId}/ok`, fields: {} } },
        { update: { name: `${root()}/${collectionId}/missing`, fields: {} }, currentDocument: { exists: true } },
      ],
    });
    expect(reply.status).toBe(200);
    const { status } = reply.body as { status: { code?: number }[] };
    expect(status[0].code ?? 0).toBe(0);
    expect(status[1].code).toBe(5);
    expect((await call('GET', api(`/${collectionId}/ok`))).status).toBe(200);
  });
});

describe('queries over REST', () => {
  it('offset, select and __name__-only projections', async () => {
    const collectionId = freshCollection();
    await commit(
      [1, 2, 3, 4].map((n) => ({
        update: { name: `${root()}/${collectionId}/d${n}`, fields: { n: int(n), other: int(0) } },
      })),
    );
    const from = [{ collectionId }];
    const orderBy = [{ field: { fieldPath: 'n' }, direction: 'ASCENDING' }];
    const offset = await runQuery({ from, orderBy, offset: 1, limit: 2 });
    expect(offset.map((d) => (d.fields as Record<string, unknown>).n)).toEqual([int(2), int(3)]);
    const selected = await runQuery({ from, orderBy, select: { fields: [{ fieldPath: 'n' }] }, limit: 1 });
    expect(selected[0].fields).toEqual({ n: int(1) });
    const namesOnly = await runQuery({ from, select: { fields: [{ fieldPath: '__name__' }] } });
    expect(namesOnly).toHaveLength(4);
    expect(namesOnly.every((d) => d.fields === undefined || Object.keys(d.fields as object).length === 0)).toBe(true);
  });

  it('compares integers and doubles as numbers', async () => {
    const collectionId = freshCollection();
    await commit([
      { update: { name: `${root()}/${collectionId}/double`, fields: { n: { doubleValue: 2 } } } },
      { update: { name: `${root()}/${collectionId}/int`, fields: { n: int(2) } } },
    ]);
    const found = await runQuery({
      from: [{ collectionId }],
      where: { fieldFilter: { field: { fieldPath: 'n' }, op: 'EQUAL', value: int(2) } },
    });
    expect(found).toHaveLength(2);
  });

  it('collection group queries under a parent and kindless descendants', async () => {
    const top = freshCollection();
    await commit([
      { update: { name: `${root()}/${top}/p/items/a`, fields: {} } },
      { update: { name: `${root()}/${top}/p/sub/q/items/b`, fields: {} } },
      { update: { name: `${root()}/${top}/other/items/c`, fields: {} } },
    ]);
    const group = await runQuery({ from: [{ collectionId: 'items', allDescendants: true }] }, `/${top}/p`);
    expect(group.map((d) => (d.name as string).split('/').pop())).toEqual(['a', 'b']);
  });

  it('aggregates sums of integers as integers and averages as doubles', async () => {
    const collectionId = freshCollection();
    await commit(
      [1, 2, 4].map((n) => ({ update: { name: `${root()}/${collectionId}/d${n}`, fields: { n: int(n) } } })),
    );
    const reply = await call('POST', api(':runAggregationQuery'), {
      structuredAggregationQuery: {
        structuredQuery: { from: [{ collectionId }] },
        aggregations: [
          { alias: 'total', sum: { field: { fieldPath: 'n' } } },
          { alias: 'mean', avg: { field: { fieldPath: 'n' } } },
          { alias: 'all', count: {} },
        ],
      },
    });
    const [row] = reply.body as { result: { aggregateFields: Record<string, unknown> } }[];
    expect(row.result.aggregateFields).toEqual({ total: int(7), mean: { doubleValue: 7 / 3 }, all: int(3) });
  });
});

describe('clear endpoint', () => {
  it('deletes one project’s documents and leaves other projects alone', async () => {
    const other = `${hosts.projectId}-keep`;
    const collectionId = freshCollection();
    await commit([{ update: { name: `${root()}/${collectionId}/doc`, fields: {} } }]);
    await commit([{ update: { name: `${root(other)}/${collectionId}/doc`, fields: {} } }], other);
    const cleared = await call('DELETE', url(`/emulator/v1/${root()}`));
    expect(cleared.status).toBe(200);
    expect((await call('GET', api(`/${collectionId}/doc`))).status).toBe(404);
    expect((await call('GET', url(`/v1/${root(other)}/${collectionId}/doc`))).status).toBe(200);
  });
});
