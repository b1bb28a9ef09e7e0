/**
 * The portal's router: route matching, links and the hooks screens read the address with.
 *
 * It exists instead of React Router, which ARCHITECTURE.md names, for bytes: even React Router's
 * declarative part was ~12.7 KB gzip of every screen's first load, about a tenth of the sign-in
 * screen's budget (issue 12: 150 KB), for a surface the portal uses little of. This module is
 * that surface and no more: absolute paths, `:param` and `*` patterns ranked as React Router ranks
 * them, pathless layout routes with an outlet, and navigation through the portal's history, whose
 * blockers can hold any of it (an editor's "Leave without saving?"). Like React Router's
 * declarative <Router>, it neither scrolls nor moves focus on navigation.
 */
import { createContext, use, useCallback, useEffect, useMemo, useState, useSyncExternalStore, type AnchorHTMLAttributes, type MouseEvent, type ReactNode, type Ref } from 'react';
import { bestMatch, matchPattern, parsePattern, type PathPattern } from '../../domain/path-patterns';
import { createMemoryHistory } from './memory-history';
import type { Location, PortalHistory } from './portal-history';

interface RouterState {
  history: PortalHistory;
  location: Location;
}

const RouterContext = createContext<RouterState | undefined>(undefined);

function useRouter(hook: string): RouterState {
  const router = use(RouterContext);
  if (!router) throw new Error(`${hook} is used outside a <Router>.`);
  return router;
}

/** The history of the router around, if any (blockers register on it). */
export function useRouterHistory(): PortalHistory | undefined {
  return use(RouterContext)?.history;
}

/** Renders `children` at the history's current location, again on every navigation. */
export function Router({ history, children }: { history: PortalHistory; children: ReactNode }) {
  const location = useSyncExternalStore(history.subscribe, history.location, history.location);
  const state = useMemo(() => ({ history, location }), [history, location]);
  return <RouterContext value={state}>{children}</RouterContext>;
}

/** A router over a history of its own in memory, opened at `path` (for tests). */
export function MemoryRouter({ path, children }: { path?: string; children: ReactNode }) {
  const [history] = useState(() => createMemoryHistory(path));
  return <Router history={history}>{children}</Router>;
}

export function useLocation(): Location {
  return useRouter('useLocation').location;
}

export type NavigateFunction = (to: string, options?: { replace?: boolean }) => void;

/** Navigates to a path (absolute, or `?query` on the current one); blockers may hold it. */
export function useNavigate(): NavigateFunction {
  const { history } = useRouter('useNavigate');
  return useCallback((to, options) => (options?.replace ? history.replace(to) : history.push(to)), [history]);
}

/** Sends the person on as soon as it renders; `replace` puts the target in place of this entry. */
export function Navigate({ to, replace = false }: { to: string; replace?: boolean }) {
  const navigate = useNavigate();
  useEffect(() => navigate(to, { replace }), [navigate, to, replace]);
  return null;
}

/** The current query, and a setter that navigates to the current path with another query. */
export function useSearchParams(): [URLSearchParams, (next: URLSearchParams | ((current: URLSearchParams) => URLSearchParams), options?: { replace?: boolean }) => void] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const searchParams = useMemo(() => new URLSearchParams(search), [search]);
  const setSearchParams = useCallback(
    (next: URLSearchParams | ((current: URLSearchParams) => URLSearchParams), options?: { replace?: boolean }) =>
      navigate(`?${typeof next === 'function' ? next(new URLSearchParams(searchParams)) : next}`, options),
    [navigate, searchParams],
  );
  return [searchParams, setSearchParams];
}

// ── Routes ───────────────────────────────────────────────────────────────────────────────────

/**
 * A screen at a path, or a layout (no path) that frames its children's screens with <Outlet />.
 * Paths are absolute, also inside a layout. `handle` carries what the app attaches to a route.
 */
export type RouteObject<Handle = unknown> = { element: ReactNode; handle?: Handle } & ({ path: string } | { children: readonly RouteObject<Handle>[] });

/** One screen's route with the layouts around it, outermost first. */
type Branch<Handle> = { routes: RouteObject<Handle>[]; pattern: PathPattern };

function branchesOf<Handle>(routes: readonly RouteObject<Handle>[], parents: RouteObject<Handle>[] = []): Branch<Handle>[] {
  return routes.flatMap((route) => ('path' in route ? [{ routes: [...parents, route], pattern: parsePattern(route.path) }] : branchesOf(route.children, [...parents, route])));
}

/**
 * The routes a path opens, outermost layout first, and its decoded parameters; undefined when
 * none matches. Of several matching screens the most specific wins (see path-patterns.ts).
 */
export function matchRoutes<Handle>(routes: readonly RouteObject<Handle>[], pathname: string): { routes: RouteObject<Handle>[]; params: Record<string, string> } | undefined {
  const match = bestMatch(branchesOf(routes), (branch) => branch.pattern, pathname);
  return match && { routes: match.item.routes, params: match.params };
}

interface RouteState {
  params: Readonly<Record<string, string>>;
  /** What an <Outlet /> in this route's element renders: the next route of the branch. */
  outlet: ReactNode;
}

const RouteContext = createContext<RouteState>({ params: {}, outlet: null });

/** Renders the routes the current path opens (nothing when none matches). */
export function Routes<Handle>({ routes }: { routes: readonly RouteObject<Handle>[] }) {
  const match = matchRoutes(routes, useLocation().pathname);
  if (!match) return null;
  return match.routes.reduceRight<ReactNode>((outlet, route) => <RouteContext value={{ params: match.params, outlet }}>{route.element}</RouteContext>, null);
}

/** Where a layout route renders the screen inside it. */
export function Outlet() {
  return use(RouteContext).outlet;
}

/** The decoded parameters of the current route (every layout of it sees them too). */
export function useParams(): Readonly<Partial<Record<string, string>>> {
  return use(RouteContext).params;
}

/** The parameters when the current path matches `pattern`, else null. */
export function useMatch(pattern: string): Record<string, string> | null {
  return matchPattern(parsePattern(pattern), useLocation().pathname) ?? null;
}

// ── Links ────────────────────────────────────────────────────────────────────────────────────

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: string;
  /** Replace the current entry instead of adding one (a link to the current location always does). */
  replace?: boolean;
  ref?: Ref<HTMLAnchorElement>;
};

/** A click the browser should handle itself: another button, a modifier key (new tab or window, download) or another target. */
const opensElsewhere = (event: MouseEvent<HTMLAnchorElement>, target: string | undefined) =>
  event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey || (target !== undefined && target !== '_self');

/**
 * A real link (`<a href>`): a plain left click opens the path inside the portal, through the
 * history and so through its blockers; anything else is left to the browser.
 */
export function Link({ to, replace, onClick, target, ...anchor }: LinkProps) {
  const { history, location } = useRouter('Link');
  const href = history.createHref(to);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || opensElsewhere(event, target)) return;
    event.preventDefault();
    const current = location.pathname + location.search + location.hash;
    if (replace ?? href === current) history.replace(to);
    else history.push(to);
  };
  return <a {...anchor} href={href} target={target} onClick={handleClick} />;
}

export type NavLinkProps = LinkProps & {
  /** Active only on its own path, not also on the paths below it. */
  end?: boolean;
};

/** A link that says when it is the current page: class `active` and aria-current="page". */
export function NavLink({ end = false, className, ...link }: NavLinkProps) {
  const { history, location } = useRouter('NavLink');
  const current = location.pathname.toLowerCase();
  const own = history.createHref(link.to).split(/[?#]/, 1)[0].toLowerCase();
  const active = current === own || (!end && own !== '/' && current.startsWith(`${own}/`));
  return <Link {...link} className={[className, active && 'active'].filter(Boolean).join(' ') || undefined} aria-current={active ? 'page' : undefined} />;
}
