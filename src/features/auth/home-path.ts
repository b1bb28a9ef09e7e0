import { adminSectionsFor } from '../../domain/admin-sections';
import type { Role } from '../../domain/roles';
import { buildPath, type RouteId } from '../../domain/routes';

/** Organiser staff start in the admin area when it holds a screen for them; everyone else on the dashboard. */
export function homePathFor(role: Role, isMounted: (routeId: RouteId) => boolean): string {
  return adminSectionsFor(role, isMounted).length > 0 ? buildPath('adminHome') : buildPath('dashboard');
}
