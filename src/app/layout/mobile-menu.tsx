import type { CSSProperties, ReactNode } from 'react';
import type { Theme } from '../../domain/constants';
import type { SessionUser } from '../../data/session/session-state';
import { Drawer } from '../../components/dialog';
import { SidebarNav } from './sidebar-nav';

/** The menu as an off-canvas panel on small screens; loaded the first time someone opens it. */
export default function MobileMenu({
  user,
  show,
  onHide,
  brand,
  brandStyle,
  navTheme,
}: {
  user: SessionUser;
  show: boolean;
  onHide: () => void;
  brand: ReactNode;
  brandStyle: CSSProperties;
  navTheme: Theme;
}) {
  return (
    <Drawer
      show={show}
      onHide={onHide}
      label="Main menu"
      placement="start"
      className="app-sidebar app-sidebar-offcanvas"
      style={brandStyle}
      data={{ 'data-nav-theme': navTheme }}
      header={brand}
      headerClassName="app-brand"
      lightCloseButton={navTheme === 'dark'}
      bodyClassName="p-0 d-flex flex-column"
      onBodyClick={onHide}
    >
      <SidebarNav user={user} />
    </Drawer>
  );
}
