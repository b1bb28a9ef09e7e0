/** Matching request paths against flattened `match` patterns. */
import type { PatternSegment } from './ast.js';
import { RPath, type RValue, UNKNOWN } from './values.js';

/** The last segment of a list request: the id of any document (or object) the query may return. */
export const ANY_ID = Symbol('any id');
export type RequestSegment = string | typeof ANY_ID;

export type Bindings = Map<string, RValue>;

/**
 * Matches `segments` exactly; returns the wildcard bindings or null. A recursive wildcard takes
 * zero or more segments in rules_version 2, one or more in version 1.
 */
export function matchPattern(
  pattern: readonly PatternSegment[],
  segments: readonly RequestSegment[],
  version: '1' | '2',
): Bindings | null {
  if (!literalsAgree(pattern, segments)) return null;
  const bindings: Bindings = new Map();
  return matchFrom(pattern, 0, segments, 0, version === '2' ? 0 : 1, bindings) ? bindings : null;
}

/** A cheap first test, without allocating: lengths and the literals before any recursive wildcard. */
function literalsAgree(pattern: readonly PatternSegment[], segments: readonly RequestSegment[]): boolean {
  for (let i = 0; i < pattern.length; i++) {
    const element = pattern[i];
    if (element.kind === 'recursive') return true;
    if (i >= segments.length || (element.kind === 'literal' && element.text !== segments[i])) return false;
  }
  return pattern.length === segments.length;
}

// A plain recursive function (no closure per call): evaluation matches every block on every request.
function matchFrom(
  pattern: readonly PatternSegment[],
  p: number,
  segments: readonly RequestSegment[],
  s: number,
  minimumRecursive: number,
  bindings: Bindings,
): boolean {
  for (; p < pattern.length; p++, s++) {
    const element = pattern[p];
    if (element.kind === 'recursive') {
      for (let end = segments.length; end >= s + minimumRecursive; end--) {
        if (matchFrom(pattern, p + 1, segments, end, minimumRecursive, bindings)) {
          bindings.set(element.name, pathOf(segments.slice(s, end)));
          return true;
        }
      }
      return false;
    }
    if (s >= segments.length) return false;
    const segment = segments[s];
    if (element.kind === 'literal') {
      if (segment !== element.text) return false;
    } else {
      bindings.set(element.name, segment === ANY_ID ? UNKNOWN : segment);
    }
  }
  return s === segments.length;
}

function pathOf(segments: readonly RequestSegment[]): RValue {
  return segments.includes(ANY_ID) ? UNKNOWN : new RPath(segments as string[]);
}

/**
 * A collection group query reads documents at `parent/…any depth…/collectionId/{id}`. A pattern
 * covers all of them only through a recursive wildcard that starts within the parent and leaves
 * at most the collection id and the document id to the segments after it.
 */
export function matchCollectionGroup(
  pattern: readonly PatternSegment[],
  parent: readonly string[],
  collectionId: string,
): Bindings | null {
  const recursiveAt = pattern.findIndex((segment) => segment.kind === 'recursive');
  if (recursiveAt < 0 || recursiveAt > parent.length) return null;
  const head = matchPattern(pattern.slice(0, recursiveAt), parent.slice(0, recursiveAt), '2');
  if (!head) return null;
  const tail = pattern.slice(recursiveAt + 1);
  if (tail.length > 2) return null;
  const tailSegments = ([collectionId, ANY_ID] as RequestSegment[]).slice(2 - tail.length);
  const rest = matchPattern(tail, tailSegments, '2');
  if (!rest) return null;
  const bindings: Bindings = new Map([...head, ...rest]);
  bindings.set((pattern[recursiveAt] as { name: string }).name, UNKNOWN);
  return bindings;
}
