import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { defaultCorePages } from '../../domain/core-pages';
import { contentSchema } from '../../domain/content';
import type { RouteId } from '../../domain/routes';
import { ROUTES } from '../../domain/routes';
import { sidebarSectionSchema } from '../../domain/sidebar-section';
import { settingsDefaults } from '../../domain/settings/settings-documents';
import { MountedRoutesContext } from '../../components/mounted-routes';
import { setSession, type SessionUser } from '../../data/session/session-state';
import { contentApi } from '../../data/content/content-api';
import { navigationApi } from '../../data/navigation/navigation-api';
import { settingsApi } from '../../data/settings/settings-api';
import { SidebarNav } from './sidebar-nav';
import { testStore } from '../../../tests/support/test-store';

const teamUser: SessionUser = {
  uid: 'u1',
  email: 'owner@example.com',
  firstName: 'Olivia',
  surname: 'Owens',
  role: 'user',
  isOnboarded: true,
  teamId: 'team-1',
  teamTypeId: 'exhibitors',
  standShareRole: 'none',
  isOrganiser: false,
  parentTeamId: '',
};
const allRoutes: ReadonlySet<RouteId> = new Set(ROUTES.map((route) => route.id));

function renderSidebar(
  user: SessionUser,
  options: {
    sections?: unknown[];
    publishTimeTable?: boolean;
    timeTableTitle?: string;
    mounted?: ReadonlySet<RouteId>;
  } = {},
) {
  setSession({ status: 'signedIn', user });
  const sections = (
    options.sections ?? [
      { id: 's1', heading: 'Your event', itemIds: ['dashboard', 'tasks', 'timeTable', 'welcome'], index: 0 },
      {
        id: 's2',
        heading: 'Find out more',
        itemIds: ['downloads', 'venue', 'draft', 'vip-only'],
        index: 1,
        isCollapsable: true,
      },
    ]
  ).map((section) => sidebarSectionSchema.parse(section));
  const corePages = defaultCorePages().map((page) =>
    page.id === 'timeTable'
      ? { ...page, isPublished: options.publishTimeTable ?? false, title: options.timeTableTitle ?? page.title }
      : page,
  );
  const contents = [
    { id: 'welcome', title: 'Welcome pack', icon: 'megaphone', isPublished: true },
    { id: 'venue', title: 'Venue & parking', icon: 'geo-alt', isPublished: true },
    { id: 'draft', title: 'Draft page', isPublished: false },
    { id: 'vip-only', title: 'VIP lounge', isPublished: true, allowedTeamTypeIds: ['vips'] },
  ].map((content) => contentSchema.parse(content));
  testStore().dispatch(navigationApi.util.upsertQueryData('sidebarSections', undefined, sections));
  testStore().dispatch(navigationApi.util.upsertQueryData('corePages', undefined, corePages));
  // Organisers list every page; others list through the rule-shaped query (the screen filters both).
  testStore().dispatch(contentApi.util.upsertQueryData('contentList', undefined, contents));
  testStore().dispatch(
    contentApi.util.upsertQueryData(
      'publishedContentList',
      { teamTypeId: user.teamTypeId, standShareRole: user.standShareRole },
      contents,
    ),
  );
  testStore().dispatch(
    settingsApi.util.upsertQueryData('settings', 'terminology', {
      ...settingsDefaults('terminology'),
      dashboard: 'Home',
      tasks: 'Checklist',
      downloads: 'Documents',
    }),
  );
  render(
    <MountedRoutesContext value={options.mounted ?? allRoutes}>
      <MemoryRouter>
        <SidebarNav user={user} />
      </MemoryRouter>
    </MountedRoutesContext>,
  );
}

describe('SidebarNav, the menu from the sidebar settings', () => {
  it('shows the sections in index order with terminology labels and content titles', async () => {
    renderSidebar(teamUser);
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    // The menu is there at once with its skeleton; its links follow once the sidebar is read.
    await within(menu).findByRole('link', { name: 'Home' });
    const links = within(menu)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual(['Home', 'Checklist', 'Welcome pack', 'Documents', 'Venue & parking']);
    expect(screen.getByRole('link', { name: 'Welcome pack' })).toHaveAttribute('href', '/content/welcome');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(screen.getByText('Your event')).toBeInTheDocument();
  });

  it('hides unpublished core pages, draft content and pages for other team types', async () => {
    renderSidebar(teamUser);
    await screen.findByRole('link', { name: 'Home' });
    expect(screen.queryByRole('link', { name: 'Time Table' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Draft page' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'VIP lounge' })).not.toBeInTheDocument();
  });

  it("adds 'Pages' when a page the person may read is not in the sidebar", async () => {
    renderSidebar(teamUser, {
      sections: [{ id: 's1', heading: 'Your event', itemIds: ['dashboard', 'welcome'], index: 0 }],
    });
    expect(await screen.findByRole('link', { name: 'Pages' })).toHaveAttribute('href', '/content');
  });

  it("leaves 'Pages' out when every page the person may read is in the sidebar", async () => {
    renderSidebar(teamUser);
    await screen.findByRole('link', { name: 'Home' });
    expect(screen.queryByRole('link', { name: 'Pages' })).not.toBeInTheDocument();
  });

  it('shows a core page once it is published', async () => {
    renderSidebar(teamUser, { publishTimeTable: true });
    expect(await screen.findByRole('link', { name: 'Time Table' })).toHaveAttribute('href', '/time-table');
  });

  it('names a core page by the title an admin gave it', async () => {
    renderSidebar(teamUser, { publishTimeTable: true, timeTableTitle: 'Show schedule' });
    expect(await screen.findByRole('link', { name: 'Show schedule' })).toHaveAttribute('href', '/time-table');
    expect(screen.queryByRole('link', { name: 'Time Table' })).not.toBeInTheDocument();
  });

  it('makes collapsable sections a toggle', async () => {
    renderSidebar(teamUser);
    const toggle = await screen.findByRole('button', { name: 'Find out more' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(list).toBeVisible();
    toggle.click();
    expect(await screen.findByRole('button', { name: 'Find out more' })).toHaveAttribute('aria-expanded', 'false');
    expect(list).not.toBeVisible();
  });

  it("lists the published core pages when the event has no sidebar sections, then 'Pages' for the content pages", async () => {
    renderSidebar(teamUser, { sections: [] });
    await screen.findByRole('link', { name: 'Home' });
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Home',
      'Documents',
      'Forms',
      'Suppliers',
      'Checklist',
      'Notifications',
      'Pages',
    ]);
  });

  it('adds the admin link for report viewers and above only', async () => {
    renderSidebar(teamUser);
    await screen.findByRole('link', { name: 'Home' });
    expect(screen.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
    renderSidebar({ ...teamUser, role: 'reportViewer' });
    expect(await screen.findByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
  });

  it('leaves the admin link out for a report viewer while no reporting screen is built', async () => {
    const withoutReports = new Set([...allRoutes].filter((id) => !id.startsWith('reports')));
    renderSidebar({ ...teamUser, role: 'reportViewer' }, { mounted: withoutReports });
    await screen.findByRole('link', { name: 'Home' });
    expect(screen.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
  });
});
