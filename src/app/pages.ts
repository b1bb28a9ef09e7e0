import type { ComponentType, LazyExoticComponent } from 'react';
import type { RouteId } from '../domain/routes';
import { lazyPage } from './lazy-page';

/**
 * The screens built so far, by route id. The route table in src/domain lists every route of the
 * spec; a route is mounted once its screen is registered here, and until then it answers 404.
 */
export const pages: Partial<Record<RouteId, LazyExoticComponent<ComponentType>>> = {
  login: lazyPage(() => import('../features/auth/pages/login-page')),
  dashboard: lazyPage(() => import('../features/dashboard/pages/dashboard-page')),
  adminHome: lazyPage(() => import('../features/admin-home/pages/admin-home-page')),
  unauthorised: lazyPage(() => import('./pages/unauthorised-page')),
  fourZeroFour: lazyPage(() => import('./pages/not-found-page')),
};
