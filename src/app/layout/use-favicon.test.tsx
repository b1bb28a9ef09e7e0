import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useFavicon } from './use-favicon';

describe('useFavicon', () => {
  afterEach(() => document.head.querySelectorAll('link[rel="icon"]').forEach((link) => link.remove()));

  it("shows the event's icon logo while mounted and puts the default back after", () => {
    document.head.insertAdjacentHTML('beforeend', '<link rel="icon" href="/favicon.svg" type="image/svg+xml">');
    const { rerender, unmount } = renderHook(({ url }) => useFavicon(url), {
      initialProps: { url: undefined as string | undefined },
    });
    const link = () => document.head.querySelector<HTMLLinkElement>('link[rel="icon"]')!;
    expect(link().getAttribute('href')).toBe('/favicon.svg');
    rerender({ url: 'https://cdn.test/icon.png' });
    expect(link().getAttribute('href')).toBe('https://cdn.test/icon.png');
    expect(link().hasAttribute('type')).toBe(false);
    unmount();
    expect(link().getAttribute('href')).toBe('/favicon.svg');
    expect(link().getAttribute('type')).toBe('image/svg+xml');
  });
});
