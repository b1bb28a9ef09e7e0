import { loadOnce } from '../load-once';
import { isBrowserOffline } from './network';

import type * as CachedFirestoreModule from './cached-firestore';
import type * as LiteFirestoreModule from './lite-firestore';

type CachedFirestore = typeof CachedFirestoreModule;
type LiteFirestore = typeof LiteFirestoreModule;

const cached = loadOnce<CachedFirestore>(() => import('./cached-firestore'));
const lite = loadOnce<LiteFirestore>(() => import('./lite-firestore'));
// The first read needs it: its code is fetched as the data code arrives, not when that read is asked.
if (!isBrowserOffline()) lite.get().catch(() => undefined);

let markFirstScreenRead!: () => void;
const firstScreenRead = new Promise<void>((resolve) => (markFirstScreenRead = resolve));

/**
 * The full Firestore SDK with its persistent cache (~130 KB gzip more than the lite one, and
 * IndexedDB to open before its first request), asked for now: by a write, an offline read, a
 * sign-out. Whatever waited for the first screen (cachedFirestoreAfterFirstScreen) goes ahead too.
 */
export function cachedFirestore(): Promise<CachedFirestore> {
  markFirstScreenRead();
  return cached.get();
}

/** Whether anything has asked for the cached SDK in this page (writes may be waiting in it). */
export const cachedFirestoreStarted = cached.started;

/**
 * Whether a read goes to the server through the lite SDK: until the cached SDK is loaded (from
 * then on it holds this page's writes, which a read must see), and never offline.
 */
export const readsGoLite = (): boolean => !cached.loaded() && !isBrowserOffline();

/** Runs `then` once the browser has nothing else to do (drawing the screen just read), or at once where it cannot say. */
function whenIdle(then: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(then, { timeout: 1000 });
  else then();
}

/** How long no read may have been running before the page's first screen counts as read. */
const FIRST_SCREEN_QUIET_MS = 300;

let readsRunning = 0;
let quietTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * The cached SDK once the reads of the page's first screen are done (none running for a moment),
 * or sooner if something asked for it: listeners open and what was read is put into the
 * cache for offline use, none of it before the screen's own reads.
 */
export async function cachedFirestoreAfterFirstScreen(): Promise<CachedFirestore> {
  await firstScreenRead;
  return cachedFirestore();
}

/** Runs a read through the lite SDK, counted towards the first screen's reads. */
export async function readThroughLite<Result>(run: (sdk: LiteFirestore) => Promise<Result>): Promise<Result> {
  readsRunning += 1;
  clearTimeout(quietTimer);
  try {
    return await run(await lite.get());
  } finally {
    readsRunning -= 1;
    if (readsRunning === 0) quietTimer = setTimeout(() => whenIdle(markFirstScreenRead), FIRST_SCREEN_QUIET_MS);
  }
}
