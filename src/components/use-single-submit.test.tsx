import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSaveAction } from './use-single-submit';

function deferred() {
  let settle!: { resolve: () => void; reject: (error: unknown) => void };
  const promise = new Promise<void>((resolve, reject) => (settle = { resolve, reject }));
  return { promise, ...settle };
}

describe('useSaveAction', () => {
  it('is busy while saving, ignores a second submit meanwhile, then shows the failure until the next try', async () => {
    const calls: string[] = [];
    let pending = deferred();
    const { result } = renderHook(() =>
      useSaveAction(async (value: string) => {
        calls.push(value);
        await pending.promise;
      }),
    );
    let first!: Promise<unknown>;
    act(() => {
      first = result.current.save('a');
      void result.current.save('b');
    });
    expect(result.current.busy).toBe(true);
    await act(async () => {
      pending.reject({ message: 'Invalid confirmation' });
      await first;
    });
    expect(calls).toEqual(['a']);
    expect(result.current).toMatchObject({ busy: false, failure: 'Invalid confirmation' });

    pending = deferred();
    let second!: Promise<unknown>;
    act(() => {
      second = result.current.save('c');
    });
    expect(result.current.failure).toBeUndefined();
    await act(async () => {
      pending.resolve();
      await second;
    });
    expect(result.current).toMatchObject({ busy: false, failure: undefined });
    expect(calls).toEqual(['a', 'c']);
  });
});
