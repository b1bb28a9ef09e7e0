import type { IncomingHttpHeaders, OutgoingHttpHeaders, ServerHttp2Stream } from 'node:http2';
import type protobuf from 'protobufjs';
import type { Caller } from '../rules/auth-token.js';
import type { FirestoreEngine } from './engine.js';
import { FirestoreError, GRPC_CODES } from './errors.js';
import { GrpcError, MessageReader, encodeGrpcMessage, frameMessage, parseFrames } from './grpc-framing.js';
import { callerOf } from './rules-enforcement.js';
import { ProtoJsonError, decodeMessage, encodeMessage, firestoreService, type Json, type JsonObject } from './proto.js';
import { STREAMING_METHODS, type StreamingCall, type StreamingHandler } from './streaming.js';

/**
 * gRPC transport for firebase-admin and the full web SDK: google.firestore.v1.Firestore over
 * cleartext HTTP/2, decoded into the proto3 JSON the engine speaks and encoded back.
 */

const SERVICE_PATH = `/${firestoreService.fullName.slice(1)}/`;
// Firestore caps a request at 10 MiB; anything far beyond that is refused before it is buffered.
const MAX_REQUEST_BYTES = 16 * 1024 * 1024;

/** Answers one request, made by the caller, with the response messages (one for unary methods). */
type MethodHandler = (request: JsonObject, caller: Caller) => Json[];

const text = (value: Json | undefined): string => (typeof value === 'string' ? value : '');

// The engine types its bodies with its own interfaces (types.ts): the same proto3 JSON shapes, so
// the decoded JSON is handed over as is and its answers are encoded as they come.
type EngineMethod =
  | 'getDocument'
  | 'listDocuments'
  | 'createDocument'
  | 'patchDocument'
  | 'deleteDocument'
  | 'batchGet'
  | 'beginTransaction'
  | 'commit'
  | 'rollback'
  | 'runQuery'
  | 'runAggregationQuery'
  | 'listCollectionIds'
  | 'batchWrite';
type Arg<M extends EngineMethod, Index extends number> = Parameters<FirestoreEngine[M]>[Index];
const arg = <M extends EngineMethod, Index extends number>(json: Json | undefined): Arg<M, Index> =>
  json as Arg<M, Index>;
const one = (response: unknown): Json[] => [response as Json];
const many = (responses: unknown[]): Json[] => responses as Json[];

function engineMethods(engine: FirestoreEngine): Map<string, MethodHandler> {
  return new Map<string, MethodHandler>([
    [
      'GetDocument',
      ({ name, ...options }, caller) => one(engine.getDocument(text(name), arg<'getDocument', 1>(options), caller)),
    ],
    [
      'ListDocuments',
      ({ parent, collectionId, ...options }, caller) =>
        one(engine.listDocuments(text(parent), text(collectionId), arg<'listDocuments', 2>(options), caller)),
    ],
    [
      'CreateDocument',
      ({ parent, collectionId, documentId, document, ...options }, caller) =>
        one(
          engine.createDocument(
            text(parent),
            text(collectionId),
            text(documentId) || undefined, // empty: the server picks an id
            arg<'createDocument', 3>(document ?? {}),
            arg<'createDocument', 4>(options),
            caller,
          ),
        ),
    ],
    [
      'UpdateDocument',
      ({ document = {}, ...options }, caller) =>
        one(
          engine.patchDocument(
            text((document as JsonObject).name),
            arg<'patchDocument', 1>(document),
            arg<'patchDocument', 2>(options),
            caller,
          ),
        ),
    ],
    [
      'DeleteDocument',
      ({ name, ...options }, caller) =>
        one(engine.deleteDocument(text(name), arg<'deleteDocument', 1>(options), caller)),
    ],
    [
      'BatchGetDocuments',
      (request, caller) => many(engine.batchGet(text(request.database), arg<'batchGet', 1>(request), caller)),
    ],
    [
      'BeginTransaction',
      (request) => one(engine.beginTransaction(text(request.database), arg<'beginTransaction', 1>(request))),
    ],
    ['Commit', (request, caller) => one(engine.commit(text(request.database), arg<'commit', 1>(request), caller))],
    ['Rollback', (request) => one(engine.rollback(text(request.database), arg<'rollback', 1>(request)))],
    ['RunQuery', (request, caller) => many(engine.runQuery(text(request.parent), arg<'runQuery', 1>(request), caller))],
    [
      'RunAggregationQuery',
      (request, caller) =>
        many(engine.runAggregationQuery(text(request.parent), arg<'runAggregationQuery', 1>(request), caller)),
    ],
    [
      'ListCollectionIds',
      ({ parent, ...options }, caller) =>
        one(engine.listCollectionIds(text(parent), arg<'listCollectionIds', 1>(options), caller)),
    ],
    [
      'BatchWrite',
      (request, caller) => one(engine.batchWrite(text(request.database), arg<'batchWrite', 1>(request), caller)),
    ],
    [
      'PartitionQuery',
      ({ parent, structuredQuery, partitionCount }, caller) => {
        if (!(Number(partitionCount) > 0))
          throw new FirestoreError('INVALID_ARGUMENT', 'partition_count must be positive');
        // The query runs once so that a bad parent or query fails as it would anywhere else.
        engine.runQuery(text(parent), arg<'runQuery', 1>({ structuredQuery }), caller);
        // Fewer partitions than asked for is a valid answer: no cut points means one partition
        // that holds the whole query, which an in-memory store can serve in one go.
        return one({ partitions: [] });
      },
    ],
  ]);
}

function statusOf(error: unknown): { code: number; message: string } {
  if (error instanceof FirestoreError) return { code: error.grpcCode, message: error.message };
  if (error instanceof GrpcError) return { code: error.code, message: error.message };
  if (error instanceof ProtoJsonError)
    return { code: GRPC_CODES.INTERNAL, message: `Response does not fit the schema: ${error.message}` };
  return { code: GRPC_CODES.INTERNAL, message: error instanceof Error ? error.message : String(error) };
}

function statusTrailers(code: number, message: string): OutgoingHttpHeaders {
  return message
    ? { 'grpc-status': String(code), 'grpc-message': encodeGrpcMessage(message) }
    : { 'grpc-status': String(code) };
}

const RESPONSE_HEADERS = { ':status': 200, 'content-type': 'application/grpc+proto' };

/** A client that cancelled or reset its call gets nothing more; writing would only raise errors. */
function isGone(stream: ServerHttp2Stream): boolean {
  return stream.destroyed || stream.closed || stream.headersSent;
}

/** "Trailers-Only" response: the status rides on the only HEADERS frame. */
function respondWithError(stream: ServerHttp2Stream, code: number, message: string): void {
  if (isGone(stream)) return;
  stream.respond({ ...RESPONSE_HEADERS, ...statusTrailers(code, message) }, { endStream: true });
}

function respondWithMessages(stream: ServerHttp2Stream, frames: Buffer[]): void {
  if (isGone(stream)) return;
  stream.respond(RESPONSE_HEADERS, { waitForTrailers: true });
  stream.once('wantTrailers', () => stream.sendTrailers(statusTrailers(0, '')));
  stream.end(Buffer.concat(frames));
}

function readBody(stream: ServerHttp2Stream, onBody: (body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  let size = 0;
  let refused = false;
  stream.on('data', (chunk: Buffer) => {
    if (refused) return;
    size += chunk.length;
    if (size > MAX_REQUEST_BYTES) {
      refused = true;
      respondWithError(stream, GRPC_CODES.RESOURCE_EXHAUSTED, `Request larger than ${MAX_REQUEST_BYTES} bytes`);
      return;
    }
    chunks.push(chunk);
  });
  stream.on('end', () => {
    if (!refused) onBody(Buffer.concat(chunks));
  });
}

/** The one request message of a unary or server-streaming call, as proto3 JSON. */
function decodeRequest(method: protobuf.Method, messages: Buffer[]): JsonObject {
  if (messages.length !== 1) {
    throw new GrpcError(
      GRPC_CODES.INTERNAL,
      messages.length
        ? `${method.name} takes one request message, got ${messages.length}`
        : 'Half-closed without a request',
    );
  }
  return decodeOne(method, messages[0]);
}

function decodeOne(method: protobuf.Method, message: Buffer): JsonObject {
  try {
    return decodeMessage(method.resolvedRequestType!, message) as JsonObject;
  } catch (error) {
    throw new GrpcError(GRPC_CODES.INVALID_ARGUMENT, `Invalid ${method.requestType}: ${(error as Error).message}`);
  }
}

/**
 * A bidirectional call: requests are decoded as their frames arrive and handed to the session,
 * responses go out as the session produces them, and the status comes last, in the trailers.
 */
function openStreamingCall(
  engine: FirestoreEngine,
  stream: ServerHttp2Stream,
  method: protobuf.Method,
  open: StreamingHandler,
  headers: IncomingHttpHeaders,
): void {
  const encoding = headers['grpc-encoding'];
  const reader = new MessageReader(typeof encoding === 'string' ? encoding : undefined, MAX_REQUEST_BYTES);
  const over = () => stream.destroyed || stream.closed;
  let ended = false;
  let caller: Caller;
  try {
    caller = callerOf(headers.authorization);
  } catch (error) {
    const { code, message } = statusOf(error);
    respondWithError(stream, code, message);
    stream.resume();
    return;
  }
  const call: StreamingCall = {
    caller,
    send(response) {
      if (ended || over()) return;
      const frame = frameMessage(encodeMessage(method.resolvedResponseType!, response));
      if (!stream.headersSent) stream.respond(RESPONSE_HEADERS, { waitForTrailers: true });
      stream.write(frame);
    },
    end(error) {
      if (ended) return;
      ended = true;
      const { code, message } = error === undefined ? { code: 0, message: '' } : statusOf(error);
      if (over()) return;
      if (!stream.headersSent) {
        respondWithError(stream, code, message);
        return;
      }
      stream.once('wantTrailers', () => stream.sendTrailers(statusTrailers(code, message)));
      stream.end();
    },
  };
  const session = open(engine, call);
  const guarded = (step: () => void) => {
    try {
      step();
    } catch (error) {
      call.end(error);
    }
  };
  stream.on('data', (chunk: Buffer) => {
    if (ended) return;
    guarded(() => {
      for (const message of reader.push(chunk)) if (!ended) session.onMessage(decodeOne(method, message));
    });
  });
  // The client half-closed: it sends nothing more, so the call is done.
  stream.on('end', () =>
    guarded(() => {
      reader.finish();
      call.end();
    }),
  );
  stream.once('close', () => {
    ended = true;
    session.onClose();
  });
}

function answer(
  stream: ServerHttp2Stream,
  method: protobuf.Method,
  handler: MethodHandler,
  body: Buffer,
  headers: IncomingHttpHeaders,
): void {
  try {
    const encoding = headers['grpc-encoding'];
    const caller = callerOf(headers.authorization);
    const responses = handler(
      decodeRequest(method, parseFrames(body, typeof encoding === 'string' ? encoding : undefined)),
      caller,
    );
    // Everything is encoded before the headers go out, so a failure can still become a status.
    respondWithMessages(
      stream,
      responses.map((response) => frameMessage(encodeMessage(method.resolvedResponseType!, response))),
    );
  } catch (error) {
    const { code, message } = statusOf(error);
    respondWithError(stream, code, message);
  }
}

/** gRPC transport for firebase-admin (google.firestore.v1.Firestore over cleartext HTTP/2). */
export function createGrpcHandler(
  engine: FirestoreEngine,
): (stream: ServerHttp2Stream, headers: IncomingHttpHeaders) => void {
  const handlers = engineMethods(engine);

  return (stream, headers) => {
    // A reset or cancelled call surfaces as a stream error; the connection and server carry on.
    stream.on('error', () => {});

    const contentType = headers['content-type'] ?? '';
    if (!contentType.startsWith('application/grpc')) {
      stream.respond({ ':status': 415, 'content-type': 'text/plain' });
      stream.end(
        `Unsupported content-type "${contentType}": this port speaks gRPC over HTTP/2 and REST over HTTP/1.1\n`,
      );
      stream.resume();
      return;
    }

    const path = headers[':path'] ?? '';
    const name = path.startsWith(SERVICE_PATH) ? path.slice(SERVICE_PATH.length) : '';
    const method = firestoreService.methods[name];
    const streaming = STREAMING_METHODS.get(name);
    if (method && streaming) {
      openStreamingCall(engine, stream, method, streaming, headers);
      return;
    }
    const handler = handlers.get(name);
    if (!method || !handler) {
      // Answer at once: a streaming call may never half-close, so waiting could hang it.
      const message = method ? `${name} is not supported by this emulator` : `Method not found: ${path}`;
      respondWithError(stream, GRPC_CODES.UNIMPLEMENTED, message);
      stream.resume();
      return;
    }

    readBody(stream, (body) => answer(stream, method, handler, body, headers));
  };
}
