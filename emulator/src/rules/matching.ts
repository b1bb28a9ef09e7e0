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
export function matchPattern(pattern: readonly PatternSegment[], segments: readonly RequestSegment[], version: '1' | '2'): Bindings | null {
  const bindings: Bindings = new Map();
  const minimumRecursive = version === '2' ? 0 : 1;
  const walk = (p: number, s: number): boolean => {
    if (p === pattern.length) return s === segments.length;
    const element = pattern[p];
    if (element.kind === 'recursive') {
      for (let end = segments.length; end >= s + minimumRecursive; end--) {
        if (walk(p + 1, end)) {
          bindings.set(element.name, pathOf(segments.slice(s, end)));
          return true;
        }
      }
      return false;
    }
    if (s === segments.length) return false;
    const segment = segments[s];
    if (element.kind === 'literal') {
      if (segment !== element.text) return false;
    } else if (!walk(p + 1, s + 1)) {
      return false;
    } else {
      bindings.set(element.name, segment === ANY_ID ? UNKNOWN : segment);
      return true;
    }
    return walk(p + 1, s + 1);
  };
  return walk(0, 0) ? bindings : null;
}

function pathOf(segments: readonly RequestSegment[]): RValue {
  return segments.includes(ANY_ID) ? UNKNOWN : new RPath(segments as string[]);
}

/**
 * A collection group query reads documents at `parent/…any depth…/collectionId/{id}`. A pattern
 * covers all of them only through a recursive wildcard that starts within the parent and leaves
 * at most the collection id and the document id to the segments after it.
 */
export function matchCollectionGroup(pattern: readonly PatternSegment[], parent: readonly string[], collectionId: string): Bindings | null {
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
