import { lazy, Suspense, useEffect, useState, type CSSProperties } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { DEFAULT_NAV_BG_COLOR } from '../../domain/constants';
import { navThemeFor } from '../../domain/nav-theme';
import { buildPath } from '../../domain/routes';
import { TerminologyContext } from '../../components/terminology-context';
import { FeedbackBanner } from '../../components/feedback/feedback-context';
import { PageSkeleton } from '../../components/page-skeleton';
import { useConnection } from '../../data/connection/connection';
import { useSession } from '../../data/session/use-session';
import type { SessionUser } from '../../data/session/session-state';
import { settingsApi, useSettings, useTerminology } from '../../data/settings/settings-api';
import { chooseLogo } from './brand-logo';
import { SidebarNav } from './sidebar-nav';
import { UserMenu } from './user-menu';
import { Icon } from '../../components/icon';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { useFavicon } from './use-favicon';

const COLLAPSED_KEY = 'eventflow:sidebar-collapsed';
// The off-canvas machinery only matters on a small screen once the menu is opened.
const MobileMenu = lazy(() => import('./mobile-menu'));
// The offline banner (with the date formatting it brings) stays off the first screen's JS: it is
// fetched once the shell has painted, so it is at hand when the network goes.
const loadOfflineBanner = () => import('../../components/offline-banner');
const OfflineBanner = lazy(() => loadOfflineBanner().then(({ OfflineBanner }) => ({ default: OfflineBanner })));

/** The event's logo for a place in the navigation, or its name on a badge when it has none. */
function Brand({ place }: { place: 'full' | 'icon' }) {
  // Members read the settings: until the session says who this is, the brand waits.
  const skip = useSession().status !== 'signedIn';
  const branding = useSettings('branding', { skip }).data;
  const event = useSettings('event', { skip }).data;
  const name = event?.eventName || event?.shortName || '';
  const logo = branding ? chooseLogo(branding, place) : '';
  // Lazy: the sidebar's and the top bar's logos take turns by screen width, and a hidden lazy image is not fetched.
  if (logo)
    return (
      <img
        src={logo}
        alt={name || 'Event logo'}
        loading="lazy"
        className={place === 'icon' ? 'app-brand-icon' : 'app-brand-logo'}
      />
    );
  return (
    <span className="app-brand-fallback">
      <span className="app-brand-mark" aria-hidden="true">
        {(name || 'E').charAt(0).toUpperCase()}
      </span>
      {place === 'full' && <span className="app-brand-name text-truncate">{name}</span>}
    </span>
  );
}

/**
 * Sends a signed-in person who has not been through onboarding there first, while the event
 * shows onboarding. Everyone else passes straight through.
 */
function useOnboardingRedirect(user: SessionUser | undefined): 'wait' | 'redirect' | 'pass' {
  const { pathname } = useLocation();
  const needsCheck = user !== undefined && !user.isOnboarded && pathname !== buildPath('onboarding');
  const onboarding = settingsApi.useSettingsQuery('onboarding', { skip: !needsCheck });
  if (!needsCheck) return 'pass';
  if (onboarding.isLoading) return 'wait';
  return onboarding.data && 'showOnboarding' in onboarding.data && onboarding.data.showOnboarding ? 'redirect' : 'pass';
}

/**
 * The signed-in frame: the branded sidebar (collapsible to icons on large screens, an off-canvas
 * menu on small ones), a top bar with the user menu, the feedback banner and the page.
 */
export function AppLayout() {
  const session = useSession();
  const terminology = useTerminology();
  const branding = useSettings('branding', { skip: session.status !== 'signedIn' }).data;
  useFavicon(branding?.iconLogo);
  const [menuOpen, setMenuOpen] = useState(false);
  const connection = useConnection();
  useEffect(() => void loadOfflineBanner(), []);
  // Stays mounted after the first opening, so that closing can animate.
  const [menuWanted, setMenuWanted] = useState(false);
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem(COLLAPSED_KEY) === '1');
  const user = session.status === 'signedIn' ? session.user : undefined;
  const onboarding = useOnboardingRedirect(user);

  const navBgColor = branding?.navBgColor || DEFAULT_NAV_BG_COLOR;
  const navTheme = branding?.navTheme ?? navThemeFor(navBgColor);
  const brandStyle = { '--portal-nav-bg': navBgColor } as CSSProperties;

  const toggleCollapsed = () => {
    localStorage.setItem(COLLAPSED_KEY, collapsed ? '0' : '1');
    setCollapsed(!collapsed);
  };

  if (onboarding === 'redirect') return <Navigate to={buildPath('onboarding')} replace />;

  return (
    <TerminologyContext value={terminology}>
      <div className="app-layout d-flex min-vh-100" style={brandStyle} data-nav-theme={navTheme}>
        {user && (
          <aside
            className={`app-sidebar d-none d-lg-block flex-shrink-0${collapsed ? ' collapsed' : ''}`}
            aria-label="Main menu"
          >
            {/* The column stretches with the page (its colour runs to the bottom); the menu inside stays in view. */}
            <div className="app-sidebar-inner d-flex flex-column">
              <div className="app-brand">
                <Brand place={collapsed ? 'icon' : 'full'} />
              </div>
              <SidebarNav user={user} collapsed={collapsed} />
              <button
                type="button"
                className="app-sidebar-collapse"
                onClick={toggleCollapsed}
                aria-label={collapsed ? 'Expand menu' : 'Collapse menu'}
              >
                <Icon name={collapsed ? 'chevron-double-right' : 'chevron-double-left'} />
                {!collapsed && <span className="ms-2">Collapse</span>}
              </button>
            </div>
          </aside>
        )}
        <div className="flex-grow-1 d-flex flex-column min-w-0">
          <header className="app-topbar d-flex align-items-center gap-2 px-3" data-sticky-header>
            {user && (
              <button
                type="button"
                className="btn btn-link app-topbar-menu d-lg-none"
                aria-label="Open menu"
                onClick={() => {
                  setMenuWanted(true);
                  setMenuOpen(true);
                }}
              >
                <Icon name="list" />
              </button>
            )}
            <span className="d-lg-none app-topbar-brand">
              <Brand place="icon" />
            </span>
            {user && (
              <span className="ms-auto d-flex align-items-center gap-2">
                <NotificationBell />
                <UserMenu user={user} />
              </span>
            )}
          </header>
          <div className="app-feedback">
            {(connection.offlineSince || connection.sending) && (
              <Suspense>
                <OfflineBanner />
              </Suspense>
            )}
            <FeedbackBanner />
          </div>
          <main className="app-main flex-grow-1">{onboarding === 'wait' ? <PageSkeleton /> : <Outlet />}</main>
        </div>
        {user && menuWanted && (
          <Suspense>
            <MobileMenu
              user={user}
              show={menuOpen}
              onHide={() => setMenuOpen(false)}
              brand={<Brand place="full" />}
              brandStyle={brandStyle}
              navTheme={navTheme}
            />
          </Suspense>
        )}
      </div>
    </TerminologyContext>
  );
}
