import type { RequestContext } from './context.js';
import {
  badRequest,
  notFound,
  originOf,
  parseJsonObject,
  readBody,
  sendEmpty,
  sendJson,
  sendMedia,
  StorageHttpError,
} from './http.js';
import { parseMultipartUpload } from './multipart.js';
import { readMetadataChanges, toFirebaseResource } from './resources.js';
import type { MetadataChanges, StoredObject } from './store.js';
import type { UploadSession } from './uploads.js';

/** Google's upload servers ask for resumable chunks in multiples of 256 KiB. */
const CHUNK_GRANULARITY = String(256 * 1024);
const MAX_LIST_RESULTS = 1000;

/**
 * The Firebase Storage REST API (`/v0/b/{bucket}/o[/{name}]`) that the web SDK speaks.
 * Security rules are not evaluated: every request is allowed, as under an allow-all ruleset.
 */
export async function handleFirebaseRequest(ctx: RequestContext): Promise<void> {
  const [b, bucket, o, ...nameSegments] = ctx.segments;
  if (b !== 'b' || !bucket || o !== 'o') throw notFound();
  const name = nameSegments.join('/');
  const method = effectiveMethod(ctx);

  if (!name) {
    if (method === 'GET') return listObjects(ctx, bucket);
    if (method === 'POST') return upload(ctx, bucket, ctx.url.searchParams.get('name') ?? '');
    throw methodNotAllowed();
  }
  switch (method) {
    case 'GET':
    case 'HEAD':
      return getObject(ctx, bucket, name);
    case 'PATCH':
      return updateMetadata(ctx, bucket, name);
    case 'DELETE':
      if (!ctx.store.delete(bucket, name)) throw notFound();
      return sendEmpty(ctx.res, 204);
    case 'POST':
      return upload(ctx, bucket, name);
    default:
      throw methodNotAllowed();
  }
}

// Browsers that cannot send PATCH tunnel it through POST/PUT with this header.
function effectiveMethod({ req }: RequestContext): string {
  const override = req.headers['x-http-method-override'];
  if (typeof override === 'string' && override.toUpperCase() === 'PATCH') return 'PATCH';
  return req.method === 'PUT' ? 'POST' : (req.method ?? 'GET');
}

function methodNotAllowed(): StorageHttpError {
  return new StorageHttpError(405, 'Method Not Allowed.');
}

function findObject(ctx: RequestContext, bucket: string, name: string): StoredObject {
  const object = ctx.store.get(bucket, name);
  if (!object) throw notFound();
  return object;
}

function getObject(ctx: RequestContext, bucket: string, name: string): void {
  const object = findObject(ctx, bucket, name);
  const token = ctx.url.searchParams.get('token');
  // Without a token the request stands on (unevaluated, so permissive) rules; a token that is given
  // must be one of the object's, so a revoked or mistyped download URL fails as it would in production.
  if (token !== null && !object.downloadTokens.includes(token)) {
    throw new StorageHttpError(403, 'Permission denied. Invalid download token.');
  }
  ctx.store.ensureDownloadToken(object);
  if (ctx.url.searchParams.get('alt') === 'media') return sendMedia(ctx.req, ctx.res, object);
  sendJson(ctx.res, 200, toFirebaseResource(object));
}

async function updateMetadata(ctx: RequestContext, bucket: string, name: string): Promise<void> {
  const changes = readMetadataChanges(parseJsonObject(await readBody(ctx.req, ctx.maxObjectBytes)));
  const object = ctx.store.updateMetadata(bucket, name, changes);
  if (!object) throw notFound();
  sendJson(ctx.res, 200, toFirebaseResource(object));
}

function listObjects(ctx: RequestContext, bucket: string): void {
  const params = ctx.url.searchParams;
  const prefix = params.get('prefix') ?? '';
  if (prefix !== '' && !prefix.endsWith('/')) {
    throw badRequest('The prefix parameter is required to be empty or ends with a single / character.');
  }
  const maxResultsParam = params.get('maxResults');
  const maxResults = maxResultsParam === null ? MAX_LIST_RESULTS : Number(maxResultsParam);
  if (!Number.isInteger(maxResults) || maxResults < 1 || maxResults > MAX_LIST_RESULTS) {
    throw badRequest(`Invalid maxResults: must be an integer from 1 to ${MAX_LIST_RESULTS}.`);
  }
  const result = ctx.store.list(bucket, {
    prefix,
    delimiter: params.get('delimiter') ?? '',
    pageToken: params.get('pageToken') ?? undefined,
    maxResults,
  });
  sendJson(ctx.res, 200, {
    prefixes: result.prefixes,
    items: result.items.map((item) => ({ name: item.name, bucket: item.bucket })),
    nextPageToken: result.nextPageToken,
  });
}

function withDefaults(changes: MetadataChanges, contentType: string | undefined): MetadataChanges {
  // Firebase serves uploads inline unless told otherwise, so download URLs open in the browser.
  return { ...changes, contentType: changes.contentType || contentType, contentDisposition: changes.contentDisposition ?? 'inline' };
}

function requireName(name: string): string {
  if (!name) throw badRequest('Missing object name: pass ?name=<path>.');
  return name;
}

async function upload(ctx: RequestContext, bucket: string, name: string): Promise<void> {
  const { req, res, store, uploads } = ctx;
  const protocol = header(ctx, 'x-goog-upload-protocol');
  const command = header(ctx, 'x-goog-upload-command');
  const uploadId = ctx.url.searchParams.get('upload_id');

  if (command === 'start') return startResumable(ctx, bucket, requireName(name));
  if (uploadId !== null || command !== undefined || protocol === 'resumable') {
    if (!command) throw badRequest('Missing X-Goog-Upload-Command header.');
    if (uploadId === null) throw badRequest('Missing upload_id.');
    const session = uploads.get(uploadId);
    if (!session || session.bucket !== bucket) throw notFound();
    return continueResumable(ctx, session, command);
  }

  requireName(name);
  if (protocol === 'multipart') {
    const body = await readBody(req, ctx.maxObjectBytes + 64 * 1024);
    const parsed = parseMultipartUpload(header(ctx, 'content-type') ?? '', body);
    if (parsed.media.length > ctx.maxObjectBytes) throw new StorageHttpError(413, 'The upload exceeds the object size limit.');
    const changes = withDefaults(readMetadataChanges(parsed.metadata), parsed.mediaContentType);
    const object = store.put(bucket, name, parsed.media, changes, { createDownloadToken: true });
    return sendJson(res, 200, toFirebaseResource(object));
  }
  const data = await readBody(req, ctx.maxObjectBytes);
  const object = store.put(bucket, name, data, withDefaults({}, header(ctx, 'content-type')), { createDownloadToken: true });
  sendJson(res, 200, toFirebaseResource(object));
}

async function startResumable(ctx: RequestContext, bucket: string, name: string): Promise<void> {
  const metadata = parseJsonObject(await readBody(ctx.req, 1024 * 1024));
  const declared = header(ctx, 'x-goog-upload-header-content-length');
  const declaredSize = declared === undefined ? undefined : Number(declared);
  if (declaredSize !== undefined && (!Number.isSafeInteger(declaredSize) || declaredSize < 0)) {
    throw badRequest('Invalid X-Goog-Upload-Header-Content-Length.');
  }
  const changes = withDefaults(readMetadataChanges(metadata), header(ctx, 'x-goog-upload-header-content-type'));
  const session = ctx.uploads.start({ bucket, name, changes, createDownloadToken: true, declaredSize });
  const uploadUrl = new URL(`/v0/b/${encodeURIComponent(bucket)}/o`, originOf(ctx.req));
  uploadUrl.searchParams.set('name', name);
  uploadUrl.searchParams.set('upload_id', session.id);
  uploadUrl.searchParams.set('upload_protocol', 'resumable');
  sendEmpty(ctx.res, 200, {
    'X-Goog-Upload-Status': 'active',
    'X-Goog-Upload-URL': uploadUrl.toString(),
    'X-Goog-Upload-Chunk-Granularity': CHUNK_GRANULARITY,
    'X-GUploader-UploadID': session.id,
  });
}

async function continueResumable(ctx: RequestContext, session: UploadSession, command: string): Promise<void> {
  const commands = new Set(command.split(',').map((part) => part.trim().toLowerCase()));
  const status = (state = session.state) => ({ 'X-Goog-Upload-Status': state, 'X-GUploader-UploadID': session.id });

  if (commands.has('query')) {
    return sendEmpty(ctx.res, 200, { ...status(), 'X-Goog-Upload-Size-Received': String(session.received) });
  }
  if (commands.has('cancel')) {
    ctx.uploads.cancel(session);
    return sendEmpty(ctx.res, 200, status());
  }
  if (!commands.has('upload') && !commands.has('finalize')) {
    throw badRequest(`Unknown X-Goog-Upload-Command "${command}".`);
  }
  if (session.state === 'final' && session.result) {
    // A finalize retried after a lost response: the object already exists, answer as before.
    return sendJson(ctx.res, 200, toFirebaseResource(session.result), status());
  }
  if (commands.has('upload')) {
    const offset = Number(header(ctx, 'x-goog-upload-offset'));
    if (!Number.isSafeInteger(offset) || offset !== session.received) {
      throw badRequest(`Invalid X-Goog-Upload-Offset: expected ${session.received}.`);
    }
    const chunk = await readBody(ctx.req, ctx.uploads.remainingCapacity(session));
    ctx.uploads.append(session, chunk);
  }
  if (!commands.has('finalize')) return sendEmpty(ctx.res, 200, status());
  const object = ctx.uploads.finalize(session, ctx.store);
  sendJson(ctx.res, 200, toFirebaseResource(object), status());
}

function header({ req }: RequestContext, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}
