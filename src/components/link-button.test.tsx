import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LinkButton } from './link-button';

function renderAt(element: React.ReactElement) {
  render(<MemoryRouter>{element}</MemoryRouter>);
}

describe('LinkButton', () => {
  it('is a link to the path, styled as a secondary button by default, its icon hidden from screen readers', () => {
    renderAt(
      <LinkButton to="/admin/suppliers/archived" icon="archive">
        Archived
      </LinkButton>,
    );
    const link = screen.getByRole('link', { name: 'Archived' });
    expect(link.getAttribute('href')).toBe('/admin/suppliers/archived');
    expect(link.className).toBe('btn btn-outline-secondary');
    expect(link.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('takes another variant and may have no icon', () => {
    renderAt(
      <LinkButton to="/admin/suppliers/add" variant="primary">
        Add supplier
      </LinkButton>,
    );
    const link = screen.getByRole('link', { name: 'Add supplier' });
    expect(link.className).toBe('btn btn-primary');
    expect(link.querySelector('svg')).toBeNull();
  });
});
