import {
  chromium,
  type Browser,
  type BrowserContext,
  type ConsoleMessage,
  type Locator,
  type Page,
} from 'playwright-core';
import { DEMO_PASSWORD } from '../../scripts/demo-accounts';
import { PRERENDERED_ATTRIBUTE } from '../../src/lib/prerendered';

// Debian's Chromium, never a downloaded browser; the flags keep it off this machine's closed network.
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
}

/** The portal URL that tests/setup/global-portal.ts serves the built SPA on. */
export function portalUrl(path = '/'): string {
  const base = process.env.EVENTFLOW_PORTAL_URL;
  if (!base)
    throw new Error(
      'EVENTFLOW_PORTAL_URL is not set: run the e2e project through vitest (its global setup serves the portal).',
    );
  return new URL(path, base).toString();
}

/** Opens a fresh browser context (no shared sign-in) at a size, 1400 px wide by default. */
export async function openPage(browser: Browser, path = '/', width = 1400): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.goto(portalUrl(path));
  return page;
}

/**
 * Signs in on the login screen once the app has taken it over from the prerendered HTML, so every
 * story signs in the same way; typing and sending before and during the take-over have their own
 * tests (admin-sign-in, sign-in-form).
 */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.waitForFunction(
    (attribute) => !document.getElementById('root')?.hasAttribute(attribute),
    PRERENDERED_ATTRIBUTE,
    {
      timeout: 30_000,
    },
  );
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** An origin of a state taken with `indexedDB: true` (Playwright's types leave its databases out). */
type OriginWithDatabases = StorageState['origins'][number] & { indexedDB?: { name: string }[] };

/** Where Firebase Auth keeps the sign-in in a browser (an IndexedDB database of the page's origin). */
const AUTH_DATABASE = 'firebaseLocalStorageDb';

/**
 * What a signed-in browser keeps that makes the next context signed in: its cookies, local storage
 * and Firebase Auth's IndexedDB database, but not Firestore's cache (IndexedDB too), whose
 * documents, writes waiting to be sent and tab ownership belong to that one browser.
 */
export async function signedInStorage(context: BrowserContext): Promise<StorageState> {
  const state = await context.storageState({ indexedDB: true });
  return {
    ...state,
    origins: state.origins.map((origin: OriginWithDatabases) => ({
      ...origin,
      indexedDB: origin.indexedDB?.filter((database) => database.name === AUTH_DATABASE),
    })),
  };
}

/** Each demo account's browser storage right after its first sign-in, per browser: Firebase Auth keeps the session in IndexedDB. */
const signedInStates = new WeakMap<Browser, Map<string, StorageState>>();

/**
 * Answers a page at `path` signed in as `email`. An account's first opening in a browser follows a
 * link into the portal signed out and signs in on the login screen it leads to; later openings of a
 * demo account (demo password) start from the storage that sign-in left, straight at `path`.
 * `viaLogin` always goes through the login screen, for a test whose account's session may not be
 * reused: one that signs out, or changes the account's password, email, role or standing.
 */
export async function openSignedIn(
  browser: Browser,
  path: string,
  email: string,
  {
    password = DEMO_PASSWORD,
    width = 1400,
    viaLogin = false,
  }: { password?: string; width?: number; viaLogin?: boolean } = {},
): Promise<Page> {
  const reusable = !viaLogin && password === DEMO_PASSWORD;
  const states = signedInStates.get(browser) ?? new Map<string, StorageState>();
  signedInStates.set(browser, states);
  const state = reusable ? states.get(email) : undefined;
  if (state) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, storageState: state });
    const page = await context.newPage();
    await page.goto(portalUrl(path));
    await page.getByRole('button', { name: /: account menu$/ }).waitFor();
    if (new URL(page.url()).pathname !== path)
      throw new Error(
        `Signed in as ${email} from the kept session, the portal is at ${page.url()} instead of ${path}.`,
      );
    return page;
  }
  const page = await openPage(browser, path, width);
  await page.waitForURL(/\/auth\/login/);
  await signIn(page, email, password);
  await page.waitForURL((url) => url.pathname === path);
  if (reusable) states.set(email, await signedInStorage(page.context()));
  return page;
}

/**
 * Waits until the screen shows what it will show: nothing marked busy (skeletons, loading lists),
 * every picture it is loading drawn and its fonts in. Never "until the network is idle": the
 * portal keeps Firestore's listening channel open for as long as it shows live data.
 */
export async function screenSettled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      !document.querySelector('[aria-busy="true"]') &&
      document.fonts.status === 'loaded' &&
      Array.from(document.images).every((image) => image.loading === 'lazy' || image.complete),
    undefined,
    { timeout: 30_000 },
  );
}

/**
 * Saves test-results/{name}.png of a page (the whole page unless `fullPage` is false) or of one
 * element, only when EVENTFLOW_PICTURES is 1. Pictures are for people to look at and cost a full
 * run minutes of CPU: `npm run screens` takes them, `npm test` takes none.
 */
export async function takePicture(target: Page | Locator, name: string, { fullPage = true } = {}): Promise<void> {
  if (process.env.EVENTFLOW_PICTURES !== '1') return;
  const path = `test-results/${name}.png`;
  // Only a page has a main frame; an element's picture is its own box, with no fullPage to choose.
  await target.screenshot('mainFrame' in target ? { path, fullPage } : { path });
}

/**
 * A screen at 1400 px and at 390 px wide, each once `ready` resolves, so every screen is checked
 * (and, with pictures on, looked at as test-results/{name}-{width}.png) on a desktop and on a phone.
 */
export async function atBothWidths(
  page: Page,
  name: string,
  { ready = async () => undefined, fullPage = true }: { ready?: () => Promise<unknown>; fullPage?: boolean } = {},
): Promise<void> {
  for (const [width, height] of [
    [1400, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await ready();
    await takePicture(page, `${name}-${width}`, { fullPage });
  }
  await page.setViewportSize({ width: 1400, height: 900 });
}

/** Errors and warnings the page logs from now on, and scripts that throw. */
export function collectConsole(page: Page): string[] {
  const logged: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning')
      logged.push(`${message.type()}: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => logged.push(`uncaught: ${error.message}`));
  return logged;
}
