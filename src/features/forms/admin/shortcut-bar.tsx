import { Badge } from '../../../components/bootstrap/badge';
import { Nav } from '../../../components/bootstrap/nav';
import { NavLink } from 'react-router';
import { useMountedRoutes } from '../../../components/mounted-routes';
import type { RouteId } from '../../../domain/routes';

export interface Shortcut {
  routeId: RouteId;
  /** The built path (parameters filled in). */
  to: string;
  label: string;
  /** Shown as a badge beside the label. */
  count?: number;
  /** Shown but not followed (e.g. an archive with nothing in it). */
  disabled?: boolean;
}

/**
 * A row of shortcuts with counts, in the style of the admin quick links. A shortcut whose screen
 * is not built yet, or that is disabled, shows its count without a link.
 */
export function ShortcutBar({ label, shortcuts }: { label: string; shortcuts: readonly Shortcut[] }) {
  const mounted = useMountedRoutes();
  return (
    <Nav
      as="nav"
      aria-label={label}
      className="admin-quick-links form-shortcut-bar flex-nowrap overflow-auto gap-1 mb-3"
    >
      {shortcuts.map(({ routeId, to, label: text, count, disabled }) => {
        const content = (
          <>
            {text}
            {count !== undefined && ' '}
            {count !== undefined && (
              <Badge pill bg="light" text="dark" className="border ms-2">
                {count}
              </Badge>
            )}
          </>
        );
        return mounted.has(routeId) && !disabled ? (
          <Nav.Link key={routeId} as={NavLink} to={to} end className="admin-quick-link text-nowrap">
            {content}
          </Nav.Link>
        ) : (
          <span key={routeId} className="admin-quick-link nav-link disabled text-nowrap" aria-disabled="true">
            {content}
          </span>
        );
      })}
    </Nav>
  );
}
