import { afterEach, beforeEach, vi, type Mock } from 'vitest';

/**
 * For screens that reload the page or show an error screen: each test gets a spy in place of
 * `location.reload`, and the errors React Router logs on the way are kept off the console.
 * Returns a getter for the current test's spy.
 */
export function spyOnPageReload(): () => Mock {
  let reload: Mock = vi.fn();
  beforeEach(() => {
    reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
  return () => reload;
}
