import { describe, expect, it } from 'vitest';
import { nextWindowCount } from './rate-limit';

const limit = { max: 3, windowSeconds: 60 };
const start = 1_000_000;

describe('nextWindowCount', () => {
  it('opens a window with the first call and counts calls up to the allowance', () => {
    expect(nextWindowCount(undefined, limit, start)).toEqual({ windowStartedAt: start, count: 1 });
    expect(nextWindowCount({ windowStartedAt: start, count: 2 }, limit, start + 59_999)).toEqual({
      windowStartedAt: start,
      count: 3,
    });
  });

  it('refuses the call after the allowance until the window has passed', () => {
    expect(nextWindowCount({ windowStartedAt: start, count: 3 }, limit, start + 59_999)).toBeUndefined();
    expect(nextWindowCount({ windowStartedAt: start, count: 3 }, limit, start + 60_000)).toEqual({
      windowStartedAt: start + 60_000,
      count: 1,
    });
  });

  it('reads a damaged counter as a new window', () => {
    expect(nextWindowCount({ count: 99 }, limit, start)).toEqual({ windowStartedAt: start, count: 1 });
  });
});
