import { matchRoutes } from 'react-router';
import { ROUTES, type Route } from '../domain/routes';

/** The route table as the router matches it (its own ranking: a static segment before a parameter). */
const MATCHABLE_ROUTES: Route[] = [...ROUTES];

export type RouteMatch = { route: Route; params: Record<string, string> };

/**
 * The route a path (with or without query, hash or trailing slash) opens, with its decoded
 * parameters, matched by React Router as the portal's router matches it; undefined for a path no
 * route matches (the 404 page).
 */
export function findRoute(path: string): RouteMatch | undefined {
  const match = matchRoutes(MATCHABLE_ROUTES, path)?.at(-1);
  if (!match) return undefined;
  const params = Object.fromEntries(
    Object.entries(match.params).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  return { route: match.route, params };
}
