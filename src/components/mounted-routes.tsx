import { createContext, useContext } from 'react';

/**
 * The ids of the routes whose screens exist. Screens that list links (menus, the admin landing
 * page) show only these, so nobody is sent to a screen that is not built yet.
 */
export const MountedRoutesContext = createContext<ReadonlySet<string>>(new Set());

export function useMountedRoutes(): ReadonlySet<string> {
  return useContext(MountedRoutesContext);
}
