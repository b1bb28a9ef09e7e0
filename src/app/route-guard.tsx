import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { buildPath, canAccess, type Route } from '../domain/routes';
import { PageSkeleton } from '../components/page-skeleton';
import { useSession } from '../data/session/use-session';

/**
 * The role wall for one route: guests pass on public routes; signed-out people go to the login
 * with a continue path back; people below the route's minimum role go to /unauthorised.
 */
export function RouteGuard({ route, children }: { route: Route; children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (route.access === 'guest') return children;
  if (session.status === 'loading') return <PageSkeleton />;
  if (session.status === 'signedOut') {
    const continuePath = `${location.pathname}${location.search}`;
    return <Navigate to={`${buildPath('login')}?continuePath=${encodeURIComponent(continuePath)}`} replace />;
  }
  if (!canAccess(route, session.user.role)) return <Navigate to={buildPath('unauthorised')} replace />;
  return children;
}
