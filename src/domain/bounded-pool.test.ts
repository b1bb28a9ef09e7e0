import { describe, expect, it } from 'vitest';
import { mapBounded } from './bounded-pool';

const delay = (ms: number) => new Promise((done) => setTimeout(done, ms));

describe('mapBounded', () => {
  it('never has more than the limit in flight, and answers in the items order', async () => {
    let inFlight = 0;
    let most = 0;
    const finished: number[] = [];
    const results = await mapBounded(
      [30, 5, 20, 1, 10, 2],
      2,
      async (ms) => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        await delay(ms);
        inFlight -= 1;
        return ms * 10;
      },
      (result) => finished.push(result),
    );
    expect(most).toBe(2);
    expect(results).toEqual([300, 50, 200, 10, 100, 20]);
    expect(finished).toHaveLength(6);
    expect(finished).not.toEqual(results);
  });

  it('maps nothing for no items', async () => {
    expect(await mapBounded([], 4, () => Promise.reject(new Error('not called')))).toEqual([]);
  });
});
