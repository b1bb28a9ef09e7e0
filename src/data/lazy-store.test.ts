import { describe, expect, it, vi } from 'vitest';
import { queryFnFrom } from './api-slice';
import { lazyStore } from './lazy-store';

const store = {
  double: async (value: number) => value * 2,
  join: (first: string, second: string) => `${first}-${second}`,
};

describe('lazyStore', () => {
  it('starts importing the store at once, imports it once, and answers each call with its function', async () => {
    const load = vi.fn(async () => store);
    const { double, join } = lazyStore(load);
    expect(load).toHaveBeenCalledTimes(1);
    expect(await double(4)).toBe(8);
    expect(await join('a', 'b')).toBe('a-b');
    await Promise.all([double(1), double(2)]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('rejects the calls while the import fails, and imports again on the next call', async () => {
    const load = vi
      .fn<() => Promise<typeof store>>()
      .mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
    const { double } = lazyStore(load);
    await expect(double(1)).rejects.toThrow('Failed to fetch dynamically imported module');
    load.mockResolvedValue(store);
    expect(await double(1)).toBe(2);
  });

  it('lets an endpoint answer a failed import as its error', async () => {
    const { double } = lazyStore<typeof store>(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    expect(await queryFnFrom(double)(1)).toEqual({
      error: expect.objectContaining({ message: 'Failed to fetch dynamically imported module' }),
    });
  });
});
