import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { spyOnPageReload } from '../../tests/support/page-reload-spy';
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
const reload = spyOnPageReload();
beforeEach(() => {
  sessionStorage.clear();
});

describe('a lazily loaded screen', () => {
  it('renders once its code is in', async () => {
    renderLazyRoute(() => Promise.resolve({ default: () => <p>The screen</p> }));
    expect(await screen.findByText('The screen')).toBeInTheDocument();
    expect(reload()).not.toHaveBeenCalled();
  });

  it('reloads the page once when its chunk fails to load, showing no error meanwhile', async () => {
    renderLazyRoute(chunkError);
    await vi.waitFor(() => expect(reload()).toHaveBeenCalledOnce());
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(screen.queryByText('Error screen')).not.toBeInTheDocument();
  });

  it('shows the error screen instead of reloading again when the chunk fails after the reload', async () => {
    renderLazyRoute(chunkError);
    await vi.waitFor(() => expect(reload()).toHaveBeenCalledOnce());
    // After the reload the flag is still in sessionStorage: the second failure is an error.
    renderLazyRoute(chunkError);
    expect(await screen.findByText('Error screen')).toBeInTheDocument();
    expect(reload()).toHaveBeenCalledOnce();
  });

  it('allows another reload later once a screen has loaded', async () => {
    sessionStorage.setItem('eventflow:reloaded-after-chunk-failure', '1');
    renderLazyRoute(() => Promise.resolve({ default: () => <p>Fresh screen</p> }));
    expect(await screen.findByText('Fresh screen')).toBeInTheDocument();
    renderLazyRoute(chunkError);
    await vi.waitFor(() => expect(reload()).toHaveBeenCalledOnce());
  });
});
