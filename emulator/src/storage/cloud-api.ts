import type { RequestContext } from './context.js';
import {
  badRequest,
  originOf,
  parseJsonObject,
  readBody,
  sendEmpty,
  sendJson,
  sendMedia,
  StorageHttpError,
} from './http.js';
import { parseMultipartUpload } from './multipart.js';
import { readMetadataChanges, toCloudBucketResource, toCloudResource } from './resources.js';
import type { MetadataChanges, StoredObject } from './store.js';
import type { UploadSession } from './uploads.js';

/** GCS answers an unfinished resumable chunk with 308 "Resume Incomplete". */
const RESUME_INCOMPLETE = 308;
const MAX_LIST_RESULTS = 1000;

/** Which part of the Cloud Storage JSON API a path belongs to. */
export type CloudApiKind = 'metadata' | 'download' | 'upload';

function noSuchObject(bucket: string, name: string): StorageHttpError {
  return new StorageHttpError(404, `No such object: ${bucket}/${name}`, 'notFound');
}

function methodNotAllowed(): StorageHttpError {
  return new StorageHttpError(405, 'Method Not Allowed.', 'methodNotAllowed');
}

/**
 * The Cloud Storage JSON API subset that `@google-cloud/storage` (and so firebase-admin) uses:
 * `/storage/v1/b/...` for metadata and lists, `/download/storage/v1/...` for media,
 * `/upload/storage/v1/...` for media, multipart and resumable uploads.
 */
export async function handleCloudRequest(ctx: RequestContext, kind: CloudApiKind): Promise<void> {
  const [b, bucket, o, ...nameSegments] = ctx.segments;
  if (b !== 'b' || !bucket) throw new StorageHttpError(404, 'Not Found.', 'notFound');
  const method = ctx.req.method ?? 'GET';
  if (kind === 'upload') {
    if (o !== 'o' || nameSegments.length > 0) throw new StorageHttpError(404, 'Not Found.', 'notFound');
    if (method === 'POST' && ctx.url.searchParams.get('upload_id') === null) return startUpload(ctx, bucket);
    if (method === 'PUT' || method === 'POST') return continueResumable(ctx, bucket);
    if (method === 'DELETE') return cancelResumable(ctx, bucket);
    throw methodNotAllowed();
  }
  if (o === undefined) {
    if (method !== 'GET') throw methodNotAllowed();
    return sendJson(ctx.res, 200, toCloudBucketResource(bucket, originOf(ctx.req)));
  }
  if (o !== 'o') throw new StorageHttpError(404, 'Not Found.', 'notFound');
  const name = nameSegments.join('/');
  if (!name) {
    if (method !== 'GET') throw methodNotAllowed();
    return listObjects(ctx, bucket);
  }
  switch (method) {
    case 'GET':
    case 'HEAD': {
      const object = findObject(ctx, bucket, name);
      checkPreconditions(ctx, object);
      if (kind === 'download' || ctx.url.searchParams.get('alt') === 'media')
        return sendMedia(ctx.req, ctx.res, object);
      return sendJson(ctx.res, 200, toCloudResource(object, originOf(ctx.req)));
    }
    case 'PATCH': {
      const changes = readMetadataChanges(parseJsonObject(await readBody(ctx.req, ctx.maxObjectBytes)));
      checkPreconditions(ctx, findObject(ctx, bucket, name));
      const object = ctx.store.updateMetadata(bucket, name, changes) as StoredObject;
      return sendJson(ctx.res, 200, toCloudResource(object, originOf(ctx.req)));
    }
    case 'DELETE':
      checkPreconditions(ctx, findObject(ctx, bucket, name));
      ctx.store.delete(bucket, name);
      return sendEmpty(ctx.res, 204);
    default:
      throw methodNotAllowed();
  }
}

function findObject(ctx: RequestContext, bucket: string, name: string): StoredObject {
  const object = ctx.store.get(bucket, name);
  if (!object) throw noSuchObject(bucket, name);
  return object;
}

function numberParam(ctx: RequestContext, name: string): number | undefined {
  const raw = ctx.url.searchParams.get(name);
  if (raw === null) return undefined;
  const value = Number(raw);
  if (raw.trim() === '' || !Number.isSafeInteger(value)) throw badRequest(`Invalid value for ${name}: "${raw}".`);
  return value;
}

/** `ifGenerationMatch` & co. (generation 0 means "the object must not exist"). */
function checkPreconditions(ctx: RequestContext, existing: StoredObject | undefined): void {
  const generation = existing ? Number(existing.generation) : 0;
  const failed = () =>
    new StorageHttpError(412, 'At least one of the pre-conditions you specified did not hold.', 'conditionNotMet');
  const ifGenerationMatch = numberParam(ctx, 'ifGenerationMatch');
  if (ifGenerationMatch !== undefined && ifGenerationMatch !== generation) throw failed();
  const ifGenerationNotMatch = numberParam(ctx, 'ifGenerationNotMatch');
  if (ifGenerationNotMatch !== undefined && ifGenerationNotMatch === generation) throw failed();
  const ifMetagenerationMatch = numberParam(ctx, 'ifMetagenerationMatch');
  if (ifMetagenerationMatch !== undefined && ifMetagenerationMatch !== existing?.metageneration) throw failed();
  const ifMetagenerationNotMatch = numberParam(ctx, 'ifMetagenerationNotMatch');
  if (ifMetagenerationNotMatch !== undefined && ifMetagenerationNotMatch === existing?.metageneration) throw failed();
}

function listObjects(ctx: RequestContext, bucket: string): void {
  const params = ctx.url.searchParams;
  const maxResults = numberParam(ctx, 'maxResults') ?? MAX_LIST_RESULTS;
  if (maxResults < 1) throw badRequest('Invalid value for maxResults: must be positive.');
  const result = ctx.store.list(bucket, {
    prefix: params.get('prefix') ?? '',
    delimiter: params.get('delimiter') ?? '',
    pageToken: params.get('pageToken') ?? undefined,
    maxResults: Math.min(maxResults, MAX_LIST_RESULTS),
  });
  const origin = originOf(ctx.req);
  sendJson(ctx.res, 200, {
    kind: 'storage#objects',
    nextPageToken: result.nextPageToken,
    prefixes: result.prefixes.length > 0 ? result.prefixes : undefined,
    items: result.items.length > 0 ? result.items.map((item) => toCloudResource(item, origin)) : undefined,
  });
}

/** An object name may come from the query or from the metadata; GCS drops one leading slash. */
function uploadName(ctx: RequestContext, metadata: Record<string, unknown>): string {
  const fromMetadata = typeof metadata.name === 'string' ? metadata.name : '';
  const name = (ctx.url.searchParams.get('name') || fromMetadata).replace(/^\//, '');
  if (!name) throw new StorageHttpError(400, 'Required parameter: name', 'required');
  return name;
}

function storeObject(ctx: RequestContext, bucket: string, name: string, data: Buffer, changes: MetadataChanges): void {
  checkPreconditions(ctx, ctx.store.get(bucket, name));
  const object = ctx.store.put(bucket, name, data, changes, { createDownloadToken: false });
  sendJson(ctx.res, 200, toCloudResource(object, originOf(ctx.req)));
}

function header(ctx: RequestContext, name: string): string | undefined {
  const value = ctx.req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

async function startUpload(ctx: RequestContext, bucket: string): Promise<void> {
  const uploadType = ctx.url.searchParams.get('uploadType') ?? header(ctx, 'x-goog-upload-protocol') ?? 'media';
  switch (uploadType) {
    case 'media': {
      const data = await readBody(ctx.req, ctx.maxObjectBytes);
      return storeObject(ctx, bucket, uploadName(ctx, {}), data, { contentType: header(ctx, 'content-type') });
    }
    case 'multipart': {
      const body = await readBody(ctx.req, ctx.maxObjectBytes + 64 * 1024);
      const parsed = parseMultipartUpload(header(ctx, 'content-type') ?? '', body);
      if (parsed.media.length > ctx.maxObjectBytes)
        throw new StorageHttpError(413, 'The upload exceeds the object size limit.', 'uploadTooLarge');
      const changes = readMetadataChanges(parsed.metadata);
      changes.contentType ||= parsed.mediaContentType;
      return storeObject(ctx, bucket, uploadName(ctx, parsed.metadata), parsed.media, changes);
    }
    case 'resumable': {
      const metadata = parseJsonObject(await readBody(ctx.req, 1024 * 1024));
      const name = uploadName(ctx, metadata);
      checkPreconditions(ctx, ctx.store.get(bucket, name));
      const changes = readMetadataChanges(metadata);
      changes.contentType ||= header(ctx, 'x-upload-content-type');
      const declared = header(ctx, 'x-upload-content-length');
      const declaredSize = declared === undefined ? undefined : Number(declared);
      if (declaredSize !== undefined && (!Number.isSafeInteger(declaredSize) || declaredSize < 0)) {
        throw badRequest('Invalid X-Upload-Content-Length.');
      }
      const session = ctx.uploads.start({ bucket, name, changes, createDownloadToken: false, declaredSize });
      const location = new URL(`/upload/storage/v1/b/${encodeURIComponent(bucket)}/o`, originOf(ctx.req));
      location.searchParams.set('uploadType', 'resumable');
      location.searchParams.set('name', name);
      location.searchParams.set('upload_id', session.id);
      return sendEmpty(ctx.res, 200, { Location: location.toString(), 'X-GUploader-UploadID': session.id });
    }
    default:
      throw badRequest(`Invalid uploadType "${uploadType}": use media, multipart or resumable.`);
  }
}

function findSession(ctx: RequestContext, bucket: string): UploadSession {
  const id = ctx.url.searchParams.get('upload_id');
  if (!id) throw badRequest('Missing upload_id.');
  const session = ctx.uploads.get(id);
  if (!session || session.bucket !== bucket) throw new StorageHttpError(404, 'No such upload session.', 'notFound');
  return session;
}

/** "bytes 0-99/200", "bytes 100-*\/*", "bytes *\/200" (a status query) or absent (the whole object). */
interface ContentRange {
  first?: number;
  last?: number;
  total?: number;
}

function parseContentRange(value: string | undefined): ContentRange | undefined {
  if (value === undefined) return undefined;
  const match = value.trim().match(/^bytes (?:(\d+)-(\d+|\*)|\*)\/(\d+|\*)$/);
  if (!match) throw badRequest(`Invalid Content-Range header "${value}".`);
  const toNumber = (part: string | undefined) => (part === undefined || part === '*' ? undefined : Number(part));
  return { first: toNumber(match[1]), last: toNumber(match[2]), total: toNumber(match[3]) };
}

function sendIncomplete(ctx: RequestContext, session: UploadSession): void {
  const headers: Record<string, string> = {};
  if (session.received > 0) headers.Range = `bytes=0-${session.received - 1}`;
  sendEmpty(ctx.res, RESUME_INCOMPLETE, headers);
}

/**
 * A PUT to a resumable session: a chunk (Content-Range gives its offset and, once known, the total),
 * a status query (`bytes *\/total`), or the whole object in one request.
 */
async function continueResumable(ctx: RequestContext, bucket: string): Promise<void> {
  const session = findSession(ctx, bucket);
  const range = parseContentRange(header(ctx, 'content-range'));
  const origin = originOf(ctx.req);
  if (session.result) {
    await readBody(ctx.req, ctx.maxObjectBytes);
    return sendJson(ctx.res, 200, toCloudResource(session.result, origin));
  }
  if (session.state === 'cancelled') throw new StorageHttpError(499, 'The upload session was cancelled.', 'cancelled');

  const isStatusQuery = range !== undefined && range.first === undefined;
  if (!isStatusQuery) {
    const first = range?.first ?? 0;
    if (first > session.received) throw badRequest(`Invalid Content-Range: the session has ${session.received} bytes.`);
    const chunk = await readBody(ctx.req, ctx.uploads.remainingCapacity(session) + (session.received - first));
    if (range?.last !== undefined && range.last - first + 1 !== chunk.length) {
      throw badRequest(`Content-Range says ${range.last - first + 1} bytes but ${chunk.length} were sent.`);
    }
    // A retried chunk may overlap bytes already received; only the new tail is kept.
    ctx.uploads.append(session, chunk.subarray(session.received - first));
  } else {
    await readBody(ctx.req, 0);
  }
  // The upload is complete when the total is known and reached, or when a chunk ran open-ended
  // ("bytes N-*"), which the Node client sends for a single-request upload of unknown length.
  const total = range === undefined ? session.received : range.total;
  const openEnded = range !== undefined && range.first !== undefined && range.last === undefined;
  const complete = total !== undefined ? session.received >= total : openEnded;
  if (total !== undefined && session.received > total) {
    throw badRequest(`Received ${session.received} bytes for an object of ${total}.`);
  }
  if (!complete) return sendIncomplete(ctx, session);
  const object = ctx.uploads.finalize(session, ctx.store);
  sendJson(ctx.res, 200, toCloudResource(object, origin));
}

async function cancelResumable(ctx: RequestContext, bucket: string): Promise<void> {
  const session = findSession(ctx, bucket);
  ctx.uploads.cancel(session);
  // Cloud Storage confirms a cancelled session with the non-standard status 499.
  sendEmpty(ctx.res, 499);
}
