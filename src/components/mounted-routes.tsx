import { createContext, useContext } from 'react';
import type { RouteId } from '../domain/routes';

/**
 * The ids of the routes whose screens exist. Screens that list links (menus, the admin landing
 * page) show only these, so nobody is sent to a screen that is not built yet.
 */
export const MountedRoutesContext = createContext<ReadonlySet<RouteId>>(new Set());

export function useMountedRoutes(): ReadonlySet<RouteId> {
  return useContext(MountedRoutesContext);
}
