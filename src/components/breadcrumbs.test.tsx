import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TERMINOLOGY } from '../domain/terminology';
import { Breadcrumbs, crumbsFor } from './breadcrumbs';
import { TerminologyContext } from './terminology-context';

describe('crumbsFor', () => {
  it('starts with the dashboard and adds a crumb per path segment that opens a screen', () => {
    expect(crumbsFor('/admin/content/abc/settings', DEFAULT_TERMINOLOGY)).toEqual([
      { label: 'Dashboard', path: '/' },
      { label: 'Admin', path: '/admin' },
      { label: 'Content', path: '/admin/content' },
      { label: 'Edit Content', path: '/admin/content/abc', entity: { param: 'contentId', id: 'abc' } },
      { label: 'Content Settings', path: '/admin/content/abc/settings' },
    ]);
  });

  it('skips segments without a screen of their own and uses the event terminology', () => {
    const terminology = { ...DEFAULT_TERMINOLOGY, dashboard: 'Home', tasks: 'Checklist' };
    expect(crumbsFor('/reports/tasks', terminology).map((crumb) => crumb.label)).toEqual(['Home', 'Task Reports']);
    expect(crumbsFor('/admin/tasks', terminology).map((crumb) => crumb.label)).toEqual(['Home', 'Admin', 'Checklist']);
  });

  it('is only the dashboard on the dashboard', () => {
    expect(crumbsFor('/', DEFAULT_TERMINOLOGY)).toEqual([{ label: 'Dashboard', path: '/' }]);
  });
});

describe('Breadcrumbs', () => {
  it('links every crumb but the current page, which can carry its own label', () => {
    render(
      <TerminologyContext value={{ ...DEFAULT_TERMINOLOGY, dashboard: 'Home' }}>
        <MemoryRouter initialEntries={['/admin/teams/t1']}>
          <Breadcrumbs currentLabel="Acme Ltd" />
        </MemoryRouter>
      </TerminologyContext>,
    );
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    expect(screen.getByRole('link', { name: 'Teams' })).toHaveAttribute('href', '/admin/teams');
    expect(screen.getByText('Acme Ltd')).not.toHaveAttribute('href');
    expect(screen.queryByRole('link', { name: 'Acme Ltd' })).not.toBeInTheDocument();
  });
});
