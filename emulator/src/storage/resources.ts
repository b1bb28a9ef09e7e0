import { badRequest } from './http.js';
import { DOWNLOAD_TOKENS_KEY, etagOf, type MetadataChanges, type StoredObject } from './store.js';

const STRING_FIELDS = [
  'contentType',
  'cacheControl',
  'contentDisposition',
  'contentEncoding',
  'contentLanguage',
] as const;

/**
 * Reads the writable metadata fields out of a client's JSON, checking their types. Unknown fields
 * (name, size, md5Hash, ...) are read-only on the server and ignored, as Google's APIs ignore them.
 */
export function readMetadataChanges(json: Record<string, unknown>): MetadataChanges {
  const changes: MetadataChanges = {};
  for (const field of STRING_FIELDS) {
    const value = json[field];
    if (value === undefined) continue;
    if (value !== null && typeof value !== 'string') throw badRequest(`Invalid value for ${field}: expected a string.`);
    changes[field] = value;
  }
  const custom = json.metadata;
  if (custom === null) changes.metadata = null;
  else if (custom !== undefined) {
    if (typeof custom !== 'object' || Array.isArray(custom))
      throw badRequest('Invalid value for metadata: expected an object.');
    const entries: Record<string, string | null> = {};
    for (const [key, value] of Object.entries(custom as Record<string, unknown>)) {
      entries[key] = value === null ? null : typeof value === 'string' ? value : JSON.stringify(value);
    }
    changes.metadata = entries;
  }
  return changes;
}

/** The object resource of the Firebase Storage REST API (`/v0`), which the web SDK maps to FullMetadata. */
export function toFirebaseResource(object: StoredObject): Record<string, unknown> {
  return {
    name: object.name,
    bucket: object.bucket,
    generation: object.generation,
    metageneration: String(object.metageneration),
    contentType: object.contentType,
    timeCreated: object.timeCreated,
    updated: object.updated,
    storageClass: 'STANDARD',
    size: String(object.size),
    md5Hash: object.md5Hash,
    crc32c: object.crc32c,
    etag: etagOf(object),
    contentEncoding: object.contentEncoding ?? 'identity',
    contentDisposition: object.contentDisposition,
    contentLanguage: object.contentLanguage,
    cacheControl: object.cacheControl,
    metadata: Object.keys(object.customMetadata).length > 0 ? object.customMetadata : undefined,
    downloadTokens: object.downloadTokens.join(','),
  };
}

/** The `storage#object` resource of the Cloud Storage JSON API, where download tokens are plain metadata. */
export function toCloudResource(object: StoredObject, origin: string): Record<string, unknown> {
  const encodedName = encodeURIComponent(object.name);
  const metadata = { ...object.customMetadata };
  if (object.downloadTokens.length > 0) metadata[DOWNLOAD_TOKENS_KEY] = object.downloadTokens.join(',');
  return {
    kind: 'storage#object',
    id: `${object.bucket}/${object.name}/${object.generation}`,
    selfLink: `${origin}/storage/v1/b/${object.bucket}/o/${encodedName}`,
    mediaLink: `${origin}/download/storage/v1/b/${object.bucket}/o/${encodedName}?generation=${object.generation}&alt=media`,
    name: object.name,
    bucket: object.bucket,
    generation: object.generation,
    metageneration: String(object.metageneration),
    contentType: object.contentType,
    storageClass: 'STANDARD',
    size: String(object.size),
    md5Hash: object.md5Hash,
    crc32c: object.crc32c,
    etag: etagOf(object),
    timeCreated: object.timeCreated,
    updated: object.updated,
    timeStorageClassUpdated: object.timeCreated,
    cacheControl: object.cacheControl,
    contentDisposition: object.contentDisposition,
    contentEncoding: object.contentEncoding,
    contentLanguage: object.contentLanguage,
    metadata: Object.keys(metadata).length > 0 ? metadata : undefined,
  };
}

export function toCloudBucketResource(bucket: string, origin: string): Record<string, unknown> {
  return {
    kind: 'storage#bucket',
    id: bucket,
    name: bucket,
    selfLink: `${origin}/storage/v1/b/${bucket}`,
    projectNumber: '0',
    metageneration: '1',
    location: 'US',
    locationType: 'multi-region',
    storageClass: 'STANDARD',
    etag: 'CAE=',
    timeCreated: new Date(0).toISOString(),
    updated: new Date(0).toISOString(),
  };
}
