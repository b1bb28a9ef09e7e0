import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { handleCloudRequest, type CloudApiKind } from './cloud-api.js';
import type { RequestContext } from './context.js';
import { handleFirebaseRequest } from './firebase-api.js';
import {
  badRequest,
  decodeSegment,
  parseJsonObject,
  readBody,
  sendEmpty,
  sendError,
  sendJson,
  StorageHttpError,
} from './http.js';
import { StorageRules } from './rules.js';
import type { StorageStore } from './store.js';
import { RulesCompileError, type RulesSourceFile } from '../rules/contract.js';
import { UploadSessions } from './uploads.js';
import { allowCrossOrigin } from '../cors.js';

export interface StorageServerOptions {
  store: StorageStore;
  host: string;
  /** 0 picks a free port. */
  port: number;
  /**
   * Largest object accepted. Cloud Storage allows 5 TiB, but this emulator keeps objects in memory,
   * so it stops at 1 GiB by default.
   */
  maxObjectBytes?: number;
  /** The security rules of the Firebase API; without them, no rules are loaded until `/internal/setRules`. */
  rules?: StorageRules;
}

export interface StorageServer {
  port: number;
  close(): Promise<void>;
}

const DEFAULT_MAX_OBJECT_BYTES = 1024 * 1024 * 1024;

// The resumable flow reads these from responses; a browser only shows a script the exposed ones.
const EXPOSED_HEADERS = [
  'Content-Type',
  'Content-Length',
  'Content-Range',
  'Content-Disposition',
  'ETag',
  'Location',
  'Range',
  'X-Goog-Upload-URL',
  'X-Goog-Upload-Status',
  'X-Goog-Upload-Size-Received',
  'X-Goog-Upload-Chunk-Granularity',
  'X-Goog-Upload-Control-URL',
  'X-Goog-Upload-Command',
  'X-Goog-Upload-Header-Content-Length',
  'X-Goog-Upload-Header-Content-Type',
  'X-Goog-Upload-Protocol',
  'X-GUploader-UploadID',
  'X-Goog-Generation',
  'X-Goog-Metageneration',
  'X-Goog-Hash',
  'X-Firebase-Storage-Version',
].join(', ');

const API_PREFIXES: { prefix: string; api: 'firebase' | CloudApiKind }[] = [
  { prefix: '/v0/', api: 'firebase' },
  { prefix: '/upload/storage/v1/', api: 'upload' },
  { prefix: '/download/storage/v1/', api: 'download' },
  { prefix: '/storage/v1/', api: 'metadata' },
  // @google-cloud/storage drops the /storage/v1 part when it talks to an emulator.
  { prefix: '/b/', api: 'metadata' },
];

const STORAGE_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';

const RULES_BODY_LIMIT = 10 * 1024 * 1024;

/** `PUT /internal/setRules` with `{"rules":{"files":[{"name","content"}]}}`, as firebase-tools' emulator takes it. */
async function setRules(req: IncomingMessage, res: ServerResponse, rules: StorageRules): Promise<void> {
  const body = parseJsonObject(await readBody(req, RULES_BODY_LIMIT));
  const files = (body.rules as { files?: unknown } | undefined)?.files;
  const valid =
    Array.isArray(files) &&
    files.length > 0 &&
    files.every(
      (file: { name?: unknown; content?: unknown }) =>
        typeof file?.name === 'string' && typeof file.content === 'string',
    );
  if (!valid) throw badRequest('The body must be {"rules":{"files":[{"name":"storage.rules","content":"..."}]}}.');
  try {
    rules.load(files as RulesSourceFile[]);
  } catch (error) {
    // The line and column of each problem, as Google's emulators report them.
    if (error instanceof RulesCompileError)
      return sendJson(res, 400, { error: { code: 400, message: error.message, issues: error.issues } });
    throw error;
  }
  sendJson(res, 200, { message: 'Rules updated.' });
}

export async function startStorageServer({
  store,
  host,
  port,
  maxObjectBytes = DEFAULT_MAX_OBJECT_BYTES,
  rules = new StorageRules({ readFirestore: () => null, defaultProject: '' }),
}: StorageServerOptions): Promise<StorageServer> {
  const uploads = new UploadSessions(maxObjectBytes);

  const route = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://storage.invalid');
    const path = url.pathname;
    if (req.method === 'OPTIONS') return sendEmpty(res, 204);
    if (path === '/' || path === '/v0' || path === '/v0/') return sendJson(res, 200, { emulator: 'storage' });
    // Google's emulator resets all buckets through this endpoint; tests use it the same way on both.
    if (path === '/internal/reset' && req.method === 'POST') {
      store.clear();
      uploads.clear();
      return sendEmpty(res, 200);
    }
    if (path === '/internal/setRules' && req.method === 'PUT') return setRules(req, res, rules);
    const match = API_PREFIXES.find(({ prefix }) => path.startsWith(prefix));
    if (!match) throw new StorageHttpError(404, 'Not Found.', 'notFound');
    const segments = path
      .slice(match.prefix === '/b/' ? 1 : match.prefix.length)
      .split('/')
      .map(decodeSegment);
    const ctx: RequestContext = { store, uploads, rules, maxObjectBytes, req, res, url, segments };
    if (match.api === 'firebase') return handleFirebaseRequest(ctx);
    return handleCloudRequest(ctx, match.api);
  };

  const server = createServer((req, res) => {
    allowCrossOrigin(req, res, { methods: STORAGE_METHODS, exposedHeaders: EXPOSED_HEADERS });
    route(req, res).catch((error: unknown) => {
      // The client went away mid-request (e.g. a cancelled upload): there is no one to answer.
      if (req.destroyed && !req.complete) {
        res.destroy();
        return;
      }
      const known = error instanceof StorageHttpError;
      if (!known) console.error('[storage emulator] unexpected error', error);
      const failure = known ? error : new StorageHttpError(500, 'Internal error.', 'backendError');
      if (res.headersSent) {
        res.destroy();
        return;
      }
      // An unread (e.g. oversized) body would otherwise be parsed as the next request.
      if (!req.complete) res.setHeader('Connection', 'close');
      const isCloudApi = !(req.url ?? '').startsWith('/v0/');
      sendError(res, failure, isCloudApi);
    });
  });
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
    else socket.destroy();
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });

  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        uploads.clear();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
