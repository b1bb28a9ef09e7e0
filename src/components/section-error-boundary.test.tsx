import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryHistory } from './navigation/memory-history';
import { Router, Routes } from './navigation/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SectionErrorBoundary } from './section-error-boundary';

let shouldFail = true;
function FlakyPage() {
  if (shouldFail) throw new Error('The tasks could not be loaded');
  return <p>Tasks page</p>;
}

function renderBoundary() {
  const history = createMemoryHistory('/tasks');
  const routes = [
    { path: '/', element: <p>Dashboard page</p> },
    { path: '/tasks', element: <SectionErrorBoundary><FlakyPage /></SectionErrorBoundary> },
  ];
  render(<Router history={history}><Routes routes={routes} /></Router>);
  return history;
}

beforeEach(() => {
  shouldFail = true;
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('SectionErrorBoundary', () => {
  it('shows "Something Went Wrong" with the error and the three ways forward', () => {
    renderBoundary();
    expect(screen.getByRole('heading', { name: 'Something Went Wrong' })).toBeInTheDocument();
    expect(screen.getByText('The tasks could not be loaded')).toBeInTheDocument();
    for (const name of ['Try Again', 'Refresh Page', 'Go To Dashboard']) expect(screen.getByRole('button', { name })).toBeInTheDocument();
  });

  it('Try Again renders the page again', async () => {
    renderBoundary();
    shouldFail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByText('Tasks page')).toBeInTheDocument();
  });

  it('Refresh Page reloads the browser page', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    renderBoundary();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh Page' }));
    expect(reload).toHaveBeenCalledOnce();
    vi.unstubAllGlobals();
  });

  it('Go To Dashboard opens the dashboard', async () => {
    const history = renderBoundary();
    await userEvent.click(screen.getByRole('button', { name: 'Go To Dashboard' }));
    expect(history.location().pathname).toBe('/');
    expect(screen.getByText('Dashboard page')).toBeInTheDocument();
  });
});
