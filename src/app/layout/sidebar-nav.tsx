import Nav from 'react-bootstrap/Nav';
import { NavLink } from 'react-router';
import type { Role } from '../../domain/roles';
import { canAccess, routeById, type RouteId } from '../../domain/routes';
import { useMountedRoutes } from '../../components/mounted-routes';

const menu: { routeId: RouteId; label: string; icon: string }[] = [
  { routeId: 'dashboard', label: 'Dashboard', icon: 'bi-speedometer2' },
  { routeId: 'adminHome', label: 'Admin', icon: 'bi-gear' },
];

/** The main menu: the screens this person's role may open. */
export function SidebarNav({ role }: { role: Role }) {
  const mounted = useMountedRoutes();
  const items = menu.filter(({ routeId }) => mounted.has(routeId) && canAccess(routeById(routeId), role));
  return (
    <Nav className="flex-column py-3" as="nav">
      {items.map(({ routeId, label, icon }) => (
        <Nav.Link key={routeId} as={NavLink} to={routeById(routeId).path} end className="app-sidebar-link">
          <i className={`bi ${icon} me-2`} aria-hidden="true" />
          {label}
        </Nav.Link>
      ))}
    </Nav>
  );
}
