/**
 * Path patterns as the route table and the router write them: `/admin/teams/:teamId` (`:name` is
 * one segment, handed over decoded), and `*`, which matches any path (the 404 route). Statics
 * compare without regard to case, and a trailing slash, a query or a hash do not matter.
 */
export interface PathPattern {
  /** The segments before any `*`: statics lower-cased, parameters as `:name`. */
  readonly segments: readonly string[];
  /** Whether the pattern ends in `*`, which takes any remaining segments (or none). */
  readonly splat: boolean;
  /** Higher for more specific patterns: a static segment counts more than a parameter, `*` least. */
  readonly rank: number;
}

const STATIC_RANK = 10;
const PARAM_RANK = 3;
const SPLAT_RANK = -2;

/** The segments of a path or pattern, without the query, hash and empty segments. */
function segmentsOf(path: string): string[] {
  return path.split(/[?#]/, 1)[0].split('/').filter(Boolean);
}

const isParam = (segment: string) => segment.startsWith(':');

export function parsePattern(pattern: string): PathPattern {
  const all = segmentsOf(pattern);
  const splat = all.at(-1) === '*';
  const segments = (splat ? all.slice(0, -1) : all).map((segment) => (isParam(segment) ? segment : segment.toLowerCase()));
  const rank = segments.reduce((sum, segment) => sum + (isParam(segment) ? PARAM_RANK : STATIC_RANK), splat ? SPLAT_RANK : 0);
  return { segments, splat, rank };
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function matchSegments({ segments, splat }: PathPattern, pathSegments: readonly string[]): Record<string, string> | undefined {
  if (splat ? pathSegments.length < segments.length : pathSegments.length !== segments.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, segment] of segments.entries()) {
    const actual = pathSegments[index];
    if (isParam(segment)) params[segment.slice(1)] = safeDecode(actual);
    else if (segment !== safeDecode(actual).toLowerCase()) return undefined;
  }
  return params;
}

/** The decoded parameters when the path matches the pattern, else undefined. */
export function matchPattern(pattern: PathPattern, path: string): Record<string, string> | undefined {
  return matchSegments(pattern, segmentsOf(path));
}

/**
 * The item whose pattern matches the path, with its parameters. Where several match, the highest
 * rank wins (statics before parameters, as React Router ranks them), and among equals the first.
 */
export function bestMatch<Item>(items: readonly Item[], patternOf: (item: Item) => PathPattern, path: string): { item: Item; params: Record<string, string> } | undefined {
  const pathSegments = segmentsOf(path);
  let best: { item: Item; params: Record<string, string>; rank: number } | undefined;
  for (const item of items) {
    const pattern = patternOf(item);
    if (best && pattern.rank <= best.rank) continue;
    const params = matchSegments(pattern, pathSegments);
    if (params) best = { item, params, rank: pattern.rank };
  }
  return best && { item: best.item, params: best.params };
}
