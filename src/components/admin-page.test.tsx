import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROUTES, type RouteId } from '../domain/routes';
import type { Role } from '../domain/roles';
import { setSession } from '../data/session/session-state';
import { AdminPage } from './admin-page';
import { MountedRoutesContext } from './mounted-routes';

type Listener = () => void;

/** A window of a given width whose media queries answer like a browser's and can be resized. */
function fakeWindowWidth(initialWidth: number) {
  let width = initialWidth;
  const listeners = new Set<Listener>();
  vi.stubGlobal('matchMedia', (query: string) => {
    const minWidth = Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? 0);
    return {
      get matches() {
        return width >= minWidth;
      },
      media: query,
      addEventListener: (_type: string, listener: Listener) => listeners.add(listener),
      removeEventListener: (_type: string, listener: Listener) => listeners.delete(listener),
    };
  });
  return (next: number) => {
    width = next;
    act(() => listeners.forEach((listener) => listener()));
  };
}

function renderAdminPage(role: Role) {
  setSession({
    status: 'signedIn',
    user: {
      uid: 'u1',
      email: 'a@example.com',
      firstName: 'Ada',
      surname: '',
      role,
      isOnboarded: true,
      teamId: '',
      teamTypeId: '',
      standShareRole: 'none',
      isOrganiser: false,
      parentTeamId: '',
    },
  });
  render(
    <MountedRoutesContext value={new Set<RouteId>(ROUTES.map((route) => route.id))}>
      <MemoryRouter initialEntries={['/admin/teams']}>
        <AdminPage
          title="Teams"
          actions={<button type="button">Add team</button>}
          aside={<p>Tip: import teams from a spreadsheet.</p>}
        >
          <p>The team list</p>
        </AdminPage>
      </MemoryRouter>
    </MountedRoutesContext>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('AdminPage, the frame of admin screens', () => {
  it('shows title, breadcrumbs, actions, quick links and tips from 1200 px', () => {
    fakeWindowWidth(1400);
    renderAdminPage('admin');
    expect(screen.getByRole('heading', { level: 1, name: 'Teams' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Add team' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Admin quick links' })).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Tips' })).toHaveTextContent('import teams from a spreadsheet');
    expect(screen.getByText('The team list')).toBeInTheDocument();
  });

  it('hides the quick links and the tips below 1200 px, and brings them back when widened', () => {
    const resize = fakeWindowWidth(1199);
    renderAdminPage('admin');
    expect(screen.queryByRole('navigation', { name: 'Admin quick links' })).not.toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'Tips' })).not.toBeInTheDocument();
    expect(screen.getByText('The team list')).toBeInTheDocument();
    resize(1200);
    expect(screen.getByRole('navigation', { name: 'Admin quick links' })).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Tips' })).toBeInTheDocument();
  });

  it('shows admin-only quick links to admins and above only', () => {
    fakeWindowWidth(1400);
    renderAdminPage('admin');
    expect(screen.getByRole('link', { name: 'Branding' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('leaves admin-only quick links out for moderators', () => {
    fakeWindowWidth(1400);
    renderAdminPage('moderator');
    expect(screen.getByRole('link', { name: 'Teams' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Branding' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Notifications' })).not.toBeInTheDocument();
  });
});
