import type { Browser, BrowserContextOptions } from 'playwright-core';

export type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

/** Milliseconds from navigation start of one cold load (fresh context: no cache, no service worker). */
export interface LoadTiming {
  firstContentfulPaint: number;
  mainContentVisible: number;
}

// Runs in the page from its first script on: notes when the route's main content first shows,
// i.e. a heading on screen and no loading skeleton (aria-busy) left. Screens' h1 is their title.
const MAIN_CONTENT_PROBE = `(() => {
  const check = () => {
    const heading = document.querySelector('h1');
    if (heading && heading.getBoundingClientRect().height > 0 && !document.querySelector('[aria-busy="true"]')) {
      window.__mainContentVisibleAt = performance.now();
      return;
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})();`;

export async function loadOnce(browser: Browser, url: string, storageState?: StorageState): Promise<LoadTiming> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, storageState });
  try {
    await context.addInitScript({ content: MAIN_CONTENT_PROBE });
    const page = await context.newPage();
    await page.goto(url);
    const timing = await page.waitForFunction(
      () => {
        const paint = performance.getEntriesByName('first-contentful-paint')[0];
        const main = (window as unknown as { __mainContentVisibleAt?: number }).__mainContentVisibleAt;
        return paint && main !== undefined ? { firstContentfulPaint: paint.startTime, mainContentVisible: main } : undefined;
      },
      undefined,
      { timeout: 60_000, polling: 50 },
    );
    return (await timing.jsonValue()) as LoadTiming;
  } finally {
    await context.close();
  }
}

/** Signs in through the portal's own sign-in screen and keeps what Firebase Auth stored (IndexedDB). */
export async function signedInState(browser: Browser, loginUrl: string, email: string, password: string): Promise<StorageState> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(loginUrl);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/auth/'), { timeout: 60_000 });
    return await context.storageState({ indexedDB: true });
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
