import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, Link, Outlet, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { UnsavedChangesGuard } from './unsaved-changes-guard';

function Editor() {
  const [dirty, setDirty] = useState(false);
  return (
    <>
      <h1>Editor</h1>
      <button type="button" onClick={() => setDirty(true)}>
        Type something
      </button>
      <Link to="/editor?tab=files">Files tab</Link>
      <Link to="/elsewhere">Elsewhere</Link>
      <UnsavedChangesGuard when={dirty} message="Your changes have not been saved." />
    </>
  );
}

function Frame() {
  const { pathname, search } = useLocation();
  return (
    <>
      <p data-testid="address">{pathname + search}</p>
      <Outlet />
    </>
  );
}

function renderPortal(path: string) {
  const routes = [
    {
      element: <Frame />,
      children: [
        { path: '/editor', element: <Editor /> },
        { path: '/elsewhere', element: <h1>Elsewhere</h1> },
        { path: '/', element: <Link to="/editor">Open the editor</Link> },
      ],
    },
  ];
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

const shownAddress = () => screen.getByTestId('address').textContent;

describe('UnsavedChangesGuard in the router', () => {
  it('lets a link leave freely while nothing was changed', async () => {
    const router = renderPortal('/editor');
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(shownAddress()).toBe('/elsewhere');
    expect(router.state.location.pathname).toBe('/elsewhere');
  });

  it('holds a link until the person chooses: Stay keeps the editor, Leave follows the link', async () => {
    const router = renderPortal('/editor');
    await userEvent.click(screen.getByRole('button', { name: 'Type something' }));
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByText('Leave without saving?')).toBeInTheDocument();
    expect(screen.getByText('Your changes have not been saved.')).toBeInTheDocument();
    expect(shownAddress()).toBe('/editor');

    await userEvent.click(screen.getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByText('Leave without saving?')).not.toBeInTheDocument());
    expect(shownAddress()).toBe('/editor');
    expect(router.state.location.pathname).toBe('/editor');

    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(shownAddress()).toBe('/elsewhere'));
  });

  it('lets the editor change its own query (a tab) without asking', async () => {
    renderPortal('/editor');
    await userEvent.click(screen.getByRole('button', { name: 'Type something' }));
    await userEvent.click(screen.getByRole('link', { name: 'Files tab' }));
    expect(shownAddress()).toBe('/editor?tab=files');
    expect(screen.queryByText('Leave without saving?')).not.toBeInTheDocument();
  });

  it('holds Back the same way, and goes back on Leave', async () => {
    const router = renderPortal('/');
    await userEvent.click(screen.getByRole('link', { name: 'Open the editor' }));
    await userEvent.click(screen.getByRole('button', { name: 'Type something' }));

    await act(() => router.navigate(-1));
    expect(await screen.findByText('Leave without saving?')).toBeInTheDocument();
    expect(shownAddress()).toBe('/editor');

    await userEvent.click(screen.getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(shownAddress()).toBe('/'));
  });
});
