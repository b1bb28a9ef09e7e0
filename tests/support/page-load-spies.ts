import { afterEach, beforeEach, vi, type Mock } from 'vitest';

/**
 * For screens that load the page again or show an error screen: each test gets spies in place of
 * `location.reload` and `location.assign`, and the errors React Router logs on the way are kept
 * off the console. Returns a getter for the current test's spies.
 */
export function spyOnPageLoads(): () => { reload: Mock; assign: Mock } {
  let spies = { reload: vi.fn(), assign: vi.fn() };
  beforeEach(() => {
    spies = { reload: vi.fn(), assign: vi.fn() };
    vi.stubGlobal('location', { ...window.location, ...spies });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
  return () => spies;
}
