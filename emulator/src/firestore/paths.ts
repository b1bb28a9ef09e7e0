import { invalidArgument } from './errors.js';
import type { Fields, Value } from './types.js';

// ---------------------------------------------------------------------------------------------
// Resource names: projects/{project}/databases/{database}/documents[/{collection}/{document}...]

export interface ResourceName {
  projectId: string;
  /** "projects/{project}/databases/{database}" */
  database: string;
  /** The path below `documents`, "" for the root. */
  path: string;
  segments: string[];
}

const RESOURCE_PATTERN = /^projects\/([^/]+)\/databases\/([^/]+)\/documents(?:\/(.*))?$/;

// Ids of the form __…__ are reserved, except a document's numeric id: __id<n>__ with n a non-zero
// 64-bit integer written without leading zeros (Datastore's numeric keys, which sort first).
const RESERVED_ID = /^__.+__$/;
const NUMERIC_ID = /^__id(-?[1-9]\d*)__$/;

/** The number of a numeric document id (`__id<n>__`), else undefined. */
export function numericIdOf(id: string): bigint | undefined {
  if (!id.startsWith('__id')) return undefined; // the common case, without a regular expression
  const match = NUMERIC_ID.exec(id);
  if (!match) return undefined;
  const number = BigInt(match[1]);
  return BigInt.asIntN(64, number) === number ? number : undefined;
}

export function checkCollectionId(id: string): void {
  if (RESERVED_ID.test(id)) throw invalidArgument(`Collection id "${id}" is invalid because it is reserved.`);
}

function checkDocumentId(id: string): void {
  if (!RESERVED_ID.test(id) || numericIdOf(id) !== undefined) return;
  if (NUMERIC_ID.test(id)) throw invalidArgument(`Resource id "${id}" is invalid because it is not a 64 bit integer.`);
  throw invalidArgument(`Resource id "${id}" is invalid because it is reserved.`);
}

export function parseResourceName(name: unknown): ResourceName {
  const match = typeof name === 'string' ? RESOURCE_PATTERN.exec(name) : null;
  if (!match) throw invalidArgument(`Invalid resource name: ${JSON.stringify(name)}`);
  const [, projectId, databaseId, rest = ''] = match;
  const segments = rest === '' ? [] : rest.split('/');
  for (const segment of segments) {
    if (segment === '' || segment === '.' || segment === '..') {
      throw invalidArgument(
        `Invalid resource name: "${name as string}": path segments must be non-empty and not "." or ".."`,
      );
    }
    if (Buffer.byteLength(segment) > 1500)
      throw invalidArgument(`Document ID or collection ID longer than 1500 bytes in "${name as string}"`);
  }
  segments.forEach((segment, index) => (index % 2 === 0 ? checkCollectionId(segment) : checkDocumentId(segment)));
  return { projectId, database: `projects/${projectId}/databases/${databaseId}`, path: rest, segments };
}

export function parseDocumentName(name: unknown): ResourceName {
  const parsed = parseResourceName(name);
  if (parsed.segments.length === 0 || parsed.segments.length % 2 !== 0) {
    throw invalidArgument(`Document name "${name as string}" has odd number of segments`);
  }
  return parsed;
}

/** The parent of a query or listing: the database's documents root or a document. */
export function parseParentName(name: unknown): ResourceName {
  const parsed = parseResourceName(name);
  if (parsed.segments.length % 2 !== 0)
    throw invalidArgument(`Invalid parent: "${name as string}" names a collection, not a document`);
  return parsed;
}

export function parseDatabaseName(name: unknown): { projectId: string; database: string } {
  const match = typeof name === 'string' ? /^projects\/([^/]+)\/databases\/([^/]+)$/.exec(name) : null;
  if (!match) throw invalidArgument(`Invalid database name: ${JSON.stringify(name)}`);
  return { projectId: match[1], database: name as string };
}

export function documentNameOf(database: string, path: string): string {
  return `${database}/documents/${path}`;
}

// ---------------------------------------------------------------------------------------------
// Field paths: dot-separated segments; a segment that is not a plain identifier is quoted in
// backticks, with \` and \\ escapes inside.

const SIMPLE_SEGMENT = /^[A-Za-z_][A-Za-z_0-9]*$/;
const parsedFieldPaths = new Map<string, string[]>();

export function parseFieldPath(path: unknown): string[] {
  if (typeof path !== 'string' || path === '') throw invalidArgument(`Invalid field path: ${JSON.stringify(path)}`);
  const cached = parsedFieldPaths.get(path);
  if (cached) return cached;
  const segments: string[] = [];
  let i = 0;
  while (i <= path.length) {
    let segment = '';
    if (path[i] === '`') {
      i++;
      while (i < path.length && path[i] !== '`') {
        if (path[i] === '\\' && i + 1 < path.length) i++;
        segment += path[i++];
      }
      if (path[i] !== '`') throw invalidArgument(`Invalid field path (unterminated backtick): ${path}`);
      i++;
    } else {
      const end = path.indexOf('.', i);
      segment = path.slice(i, end < 0 ? path.length : end);
      if (!SIMPLE_SEGMENT.test(segment) && !/^[^`.\s[\]*~/]+$/.test(segment)) {
        throw invalidArgument(`Invalid field path: ${path}`);
      }
      i += segment.length;
    }
    if (segment === '') throw invalidArgument(`Invalid field path (empty segment): ${path}`);
    segments.push(segment);
    if (i === path.length) break;
    if (path[i] !== '.') throw invalidArgument(`Invalid field path: ${path}`);
    i++;
    if (i === path.length) throw invalidArgument(`Invalid field path (trailing dot): ${path}`);
  }
  if (parsedFieldPaths.size > 10_000) parsedFieldPaths.clear();
  parsedFieldPaths.set(path, segments);
  return segments;
}

export function formatFieldPath(segments: readonly string[]): string {
  return segments
    .map((segment) =>
      SIMPLE_SEGMENT.test(segment) ? segment : `\`${segment.replace(/\\/g, '\\\\').replace(/`/g, '\\`')}\``,
    )
    .join('.');
}

export function isDocumentIdPath(segments: readonly string[]): boolean {
  return segments.length === 1 && segments[0] === '__name__';
}

export function getField(fields: Fields, segments: readonly string[]): Value | undefined {
  let value: Value | undefined = fields[segments[0]];
  for (let i = 1; i < segments.length && value !== undefined; i++) {
    value = value.mapValue?.fields?.[segments[i]];
  }
  return value;
}

/** Copy-on-write set: only the maps along the path are copied, so stored documents stay shared. */
export function setField(fields: Fields, segments: readonly string[], value: Value): Fields {
  const [head, ...rest] = segments;
  if (rest.length === 0) return { ...fields, [head]: value };
  const child = fields[head]?.mapValue?.fields ?? {};
  return { ...fields, [head]: { mapValue: { fields: setField(child, rest, value) } } };
}

export function deleteField(fields: Fields, segments: readonly string[]): Fields {
  const [head, ...rest] = segments;
  if (!(head in fields)) return fields;
  if (rest.length === 0) {
    const copy = { ...fields };
    delete copy[head];
    return copy;
  }
  const child = fields[head].mapValue?.fields;
  if (!child) return fields;
  const updated = deleteField(child, rest);
  return updated === child ? fields : { ...fields, [head]: { mapValue: { fields: updated } } };
}

/** Keeps only the given field paths (a document mask or a query projection). */
export function projectFields(fields: Fields, paths: readonly (readonly string[])[]): Fields {
  let projected: Fields = {};
  for (const segments of paths) {
    const value = getField(fields, segments);
    if (value !== undefined) projected = setField(projected, segments, value);
  }
  return projected;
}
