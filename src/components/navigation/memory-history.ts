import { createPortalHistory, type HistoryWindow, type PortalHistory } from './portal-history';

/**
 * A window whose session history lives in memory, starting with one entry at `path`: tests get
 * the portal's own history (blockers included) without touching the test page's address.
 * Back and Forward report their popstate at once rather than a moment later as browsers do.
 */
function memoryWindow(path: string): HistoryWindow {
  const entries = [{ url: new URL(path, 'http://portal.invalid'), state: null as unknown }];
  let index = 0;
  const popListeners: (() => void)[] = [];
  const at = (url: string | URL | null | undefined) => new URL(url ?? entries[index].url, entries[index].url);
  return {
    history: {
      get state() {
        return entries[index].state;
      },
      pushState(state, _unused, url) {
        entries.splice(index + 1, entries.length, { url: at(url), state });
        index += 1;
      },
      replaceState(state, _unused, url) {
        entries[index] = { url: at(url), state };
      },
      go(delta = 0) {
        const next = Math.min(Math.max(index + delta, 0), entries.length - 1);
        if (next === index) return;
        index = next;
        for (const listener of popListeners) listener();
      },
    },
    location: {
      get pathname() {
        return entries[index].url.pathname;
      },
      get search() {
        return entries[index].url.search;
      },
      get hash() {
        return entries[index].url.hash;
      },
    },
    addEventListener: (_popstate, listener) => void popListeners.push(listener),
  };
}

/** The portal's history over an in-memory window, opened at `path` (for tests). */
export function createMemoryHistory(path = '/'): PortalHistory {
  return createPortalHistory(memoryWindow(path));
}
