import { connect, constants, type ClientHttp2Session } from 'node:http2';
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
import protobuf from 'protobufjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useEmulator } from './harness.js';

// The gRPC wire itself, below firebase-admin: framing, status trailers, bad requests and clients
// that go away mid-call. Requests are encoded with the descriptor the Firestore client ships.

const root = protobuf.Root.fromJSON(createRequire(import.meta.url)('@google-cloud/firestore/build/protos/v1.json'));
const type = (name: string) => root.lookupType(name.includes('.') ? name : `google.firestore.v1.${name}`);

const hosts = useEmulator();
let session: ClientHttp2Session;
const database = () => `projects/${hosts.projectId}/databases/(default)`;

beforeAll(() => {
  session = connect(`http://${hosts.firestoreHost}`);
});

afterAll(() => {
  session.close();
});

interface GrpcReply {
  contentType: string;
  grpcStatus: number;
  grpcMessage: string;
  messages: Buffer[];
}

function frame(message: Uint8Array, declaredLength = message.length, compressed = false): Buffer {
  const header = Buffer.alloc(5);
  header.writeUInt8(compressed ? 1 : 0, 0);
  header.writeUInt32BE(declaredLength, 1);
  return Buffer.concat([header, message]);
}

function unframe(body: Buffer): Buffer[] {
  const messages: Buffer[] = [];
  for (let offset = 0; offset < body.length;) {
    const length = body.readUInt32BE(offset + 1);
    messages.push(body.subarray(offset + 5, offset + 5 + length));
    offset += 5 + length;
  }
  return messages;
}

/** One call: the request body as given, the reply with its status from trailers or trailers-only headers. */
function call(
  method: string,
  body: Buffer,
  over: ClientHttp2Session = session,
  extraHeaders: Record<string, string> = {},
): Promise<GrpcReply> {
  return new Promise((resolve, reject) => {
    const stream = over.request({
      ':method': 'POST',
      ':path': method,
      'content-type': 'application/grpc',
      te: 'trailers',
      ...extraHeaders,
    });
    const chunks: Buffer[] = [];
    let headers: Record<string, unknown> = {};
    let trailers: Record<string, unknown> = {};
    stream.on('response', (received) => (headers = received));
    stream.on('trailers', (received) => (trailers = received));
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('error', reject);
    stream.on('end', () => {
      const status = trailers['grpc-status'] ?? headers['grpc-status'];
      const message = trailers['grpc-message'] ?? headers['grpc-message'] ?? '';
      resolve({
        contentType: String(headers['content-type']),
        grpcStatus: Number(status),
        grpcMessage: decodeURIComponent(String(message)),
        messages: unframe(Buffer.concat(chunks)),
      });
    });
    stream.end(body);
  });
}

const firestoreMethod = (name: string) => `/google.firestore.v1.Firestore/${name}`;

async function expectServing(over: ClientHttp2Session = session): Promise<void> {
  const request = type('BeginTransactionRequest').encode({ database: database() }).finish();
  const reply = await call(firestoreMethod('BeginTransaction'), frame(request), over);
  expect(reply.grpcStatus).toBe(0);
  const response = type('BeginTransactionResponse').decode(reply.messages[0]) as unknown as { transaction: Uint8Array };
  expect(response.transaction.length).toBeGreaterThan(0);
}

describe('well-formed calls', () => {
  it('answers a unary call with one length-prefixed message and grpc-status 0', async () => {
    const write = { update: { name: `${database()}/documents/wire/one`, fields: { n: { integerValue: 7 } } } };
    const reply = await call(
      firestoreMethod('Commit'),
      frame(
        type('CommitRequest')
          .encode({ database: database(), writes: [write] })
          .finish(),
      ),
    );
    expect(reply.grpcStatus).toBe(0);
    expect(reply.contentType).toMatch(/^application\/grpc/);
    expect(reply.messages).toHaveLength(1);
    const response = type('CommitResponse').toObject(type('CommitResponse').decode(reply.messages[0]), {
      longs: String,
    });
    expect(response.writeResults).toHaveLength(1);
    expect(Number(response.commitTime.seconds)).toBeGreaterThan(1_600_000_000);
  });

  it('accepts a gzip-compressed request message', async () => {
    const write = {
      update: { name: `${database()}/documents/wire/zipped`, fields: { text: { stringValue: 'z'.repeat(1000) } } },
    };
    const compressed = gzipSync(
      type('CommitRequest')
        .encode({ database: database(), writes: [write] })
        .finish(),
    );
    const reply = await call(firestoreMethod('Commit'), frame(compressed, compressed.length, true), session, {
      'grpc-encoding': 'gzip',
    });
    expect(reply.grpcStatus).toBe(0);
    const read = await call(
      firestoreMethod('GetDocument'),
      frame(type('GetDocumentRequest').encode({ name: write.update.name }).finish()),
    );
    const document = type('Document').decode(read.messages[0]) as unknown as {
      fields: Record<string, { stringValue: string }>;
    };
    expect(document.fields.text.stringValue).toHaveLength(1000);
  });

  it('streams one message per result for server-streaming calls', async () => {
    const writes = ['a', 'b', 'c'].map((id) => ({
      update: { name: `${database()}/documents/streamed/${id}`, fields: { id: { stringValue: id } } },
    }));
    await call(
      firestoreMethod('Commit'),
      frame(type('CommitRequest').encode({ database: database(), writes }).finish()),
    );
    const request = type('RunQueryRequest')
      .encode({ parent: `${database()}/documents`, structuredQuery: { from: [{ collectionId: 'streamed' }] } })
      .finish();
    const reply = await call(firestoreMethod('RunQuery'), frame(request));
    expect(reply.grpcStatus).toBe(0);
    const names = reply.messages
      .map((message) => type('RunQueryResponse').decode(message) as unknown as { document?: { name: string } })
      .flatMap((response) => (response.document ? [response.document.name.split('/').pop()] : []));
    expect(names).toEqual(['a', 'b', 'c']);
  });

  it('reports an engine error on a streaming call as a status without messages', async () => {
    const request = type('RunQueryRequest')
      .encode({ parent: `${database()}/documents`, structuredQuery: { from: [{ collectionId: 'x' }], offset: -1 } })
      .finish();
    const reply = await call(firestoreMethod('RunQuery'), frame(request));
    expect(reply.grpcStatus).toBe(3);
    expect(reply.messages).toEqual([]);
  });

  it('percent-decodes to the server’s error message', async () => {
    const name = `${database()}/documents/wire/ünïcode-missing`;
    const request = type('GetDocumentRequest').encode({ name }).finish();
    const reply = await call(firestoreMethod('GetDocument'), frame(request));
    expect(reply.grpcStatus).toBe(5);
    expect(reply.grpcMessage).toContain('ünïcode-missing');
  });
});

/** What firebase-admin sends; listing documents and collection ids needs it on Google's emulator. */
const ADMIN = { authorization: 'Bearer owner' };

/** A unary call as firebase-admin makes it, encoded from and decoded to plain objects; rejects with the grpc-status on failure. */
async function unary(
  method: string,
  requestType: string,
  responseType: string,
  request: object,
): Promise<Record<string, unknown>> {
  const reply = await call(
    firestoreMethod(method),
    frame(type(requestType).encode(type(requestType).fromObject(request)).finish()),
    session,
    ADMIN,
  );
  if (reply.grpcStatus !== 0) throw Object.assign(new Error(reply.grpcMessage), { code: reply.grpcStatus });
  const decoded = type(responseType).decode(reply.messages[0]);
  return type(responseType).toObject(decoded, { longs: String, enums: String, bytes: String });
}

describe('single-document methods', () => {
  const documents = () => `${database()}/documents`;
  const fieldsOf = (document: Record<string, unknown>) => document.fields as Record<string, Record<string, unknown>>;

  it('creates a document under a chosen or generated id, once', async () => {
    const created = await unary('CreateDocument', 'CreateDocumentRequest', 'Document', {
      parent: documents(),
      collectionId: 'single',
      documentId: 'chosen',
      document: { fields: { title: { stringValue: 'first' } } },
    });
    expect(created.name).toBe(`${documents()}/single/chosen`);
    expect(created.createTime).toEqual(created.updateTime);
    expect(fieldsOf(created).title).toEqual({ stringValue: 'first' });

    const again = unary('CreateDocument', 'CreateDocumentRequest', 'Document', {
      parent: documents(),
      collectionId: 'single',
      documentId: 'chosen',
      document: {},
    });
    await expect(again).rejects.toMatchObject({ code: 6 });

    const generated = await unary('CreateDocument', 'CreateDocumentRequest', 'Document', {
      parent: documents(),
      collectionId: 'single',
      document: {},
    });
    expect(String(generated.name)).toMatch(
      new RegExp(`^${documents().replace(/[()]/g, '\\$&')}/single/[A-Za-z0-9]{20}$`),
    );
  });

  it('patches only the masked fields, reads through a mask and deletes with a precondition', async () => {
    const name = `${documents()}/single/patched`;
    await unary('CreateDocument', 'CreateDocumentRequest', 'Document', {
      parent: documents(),
      collectionId: 'single',
      documentId: 'patched',
      document: { fields: { a: { integerValue: 1 }, b: { integerValue: 2 }, c: { integerValue: 3 } } },
    });
    const patched = await unary('UpdateDocument', 'UpdateDocumentRequest', 'Document', {
      document: { name, fields: { a: { integerValue: 10 }, ignored: { booleanValue: true } } },
      updateMask: { fieldPaths: ['a', 'b'] },
      currentDocument: { exists: true },
    });
    expect(fieldsOf(patched)).toEqual({ a: { integerValue: '10' }, c: { integerValue: '3' } });

    const masked = await unary('GetDocument', 'GetDocumentRequest', 'Document', { name, mask: { fieldPaths: ['c'] } });
    expect(fieldsOf(masked)).toEqual({ c: { integerValue: '3' } });

    const missing = unary('UpdateDocument', 'UpdateDocumentRequest', 'Document', {
      document: { name: `${documents()}/single/absent`, fields: {} },
      currentDocument: { exists: true },
    });
    await expect(missing).rejects.toMatchObject({ code: 5 });

    await unary('DeleteDocument', 'DeleteDocumentRequest', 'google.protobuf.Empty', {
      name,
      currentDocument: { exists: true },
    });
    await expect(unary('GetDocument', 'GetDocumentRequest', 'Document', { name })).rejects.toMatchObject({ code: 5 });
    const deleteAgain = unary('DeleteDocument', 'DeleteDocumentRequest', 'google.protobuf.Empty', {
      name,
      currentDocument: { exists: true },
    });
    await expect(deleteAgain).rejects.toMatchObject({ code: 5 });
  });

  it('pages through documents and collection ids', async () => {
    const writes = ['p1', 'p2', 'p3'].map((id) => ({ update: { name: `${documents()}/paged/${id}`, fields: {} } }));
    writes.push({ update: { name: `${documents()}/paged/p1/child/c1`, fields: {} } });
    await unary('Commit', 'CommitRequest', 'CommitResponse', { database: database(), writes });

    const first = await unary('ListDocuments', 'ListDocumentsRequest', 'ListDocumentsResponse', {
      parent: documents(),
      collectionId: 'paged',
      pageSize: 2,
    });
    const second = await unary('ListDocuments', 'ListDocumentsRequest', 'ListDocumentsResponse', {
      parent: documents(),
      collectionId: 'paged',
      pageSize: 2,
      pageToken: first.nextPageToken,
    });
    const names = [...(first.documents as { name: string }[]), ...(second.documents as { name: string }[])].map(
      (document) => document.name.split('/').pop(),
    );
    expect(names).toEqual(['p1', 'p2', 'p3']);
    expect(second.nextPageToken ?? '').toBe('');

    const collections = await unary('ListCollectionIds', 'ListCollectionIdsRequest', 'ListCollectionIdsResponse', {
      parent: `${documents()}/paged/p1`,
    });
    expect(collections.collectionIds).toEqual(['child']);
  });
});

describe('bad calls', () => {
  it('answers an unknown method or service with UNIMPLEMENTED and keeps serving', async () => {
    const unknownMethod = await call(firestoreMethod('NoSuchMethod'), frame(new Uint8Array()));
    expect(unknownMethod.grpcStatus).toBe(12);
    const unknownService = await call('/google.example.Nothing/Call', frame(new Uint8Array()));
    expect(unknownService.grpcStatus).toBe(12);
    await expectServing();
  });

  it.each([
    ['a length beyond the message', [0x0a, 0xff, 0xff, 0xff, 0xff, 0x0f]],
    ['an endless varint', [0x08, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]],
    ['an invalid wire type', [0x0f, 0x01]],
  ])('refuses undecodable protobuf (%s) and keeps serving', async (_case, bytes) => {
    // No status is documented for a body that is not protobuf: ours says INVALID_ARGUMENT, Google's emulator UNKNOWN.
    const reply = await call(firestoreMethod('Commit'), frame(new Uint8Array(bytes)));
    expect(reply.grpcStatus).toBeGreaterThan(0);
    expect(reply.messages).toEqual([]);
    await expectServing();
  });

  it('answers a frame cut short with INTERNAL and keeps serving', async () => {
    const reply = await call(firestoreMethod('Commit'), frame(new Uint8Array([0x0a, 0x01]), 50));
    expect(reply.grpcStatus).toBe(13);
    await expectServing();
  });

  it('survives clients that cancel calls or drop the connection mid-request', async () => {
    const doomed = connect(`http://${hosts.firestoreHost}`);
    const request = type('RunQueryRequest')
      .encode({ parent: `${database()}/documents`, structuredQuery: { from: [{ collectionId: 'streamed' }] } })
      .finish();
    const whole = frame(request);

    const halfSent = doomed.request({
      ':method': 'POST',
      ':path': firestoreMethod('RunQuery'),
      'content-type': 'application/grpc',
    });
    halfSent.on('error', () => {});
    halfSent.write(whole.subarray(0, 3));
    halfSent.close(constants.NGHTTP2_CANCEL);

    const cancelledAfterSending = doomed.request({
      ':method': 'POST',
      ':path': firestoreMethod('RunQuery'),
      'content-type': 'application/grpc',
    });
    cancelledAfterSending.on('error', () => {});
    cancelledAfterSending.end(whole, () => cancelledAfterSending.close(constants.NGHTTP2_CANCEL));

    const abandoned = doomed.request({
      ':method': 'POST',
      ':path': firestoreMethod('Commit'),
      'content-type': 'application/grpc',
    });
    abandoned.on('error', () => {});
    abandoned.write(whole.subarray(0, 10));
    await new Promise((resolve) => setTimeout(resolve, 50));
    doomed.destroy();

    await expectServing();
    const fresh = connect(`http://${hosts.firestoreHost}`);
    try {
      await expectServing(fresh);
    } finally {
      fresh.close();
    }
  });
});
