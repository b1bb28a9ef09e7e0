import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routeById } from '../domain/routes';
import { setSession, type SessionState, type SessionUser } from '../data/session/session-state';
import { RouteGuard } from './route-guard';

const teamUser: SessionUser = {
  uid: 'u1',
  email: 'owner@example.com',
  firstName: 'Olivia',
  surname: 'Owens',
  role: 'user',
  isOnboarded: true,
  teamId: 'team-1',
  teamTypeId: 'type-1',
  standShareRole: 'none',
  isOrganiser: false,
  parentTeamId: '',
};

const signedOut: SessionState = { status: 'signedOut' };
const signedIn = (user: SessionUser): SessionState => ({ status: 'signedIn', user });

function renderAt(path: string, session: SessionState = { status: 'loading' }) {
  setSession(session);
  const routes = [
    { path: '/admin', element: <RouteGuard route={routeById('adminHome')}>Admin landing</RouteGuard> },
    {
      path: '/guests/content/:contentId',
      element: <RouteGuard route={routeById('guestContent')}>Public page</RouteGuard>,
    },
    { path: '/auth/login', element: <p>Login screen</p> },
    { path: '/unauthorised', element: <p>Unauthorised screen</p> },
  ];
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('RouteGuard, the role wall', () => {
  it('shows a skeleton while the session is still loading', () => {
    renderAt('/admin');
    expect(screen.getByLabelText('Loading')).toBeInTheDocument();
    expect(screen.queryByText('Admin landing')).not.toBeInTheDocument();
  });

  it('sends a signed-out person to the login with a continue path back', () => {
    const router = renderAt('/admin?page=2', signedOut);
    expect(screen.getByText('Login screen')).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?continuePath=${encodeURIComponent('/admin?page=2')}`);
  });

  it('sends a team user who opens an admin URL to /unauthorised', () => {
    const router = renderAt('/admin', signedIn(teamUser));
    expect(screen.getByText('Unauthorised screen')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/unauthorised');
  });

  it('lets a reportViewer into the admin landing page', () => {
    renderAt('/admin', signedIn({ ...teamUser, role: 'reportViewer' }));
    expect(screen.getByText('Admin landing')).toBeInTheDocument();
  });

  it('lets guests open guest routes without signing in', () => {
    renderAt('/guests/content/c1', signedOut);
    expect(screen.getByText('Public page')).toBeInTheDocument();
  });
});
