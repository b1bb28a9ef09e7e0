import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONTENT_ICONS } from '../domain/content';
import { defaultCorePages } from '../domain/core-pages';
import { SECTION_TYPE_ICONS } from '../domain/section';
import { Icon, iconOrDefault, isIconName } from './icon';

describe('Icon', () => {
  it('draws its symbol of the sprite inline, 1em square in the text colour, hidden from screen readers', () => {
    const { container } = render(<Icon name="trash" className="me-1" />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('width', '1em');
    expect(svg).toHaveAttribute('fill', 'currentColor');
    expect(svg).toHaveClass('bi', 'me-1');
    expect(svg?.querySelector('use')?.getAttribute('href')).toMatch(/#trash$/);
  });

  it('is announced by its label when it has one', () => {
    render(<Icon name="eye" label="Show password" />);
    expect(screen.getByRole('img', { name: 'Show password' })).not.toHaveAttribute('aria-hidden');
  });

  it('holds every icon an organiser can pick or the app names in its data', () => {
    const named = [
      ...CONTENT_ICONS,
      ...Object.values(SECTION_TYPE_ICONS),
      ...defaultCorePages().map((page) => page.icon),
    ];
    expect(named.filter((name) => !isIconName(name))).toEqual([]);
    expect(isIconName('not-an-icon')).toBe(false);
    expect(iconOrDefault('not-an-icon')).toBe('question-circle');
  });
});
