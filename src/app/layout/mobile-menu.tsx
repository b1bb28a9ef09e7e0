import type { CSSProperties, ReactNode } from 'react';
import Offcanvas from 'react-bootstrap/Offcanvas';
import type { Theme } from '../../domain/constants';
import type { SessionUser } from '../../data/session/session-state';
import { SidebarNav } from './sidebar-nav';

/** The menu as an off-canvas panel on small screens; loaded the first time someone opens it. */
export default function MobileMenu({ user, show, onHide, brand, brandStyle, navTheme }: { user: SessionUser; show: boolean; onHide: () => void; brand: ReactNode; brandStyle: CSSProperties; navTheme: Theme }) {
  return (
    <Offcanvas show={show} onHide={onHide} className="app-sidebar app-sidebar-offcanvas" style={brandStyle} data-nav-theme={navTheme} aria-label="Main menu">
      <Offcanvas.Header closeButton closeVariant={navTheme === 'dark' ? 'white' : undefined} className="app-brand">
        {brand}
      </Offcanvas.Header>
      <Offcanvas.Body className="p-0 d-flex flex-column" onClick={onHide}>
        <SidebarNav user={user} />
      </Offcanvas.Body>
    </Offcanvas>
  );
}
