import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Link, Outlet, useLocation } from '../components/navigation/router';
import { afterEach, describe, expect, it } from 'vitest';
import { createPortalHistory } from '../components/navigation/portal-history';
import { UnsavedChangesGuard } from '../components/unsaved-changes-guard';
import { AppRouter } from './router';

function Editor() {
  const [dirty, setDirty] = useState(false);
  return (
    <>
      <h1>Editor</h1>
      <button type="button" onClick={() => setDirty(true)}>
        Type something
      </button>
      <Link to="/elsewhere">Elsewhere</Link>
      <UnsavedChangesGuard when={dirty} message="Your changes have not been saved." />
    </>
  );
}

function Frame() {
  return (
    <>
      <p data-testid="path">{useLocation().pathname}</p>
      <Outlet />
    </>
  );
}

function renderPortal(path: string) {
  window.history.replaceState(null, '', path);
  const history = createPortalHistory();
  const routes = [{ element: <Frame />, children: [{ path: '/editor', element: <Editor /> }, { path: '/elsewhere', element: <h1>Elsewhere</h1> }, { path: '/', element: <Link to="/editor">Open the editor</Link> }] }];
  render(<AppRouter router={{ routes, history }} />);
  return history;
}

const shownPath = () => screen.getByTestId('path').textContent;

describe('AppRouter with an editor that has unsaved changes', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('lets a link leave freely while nothing was changed', async () => {
    renderPortal('/editor');
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(shownPath()).toBe('/elsewhere');
    expect(window.location.pathname).toBe('/elsewhere');
  });

  it('holds a link until the person chooses: Stay keeps the editor, Leave follows the link', async () => {
    renderPortal('/editor');
    await userEvent.click(screen.getByRole('button', { name: 'Type something' }));
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByText('Leave without saving?')).toBeInTheDocument();
    expect(screen.getByText('Your changes have not been saved.')).toBeInTheDocument();
    expect(shownPath()).toBe('/editor');

    await userEvent.click(screen.getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByText('Leave without saving?')).not.toBeInTheDocument());
    expect(shownPath()).toBe('/editor');
    expect(window.location.pathname).toBe('/editor');

    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(shownPath()).toBe('/elsewhere'));
    expect(window.location.pathname).toBe('/elsewhere');
  });

  it("holds the browser's Back the same way, and goes back on Leave", async () => {
    renderPortal('/');
    await userEvent.click(screen.getByRole('link', { name: 'Open the editor' }));
    await userEvent.click(screen.getByRole('button', { name: 'Type something' }));

    act(() => window.history.back());
    expect(await screen.findByText('Leave without saving?')).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/editor'));
    expect(shownPath()).toBe('/editor');

    await userEvent.click(screen.getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(shownPath()).toBe('/'));
    expect(window.location.pathname).toBe('/');
  });

  it('puts each navigation into the address bar, and Back returns to the entry before', async () => {
    const history = renderPortal('/editor');
    act(() => history.push('/elsewhere?page=2#top'));
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/elsewhere?page=2#top');
    expect(shownPath()).toBe('/elsewhere');

    act(() => window.history.back());
    await waitFor(() => expect(shownPath()).toBe('/editor'));
    expect(history.location().pathname).toBe('/editor');
  });
});
