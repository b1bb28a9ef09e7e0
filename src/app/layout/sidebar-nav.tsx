import { useState } from 'react';
import { Placeholder } from '../../components/bootstrap/placeholder';
import { NavLink } from 'react-router';
import { buildPath, canAccess, routeById } from '../../domain/routes';
import { useMountedRoutes } from '../../components/mounted-routes';
import { adminSectionsFor } from '../../domain/admin-sections';
import type { SessionUser } from '../../data/session/session-state';
import { useVisibleContentList } from '../../data/content/content-api';
import { useCorePagesQuery, useSidebarSectionsQuery } from '../../data/navigation/navigation-api';
import { useTerminology } from '../../data/settings/settings-api';
import { buildSidebarMenu, type SidebarLink, type SidebarMenuSection } from './sidebar-items';
import { Icon, iconOrDefault } from '../../components/icon';

function MenuLink({ link, collapsed, end = true }: { link: SidebarLink; collapsed: boolean; end?: boolean }) {
  return (
    <NavLink to={link.path} end={end} className="app-sidebar-link" title={collapsed ? link.label : undefined}>
      <Icon name={iconOrDefault(link.icon)} className="app-sidebar-icon" />
      <span className="app-sidebar-label">{link.label}</span>
    </NavLink>
  );
}

function MenuSection({ section, collapsed }: { section: SidebarMenuSection; collapsed: boolean }) {
  const [open, setOpen] = useState(true);
  const listId = `sidebar-section-${section.id}`;
  const links = (
    <ul className="list-unstyled mb-0" id={listId}>
      {section.links.map((link) => (
        <li key={link.id}>
          <MenuLink link={link} collapsed={collapsed} />
        </li>
      ))}
    </ul>
  );
  const heading = section.heading && !collapsed;
  return (
    <div className="app-sidebar-section">
      {heading && section.isCollapsable && (
        <button
          type="button"
          className="app-sidebar-heading app-sidebar-toggle"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen(!open)}
        >
          <span>{section.heading}</span>
          <Icon name={open ? 'chevron-up' : 'chevron-down'} />
        </button>
      )}
      {heading && !section.isCollapsable && <div className="app-sidebar-heading">{section.heading}</div>}
      {section.isCollapsable && !collapsed ? <div hidden={!open}>{links}</div> : links}
    </div>
  );
}

function MenuSkeleton() {
  return (
    <div className="px-3 py-2" role="status" aria-busy="true" aria-label="Loading menu">
      {[7, 5, 8, 6, 4].map((width, index) => (
        <Placeholder key={index} as="div" animation="glow" className="py-2">
          <Placeholder xs={width} className="app-sidebar-placeholder" />
        </Placeholder>
      ))}
    </div>
  );
}

/**
 * The main menu, built from the sidebar settings: sections of core pages (published ones, named
 * by the event's terminology) and content pages (with their own title and icon) that this person
 * may open, then the admin area for report viewers and above.
 */
export function SidebarNav({ user, collapsed = false }: { user: SessionUser; collapsed?: boolean }) {
  const mounted = useMountedRoutes();
  const terminology = useTerminology();
  const sections = useSidebarSectionsQuery();
  const corePages = useCorePagesQuery();
  // Members may list only the pages they may open (rules are not filters); organisers every page.
  const contents = useVisibleContentList();
  const isLoading = sections.isLoading || corePages.isLoading || contents.isLoading;

  const menu = buildSidebarMenu({
    sections: sections.data ?? [],
    corePages: (corePages.data ?? []).filter((page) => page.isPublished),
    contents: contents.data ?? [],
    terminology,
    isMounted: (routeId) => mounted.has(routeId),
  });
  // The admin entry only when its landing would hold something this role can open.
  const showAdmin =
    mounted.has('adminHome') &&
    canAccess(routeById('adminHome'), user.role) &&
    adminSectionsFor(user.role, (routeId) => mounted.has(routeId)).length > 0;

  return (
    <nav className="app-sidebar-nav flex-grow-1 py-2" aria-label="Main menu">
      {isLoading ? (
        <MenuSkeleton />
      ) : (
        menu.map((section) => <MenuSection key={section.id} section={section} collapsed={collapsed} />)
      )}
      {showAdmin && (
        <div className="app-sidebar-section app-sidebar-admin">
          <MenuLink
            link={{ id: 'admin', label: 'Admin', icon: 'gear', path: buildPath('adminHome'), routeId: 'adminHome' }}
            collapsed={collapsed}
            end={false}
          />
        </div>
      )}
    </nav>
  );
}
