import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FirestoreEngine } from './engine.js';
import { FirestoreError, invalidArgument } from './errors.js';
import { callerOf } from './rules-enforcement.js';
import { loadRules, rulesLoaded } from './rules-loading.js';
import type { Document, DocumentMask, Precondition } from './types.js';
import { allowCrossOrigin } from '../cors.js';

/** Larger bodies are refused before they are buffered (Firestore's own request limit is about 10 MiB). */
const MAX_BODY_BYTES = 20 * 1024 * 1024;

const DATABASE_VERBS = new Set(['batchGet', 'commit', 'beginTransaction', 'rollback', 'batchWrite']);
const PARENT_VERBS = new Set(['runQuery', 'runAggregationQuery', 'listCollectionIds']);
const CLEAR_PATH = /^\/emulator\/v1\/projects\/([^/]+)\/databases\/([^/]+)\/documents\/?$/;
const RULES_PATH = /^\/emulator\/v1\/projects\/([^/:]+):securityRules$/;
const API_PREFIX = /^\/v1(?:beta1)?\//;
const DOCUMENTS_ROOT = /^projects\/[^/]+\/databases\/[^/]+\/documents$/;

type Json = Record<string, unknown>;

export class BodyTooLargeError extends Error {}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
  });
  res.end(text);
}

function sendError(res: ServerResponse, error: FirestoreError): void {
  sendJson(res, error.httpStatus, error.toRestBody());
}

export function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > MAX_BODY_BYTES) {
      reject(new BodyTooLargeError());
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        req.removeAllListeners('data');
        reject(new BodyTooLargeError());
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function parseJsonBody(text: string): Json {
  if (text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw invalidArgument(`Invalid JSON payload received. ${(error as Error).message}`);
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw invalidArgument('Invalid JSON payload received. Expected a JSON object.');
  }
  return parsed as Json;
}

function notFound(path: string): FirestoreError {
  return new FirestoreError('NOT_FOUND', `Unknown path: ${path}`);
}

/** Splits "/v1/projects/.../documents/c/d:runQuery" into the decoded resource name and the verb. */
function parseApiPath(rawPath: string): { resource: string; verb?: string } {
  const rawResource = rawPath.replace(API_PREFIX, '').replace(/\/$/, '');
  let verb: string | undefined;
  let rawName = rawResource;
  const colon = rawResource.lastIndexOf(':');
  if (colon > rawResource.lastIndexOf('/')) {
    const candidate = rawResource.slice(colon + 1);
    if (DATABASE_VERBS.has(candidate) || PARENT_VERBS.has(candidate)) {
      verb = candidate;
      rawName = rawResource.slice(0, colon);
    }
  }
  let resource: string;
  try {
    resource = rawName.split('/').map(decodeURIComponent).join('/');
  } catch {
    throw invalidArgument(`Invalid URL encoding in path: ${rawPath}`);
  }
  return { resource, verb };
}

function fieldMask(params: URLSearchParams, name: string): DocumentMask | undefined {
  return params.has(name) ? { fieldPaths: params.getAll(name) } : undefined;
}

function precondition(params: URLSearchParams): Precondition | undefined {
  const exists = params.get('currentDocument.exists');
  const updateTime = optional(params, 'currentDocument.updateTime') ?? null;
  if (exists !== null) {
    if (exists !== 'true' && exists !== 'false')
      throw invalidArgument(`Invalid value for currentDocument.exists: ${exists}`);
    return { exists: exists === 'true' };
  }
  return updateTime !== null ? { updateTime } : undefined;
}

/** Query values; a raw "+" (base64 transaction ids, timestamp offsets) arrives decoded as a space. */
function optional(params: URLSearchParams, name: string): string | undefined {
  return params.get(name)?.replace(/ /g, '+') ?? undefined;
}

/** The document's path below `documents`, or undefined when the resource is the documents root. */
function segmentsBelowRoot(resource: string): string[] | undefined {
  const match = /^projects\/[^/]+\/databases\/[^/]+\/documents\/(.+)$/.exec(resource);
  return match ? match[1].split('/') : undefined;
}

async function route(
  engine: FirestoreEngine,
  req: IncomingMessage,
  url: URL,
): Promise<{ status: number; body: unknown } | string> {
  const method = req.method ?? 'GET';
  const rawPath = url.pathname;

  if (rawPath === '/' && method === 'GET') return 'Ok\n';

  const clear = CLEAR_PATH.exec(rawPath);
  if (clear) {
    if (method !== 'DELETE') throw notFound(rawPath);
    engine.clear(decodeURIComponent(clear[1]));
    return { status: 200, body: {} };
  }

  const rules = RULES_PATH.exec(rawPath);
  if (rules) {
    const projectId = decodeURIComponent(rules[1]);
    if (method === 'GET') return { status: 200, body: rulesLoaded(engine.rules, projectId) };
    if (method !== 'PUT') throw notFound(rawPath);
    loadRules(engine.rules, projectId, parseJsonBody(await readBody(req)));
    return { status: 200, body: {} };
  }

  if (!API_PREFIX.test(rawPath)) throw notFound(rawPath);
  const { resource, verb } = parseApiPath(rawPath);
  if (!/^projects\/[^/]+\/databases\/[^/]+\/documents(\/|$)/.test(resource)) throw notFound(rawPath);
  const params = url.searchParams;
  const caller = callerOf(req.headers.authorization);

  if (verb) {
    if (method !== 'POST') throw notFound(rawPath);
    const body = parseJsonBody(await readBody(req));
    if (DATABASE_VERBS.has(verb)) {
      if (!DOCUMENTS_ROOT.test(resource)) throw notFound(rawPath);
      const database = resource.slice(0, -'/documents'.length);
      switch (verb) {
        case 'batchGet':
          return { status: 200, body: engine.batchGet(database, body, caller) };
        case 'commit':
          return { status: 200, body: engine.commit(database, body, caller) };
        case 'beginTransaction':
          return { status: 200, body: engine.beginTransaction(database, body) };
        case 'rollback':
          return { status: 200, body: engine.rollback(database, body as { transaction: string }) };
        default:
          return { status: 200, body: engine.batchWrite(database, body, caller) };
      }
    }
    switch (verb) {
      case 'runQuery':
        return { status: 200, body: engine.runQuery(resource, body, caller) };
      case 'runAggregationQuery':
        return { status: 200, body: engine.runAggregationQuery(resource, body, caller) };
      default:
        return {
          status: 200,
          body: engine.listCollectionIds(
            resource,
            {
              pageSize: body.pageSize === undefined ? undefined : Number(body.pageSize),
              pageToken: typeof body.pageToken === 'string' ? body.pageToken : undefined,
            },
            caller,
          ),
        };
    }
  }

  const segments = segmentsBelowRoot(resource);
  if (!segments) throw notFound(rawPath);
  const isDocument = segments.length % 2 === 0;
  const parentOf = () => resource.slice(0, resource.lastIndexOf('/'));
  const collectionId = segments[segments.length - 1];

  switch (method) {
    case 'GET':
      if (isDocument) {
        return {
          status: 200,
          body: engine.getDocument(
            resource,
            {
              mask: fieldMask(params, 'mask.fieldPaths'),
              transaction: optional(params, 'transaction'),
              readTime: optional(params, 'readTime'),
            },
            caller,
          ),
        };
      }
      return {
        status: 200,
        body: engine.listDocuments(
          parentOf(),
          collectionId,
          {
            pageSize: params.has('pageSize') ? Number(params.get('pageSize')) : undefined,
            pageToken: optional(params, 'pageToken'),
            orderBy: optional(params, 'orderBy'),
            mask: fieldMask(params, 'mask.fieldPaths'),
            showMissing: params.get('showMissing') === 'true',
            transaction: optional(params, 'transaction'),
            readTime: optional(params, 'readTime'),
          },
          caller,
        ),
      };
    case 'POST': {
      if (isDocument) throw notFound(rawPath);
      const body = parseJsonBody(await readBody(req)) as Document;
      return {
        status: 200,
        body: engine.createDocument(
          parentOf(),
          collectionId,
          optional(params, 'documentId'),
          body,
          { mask: fieldMask(params, 'mask.fieldPaths') },
          caller,
        ),
      };
    }
    case 'PATCH': {
      if (!isDocument) throw notFound(rawPath);
      const body = parseJsonBody(await readBody(req)) as Document;
      return {
        status: 200,
        body: engine.patchDocument(
          resource,
          body,
          {
            updateMask: fieldMask(params, 'updateMask.fieldPaths'),
            mask: fieldMask(params, 'mask.fieldPaths'),
            currentDocument: precondition(params),
          },
          caller,
        ),
      };
    }
    case 'DELETE':
      if (!isDocument) throw notFound(rawPath);
      return { status: 200, body: engine.deleteDocument(resource, { currentDocument: precondition(params) }, caller) };
    default:
      throw notFound(rawPath);
  }
}

/** The REST (HTTP/1.1 + JSON) face of the engine, as the web SDK and Google's emulator speak it. */
export function createRestHandler(engine: FirestoreEngine): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    allowCrossOrigin(req, res, { methods: 'GET, POST, PUT, PATCH, DELETE, OPTIONS' });
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    let url: URL;
    try {
      url = new URL(req.url ?? '/', 'http://localhost');
    } catch {
      sendError(res, invalidArgument('Invalid request URL'));
      return;
    }
    route(engine, req, url)
      .then((result) => {
        if (typeof result === 'string') {
          res.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8' }).end(result);
        } else {
          sendJson(res, result.status, result.body);
        }
      })
      .catch((error: unknown) => {
        if (res.headersSent) {
          res.destroy();
          return;
        }
        if (error instanceof BodyTooLargeError) {
          res.setHeader('Connection', 'close');
          sendJson(res, 413, {
            error: { code: 413, message: 'Request payload size exceeds the limit.', status: 'INVALID_ARGUMENT' },
          });
          return;
        }
        if (error instanceof FirestoreError) {
          sendError(res, error);
          return;
        }
        console.error('firestore emulator: unexpected error', error);
        sendError(res, new FirestoreError('INTERNAL', error instanceof Error ? error.message : String(error)));
      });
  };
}
