import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { crc32cBase64, md5Base64 } from './checksums.js';

/** The metadata key under which Firebase keeps an object's download tokens (comma-separated). */
export const DOWNLOAD_TOKENS_KEY = 'firebaseStorageDownloadTokens';

/** Fields a client may set, as both Storage APIs name them. `null` clears a field or a custom key. */
export interface MetadataChanges {
  contentType?: string | null;
  cacheControl?: string | null;
  contentDisposition?: string | null;
  contentEncoding?: string | null;
  contentLanguage?: string | null;
  /** Custom metadata; a `firebaseStorageDownloadTokens` entry sets the download tokens. */
  metadata?: Record<string, string | null> | null;
}

const HEADER_FIELDS = [
  'contentType',
  'cacheControl',
  'contentDisposition',
  'contentEncoding',
  'contentLanguage',
] as const;
type HeaderField = (typeof HEADER_FIELDS)[number];

export interface StoredObject {
  bucket: string;
  name: string;
  data: Buffer;
  size: number;
  md5Hash: string;
  crc32c: string;
  /** Cloud Storage generations are int64 microsecond-style numbers, sent as strings. */
  generation: string;
  metageneration: number;
  timeCreated: string;
  updated: string;
  contentType: string;
  cacheControl?: string;
  contentDisposition?: string;
  contentEncoding?: string;
  contentLanguage?: string;
  customMetadata: Record<string, string>;
  downloadTokens: string[];
}

export interface ListOptions {
  prefix?: string;
  delimiter?: string;
  pageToken?: string;
  maxResults?: number;
}

export interface ListResult {
  items: StoredObject[];
  prefixes: string[];
  nextPageToken?: string;
}

const DEFAULT_CONTENT_TYPE = 'application/octet-stream';
const DEFAULT_MAX_RESULTS = 1000;
const METADATA_FILE = 'objects.json';
const BLOB_DIR = 'blobs';
const FORMAT_VERSION = 1;

type PersistedObject = Omit<StoredObject, 'data'> & { blob: string };

export function etagOf(object: StoredObject): string {
  return createHash('sha1').update(`${object.generation}/${object.metageneration}`).digest('base64').replace(/=+$/, '');
}

function cleanCustomMetadata(metadata: Record<string, unknown> | null | undefined): Record<string, string> {
  const cleaned: Record<string, string> = {};
  for (const [key, value] of Object.entries(metadata ?? {})) {
    if (value === null || value === undefined) continue;
    cleaned[key] = typeof value === 'string' ? value : JSON.stringify(value);
  }
  return cleaned;
}

/** Pulls the token list out of custom metadata, where both APIs let clients write it. */
function splitTokens(customMetadata: Record<string, string>): { custom: Record<string, string>; tokens?: string[] } {
  if (!(DOWNLOAD_TOKENS_KEY in customMetadata)) return { custom: customMetadata };
  const { [DOWNLOAD_TOKENS_KEY]: joined, ...custom } = customMetadata;
  return {
    custom,
    tokens: joined
      .split(',')
      .map((token) => token.trim())
      .filter(Boolean),
  };
}

function encodePageToken(lastName: string): string {
  return Buffer.from(lastName, 'utf8').toString('base64url');
}

function decodePageToken(token: string): string {
  return Buffer.from(token, 'base64url').toString('utf8');
}

/**
 * Every bucket's objects, in memory. Buckets are created on first write and isolate projects from
 * each other (each project has its own default bucket).
 */
export class StorageStore {
  private readonly buckets = new Map<string, Map<string, StoredObject>>();
  private lastGeneration = 0;

  get(bucket: string, name: string): StoredObject | undefined {
    return this.buckets.get(bucket)?.get(name);
  }

  /** Creates or replaces an object; a replacement is a new generation with fresh metadata. */
  put(
    bucket: string,
    name: string,
    data: Buffer,
    changes: MetadataChanges,
    options: { createDownloadToken: boolean },
  ): StoredObject {
    return this.save(this.createObject(bucket, name, data, changes, options));
  }

  /** The object an upload would store, not yet stored (security rules see it as `request.resource`). */
  createObject(
    bucket: string,
    name: string,
    data: Buffer,
    changes: MetadataChanges,
    options: { createDownloadToken: boolean },
  ): StoredObject {
    const now = new Date().toISOString();
    const { custom, tokens } = splitTokens(cleanCustomMetadata(changes.metadata));
    const object: StoredObject = {
      bucket,
      name,
      data,
      size: data.length,
      md5Hash: md5Base64(data),
      crc32c: crc32cBase64(data),
      generation: this.nextGeneration(),
      metageneration: 1,
      timeCreated: now,
      updated: now,
      contentType: changes.contentType || DEFAULT_CONTENT_TYPE,
      customMetadata: custom,
      downloadTokens: tokens ?? (options.createDownloadToken ? [randomUUID()] : []),
    };
    for (const field of HEADER_FIELDS) {
      if (field !== 'contentType' && typeof changes[field] === 'string') object[field] = changes[field];
    }
    return object;
  }

  /** Stores an object made by `createObject` or `withMetadata`, replacing any of the same name. */
  save(object: StoredObject): StoredObject {
    let objects = this.buckets.get(object.bucket);
    if (!objects) {
      objects = new Map();
      this.buckets.set(object.bucket, objects);
    }
    objects.set(object.name, object);
    return object;
  }

  /** Applies a metadata patch and stores the result: absent fields stay, `null` clears, custom keys merge. */
  updateMetadata(bucket: string, name: string, changes: MetadataChanges): StoredObject | undefined {
    const object = this.get(bucket, name);
    return object && this.save(this.withMetadata(object, changes));
  }

  /** The object as a metadata patch would leave it, not yet stored (the stored one is untouched). */
  withMetadata(stored: StoredObject, changes: MetadataChanges): StoredObject {
    const object: StoredObject = {
      ...stored,
      customMetadata: { ...stored.customMetadata },
      downloadTokens: [...stored.downloadTokens],
    };
    for (const field of HEADER_FIELDS) this.applyField(object, field, changes[field]);
    if (changes.metadata === null) {
      object.customMetadata = {};
      object.downloadTokens = [];
    } else if (changes.metadata !== undefined) {
      const merged: Record<string, string | null> = { ...object.customMetadata, ...changes.metadata };
      if (changes.metadata[DOWNLOAD_TOKENS_KEY] === null) object.downloadTokens = [];
      const { custom, tokens } = splitTokens(cleanCustomMetadata(merged));
      object.customMetadata = custom;
      if (tokens) object.downloadTokens = tokens;
    }
    object.metageneration += 1;
    object.updated = new Date().toISOString();
    return object;
  }

  /** Gives the object a download token if it has none, as Firebase does when one is first asked for. */
  ensureDownloadToken(object: StoredObject): void {
    if (object.downloadTokens.length > 0) return;
    object.downloadTokens = [randomUUID()];
    object.metageneration += 1;
    object.updated = new Date().toISOString();
  }

  delete(bucket: string, name: string): boolean {
    return this.buckets.get(bucket)?.delete(name) ?? false;
  }

  /**
   * Lists in name order. With a delimiter, names that continue past it after the prefix collapse into
   * one prefix entry; items and prefixes share one ordered page, as Cloud Storage pages them.
   */
  list(bucket: string, options: ListOptions): ListResult {
    const prefix = options.prefix ?? '';
    const delimiter = options.delimiter ?? '';
    const maxResults = options.maxResults && options.maxResults > 0 ? options.maxResults : DEFAULT_MAX_RESULTS;
    const after = options.pageToken ? decodePageToken(options.pageToken) : undefined;
    const names = sortByUtf8([...(this.buckets.get(bucket)?.keys() ?? [])].filter((name) => name.startsWith(prefix)));

    const entries: { name: string; object?: StoredObject }[] = [];
    for (const name of names) {
      const cut = delimiter ? name.indexOf(delimiter, prefix.length) : -1;
      if (cut === -1) {
        entries.push({ name, object: this.get(bucket, name) });
        continue;
      }
      const collapsed = name.slice(0, cut + delimiter.length);
      if (entries.at(-1)?.name !== collapsed) entries.push({ name: collapsed });
    }
    const start = after === undefined ? 0 : entries.findIndex((entry) => compareNames(entry.name, after) > 0);
    const page = start === -1 ? [] : entries.slice(start, start + maxResults);
    const hasMore = start !== -1 && start + maxResults < entries.length;
    return {
      items: page.flatMap((entry) => (entry.object ? [entry.object] : [])),
      prefixes: page.flatMap((entry) => (entry.object ? [] : [entry.name])),
      nextPageToken: hasMore ? encodePageToken(page[page.length - 1].name) : undefined,
    };
  }

  clear(): void {
    this.buckets.clear();
  }

  /**
   * Writes every object to `dir` (a metadata file plus one blob file per object). The export is built
   * beside `dir` and swapped in with renames, so an interrupted save leaves the previous export whole.
   */
  async saveTo(dir: string): Promise<void> {
    const next = `${dir}.next`;
    const previous = `${dir}.previous`;
    await rm(next, { recursive: true, force: true });
    await mkdir(join(next, BLOB_DIR), { recursive: true });
    const persisted: PersistedObject[] = [];
    for (const objects of this.buckets.values()) {
      for (const { data, ...object } of objects.values()) {
        const blob = `${persisted.length}.bin`;
        await writeFile(join(next, BLOB_DIR, blob), data);
        persisted.push({ ...object, blob });
      }
    }
    await writeFile(join(next, METADATA_FILE), JSON.stringify({ version: FORMAT_VERSION, objects: persisted }));
    await rm(previous, { recursive: true, force: true });
    if (await exists(dir)) await rename(dir, previous);
    await rename(next, dir);
    await rm(previous, { recursive: true, force: true });
  }

  /** Loads an export written by `saveTo`; a missing directory gives an empty store. */
  static async loadFrom(dir: string): Promise<StorageStore> {
    const store = new StorageStore();
    // A save interrupted between its two renames leaves only the previous export.
    const source = (await exists(join(dir, METADATA_FILE))) ? dir : `${dir}.previous`;
    let text: string;
    try {
      text = await readFile(join(source, METADATA_FILE), 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return store;
      throw error;
    }
    const saved = JSON.parse(text) as { version: number; objects: PersistedObject[] };
    if (saved.version !== FORMAT_VERSION)
      throw new Error(`Unsupported storage export version ${saved.version} in ${source}`);
    for (const { blob, ...object } of saved.objects) {
      const data = await readFile(join(source, BLOB_DIR, blob));
      let objects = store.buckets.get(object.bucket);
      if (!objects) {
        objects = new Map();
        store.buckets.set(object.bucket, objects);
      }
      objects.set(object.name, { ...object, data });
      store.lastGeneration = Math.max(store.lastGeneration, Number(object.generation));
    }
    return store;
  }

  private applyField(object: StoredObject, field: HeaderField, value: string | null | undefined): void {
    if (value === undefined) return;
    if (field === 'contentType') object.contentType = value || DEFAULT_CONTENT_TYPE;
    else if (value === null) delete object[field];
    else object[field] = value;
  }

  /** Strictly increasing, microsecond-scaled like Cloud Storage's, even for writes in the same millisecond. */
  private nextGeneration(): string {
    this.lastGeneration = Math.max(this.lastGeneration + 1, Date.now() * 1000);
    return String(this.lastGeneration);
  }
}

/** Cloud Storage orders names by their UTF-8 bytes, which differs from UTF-16 order for some characters. */
function compareNames(a: string, b: string): number {
  return Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));
}

function sortByUtf8(names: string[]): string[] {
  return names
    .map((name) => ({ name, bytes: Buffer.from(name, 'utf8') }))
    .sort((a, b) => Buffer.compare(a.bytes, b.bytes))
    .map(({ name }) => name);
}

async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch {
    return false;
  }
}
