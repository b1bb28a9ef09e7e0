import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { ROUTES, type RouteId } from '../../domain/routes';
import { FeedbackBanner, FeedbackProvider } from '../../components/feedback/feedback-context';
import { MountedRoutesContext } from '../../components/mounted-routes';
import { setSession } from '../../data/session/session-state';
import { createStore } from '../../data/store';

/** Renders a settings screen as an admin would see it: store, router, feedback banners, a wide window. */
export function renderSettingsPage(element: ReactElement, { path = '*', url = '/' }: { path?: string; url?: string } = {}) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: true, media: query, addEventListener: () => {}, removeEventListener: () => {} }));
  const store = createStore();
  setSession({ status: 'signedIn', user: { uid: 'admin-1', email: 'admin@example.test', firstName: 'Ada', surname: 'Admin', role: 'admin', isOnboarded: true, teamId: '', teamTypeId: '', standShareRole: 'none', isOrganiser: false, parentTeamId: '' } });
  const router = createMemoryRouter(
    [{ path, element: (<FeedbackProvider><FeedbackBanner />{element}</FeedbackProvider>) }],
    { initialEntries: [url] },
  );
  render(
    <Provider store={store}>
      <MountedRoutesContext value={new Set<RouteId>(ROUTES.map((route) => route.id))}>
        <RouterProvider router={router} />
      </MountedRoutesContext>
    </Provider>,
  );
  return store;
}
