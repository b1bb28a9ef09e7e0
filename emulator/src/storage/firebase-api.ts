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
 * The Firebase Storage REST API (`/v0/b/{bucket}/o[/{name}]`) that the web SDK speaks. Every
 * request passes the storage security rules first (`ctx.rules`), so a denied request learns nothing,
 * not even whether the object exists.
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
      ctx.rules.authorize(ctx.req, { bucket, method: 'delete', path: name, resource: ctx.store.get(bucket, name) });
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
  const token = ctx.url.searchParams.get('token');
  // A download URL's token stands in for the rules; a token that is given must be one of the
  // object's, so a revoked or mistyped download URL fails as it does in production.
  if (token === null)
    ctx.rules.authorize(ctx.req, { bucket, method: 'get', path: name, resource: ctx.store.get(bucket, name) });
  const object = findObject(ctx, bucket, name);
  if (token !== null && !object.downloadTokens.includes(token)) {
    throw new StorageHttpError(403, 'Permission denied. Invalid download token.');
  }
  ctx.store.ensureDownloadToken(object);
  if (ctx.url.searchParams.get('alt') === 'media') return sendMedia(ctx.req, ctx.res, object);
  sendJson(ctx.res, 200, toFirebaseResource(object));
}

async function updateMetadata(ctx: RequestContext, bucket: string, name: string): Promise<void> {
  const changes = readMetadataChanges(parseJsonObject(await readBody(ctx.req, ctx.maxObjectBytes)));
  const stored = ctx.store.get(bucket, name);
  const updated = stored && ctx.store.withMetadata(stored, changes);
  ctx.rules.authorize(ctx.req, { bucket, method: 'update', path: name, resource: stored, requestResource: updated });
  if (!updated) throw notFound();
  sendJson(ctx.res, 200, toFirebaseResource(ctx.store.save(updated)));
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
  ctx.rules.authorize(ctx.req, { bucket, method: 'list', path: prefix.replace(/\/$/, '') });
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
  return {
    ...changes,
    contentType: changes.contentType || contentType,
    contentDisposition: changes.contentDisposition ?? 'inline',
  };
}

/** Stores an upload the rules allow: `create` for a new name, `update` when it replaces an object. */
function storeUpload(ctx: RequestContext, object: StoredObject): StoredObject {
  authorizeUpload(ctx, object);
  return ctx.store.save(object);
}

function authorizeUpload(ctx: RequestContext, object: StoredObject): void {
  const existing = ctx.store.get(object.bucket, object.name);
  ctx.rules.authorize(ctx.req, {
    bucket: object.bucket,
    method: existing ? 'update' : 'create',
    path: object.name,
    resource: existing,
    requestResource: object,
  });
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
    if (parsed.media.length > ctx.maxObjectBytes)
      throw new StorageHttpError(413, 'The upload exceeds the object size limit.');
    const changes = withDefaults(readMetadataChanges(parsed.metadata), parsed.mediaContentType);
    const object = store.createObject(bucket, name, parsed.media, changes, { createDownloadToken: true });
    return sendJson(res, 200, toFirebaseResource(storeUpload(ctx, object)));
  }
  const data = await readBody(req, ctx.maxObjectBytes);
  const object = store.createObject(bucket, name, data, withDefaults({}, header(ctx, 'content-type')), {
    createDownloadToken: true,
  });
  sendJson(res, 200, toFirebaseResource(storeUpload(ctx, object)));
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
  const object = ctx.uploads.finalize(session, ctx.store, (upload) => authorizeUpload(ctx, upload));
  sendJson(ctx.res, 200, toFirebaseResource(object), status());
}

function header({ req }: RequestContext, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}
