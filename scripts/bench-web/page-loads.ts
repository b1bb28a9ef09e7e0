import type { Browser, BrowserContext, BrowserContextOptions, Page, Request } from 'playwright-core';
import { PRERENDERED_ATTRIBUTE } from '../../src/lib/prerendered';
import { profiled, type CpuProfile } from './cpu-profile';

export type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

/** An origin of a state taken with `indexedDB: true` (Playwright's types leave its databases out). */
type OriginWithDatabases = StorageState['origins'][number] & { indexedDB?: { name: string }[] };

/** Where Firebase Auth keeps the sign-in in a browser (an IndexedDB database of the page's origin). */
const AUTH_DATABASE = 'firebaseLocalStorageDb';

/**
 * What a signed-in browser keeps that makes the next context signed in: its cookies, local storage
 * and Firebase Auth's IndexedDB database, but not Firestore's cache (IndexedDB too), whose
 * documents, writes waiting to be sent and tab ownership belong to that one browser.
 */
async function signedInStorage(context: BrowserContext): Promise<StorageState> {
  const state = await context.storageState({ indexedDB: true });
  return {
    ...state,
    origins: state.origins.map((origin: OriginWithDatabases) => ({
      ...origin,
      indexedDB: origin.indexedDB?.filter((database) => database.name === AUTH_DATABASE),
    })),
  };
}

/** Milliseconds from navigation start of one cold load (fresh context: no cache, no service worker). */
export interface LoadTiming {
  firstContentfulPaint: number;
  mainContentVisible: number;
}

export interface Load extends LoadTiming {
  /**
   * The scripts from the page's own origin that the load asked for before its main content showed,
   * as paths of the build ('assets/….js'): what the screen needed, not what it fetched once idle
   * (the signed-out screens' refresh of the event's branding).
   */
  scripts: string[];
  /** With `profile`: the main thread's CPU profile from navigation until the main content was seen (polled every 50 ms). */
  profile?: CpuProfile;
}

// Runs in the page from its first script on: notes when the route's main content first shows,
// i.e. a heading on screen and no loading skeleton (aria-busy) left. Screens' h1 is their title. A
// prerendered screen (the sign-in) shows from its HTML before its code is in: it counts once the
// app has taken it over (src/lib/prerendered.ts), so that its code is counted and it can be used.
const MAIN_CONTENT_PROBE = `(() => {
  const check = () => {
    const heading = document.querySelector('h1');
    if (
      heading &&
      heading.getBoundingClientRect().height > 0 &&
      !document.querySelector('[aria-busy="true"], [${PRERENDERED_ATTRIBUTE}]')
    ) {
      window.__mainContentVisibleAt = performance.now();
      return;
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})();`;

/** A fresh browser context (nothing cached) at desktop size, for the local HTTPS portal, signed in when given a state. */
export function desktopContext(browser: Browser, storageState?: StorageState): Promise<BrowserContext> {
  return browser.newContext({ viewport: { width: 1400, height: 900 }, storageState, ignoreHTTPSErrors: true });
}

/**
 * One cold load: its first paint and main content, and the scripts it asked for until the main
 * content showed; with `profile`, under Chromium's CPU profiler (which slows it: not for timing).
 */
export async function loadOnce(
  browser: Browser,
  url: string,
  storageState?: StorageState,
  { profile = false } = {},
): Promise<Load> {
  const context = await desktopContext(browser, storageState);
  try {
    await context.addInitScript({ content: MAIN_CONTENT_PROBE });
    const page = await context.newPage();
    const load = () => timedLoad(page, url);
    return profile
      ? await profiled(page, load, 200).then(({ result, profile: cpuProfile }) => ({ ...result, profile: cpuProfile }))
      : await load();
  } finally {
    await context.close();
  }
}

async function timedLoad(page: Page, url: string): Promise<Load> {
  await page.goto(url);
  const timing = await page.waitForFunction(
    () => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      const main = (window as unknown as { __mainContentVisibleAt?: number }).__mainContentVisibleAt;
      return paint && main !== undefined
        ? { firstContentfulPaint: paint.startTime, mainContentVisible: main }
        : undefined;
    },
    undefined,
    { timeout: 60_000, polling: 50 },
  );
  const { firstContentfulPaint, mainContentVisible } = (await timing.jsonValue()) as LoadTiming;
  const scripts = await page.evaluate(
    (before) =>
      performance
        .getEntriesByType('resource')
        .map((entry) => ({ url: new URL(entry.name), start: entry.startTime }))
        .filter(({ url, start }) => url.origin === location.origin && url.pathname.endsWith('.js') && start <= before)
        .map(({ url }) => url.pathname.slice(1)),
    mainContentVisible,
  );
  return { firstContentfulPaint, mainContentVisible, scripts };
}

/** Signs in through the portal's own sign-in screen and keeps what Firebase Auth stored (IndexedDB). */
export async function signedInState(
  browser: Browser,
  loginUrl: string,
  email: string,
  password: string,
): Promise<StorageState> {
  const context = await browser.newContext({ ignoreHTTPSErrors: true });
  try {
    const page = await context.newPage();
    await page.goto(loginUrl);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/auth/'), { timeout: 60_000 });
    return await signedInStorage(context);
  } finally {
    await context.close();
  }
}

export interface Spread {
  min: number;
  median: number;
  max: number;
}

export function spread(values: readonly number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return { min: sorted[0]!, median, max: sorted.at(-1)! };
}

/** A fetch of one load, ms since navigation. */
export interface Fetch {
  name: string;
  start: number;
  end: number;
}

/** Records every finished request of the page from now on; read the list once the page is settled. */
export function recordFetches(page: Page): { fetches: () => Fetch[] } {
  const finished: Request[] = [];
  const navigationStarted = Date.now();
  page.on('requestfinished', (request) => finished.push(request));
  return {
    fetches: () =>
      finished.map((request) => {
        const { startTime, responseEnd } = request.timing();
        return {
          name: request.url(),
          start: startTime - navigationStarted,
          end: startTime - navigationStarted + responseEnd,
        };
      }),
  };
}

/** One load's fetches in start order (scripts by file, backend calls by port and last two path parts): where the time went. */
export function printWaterfall(title: string, fetches: readonly Fetch[]): void {
  console.log(`\n${title}: start-end ms, what`);
  for (const entry of [...fetches].sort((a, b) => a.start - b.start)) {
    const url = new URL(entry.name);
    const what = url.pathname.startsWith('/assets/')
      ? url.pathname.slice('/assets/'.length)
      : `${url.port} ${decodeURIComponent(url.pathname).split('/').slice(-2).join('/')}`;
    console.log(
      `${Math.round(entry.start).toString().padStart(6)}-${Math.round(entry.end).toString().padEnd(6)} ${what.slice(0, 100)}`,
    );
  }
}

/**
 * Whether a request is one of Firestore's streaming channels (WebChannel's Listen and Write): the
 * full SDK keeps one open for as long as the page listens, so it never counts as in flight.
 */
const isStreamingChannel = (request: Request): boolean =>
  /\/google\.firestore\.v1\.Firestore\/\w+\/channel/.test(request.url());

// Runs in the page (as text: tsx would wrap named functions in a helper the page lacks): resolves
// once its main thread has run no long task (over 50 ms) for half a second, or after 60 s.
const MAIN_THREAD_QUIET = `new Promise((done) => {
  const started = performance.now();
  let lastBusy = started;
  new PerformanceObserver((entries) => {
    for (const entry of entries.getEntries()) lastBusy = Math.max(lastBusy, entry.startTime + entry.duration);
  }).observe({ type: 'longtask', buffered: true });
  const check = () => (performance.now() - lastBusy >= 500 || performance.now() - started > 60000 ? done() : setTimeout(check, 100));
  check();
})`;

/**
 * Follows the page's requests from now on. `settled()` resolves once no request (Firestore's
 * streaming channels aside) has been in flight for 0.5 s and the main thread was quiet meanwhile,
 * with no request leaving after it (or after 2 minutes).
 */
export function followNetwork(page: Page): { settled: () => Promise<void> } {
  const inFlight = new Set<Request>();
  let lastActivity = Date.now();
  page.on('request', (request) => {
    if (isStreamingChannel(request)) return;
    inFlight.add(request);
    lastActivity = Date.now();
  });
  const ended = (request: Request) => {
    if (!inFlight.delete(request)) return;
    lastActivity = Date.now();
  };
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  const networkQuiet = () => inFlight.size === 0 && Date.now() - lastActivity >= 500;
  return {
    settled: async () => {
      const deadline = Date.now() + 120_000;
      while (Date.now() < deadline) {
        if (!networkQuiet()) {
          await new Promise((done) => setTimeout(done, 100));
          continue;
        }
        const activity = lastActivity;
        await page.evaluate(MAIN_THREAD_QUIET);
        if (lastActivity === activity && inFlight.size === 0) return;
      }
    },
  };
}
