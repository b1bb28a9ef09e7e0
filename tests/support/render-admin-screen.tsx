import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { ROUTES, type RouteId } from '../../src/domain/routes';
import { FeedbackBanner, FeedbackProvider } from '../../src/components/feedback/feedback-context';
import { MountedRoutesContext } from '../../src/components/mounted-routes';
import { setSession } from '../../src/data/session/session-state';

/** Renders a screen as an admin would see it: router, feedback banners, a wide window. */
export function renderAdminScreen(
  element: ReactElement,
  { path = '*', url = '/' }: { path?: string; url?: string } = {},
) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: true,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
  setSession({
    status: 'signedIn',
    user: {
      uid: 'admin-1',
      email: 'admin@example.test',
      firstName: 'Ada',
      surname: 'Admin',
      role: 'admin',
      isOnboarded: true,
      teamId: '',
      teamTypeId: '',
      standShareRole: 'none',
      isOrganiser: false,
      parentTeamId: '',
    },
  });
  const routes = [
    {
      path,
      element: (
        <FeedbackProvider>
          <FeedbackBanner />
          {element}
        </FeedbackProvider>
      ),
    },
  ];
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  render(
    <MountedRoutesContext value={new Set<RouteId>(ROUTES.map((route) => route.id))}>
      <RouterProvider router={router} />
    </MountedRoutesContext>,
  );
  return { router };
}
