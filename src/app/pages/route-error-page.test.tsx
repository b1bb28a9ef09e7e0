import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { spyOnPageLoads } from '../../../tests/support/page-load-spies';
import { AppErrorPage, SectionErrorPage } from './route-error-page';

let shouldFail = true;
function FlakyPage() {
  if (shouldFail) throw new Error('The tasks could not be loaded');
  return <p>Tasks page</p>;
}

function Shell() {
  return (
    <>
      <nav aria-label="Main menu" />
      <Outlet />
    </>
  );
}

/** The portal's shape: a frame with the app-wide error, a shell whose screens have the section error. */
function renderAt(path: string, shell = <Shell />) {
  const router = createMemoryRouter(
    [
      {
        errorElement: <AppErrorPage />,
        children: [
          {
            element: shell,
            children: [
              {
                errorElement: <SectionErrorPage />,
                children: [
                  { path: '/', element: <p>Dashboard page</p> },
                  { path: '/tasks', element: <FlakyPage /> },
                ],
              },
            ],
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const pageLoads = spyOnPageLoads();
beforeEach(() => {
  shouldFail = true;
});

describe('the section error (a screen failed)', () => {
  it('shows "Something Went Wrong" with the error and the three ways forward, the menu still there', () => {
    renderAt('/tasks');
    expect(screen.getByRole('heading', { level: 1, name: 'Something Went Wrong' })).toBeInTheDocument();
    expect(screen.getByText('The tasks could not be loaded')).toBeInTheDocument();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Try Again',
      'Refresh Page',
      'Go To Dashboard',
    ]);
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
  });

  it('Try Again renders the screen anew', async () => {
    renderAt('/tasks');
    shouldFail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Tasks page')).toBeInTheDocument();
  });

  it('Refresh Page reloads the browser page', async () => {
    renderAt('/tasks');
    await userEvent.click(screen.getByRole('button', { name: 'Refresh Page' }));
    expect(pageLoads().reload).toHaveBeenCalledOnce();
  });

  it('Go To Dashboard opens the dashboard', async () => {
    const router = renderAt('/tasks');
    await userEvent.click(screen.getByRole('button', { name: 'Go To Dashboard' }));
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('the app-wide error (the frame itself failed)', () => {
  function BrokenShell(): never {
    throw new Error('The menu could not be drawn');
  }

  it('takes the whole window, with Try Again, Reload App and Go To Dashboard', async () => {
    renderAt('/tasks', <BrokenShell />);
    expect(screen.getByRole('heading', { level: 1, name: 'Something Went Wrong' })).toBeInTheDocument();
    expect(screen.getByText('The menu could not be drawn')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Try Again',
      'Reload App',
      'Go To Dashboard',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Reload App' }));
    expect(pageLoads().reload).toHaveBeenCalledOnce();
  });
});
