import { hasRole, type Role } from '../../domain/roles';
import { buildPath } from '../../domain/routes';

/** Organiser staff start in the admin area; team users on their dashboard. */
export function homePathFor(role: Role): string {
  return hasRole(role, 'reportViewer') ? buildPath('adminHome') : buildPath('dashboard');
}

/** Only paths inside this app are followed, so a crafted link cannot send people elsewhere. */
export function safeContinuePath(path: string | null): string | undefined {
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/auth')) return undefined;
  return path;
}
