import { describe, expect, it } from 'vitest';
import { FILTERED, scrubSecrets } from './sentry';

describe('scrubSecrets', () => {
  it('filters the token and uid of every URL at any depth and leaves the rest alone', () => {
    const link =
      'https://portal.example.com/auth/reset-password?continuePath=%2F&mode=resetPassword&token=abc_-1&uid=u1';
    const event = {
      request: { url: link, query_string: 'mode=resetPassword&token=abc_-1&uid=u1' },
      breadcrumbs: [
        { category: 'navigation', data: { from: '/auth/login', to: `/auth/set-password?token=xyz&uid=u2#top` } },
      ],
      urls: [link],
      count: 3,
      empty: null,
    };
    expect(scrubSecrets(event)).toEqual({
      request: {
        url: `https://portal.example.com/auth/reset-password?continuePath=%2F&mode=resetPassword&token=${FILTERED}&uid=${FILTERED}`,
        query_string: `mode=resetPassword&token=${FILTERED}&uid=${FILTERED}`,
      },
      breadcrumbs: [
        {
          category: 'navigation',
          data: { from: '/auth/login', to: `/auth/set-password?token=${FILTERED}&uid=${FILTERED}#top` },
        },
      ],
      urls: [
        `https://portal.example.com/auth/reset-password?continuePath=%2F&mode=resetPassword&token=${FILTERED}&uid=${FILTERED}`,
      ],
      count: 3,
      empty: null,
    });
  });

  it('keeps parameters that merely end in the same letters', () => {
    expect(scrubSecrets('/x?pageToken=1&fluid=2')).toBe('/x?pageToken=1&fluid=2');
    expect(scrubSecrets('uid=u1&mode=setPassword')).toBe(`uid=${FILTERED}&mode=setPassword`);
  });
});
