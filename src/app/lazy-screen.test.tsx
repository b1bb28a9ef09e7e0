import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { spyOnPageLoads } from '../../tests/support/page-load-spies';
import { loadScreenCode } from './lazy-screen';

type ScreenModule = { default: () => React.ReactNode };

/** A route whose screen comes from `load`, as the portal's routes are, with an error screen. */
function renderLazyRoute(load: () => Promise<ScreenModule>) {
  const router = createMemoryRouter([
    {
      path: '/',
      errorElement: <p>Error screen</p>,
      HydrateFallback: () => <p>Loading</p>,
      lazy: async () => ({ Component: (await loadScreenCode(load)).default }),
    },
  ]);
  render(<RouterProvider router={router} />);
}

const chunkError = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
const pageLoads = spyOnPageLoads();
beforeEach(() => {
  sessionStorage.clear();
});

describe('a lazily loaded screen', () => {
  it('renders once its code is in', async () => {
    renderLazyRoute(() => Promise.resolve({ default: () => <p>The screen</p> }));
    expect(await screen.findByText('The screen')).toBeInTheDocument();
    expect(pageLoads().reload).not.toHaveBeenCalled();
  });

  it('reloads the page once when its chunk fails to load, showing no error meanwhile', async () => {
    renderLazyRoute(chunkError);
    await vi.waitFor(() => expect(pageLoads().reload).toHaveBeenCalledOnce());
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(screen.queryByText('Error screen')).not.toBeInTheDocument();
  });

  it('shows the error screen instead of reloading again when the chunk fails after the reload', async () => {
    renderLazyRoute(chunkError);
    await vi.waitFor(() => expect(pageLoads().reload).toHaveBeenCalledOnce());
    // After the reload the flag is still in sessionStorage: the second failure is an error.
    renderLazyRoute(chunkError);
    expect(await screen.findByText('Error screen')).toBeInTheDocument();
    expect(pageLoads().reload).toHaveBeenCalledOnce();
  });

  it('allows another reload later once a screen has loaded', async () => {
    sessionStorage.setItem('eventflow:reloaded-after-chunk-failure', '1');
    renderLazyRoute(() => Promise.resolve({ default: () => <p>Fresh screen</p> }));
    expect(await screen.findByText('Fresh screen')).toBeInTheDocument();
    renderLazyRoute(chunkError);
    await vi.waitFor(() => expect(pageLoads().reload).toHaveBeenCalledOnce());
  });

  it("loads the page at the address being navigated to when the next screen's chunk fails, not at the one being left", async () => {
    const router = createMemoryRouter([
      { path: '/', element: <Link to="/teams/t1?page=2">Open the team</Link> },
      {
        path: '/teams/:teamId',
        errorElement: <p>Error screen</p>,
        lazy: async () => ({ Component: (await loadScreenCode<ScreenModule>(chunkError, destination)).default }),
      },
    ]);
    // As the portal's router answers it: the navigation's location while its code loads.
    function destination() {
      const { location } = router.state.navigation;
      return location ? router.createHref(location) : undefined;
    }
    render(<RouterProvider router={router} />);
    await userEvent.click(screen.getByRole('link', { name: 'Open the team' }));
    await vi.waitFor(() => expect(pageLoads().assign).toHaveBeenCalledExactlyOnceWith('/teams/t1?page=2'));
    expect(pageLoads().reload).not.toHaveBeenCalled();
  });
});
