import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Dropdown from 'react-bootstrap/Dropdown';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { Outlet } from 'react-router';
import { roleLabel } from '../../domain/roles';
import { FeedbackBanner } from '../../components/feedback/feedback-context';
import { useSession } from '../../components/session/use-session';
import { signOutEverywhere } from '../../lib/firebase/auth';
import { SidebarNav } from './sidebar-nav';

async function signOutAndReload() {
  await signOutEverywhere();
  window.location.assign('/auth/login');
}

/** The signed-in frame: a sidebar (an off-canvas menu on small screens), a top bar and the page. */
export function AppLayout() {
  const session = useSession();
  const [menuOpen, setMenuOpen] = useState(false);
  const user = session.status === 'signedIn' ? session.user : undefined;

  return (
    <div className="app-layout d-flex min-vh-100">
      {user && (
        <aside className="app-sidebar d-none d-lg-flex flex-column flex-shrink-0" aria-label="Main menu">
          <SidebarNav role={user.role} />
        </aside>
      )}
      <div className="flex-grow-1 d-flex flex-column min-w-0">
        <header className="app-topbar d-flex align-items-center gap-2 px-3 py-2 border-bottom bg-white">
          {user && (
            <Button variant="outline-secondary" size="sm" className="d-lg-none" aria-label="Open menu" onClick={() => setMenuOpen(true)}>
              <i className="bi bi-list" aria-hidden="true" />
            </Button>
          )}
          <span className="fw-semibold text-truncate">Event portal</span>
          {user && (
            <Dropdown align="end" className="ms-auto">
              <Dropdown.Toggle variant="light" size="sm" id="user-menu">
                <i className="bi bi-person-circle me-1" aria-hidden="true" />
                {user.firstName || user.email}
              </Dropdown.Toggle>
              <Dropdown.Menu>
                <Dropdown.Header>
                  {user.email}
                  <br />
                  <small className="text-muted">{roleLabel(user.role)}</small>
                </Dropdown.Header>
                <Dropdown.Divider />
                <Dropdown.Item as="button" onClick={() => void signOutAndReload()}>
                  <i className="bi bi-box-arrow-right me-2" aria-hidden="true" />
                  Sign out
                </Dropdown.Item>
              </Dropdown.Menu>
            </Dropdown>
          )}
        </header>
        <main className="app-main flex-grow-1">
          <FeedbackBanner />
          <Outlet />
        </main>
      </div>
      {user && (
        <Offcanvas show={menuOpen} onHide={() => setMenuOpen(false)} className="app-sidebar" aria-label="Main menu">
          <Offcanvas.Header closeButton closeVariant="white" />
          <Offcanvas.Body className="p-0" onClick={() => setMenuOpen(false)}>
            <SidebarNav role={user.role} />
          </Offcanvas.Body>
        </Offcanvas>
      )}
    </div>
  );
}
