const RELOADED_FLAG = 'eventflow:reloaded-after-chunk-failure';

/**
 * Loads a screen's code (a route's lazy module). When its chunk fails to load (typically after a
 * deploy replaced it), the page loads once more to fetch the new build: at `destination()`, the
 * address being navigated to (the router has not moved to it yet while the code loads), or the
 * current one. Should the chunk fail again after that, the failure goes to the route's error screen
 * instead of reloading in a loop. A successful load allows a reload again later.
 */
export async function loadScreenCode<Module>(
  load: () => Promise<Module>,
  destination: () => string | undefined = () => undefined,
): Promise<Module> {
  try {
    const module = await load();
    // (No sessionStorage where the build prerenders a screen.)
    globalThis.sessionStorage?.removeItem(RELOADED_FLAG);
    return module;
  } catch (error) {
    if (sessionStorage.getItem(RELOADED_FLAG)) throw error;
    sessionStorage.setItem(RELOADED_FLAG, '1');
    const target = destination();
    if (target) window.location.assign(target);
    else window.location.reload();
    // The page is going away: the screen waits for it rather than showing the error.
    return new Promise<never>(() => {});
  }
}
