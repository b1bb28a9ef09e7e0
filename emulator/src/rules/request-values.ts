/** The rules' view of a request: `request`, `resource` and documents read by get(), built lazily. */
import type {
  FirestoreRulesRequest,
  RulesAuth,
  RulesDocument,
  RulesStorageObject,
  StorageRulesRequest,
} from './contract.js';
import { ComputedMap, RMap, RPath, RTimestamp, type RValue, pathFromResourceName } from './values.js';

/** JSON claims → rules values (whole numbers are ints, as Google's token claims are). */
function fromJson(value: unknown): RValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean' || typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isInteger(value) ? BigInt(value) : value;
  if (Array.isArray(value)) return value.map(fromJson);
  if (typeof value === 'object') {
    return new RMap(
      null,
      new Map(Object.entries(value as Record<string, unknown>).map(([key, item]) => [key, fromJson(item)])),
    );
  }
  return null;
}

const AUTH_KEYS = ['uid', 'token'];

/** `request.auth`: the token's claims are converted only when a rule reads them. */
class AuthMap extends ComputedMap {
  constructor(private readonly auth: RulesAuth) {
    super(AUTH_KEYS);
  }

  protected compute(key: string): RValue {
    return key === 'uid' ? this.auth.uid : fromJson(this.auth.token);
  }
}

function authValue(auth: RulesAuth | null): RValue {
  return auth && new AuthMap(auth);
}

function timeValue(micros: number): RTimestamp {
  return new RTimestamp(BigInt(Math.trunc(micros)) * 1000n);
}

/** The segments of `/databases/{database}/documents/{path}`, without empty ones; scanned, not split, as every write makes one. */
export function documentsSegments(database: string, path: string): string[] {
  const segments = ['databases', database, 'documents'];
  for (let start = 0; start < path.length;) {
    const slash = path.indexOf('/', start);
    const end = slash < 0 ? path.length : slash;
    if (end > start) segments.push(path.slice(start, end));
    start = end + 1;
  }
  return segments;
}

const DOCUMENT_KEYS = ['__name__', 'id', 'data'];

/** A Firestore document: `__name__` (path), `id`, `data`. */
class DocumentMap extends ComputedMap {
  constructor(private readonly document: RulesDocument) {
    super(DOCUMENT_KEYS);
  }

  protected compute(key: string): RValue {
    const { name, fields } = this.document;
    if (key === '__name__') return pathFromResourceName(name);
    if (key === 'id') return name.slice(name.lastIndexOf('/') + 1);
    return new RMap(fields);
  }
}

export function documentValue(document: RulesDocument | null): RValue {
  return document && new DocumentMap(document);
}

/** `request.query`: limit (null when unset), offset (0 when unset), orderBy as field path → 'ASC' / 'DESC'. */
function queryValue(request: FirestoreRulesRequest): RMap {
  const query = request.query;
  const orderBy = new Map<string, RValue>();
  for (const order of query?.orderBy ?? [])
    orderBy.set(order.fieldPath.join('.'), order.direction === 'DESCENDING' ? 'DESC' : 'ASC');
  return RMap.of({
    limit: query?.limit === undefined ? null : BigInt(query.limit),
    offset: BigInt(query?.offset ?? 0),
    orderBy: new RMap(null, orderBy),
  });
}

// request.resource exists for writes only (null for a delete); reads have none, lists have query.
const READ_REQUEST_KEYS = ['auth', 'method', 'path', 'time'];
const WRITE_REQUEST_KEYS = [...READ_REQUEST_KEYS, 'resource'];
const LIST_REQUEST_KEYS = [...READ_REQUEST_KEYS, 'query'];

/** `request` for Firestore. */
export class FirestoreRequestMap extends ComputedMap {
  constructor(private readonly request: FirestoreRulesRequest) {
    super(
      request.method === 'get' ? READ_REQUEST_KEYS : request.method === 'list' ? LIST_REQUEST_KEYS : WRITE_REQUEST_KEYS,
    );
  }

  protected compute(key: string): RValue {
    const request = this.request;
    switch (key) {
      case 'auth':
        return authValue(request.auth);
      case 'method':
        return request.method;
      case 'path':
        return new RPath(documentsSegments(request.database, request.path));
      case 'time':
        return timeValue(request.timeMicros);
      case 'query':
        return queryValue(request);
      default:
        return documentValue(request.requestResource);
    }
  }
}

/** A Storage object as `resource` / `request.resource` expose it. */
export function storageObjectValue(object: RulesStorageObject | null): RValue {
  if (!object) return null;
  const entries: Record<string, RValue> = {
    name: object.name,
    bucket: object.bucket,
    size: BigInt(object.size),
    metadata: new RMap(null, new Map(Object.entries(object.metadata))),
  };
  const optionalText = [
    'contentType',
    'contentDisposition',
    'contentEncoding',
    'contentLanguage',
    'cacheControl',
    'md5Hash',
    'crc32c',
    'etag',
  ] as const;
  for (const key of optionalText) if (object[key] !== undefined) entries[key] = object[key] as string;
  if (object.generation !== undefined) entries.generation = BigInt(object.generation);
  if (object.metageneration !== undefined) entries.metageneration = BigInt(object.metageneration);
  if (object.timeCreatedMicros !== undefined) entries.timeCreated = timeValue(object.timeCreatedMicros);
  if (object.updatedMicros !== undefined) entries.updated = timeValue(object.updatedMicros);
  return RMap.of(entries);
}

const STORAGE_REQUEST_KEYS = ['auth', 'method', 'path', 'time', 'resource'];

/** `request` for Storage: path is /b/{bucket}/o/{name...}. */
export class StorageRequestMap extends ComputedMap {
  constructor(private readonly request: StorageRulesRequest) {
    super(STORAGE_REQUEST_KEYS);
  }

  protected compute(key: string): RValue {
    const request = this.request;
    switch (key) {
      case 'auth':
        return authValue(request.auth);
      case 'method':
        return request.method;
      case 'path':
        return new RPath(['b', request.bucket, 'o', ...request.path.split('/').filter(Boolean)]);
      case 'time':
        return timeValue(request.timeMicros);
      default:
        return storageObjectValue(request.requestResource);
    }
  }
}
