import { render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyPage } from './lazy-page';

class CatchError extends Component<{ children: ReactNode }, { error?: Error }> {
  state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    return this.state.error ? <p>Failed: {this.state.error.message}</p> : this.props.children;
  }
}

function renderLazy(load: () => Promise<{ default: () => ReactNode }>) {
  const Page = lazyPage(load);
  render(
    <CatchError>
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>
    </CatchError>,
  );
}

const chunkError = () => Promise.reject(new Error('Failed to fetch dynamically imported module'));
let reload: ReturnType<typeof vi.fn>;

beforeEach(() => {
  sessionStorage.clear();
  reload = vi.fn();
  vi.stubGlobal('location', { ...window.location, reload });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('lazyPage', () => {
  it('renders the page once its chunk loads', async () => {
    renderLazy(() => Promise.resolve({ default: () => <p>The page</p> }));
    expect(await screen.findByText('The page')).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads the whole app once when a chunk fails to load', async () => {
    renderLazy(chunkError);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce());
    expect(screen.getByText('Loading')).toBeInTheDocument();
  });

  it('shows the error instead of reloading again when the chunk fails after the reload', async () => {
    renderLazy(chunkError);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce());
    // After the reload the flag is still in sessionStorage: the second failure is an error.
    renderLazy(chunkError);
    expect(await screen.findByText(/Failed: Failed to fetch/)).toBeInTheDocument();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('allows another reload later once a page has loaded successfully', async () => {
    sessionStorage.setItem('eventflow:reloaded-after-chunk-failure', '1');
    renderLazy(() => Promise.resolve({ default: () => <p>Fresh page</p> }));
    expect(await screen.findByText('Fresh page')).toBeInTheDocument();
    renderLazy(chunkError);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce());
  });

  it('fetches the chunk once when preloaded, and a preloaded page renders at once, without the fallback', async () => {
    const load = vi.fn(() => Promise.resolve({ default: () => <p>Preloaded page</p> }));
    const Page = lazyPage(load);
    const preloaded = Page.preload();
    expect(Page.preload()).toBe(preloaded);
    await preloaded;
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('Preloaded page')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledOnce();
  });
});
