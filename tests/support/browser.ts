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
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The features playwright-core 1.65 switches off in every Chromium it launches (its chromiumSwitches). */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * The omnibox's popup, which headless Chromium 156 still builds for every window in a renderer of
 * its own (a "WebUI Top Renderer" of chrome://omnibox-popup.top-chrome) and updates on every
 * navigation: on two cores it took CPU from the page under test, and the stories ran about a
 * sixth slower with it.
 */
export const OMNIBOX_POPUP_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup'];

/** Chromium keeps only the last --disable-features it is given: the one the stories pass carries Playwright's too. */
export const DISABLED_FEATURES_SWITCH = `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_POPUP_FEATURES].join(',')}`;

const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  DISABLED_FEATURES_SWITCH,
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

/**
 * The end-to-end run's one browser, launched by the first file that asks and kept for the next
 * files (the e2e project runs its files one after another in one worker): a launch and each demo
 * account's sign-in are paid once per run, not once per file. Each file gives it back with
 * `releaseBrowser`.
 */
let shared: Promise<Browser> | undefined;

export function sharedBrowser(): Promise<Browser> {
  shared ??= launchBrowser().then((browser) => {
    browser.on('disconnected', () => (shared = undefined));
    return browser;
  });
  return shared;
}

/** Each demo account's signed-in context, per browser, kept from its first sign-in on. */
const signedInContexts = new WeakMap<Browser, Map<string, BrowserContext>>();

function keptContexts(browser: Browser): Map<string, BrowserContext> {
  const kept = signedInContexts.get(browser) ?? new Map<string, BrowserContext>();
  signedInContexts.set(browser, kept);
  return kept;
}

/**
 * Ends a file's use of the shared browser: closes every page it opened and every context but the
 * kept signed-in ones, so nothing of one file runs on into the next.
 */
export async function releaseBrowser(browser: Browser | undefined): Promise<void> {
  if (!browser) return;
  const kept = new Set(keptContexts(browser).values());
  await Promise.all(
    browser.contexts().map(async (context) => {
      if (!kept.has(context)) return context.close();
      await Promise.all(context.pages().map((page) => page.close()));
    }),
  );
}

/**
 * Opens a page in a fresh browser context (no shared sign-in) at a size, 1400 px wide by default;
 * closing the page closes its context.
 */
export async function openPage(browser: Browser, path = '/', width = 1400): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  page.once('close', () => void context.close());
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

/**
 * Answers a page at `path` signed in as `email`, as a person opens another tab: a demo account
 * (demo password) is signed in once per browser on the login screen a link into the portal leads
 * to, and its later pages open in that same context (its sign-in, its HTTP cache and its Firestore
 * cache), straight at `path`. Close the page, never its context. `viaLogin` opens a context of its
 * own and signs in there, for a test whose account's session may not be shared: one that signs
 * out, goes offline, or changes the account's password, email, role or standing.
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
  const kept = keptContexts(browser);
  const keptContext = reusable ? kept.get(email) : undefined;
  if (keptContext) {
    const page = await keptContext.newPage();
    await page.setViewportSize({ width, height: 900 });
    await page.goto(portalUrl(path));
    const accountMenu = page.getByRole('button', { name: /: account menu$/ });
    await accountMenu.or(page.getByRole('button', { name: 'Sign in' })).waitFor();
    if (!(await accountMenu.isVisible())) {
      // A test signed this session out: sign in again, in a new kept context.
      kept.delete(email);
      await keptContext.close();
      return openSignedIn(browser, path, email, { password, width });
    }
    if (new URL(page.url()).pathname !== path)
      throw new Error(`Signed in as ${email} in its kept context, the portal is at ${page.url()} instead of ${path}.`);
    return page;
  }
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  if (!reusable) page.once('close', () => void context.close());
  await page.goto(portalUrl(path));
  await page.waitForURL(/\/auth\/login/);
  await signIn(page, email, password);
  await page.waitForURL((url) => url.pathname === path);
  if (reusable) kept.set(email, context);
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
