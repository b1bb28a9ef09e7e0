import type { IncomingMessage, ServerResponse } from 'node:http';
import { gunzipSync } from 'node:zlib';
import type { StoredObject } from './store.js';
import { etagOf } from './store.js';

/** A failure with the HTTP status and message a Google client expects to read back. */
export class StorageHttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Cloud Storage JSON API errors also name a reason (notFound, invalid, ...). */
    readonly reason?: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new StorageHttpError(400, message, 'invalid');
export const notFound = (message = 'Not Found.') => new StorageHttpError(404, message, 'notFound');

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    ...headers,
    'Content-Type': 'application/json; charset=UTF-8',
    'Content-Length': Buffer.byteLength(text),
  });
  res.end(text);
}

/** `{"error":{"code","message"}}`, plus the `errors[]` list the JSON API adds when a reason is known. */
export function sendError(res: ServerResponse, error: StorageHttpError, withReasons: boolean): void {
  const errors =
    withReasons && error.reason ? { errors: [{ message: error.message, domain: 'global', reason: error.reason }] } : {};
  sendJson(res, error.status, { error: { code: error.status, message: error.message, ...errors } });
}

export function sendEmpty(res: ServerResponse, status: number, headers: Record<string, string> = {}): void {
  res.writeHead(status, { ...headers, 'Content-Length': 0 });
  res.end();
}

/**
 * Reads a whole request body, refusing more than `limit` bytes. Past the limit the rest of the body
 * is not buffered; the caller answers 413 and the connection is closed.
 */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) {
    return Promise.reject(tooLarge(limit));
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let received = 0;
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > limit) {
        req.off('data', onData);
        req.pause();
        reject(tooLarge(limit));
        return;
      }
      chunks.push(chunk);
    };
    req.on('data', onData);
    req.on('end', () => resolve(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, received)));
    req.on('error', reject);
  });
}

function tooLarge(limit: number): StorageHttpError {
  return new StorageHttpError(
    413,
    `The upload exceeds this emulator's object size limit of ${limit} bytes.`,
    'uploadTooLarge',
  );
}

export function parseJsonObject(body: Buffer): Record<string, unknown> {
  if (body.length === 0) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    throw badRequest('Invalid JSON payload received.');
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw badRequest('Invalid JSON payload received: expected an object.');
  }
  return parsed as Record<string, unknown>;
}

/** RFC 5987 `filename*` value, so non-ASCII names survive the Content-Disposition header. */
function encodeFilename(name: string): string {
  return `utf-8''${encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}

function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | undefined {
  const match = header?.match(/^bytes=(\d*)-(\d*)$/);
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  let start: number;
  let end: number;
  if (match[1] === '') {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}

/**
 * Serves an object's bytes with the headers Cloud Storage sends (hashes, generations, ranges).
 * A gzip-encoded object is decompressed for clients that do not accept gzip, as Cloud Storage's
 * decompressive transcoding does.
 */
export function sendMedia(req: IncomingMessage, res: ServerResponse, object: StoredObject): void {
  let data = object.data;
  const transcoded = object.contentEncoding === 'gzip' && !/\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
  if (transcoded) {
    try {
      data = gunzipSync(data);
    } catch {
      data = object.data; // not really gzip: serve the stored bytes as they are
    }
  }
  const fileName = object.name.split('/').pop() ?? object.name;
  const disposition = object.contentDisposition ?? 'inline';
  const headers: Record<string, string | number> = {
    'Content-Type': object.contentType,
    'Content-Disposition': /filename/i.test(disposition)
      ? disposition
      : `${disposition}; filename*=${encodeFilename(fileName)}`,
    'Accept-Ranges': 'bytes',
    ETag: `"${etagOf(object)}"`,
    'Last-Modified': new Date(object.updated).toUTCString(),
    'X-Goog-Generation': object.generation,
    'X-Goog-Metageneration': String(object.metageneration),
    'X-Goog-Storage-Class': 'STANDARD',
    'X-Goog-Stored-Content-Length': String(object.size),
    'X-Goog-Stored-Content-Encoding': object.contentEncoding ?? 'identity',
    'X-Goog-Hash': `crc32c=${object.crc32c},md5=${object.md5Hash}`,
  };
  if (object.cacheControl) headers['Cache-Control'] = object.cacheControl;
  if (object.contentLanguage) headers['Content-Language'] = object.contentLanguage;
  if (object.contentEncoding && !transcoded) headers['Content-Encoding'] = object.contentEncoding;

  const range = transcoded ? undefined : parseRange(req.headers.range, data.length);
  if (range === 'unsatisfiable') {
    res.writeHead(416, { 'Content-Range': `bytes */${data.length}`, 'Content-Length': 0 });
    res.end();
    return;
  }
  if (range) {
    headers['Content-Range'] = `bytes ${range.start}-${range.end}/${data.length}`;
    headers['Content-Length'] = range.end - range.start + 1;
    res.writeHead(206, headers);
    res.end(req.method === 'HEAD' ? undefined : data.subarray(range.start, range.end + 1));
    return;
  }
  headers['Content-Length'] = data.length;
  res.writeHead(200, headers);
  res.end(req.method === 'HEAD' ? undefined : data);
}

/** Decodes one URL path segment, rejecting malformed percent-escapes instead of throwing. */
export function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw badRequest(`Invalid percent-encoding in path segment "${segment}".`);
  }
}

/** The request's own origin, for links (selfLink, mediaLink, upload URLs) that point back here. */
export function originOf(req: IncomingMessage): string {
  return `http://${req.headers.host ?? 'localhost'}`;
}
