import { chromium, type Browser, type Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../../scripts/demo-accounts';

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
  if (!base) throw new Error('EVENTFLOW_PORTAL_URL is not set: run the e2e project through vitest (its global setup serves the portal).');
  return new URL(path, base).toString();
}

/** Opens a fresh browser context (no shared sign-in) at a size, 1400 px wide by default. */
export async function openPage(browser: Browser, path = '/', width = 1400): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.goto(portalUrl(path));
  return page;
}

export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Opens `path` signed out, signs in on the login screen it leads to, and answers the page once it is
 * back at `path`: the way a person follows a link into the portal.
 */
export async function openSignedIn(browser: Browser, path: string, email: string, { password = DEMO_PASSWORD, width = 1400 }: { password?: string; width?: number } = {}): Promise<Page> {
  const page = await openPage(browser, path, width);
  await page.waitForURL(/\/auth\/login/);
  await signIn(page, email, password);
  await page.waitForURL((url) => url.pathname === path);
  return page;
}

/**
 * Screenshots of a screen at 1400 px and at 390 px wide (test-results/{name}-{width}.png), each
 * taken once `ready` resolves, so every screen is looked at on a desktop and on a phone.
 */
export async function screenshotBothWidths(
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
    await page.screenshot({ path: `test-results/${name}-${width}.png`, fullPage });
  }
  await page.setViewportSize({ width: 1400, height: 900 });
}
