import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { sectionSchema } from '../../../domain/section';
import { SectionView } from './section-view';

describe('section view', () => {
  it('sanitises rich text: scripts and event handlers are removed, formatting stays', () => {
    const section = sectionSchema.parse({
      id: 'r',
      type: 'richText',
      data: {
        text: '<p><strong>Bold</strong></p><script>window.x=1</script><img src="x" onerror="window.x=2"><a href="javascript:alert(1)">bad</a>',
      },
    });
    const { container } = render(
      <MemoryRouter>
        <SectionView section={section} assets={new Map()} contentId="c" />
      </MemoryRouter>,
    );
    expect(container.querySelector('strong')?.textContent).toBe('Bold');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.querySelector('a')?.getAttribute('href') ?? '').not.toMatch(/javascript/);
  });

  it('renders a table with its first row as the header', () => {
    const section = sectionSchema.parse({
      id: 't',
      type: 'table',
      data: { columnCount: 2, rows: [{ cells: ['Day', 'Hours'] }, { cells: ['Mon', '9–5'] }] },
    });
    const { container } = render(
      <MemoryRouter>
        <SectionView section={section} assets={new Map()} contentId="c" />
      </MemoryRouter>,
    );
    expect([...container.querySelectorAll('th')].map((cell) => cell.textContent)).toEqual(['Day', 'Hours']);
    expect(container.querySelectorAll('tbody tr')).toHaveLength(1);
  });
});
