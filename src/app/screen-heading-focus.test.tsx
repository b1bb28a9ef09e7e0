import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PageSkeleton } from '../components/page-skeleton';
import { useScreenHeadingFocus } from './screen-heading-focus';

function Frame() {
  useScreenHeadingFocus();
  return (
    <>
      <nav aria-label="Main menu">
        <Link to="/tasks">Tasks</Link>
        <Link to="/slow">Slow screen</Link>
        <Link to="/editor">Editor</Link>
      </nav>
      <main>
        <Outlet />
      </main>
    </>
  );
}

/** A screen whose heading shows once its data is in; a skeleton (with its own placeholder h1) until then. */
function SlowScreen() {
  const [loaded, setLoaded] = useState(false);
  return loaded ? (
    <h1>Slow screen</h1>
  ) : (
    <>
      <PageSkeleton />
      <button type="button" onClick={() => setLoaded(true)}>
        data arrives
      </button>
    </>
  );
}

function Editor() {
  useEffect(() => document.getElementById('name')?.focus(), []);
  return (
    <>
      <h1>Editor</h1>
      <input id="name" aria-label="Name" />
    </>
  );
}

function renderFrame() {
  const router = createMemoryRouter([
    {
      element: <Frame />,
      children: [
        { path: '/', element: <h1>Dashboard</h1> },
        { path: '/tasks', element: <h1>Tasks</h1> },
        { path: '/slow', element: <SlowScreen /> },
        { path: '/editor', element: <Editor /> },
      ],
    },
  ]);
  render(<RouterProvider router={router} />);
  return router;
}

describe('the focus after a navigation', () => {
  it('stays where the browser put it on the first screen', () => {
    renderFrame();
    expect(document.activeElement).toBe(document.body);
  });

  it("moves to the new screen's heading, for a link in the menu and for Back", async () => {
    const router = renderFrame();
    await userEvent.click(screen.getByRole('link', { name: 'Tasks' }));
    expect(screen.getByRole('heading', { name: 'Tasks' })).toHaveFocus();
    await act(() => router.navigate(-1));
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toHaveFocus();
  });

  it('waits for the heading of a screen that is still loading, passing over the skeleton', async () => {
    renderFrame();
    await userEvent.click(screen.getByRole('link', { name: 'Slow screen' }));
    expect(screen.getByRole('link', { name: 'Slow screen' })).toHaveFocus();
    act(() => screen.getByRole('button', { name: 'data arrives' }).click());
    expect(await screen.findByRole('heading', { name: 'Slow screen' })).toHaveFocus();
  });

  it('leaves the focus in a field the new screen focused itself', async () => {
    renderFrame();
    await userEvent.click(screen.getByRole('link', { name: 'Editor' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
  });
});
