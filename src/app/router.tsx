import { Suspense } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { buildPath, routes, type RouteDefinition } from '../domain/routes';
import { PageSkeleton } from '../components/page-skeleton';
import { AppLayout } from './layout/app-layout';
import { AuthLayout } from './layout/auth-layout';
import { AppErrorPage } from './pages/app-error-page';
import { pages } from './pages';
import { RouteGuard } from './route-guard';

function routeObject(route: RouteDefinition): RouteObject | undefined {
  if (route.redirectTo) return { path: route.path, element: <Navigate to={buildPath(route.redirectTo)} replace /> };
  const Page = pages[route.id];
  if (!Page) return undefined;
  return {
    path: route.path,
    element: (
      <RouteGuard route={route}>
        <Suspense fallback={<PageSkeleton />}>
          <Page />
        </Suspense>
      </RouteGuard>
    ),
  };
}

const isAuthRoute = (route: RouteDefinition) => route.path.startsWith('/auth');
// Guest pages and sign-in screens are framed without the signed-in shell.
const isBare = (route: RouteDefinition) => isAuthRoute(route) || route.access === 'guest';

/** The ids of routes with a screen, for links that should only point at what exists. */
export const mountedRouteIds: ReadonlySet<string> = new Set(routes.filter((route) => route.redirectTo || pages[route.id]).map((route) => route.id));

function mounted(list: RouteDefinition[]): RouteObject[] {
  return list.map(routeObject).filter((route): route is RouteObject => route !== undefined);
}

const NotFound = pages.fourZeroFour;

export function createRouter() {
  return createBrowserRouter([
    {
      errorElement: <AppErrorPage />,
      children: [
        { element: <AuthLayout />, children: mounted(routes.filter(isBare)) },
        {
          element: <AppLayout />,
          children: [
            ...mounted(routes.filter((route) => !isBare(route))),
            {
              path: '*',
              element: NotFound ? (
                <Suspense fallback={<PageSkeleton />}>
                  <NotFound />
                </Suspense>
              ) : null,
            },
          ],
        },
      ],
    },
  ]);
}
