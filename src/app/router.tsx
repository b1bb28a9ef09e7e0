import {
  createBrowserRouter,
  Outlet,
  replace,
  ScrollRestoration,
  type DataRouter,
  type RouteObject,
} from 'react-router';
import { preloadSessionRecords } from '../data/session/session-store';
import { buildPath, NOT_FOUND_ROUTE_ID, routeById, ROUTES, type Route, type RouteId } from '../domain/routes';
import { PageSkeleton } from '../components/page-skeleton';
import { CORE_PAGE_IDS, type CorePageId } from '../domain/core-page-ids';
import { AuthLayout } from './layout/auth-layout';
import { loadScreenCode } from './lazy-screen';
import { pages } from './pages';
import { AppErrorPage, SectionErrorPage } from './pages/route-error-page';
import { RouteGuard } from './route-guard';
import { useScreenHeadingFocus } from './screen-heading-focus';

/** Loads a lazy module's code, going to `destination` should its chunk fail (see loadScreenCode). */
type CodeLoader = <Module>(load: () => Promise<Module>) => Promise<Module>;

/** A core page's own screen shows its picture above it; the dashboard shows it in its greeting. */
function hasPictureBand(id: RouteId): id is Exclude<CorePageId, 'dashboard'> {
  return id !== 'dashboard' && (CORE_PAGE_IDS as readonly string[]).includes(id);
}

/** A route's screen: its code on a chunk of its own, loaded when the route is first opened, behind the role wall. */
function screenRoute(loadCode: CodeLoader, route: Route, path = route.path): RouteObject | undefined {
  if (route.redirectTo) {
    const target = buildPath(route.redirectTo);
    return { path, loader: () => replace(target) };
  }
  const load = pages[route.id];
  if (!load) return undefined;
  return {
    path,
    lazy: async () => {
      // The picture band (and the assets it reads) loads with the screens that have one, not with every page.
      const bandPage = hasPictureBand(route.id) ? route.id : undefined;
      const [{ default: Screen }, band] = await Promise.all([
        loadCode(load),
        bandPage && loadCode(() => import('../components/core-page-picture')),
      ]);
      return {
        element: (
          <RouteGuard route={route}>
            {band && bandPage && <band.CorePagePicture pageId={bandPage} />}
            <Screen />
          </RouteGuard>
        ),
      };
    },
  };
}

function screenRoutes(loadCode: CodeLoader, list: readonly Route[]): RouteObject[] {
  return list.flatMap((route) => screenRoute(loadCode, route) ?? []);
}

const isAuthRoute = (route: Route) => route.path.startsWith('/auth');
// Guest pages and sign-in screens are framed without the signed-in shell.
const isBare = (route: Route) => isAuthRoute(route) || route.access === 'guest';

/** The ids of routes with a screen, for links that should only point at what exists. */
export const mountedRouteIds: ReadonlySet<RouteId> = new Set(
  ROUTES.filter((route) => route.redirectTo || pages[route.id]).map((route) => route.id),
);

/**
 * Around every screen: a new screen opens at the top and Back returns to where the person was
 * (ScrollRestoration), and the focus moves to the new screen's heading.
 */
function PortalFrame() {
  useScreenHeadingFocus();
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

/**
 * The portal's route table, from src/domain/routes.ts and the screens in pages.ts. A screen that
 * fails shows the section error inside its frame; anything that breaks outside a screen (the
 * signed-in shell's own code) shows the app-wide error. `destination` answers the address a
 * navigation is going to while its code loads (none for the first screen, which is at its address).
 */
export function portalRoutes(destination: () => string | undefined = () => undefined): RouteObject[] {
  const loadCode: CodeLoader = (load) => loadScreenCode(load, destination);
  // An address that opens no screen says so to anyone: nothing behind it needs a session.
  const notFound = screenRoute(loadCode, { ...routeById(NOT_FOUND_ROUTE_ID), access: 'guest' }, '*');
  return [
    {
      element: <PortalFrame />,
      errorElement: <AppErrorPage />,
      HydrateFallback: PageSkeleton,
      children: [
        {
          element: <AuthLayout />,
          children: [
            { errorElement: <SectionErrorPage />, children: screenRoutes(loadCode, ROUTES.filter(isAuthRoute)) },
            {
              // Guest pages read data; the sign-in screens do not load the data layer.
              lazy: async () => ({ Component: (await loadCode(() => import('./data-provider'))).DataProvider }),
              children: [
                {
                  errorElement: <SectionErrorPage />,
                  children: screenRoutes(
                    loadCode,
                    ROUTES.filter((route) => isBare(route) && !isAuthRoute(route)),
                  ),
                },
              ],
            },
          ],
        },
        {
          // The signed-in shell (sidebar, menus and their data) loads after the sign-in screens'
          // code; the session's code starts loading with it, for a browser that had a session.
          lazy: async () => {
            preloadSessionRecords();
            const { SignedInShell } = await loadCode(() => import('./layout/signed-in-shell'));
            return { Component: SignedInShell };
          },
          children: [
            {
              errorElement: <SectionErrorPage />,
              children: [
                ...screenRoutes(
                  loadCode,
                  ROUTES.filter((route) => !isBare(route)),
                ),
                ...(notFound ? [notFound] : []),
              ],
            },
          ],
        },
      ],
    },
  ];
}

export function createPortalRouter(): DataRouter {
  const router: DataRouter = createBrowserRouter(
    portalRoutes(() => {
      const { location } = router.state.navigation;
      return location ? router.createHref(location) : undefined;
    }),
  );
  return router;
}

/**
 * Settles once the router has the opened screen's code (its lazy routes loaded, or failed), or
 * after `maxWaitMs` when given, whichever comes first.
 */
export function openedScreenLoaded(router: Pick<DataRouter, 'state' | 'subscribe'>, maxWaitMs?: number): Promise<void> {
  const loaded = new Promise<void>((done) => {
    if (router.state.initialized) return done();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      done();
    });
  });
  return maxWaitMs === undefined
    ? loaded
    : Promise.race([loaded, new Promise<void>((done) => setTimeout(done, maxWaitMs))]);
}
