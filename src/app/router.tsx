import { Suspense } from 'react';
import { hadSessionBefore, preloadSessionRecords } from '../data/session/session-store';
import { buildPath, NOT_FOUND_ROUTE_ID, routeById, ROUTES, type Route, type RouteId } from '../domain/routes';
import { PageSkeleton } from '../components/page-skeleton';
import { createPortalHistory, type PortalHistory } from '../components/navigation/portal-history';
import { matchRoutes, Navigate, Router, Routes, type RouteObject } from '../components/navigation/router';
import { SectionErrorBoundary } from '../components/section-error-boundary';
import { AuthLayout } from './layout/auth-layout';
import { AppErrorBoundary } from './pages/app-error-page';
import { lazyPage, type LazyPage } from './lazy-page';
import { pages } from './pages';
import { RouteGuard } from './route-guard';

// The signed-in shell (sidebar, menus and their data) loads after the sign-in screens' code.
const AppLayout = lazyPage(() => import('./layout/app-layout').then(({ AppLayout: Layout }) => ({ default: Layout })));

/** What a route object carries: its lazily loaded screen (page or shell) for preloading; the shell says so. */
interface ScreenHandle {
  screen: LazyPage;
  signedInShell?: true;
}
type PortalRoute = RouteObject<ScreenHandle>;

function routeObject(route: Route): PortalRoute | undefined {
  if (route.redirectTo) return { path: route.path, element: <Navigate to={buildPath(route.redirectTo)} replace /> };
  const Page = pages[route.id];
  if (!Page) return undefined;
  return {
    path: route.path,
    handle: { screen: Page },
    element: (
      <RouteGuard route={route}>
        <SectionErrorBoundary>
          <Suspense fallback={<PageSkeleton />}>
            <Page />
          </Suspense>
        </SectionErrorBoundary>
      </RouteGuard>
    ),
  };
}

/** The longest the first render waits for the opened screen's code. */
const PRELOAD_WAIT_MS = 500;

const isAuthRoute = (route: Route) => route.path.startsWith('/auth');
// Guest pages and sign-in screens are framed without the signed-in shell.
const isBare = (route: Route) => isAuthRoute(route) || route.access === 'guest';

/** The ids of routes with a screen, for links that should only point at what exists. */
export const mountedRouteIds: ReadonlySet<RouteId> = new Set(ROUTES.filter((route) => route.redirectTo || pages[route.id]).map((route) => route.id));

function mounted(list: Route[]): PortalRoute[] {
  return list.map(routeObject).filter((route): route is PortalRoute => route !== undefined);
}

/** Any path no route matches shows the 404 page (behind the same wall as /404 itself). */
function notFoundRoute(): PortalRoute[] {
  const route = routeObject(routeById(NOT_FOUND_ROUTE_ID));
  return route ? [{ ...route, path: '*' }] : [];
}

/**
 * Fetches the opened screen's code before the first render, so that it renders at once rather than
 * behind a loading fallback: a sign-in or guest screen always; a signed-in screen (with the shell
 * and the session's code, which it waits for first) when this browser had a session — without one
 * the wall would send the person to the login. Settles when the code is in, failed, or after
 * half a second, whichever comes first.
 */
export async function preloadOpenedScreen(router: PortalRouter): Promise<void> {
  const routes = matchRoutes(router.routes, router.history.location().pathname)?.routes ?? [];
  const signedInScreen = routes.some((route) => route.handle?.signedInShell);
  if (signedInScreen && !hadSessionBefore()) return;
  if (signedInScreen) preloadSessionRecords();
  const loads = routes.map((route) => route.handle?.screen.preload());
  await Promise.race([Promise.allSettled(loads), new Promise((done) => setTimeout(done, PRELOAD_WAIT_MS))]);
}

/** The portal's routes and the browser history they are rendered from. */
export interface PortalRouter {
  routes: readonly RouteObject<ScreenHandle>[];
  history: PortalHistory;
}

export function createRouter(history: PortalHistory = createPortalHistory()): PortalRouter {
  return { routes: portalRoutes(), history };
}

/** Renders the opened route; whatever breaks outside a page's own boundary shows the app-wide error. */
export function AppRouter({ router: { routes, history } }: { router: PortalRouter }) {
  return (
    <Router history={history}>
      <AppErrorBoundary>
        <Routes routes={routes} />
      </AppErrorBoundary>
    </Router>
  );
}

function portalRoutes(): PortalRoute[] {
  return [
    { element: <AuthLayout />, children: mounted(ROUTES.filter(isBare)) },
    {
      handle: { screen: AppLayout, signedInShell: true },
      element: (
        <Suspense fallback={<PageSkeleton />}>
          <AppLayout />
        </Suspense>
      ),
      children: [...mounted(ROUTES.filter((route) => !isBare(route))), ...notFoundRoute()],
    },
  ];
}
