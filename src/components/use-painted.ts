import { useEffect, useState } from 'react';

/**
 * Whether a frame has been painted since `ready` first held: for work that should not compete with
 * drawing what just arrived (a long list's whole read, which keeps the server and the main thread
 * busy, waits until its first page is on screen).
 */
export function usePainted(ready: boolean): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!ready || painted) return;
    return afterNextPaint(() => setPainted(true));
  }, [ready, painted]);
  return painted;
}

/** Runs `then` just after the next frame is painted; the returned function cancels it. */
export function afterNextPaint(then: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  // requestAnimationFrame runs just before the frame is painted, the timeout just after it.
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(then);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
