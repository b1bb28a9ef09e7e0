import { describe, expect, it, vi } from 'vitest';
import { queryFnFrom } from './api-slice';
import { lazyStore } from './lazy-store';

const store = {
  double: async (value: number) => value * 2,
  join: (first: string, second: string) => `${first}-${second}`,
};

describe('lazyStore', () => {
  it('imports the store on the first call only, then answers each call with its function', async () => {
    const load = vi.fn(async () => store);
    const { double, join } = lazyStore(load);
    expect(load).not.toHaveBeenCalled();
    expect(await double(4)).toBe(8);
    expect(await join('a', 'b')).toBe('a-b');
    await Promise.all([double(1), double(2)]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('rejects a call whose import fails and imports again on the next call', async () => {
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue(store);
    const { double } = lazyStore<typeof store>(load);
    await expect(double(1)).rejects.toThrow('Failed to fetch dynamically imported module');
    expect(await double(1)).toBe(2);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('lets an endpoint answer a failed import as its error', async () => {
    const { double } = lazyStore<typeof store>(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    expect(await queryFnFrom(double)(1)).toEqual({ error: expect.objectContaining({ message: 'Failed to fetch dynamically imported module' }) });
  });
});
