import { NavigationType, type Location, type Navigator, type Path, type To } from 'react-router';

/** Whether a navigation from the current location to the next must wait for the person's answer. */
export type BlockerFunction = (transition: { currentLocation: Location; nextLocation: Location }) => boolean;

/** Told when its blocker stopped a navigation; `retry` makes that navigation after all. */
type OnBlocked = (retry: () => void) => void;

export interface PortalHistory extends Navigator {
  /** The current location and how it was reached; a new object on every change (for useSyncExternalStore). */
  snapshot(): { location: Location; action: NavigationType };
  subscribe(listener: () => void): () => void;
  /** Registers a blocker; answers the function that removes it. */
  block(shouldBlock: BlockerFunction, onBlocked: OnBlocked): () => void;
}

interface EntryState {
  usr: unknown;
  key: string;
  /** The entry's place in this tab's history, to tell Back from Forward and by how many steps. */
  idx: number;
}

const pathOf = (to: To): Partial<Path> => (typeof to === 'string' ? new URL(to, 'http://portal.invalid') : to);
const hrefOf = ({ pathname = '/', search = '', hash = '' }: Partial<Path>) => pathname + (search && !search.startsWith('?') ? `?${search}` : search) + (hash && !hash.startsWith('#') ? `#${hash}` : hash);
const newKey = () => Math.random().toString(36).slice(2, 10);

/**
 * The browser's history for the portal's router (React Router's declarative <Router>, which is a
 * fraction of the data router's size), with what that router's blockers did: a registered blocker
 * can stop a link, a navigate() call or the browser's Back/Forward until the person decides (an
 * editor's "Leave without saving?"). Back/Forward has already happened when the browser reports
 * it, so a blocked one is undone at once and redone if the person chooses to leave.
 */
export function createPortalHistory(window: Window = globalThis.window): PortalHistory {
  const browserHistory = window.history;
  const listeners = new Set<() => void>();
  const blockers = new Set<{ shouldBlock: BlockerFunction; onBlocked: OnBlocked }>();
  /** Set while a blocked navigation is being made after all, so no blocker stops it twice. */
  let proceeding = false;
  /** The pop that undoes a blocked Back/Forward, which must not count as a navigation. */
  let undoingPop = false;

  const readEntry = (): EntryState | undefined => {
    const state = browserHistory.state as Partial<EntryState> | null;
    return state && typeof state.idx === 'number' ? (state as EntryState) : undefined;
  };
  const readLocation = (): Location => {
    const entry = readEntry();
    const { pathname, search, hash } = window.location;
    return { pathname, search, hash, state: entry?.usr ?? null, key: entry?.key ?? 'default' };
  };
  if (!readEntry()) browserHistory.replaceState({ usr: null, key: 'default', idx: 0 } satisfies EntryState, '');
  let index = readEntry()!.idx;
  let current = { location: readLocation(), action: NavigationType.Pop };

  const changed = (action: NavigationType) => {
    current = { location: readLocation(), action };
    for (const listener of listeners) listener();
  };

  /** The blocker that stops a navigation to `nextLocation`, if any (none while a stopped one is being made after all). */
  const stopperOf = (nextLocation: Location) =>
    proceeding ? undefined : [...blockers].find((blocker) => blocker.shouldBlock({ currentLocation: current.location, nextLocation }));

  /** Asks the blockers; answers true when one stopped the navigation (it then holds `retry`). */
  const blocked = (nextLocation: Location, retry: () => void) => {
    const stopper = stopperOf(nextLocation);
    stopper?.onBlocked(() => {
      proceeding = true;
      try {
        retry();
      } finally {
        proceeding = false;
      }
    });
    return stopper !== undefined;
  };

  const locationOf = (to: To, state: unknown): Location => {
    const { pathname = current.location.pathname, search = '', hash = '' } = pathOf(to);
    return { pathname, search, hash, state: state ?? null, key: newKey() };
  };

  const push = (to: To, state?: unknown) => {
    const next = locationOf(to, state);
    if (blocked(next, () => push(to, state))) return;
    index += 1;
    browserHistory.pushState({ usr: next.state, key: next.key, idx: index } satisfies EntryState, '', hrefOf(next));
    changed(NavigationType.Push);
  };

  const replace = (to: To, state?: unknown) => {
    const next = locationOf(to, state);
    if (blocked(next, () => replace(to, state))) return;
    browserHistory.replaceState({ usr: next.state, key: next.key, idx: index } satisfies EntryState, '', hrefOf(next));
    changed(NavigationType.Replace);
  };

  window.addEventListener('popstate', () => {
    if (undoingPop) {
      undoingPop = false;
      return;
    }
    const nextIndex = readEntry()?.idx ?? 0;
    const steps = nextIndex - index;
    const stopper = steps === 0 ? undefined : stopperOf(readLocation());
    if (stopper) {
      undoingPop = true;
      browserHistory.go(-steps);
      stopper.onBlocked(() => {
        // The redo's own popstate comes later: let it through.
        proceeding = true;
        browserHistory.go(steps);
      });
      return;
    }
    proceeding = false;
    index = nextIndex;
    changed(NavigationType.Pop);
  });

  return {
    snapshot: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    block(shouldBlock, onBlocked) {
      const blocker = { shouldBlock, onBlocked };
      blockers.add(blocker);
      return () => void blockers.delete(blocker);
    },
    push,
    replace,
    go: (delta) => browserHistory.go(delta),
    createHref: (to) => hrefOf(pathOf(to)),
    encodeLocation(to) {
      const url = new URL(hrefOf(pathOf(to)), window.location.origin);
      return { pathname: url.pathname, search: url.search, hash: url.hash };
    },
  };
}
