import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MouseEvent, ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryHistory } from './memory-history';
import { useNavigationBlocker } from './navigation-blocker';
import { createPortalHistory, type PortalHistory } from './portal-history';
import { Link, MemoryRouter, Navigate, NavLink, Outlet, Router, Routes, useLocation, useNavigate, useParams, useSearchParams, type RouteObject } from './router';

function Address() {
  const { pathname, search } = useLocation();
  return <p data-testid="address">{pathname + search}</p>;
}
const address = () => screen.getByTestId('address').textContent;

function renderRoutes(routes: RouteObject[], history: PortalHistory) {
  render(
    <Router history={history}>
      <Address />
      <Routes routes={routes} />
    </Router>,
  );
  return history;
}

function Params() {
  return <p>{JSON.stringify(useParams())}</p>;
}

describe('Routes', () => {
  const routes: RouteObject[] = [
    {
      element: (
        <section aria-label="Shell">
          <Outlet />
        </section>
      ),
      children: [
        { path: '/teams/:teamId', element: <Params /> },
        { path: '/teams/add-team', element: <h1>Add team</h1> },
        { path: '*', element: <h1>Page not found</h1> },
      ],
    },
    { path: '/auth/login', element: <h1>Sign in</h1> },
  ];

  it('renders the matched screen inside its layout, with its parameters decoded', () => {
    renderRoutes(routes, createMemoryHistory('/teams/Acme%20Ltd'));
    expect(screen.getByRole('region', { name: 'Shell' })).toHaveTextContent('{"teamId":"Acme Ltd"}');
  });

  it('prefers a static segment to a parameter where both match', () => {
    renderRoutes(routes, createMemoryHistory('/teams/add-team'));
    expect(screen.getByRole('heading', { name: 'Add team' })).toBeInTheDocument();
  });

  it('shows the * route for a path nothing else matches, and a route outside the layout without it', () => {
    const history = renderRoutes(routes, createMemoryHistory('/no/such/screen'));
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    act(() => history.push('/auth/login'));
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Shell' })).not.toBeInTheDocument();
  });
});

describe('Link', () => {
  /** Records whether the router took the click (prevented the browser's own navigation), then stops jsdom's. */
  const taken: boolean[] = [];
  const recordClick = (event: MouseEvent) => {
    taken.push(event.defaultPrevented);
    event.preventDefault();
  };
  afterEach(() => {
    taken.length = 0;
  });

  function renderLink(link: ReactNode) {
    render(
      <MemoryRouter path="/tasks">
        <Address />
        <div onClick={recordClick}>{link}</div>
      </MemoryRouter>,
    );
    return screen.getByRole('link');
  }

  it('is a real link, and a plain click opens its path in the portal', async () => {
    const link = renderLink(<Link to="/tasks/t%201?tab=files">Task one</Link>);
    expect(link).toHaveAttribute('href', '/tasks/t%201?tab=files');
    await userEvent.click(link);
    expect(taken).toEqual([true]);
    expect(address()).toBe('/tasks/t%201?tab=files');
  });

  it('leaves a click with a modifier key, another button or another target to the browser', () => {
    const link = renderLink(<Link to="/suppliers">Suppliers</Link>);
    for (const modifier of ['ctrlKey', 'metaKey', 'shiftKey', 'altKey']) fireEvent.click(link, { [modifier]: true });
    fireEvent.click(link, { button: 1 });
    expect(taken).toEqual([false, false, false, false, false]);
    expect(address()).toBe('/tasks');
  });

  it('leaves a link with target="_blank" to the browser', () => {
    const link = renderLink(<Link to="/suppliers" target="_blank">Suppliers</Link>);
    fireEvent.click(link);
    expect(taken).toEqual([false]);
    expect(address()).toBe('/tasks');
  });

  it('stays put when its own onClick prevented the default', async () => {
    const link = renderLink(<Link to="/suppliers" onClick={(event) => event.preventDefault()}>Suppliers</Link>);
    await userEvent.click(link);
    expect(address()).toBe('/tasks');
  });
});

describe('history entries (browser history)', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  function renderInBrowser(path: string, element: ReactNode) {
    window.history.replaceState(null, '', path);
    const history = createPortalHistory();
    render(
      <Router history={history}>
        <Address />
        {element}
      </Router>,
    );
  }

  it('adds an entry for a link, but replaces the entry for a link to where the person already is', async () => {
    renderInBrowser('/tasks', <Link to="/suppliers">Suppliers</Link>);
    const entries = window.history.length;
    await userEvent.click(screen.getByRole('link', { name: 'Suppliers' }));
    expect(window.history.length).toBe(entries + 1);
    await userEvent.click(screen.getByRole('link', { name: 'Suppliers' }));
    expect(window.history.length).toBe(entries + 1);
    expect(window.location.pathname).toBe('/suppliers');
  });

  it('<Navigate replace> puts its target in place of the current entry', () => {
    const entries = window.history.length;
    renderInBrowser('/auth', <Routes routes={[{ path: '/auth', element: <Navigate to="/auth/login" replace /> }, { path: '/auth/login', element: <h1>Sign in</h1> }]} />);
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/auth/login');
    expect(window.history.length).toBe(entries);
  });
});

describe('NavLink', () => {
  function renderNav(path: string) {
    render(
      <MemoryRouter path={path}>
        <NavLink to="/" end className="menu-link">Dashboard</NavLink>
        <NavLink to="/admin">Admin</NavLink>
        <NavLink to="/admin/teams" end>Teams</NavLink>
      </MemoryRouter>,
    );
    return (name: string) => screen.getByRole('link', { name });
  }

  it('marks the link to the current page active, keeping its own classes', () => {
    const link = renderNav('/');
    expect(link('Dashboard')).toHaveClass('menu-link', 'active');
    expect(link('Dashboard')).toHaveAttribute('aria-current', 'page');
    expect(link('Admin')).not.toHaveClass('active');
    expect(link('Admin')).not.toHaveAttribute('aria-current');
  });

  it('without end, is also active below its path; with end, only on it', () => {
    const link = renderNav('/admin/teams/t1');
    expect(link('Admin')).toHaveClass('active');
    expect(link('Teams')).not.toHaveClass('active');
    expect(link('Dashboard')).not.toHaveClass('active');
  });

  it('is not active on a path that only starts with the same letters', () => {
    const link = renderNav('/administrators');
    expect(link('Admin')).not.toHaveClass('active');
  });
});

describe('useSearchParams', () => {
  function Filters() {
    const [params, setParams] = useSearchParams();
    return (
      <>
        <p>Status: {params.get('status') ?? 'any'}</p>
        <button type="button" onClick={() => setParams(new URLSearchParams({ status: 'done' }))}>Done only</button>
        <button
          type="button"
          onClick={() =>
            setParams(
              (current) => {
                current.set('page', '2');
                return current;
              },
              { replace: true },
            )
          }
        >
          Page 2
        </button>
      </>
    );
  }

  it('reads the query, and its setter navigates to the same path with the new query', async () => {
    const history = createMemoryHistory('/tasks?status=open');
    renderRoutes([{ path: '/tasks', element: <Filters /> }], history);
    expect(screen.getByText('Status: open')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Done only' }));
    expect(screen.getByText('Status: done')).toBeInTheDocument();
    expect(address()).toBe('/tasks?status=done');

    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(address()).toBe('/tasks?status=done&page=2');
  });
});

describe('a navigation held by a blocker (memory history)', () => {
  function Editor() {
    const blocker = useNavigationBlocker(({ nextLocation }) => nextLocation.pathname !== '/editor');
    const navigate = useNavigate();
    return (
      <>
        <Link to="/elsewhere">Elsewhere</Link>
        <button type="button" onClick={() => navigate('/list')}>Save and go to the list</button>
        {blocker.state === 'blocked' && (
          <div role="dialog">
            <button type="button" onClick={blocker.reset}>Stay</button>
            <button type="button" onClick={blocker.proceed}>Leave</button>
          </div>
        )}
      </>
    );
  }

  it('holds a link and a navigate() until the person chooses, then stays or goes', async () => {
    renderRoutes([{ path: '/editor', element: <Editor /> }], createMemoryHistory('/editor'));

    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(address()).toBe('/editor');
    await userEvent.click(screen.getByRole('button', { name: 'Stay' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(address()).toBe('/editor');

    await userEvent.click(screen.getByRole('button', { name: 'Save and go to the list' }));
    expect(address()).toBe('/editor');
    await userEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(address()).toBe('/list');
  });
});
