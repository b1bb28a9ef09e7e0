import type { Role } from '../../domain/roles';
import { buildPath, canAccess, routeById } from '../../domain/routes';

/** Organiser staff start in the admin area; team users on their dashboard. */
export function homePathFor(role: Role): string {
  return canAccess(routeById('adminHome'), role) ? buildPath('adminHome') : buildPath('dashboard');
}

