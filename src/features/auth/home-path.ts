import { hasRole, type Role } from '../../domain/roles';
import { buildPath } from '../../domain/routes';

/** Organiser staff start in the admin area; team users on their dashboard. */
export function homePathFor(role: Role): string {
  return hasRole(role, 'reportViewer') ? buildPath('adminHome') : buildPath('dashboard');
}

