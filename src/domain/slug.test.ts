import { describe, expect, it } from 'vitest';
import { toSlug } from './slug';

describe('toSlug', () => {
  it('lowercases, strips non-alphanumerics and turns spaces into hyphens', () => {
    expect(toSlug('Hello World')).toBe('hello-world');
    expect(toSlug('Exhibitor Guide 2025!')).toBe('exhibitor-guide-2025');
    expect(toSlug('  Stand   Build & Breakdown ')).toBe('stand-build-breakdown');
    expect(toSlug('Café-Menu')).toBe('cafmenu');
  });

  it('turns an empty result into default-id', () => {
    expect(toSlug('')).toBe('default-id');
    expect(toSlug('!!! ???')).toBe('default-id');
  });
});
