import { useContext, useSyncExternalStore, type ReactNode } from 'react';
import { Nav } from './bootstrap/nav';
import { NavLink } from 'react-router';
import { ADMIN_QUICK_LINKS, visibleQuickLinks } from '../domain/admin-sections';
import { ADMIN_ASIDE_MIN_WIDTH } from '../domain/constants';
import { routeById } from '../domain/routes';
import { Breadcrumbs } from './breadcrumbs';
import { routeTitle, TerminologyContext } from './terminology-context';
import { useMountedRoutes } from './mounted-routes';
import { useSession } from '../data/session/use-session';
import { Icon } from './icon';

/** Below this width the quick links and the tips aside make way for the page. */
const WIDE_SCREEN_QUERY = `(min-width: ${ADMIN_ASIDE_MIN_WIDTH}px)`;

function subscribeToWideScreen(onChange: () => void): () => void {
  const query = window.matchMedia(WIDE_SCREEN_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the window is at least 1200 px wide, following resizes. */
export function useIsWideScreen(): boolean {
  return useSyncExternalStore(
    subscribeToWideScreen,
    () => window.matchMedia(WIDE_SCREEN_QUERY).matches,
    () => true,
  );
}

/** The admin quick-links bar: the shortcuts this role may open (admin-only ones for admin and above). */
function AdminQuickLinks() {
  const session = useSession();
  const mounted = useMountedRoutes();
  const terminology = useContext(TerminologyContext);
  const role = session.status === 'signedIn' ? session.user.role : undefined;
  const links = visibleQuickLinks(ADMIN_QUICK_LINKS, role).filter((link) => mounted.has(link.routeId));
  if (links.length === 0) return null;
  return (
    <Nav as="nav" aria-label="Admin quick links" className="admin-quick-links gap-1 mb-3">
      {links.map(({ routeId }) => {
        const route = routeById(routeId);
        return (
          <Nav.Link key={routeId} as={NavLink} to={route.path} end className="admin-quick-link">
            {routeTitle(route, terminology)}
          </Nav.Link>
        );
      })}
    </Nav>
  );
}

export type AdminPageProps = {
  /** The page heading (also the last breadcrumb). */
  title: string;
  /** One line under the heading saying what the page is for. */
  description?: ReactNode;
  /** Buttons at the heading's right (e.g. "Add team"). */
  actions?: ReactNode;
  /** Tips beside the page; shown from 1200 px up. */
  aside?: ReactNode;
  children: ReactNode;
};

/**
 * The frame of every admin screen: breadcrumbs, the quick-links bar, the heading with its actions,
 * the page, and an optional aside of tips. Quick links and aside are hidden below 1200 px.
 */
export function AdminPage({ title, description, actions, aside, children }: AdminPageProps) {
  const isWide = useIsWideScreen();
  const showAside = isWide && aside != null;
  return (
    <div className="admin-page px-3 py-3 px-md-4">
      {isWide && <AdminQuickLinks />}
      <Breadcrumbs currentLabel={title} />
      <div className="d-flex flex-wrap align-items-start gap-2 mt-2 mb-3">
        <div className="flex-grow-1 min-w-0">
          <h1 className="h3 mb-1">{title}</h1>
          {description && <p className="text-body-secondary mb-0">{description}</p>}
        </div>
        {actions && <div className="d-flex flex-wrap gap-2 admin-page-actions">{actions}</div>}
      </div>
      <div className={showAside ? 'admin-page-body with-aside' : 'admin-page-body'}>
        <div className="min-w-0">{children}</div>
        {showAside && (
          <aside className="admin-page-aside" aria-label="Tips">
            <div className="admin-page-aside-title">
              <Icon name="lightbulb" className="me-2" />
              Tips
            </div>
            <div className="small text-body-secondary">{aside}</div>
          </aside>
        )}
      </div>
    </div>
  );
}
