import { describe, expect, it } from 'vitest';
import { isPrerenderedHere, PRERENDERED_ATTRIBUTE } from './prerendered';

/** A root element as the built HTML has it: with the attribute when the build prerendered into it. */
const rootFor = (path?: string) => ({
  getAttribute: (name: string) => (name === PRERENDERED_ATTRIBUTE && path ? path : null),
});

describe('isPrerenderedHere', () => {
  it('takes over markup prerendered for exactly this address', () => {
    expect(isPrerenderedHere(rootFor('/auth/login'), { pathname: '/auth/login', search: '' })).toBe(true);
  });

  it('renders afresh at another address, with a query, or without prerendered markup', () => {
    expect(isPrerenderedHere(rootFor('/auth/login'), { pathname: '/auth/forgot-password', search: '' })).toBe(false);
    expect(isPrerenderedHere(rootFor('/auth/login'), { pathname: '/auth/login', search: '?email=a%40b.c' })).toBe(
      false,
    );
    expect(isPrerenderedHere(rootFor(), { pathname: '/auth/login', search: '' })).toBe(false);
  });
});
