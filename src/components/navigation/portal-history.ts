/** Where the portal is: the parts of the address a screen reads. A new object on every navigation. */
export interface Location {
  pathname: string;
  search: string;
  hash: string;
}

/** Whether a navigation from the current location to the next must wait for the person's answer. */
export type BlockerFunction = (transition: { currentLocation: Location; nextLocation: Location }) => boolean;

/** Told when its blocker stopped a navigation; `retry` makes that navigation after all. */
type OnBlocked = (retry: () => void) => void;

export interface PortalHistory {
  /** The current location (for useSyncExternalStore). */
  location(): Location;
  subscribe(listener: () => void): () => void;
  /** Registers a blocker; answers the function that removes it. */
  block(shouldBlock: BlockerFunction, onBlocked: OnBlocked): () => void;
  /** `to` is a path, absolute or relative to the current one (`?page=2` keeps the path). */
  push(to: string): void;
  replace(to: string): void;
  /** The href of a link to `to`. */
  createHref(to: string): string;
}

/** What the history uses of a window: its session history, its address and their popstate events. */
export interface HistoryWindow {
  history: Pick<History, 'state' | 'pushState' | 'replaceState' | 'go'>;
  location: Pick<Window['location'], 'pathname' | 'search' | 'hash'>;
  addEventListener(type: 'popstate', listener: () => void): void;
}

interface EntryState {
  /** The entry's place in this tab's history, to tell Back from Forward and by how many steps. */
  idx: number;
}

const hrefOf = ({ pathname, search, hash }: Location) => pathname + search + hash;

/**
 * The browser's history for the portal's router, with blockers: a registered blocker can stop a
 * link, a navigate() call or the browser's Back/Forward until the person decides (an editor's
 * "Leave without saving?"). Back/Forward has already happened when the browser reports it, so a
 * blocked one is undone at once and redone if the person chooses to leave.
 */
export function createPortalHistory(window: HistoryWindow = globalThis.window): PortalHistory {
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
    const { pathname, search, hash } = window.location;
    return { pathname, search, hash };
  };
  if (!readEntry()) browserHistory.replaceState({ idx: 0 } satisfies EntryState, '');
  let index = readEntry()!.idx;
  let current = readLocation();

  const changed = () => {
    current = readLocation();
    for (const listener of listeners) listener();
  };

  /** The blocker that stops a navigation to `nextLocation`, if any (none while a stopped one is being made after all). */
  const stopperOf = (nextLocation: Location) =>
    proceeding ? undefined : [...blockers].find((blocker) => blocker.shouldBlock({ currentLocation: current, nextLocation }));

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

  const locationOf = (to: string): Location => {
    const { pathname, search, hash } = new URL(to, `http://portal.invalid${current.pathname}`);
    return { pathname, search, hash };
  };

  const push = (to: string) => {
    const next = locationOf(to);
    if (blocked(next, () => push(to))) return;
    index += 1;
    browserHistory.pushState({ idx: index } satisfies EntryState, '', hrefOf(next));
    changed();
  };

  const replace = (to: string) => {
    const next = locationOf(to);
    if (blocked(next, () => replace(to))) return;
    browserHistory.replaceState({ idx: index } satisfies EntryState, '', hrefOf(next));
    changed();
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
    changed();
  });

  return {
    location: () => current,
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
    createHref: (to) => hrefOf(locationOf(to)),
  };
}
