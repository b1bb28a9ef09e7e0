import { adminSectionsFor } from '../../domain/admin-sections';
import { hasRole, type Role } from '../../domain/roles';
import { buildPath, type RouteId } from '../../domain/routes';

/**
 * Where a person starts after signing in. A report viewer's admin area is the reports, so they start
 * on the reports overview; other organiser staff start in the admin area when it holds a screen for
 * them; everyone else (and a report viewer while the overview is not built) on the dashboard.
 */
export function homePathFor(role: Role, isMounted: (routeId: RouteId) => boolean): string {
  if (role === 'reportViewer' && isMounted('reports')) return buildPath('reports');
  if (hasRole(role, 'reportViewer') && adminSectionsFor(role, isMounted).length > 0) return buildPath('adminHome');
  return buildPath('dashboard');
}
