import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePainted } from './use-painted';

describe('usePainted', () => {
  it('holds until a frame after it is ready, then stays', async () => {
    const { result, rerender } = renderHook(({ ready }) => usePainted(ready), { initialProps: { ready: false } });
    await new Promise((frame) => requestAnimationFrame(() => setTimeout(frame)));
    expect(result.current).toBe(false);
    rerender({ ready: true });
    expect(result.current).toBe(false);
    await waitFor(() => expect(result.current).toBe(true));
    rerender({ ready: false });
    expect(result.current).toBe(true);
  });
});
