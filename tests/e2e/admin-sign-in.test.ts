import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoAccount } from '../../scripts/demo-accounts';
import { releaseBrowser, sharedBrowser, openPage, portalUrl, signIn, takePicture } from '../support/browser';

// Runs in the page before its scripts: notes whether anything takes the root's content away
// (React rendering afresh) rather than taking it over (hydrating the prerendered markup).
const WATCH_ROOT = `new MutationObserver((records) => {
  if (records.some((record) => record.target.id === 'root' && record.removedNodes.length)) window.__rootReplaced = true;
}).observe(document, { childList: true, subtree: true });`;

// Reporting has no screen yet, so the landing leaves it out.
const builtSections = [
  'Reporting',
  'General settings',
  'Dashboard',
  'Assets & Downloads',
  'Tasks',
  'Content',
  'Forms',
  'Emails',
  'Notifications',
  'Teams, Users & Custom Fields',
  'Suppliers',
];

describe('an organiser signs in', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await sharedBrowser();
  });
  afterAll(async () => {
    await releaseBrowser(browser);
  });

  it('the seeded admin signs in and sees the admin landing page with every section that has screens', async () => {
    const admin = demoAccount('admin');
    const page = await openPage(browser, '/admin');
    // Signed out, the admin URL leads to the login with a way back.
    await page.waitForURL(/\/auth\/login\?continuePath=%2Fadmin$/);
    await signIn(page, admin.email, DEMO_PASSWORD);
    await page.waitForURL(/\/admin$/);
    await expect.poll(() => page.getByRole('heading', { level: 2 }).allTextContents()).toEqual(builtSections);
    await takePicture(page, 'admin-home-1400');
  });

  it('the sign-in screen comes in its HTML, and the portal takes that markup over rather than drawing it again', async () => {
    const bare = await browser.newContext({ javaScriptEnabled: false });
    const html = await bare.newPage();
    await html.goto(portalUrl('/auth/login'));
    // No script has run: the heading, the fields and the button are the HTML's own.
    expect(await html.getByRole('heading', { level: 1 }).textContent()).toBe('Sign in');
    expect(await html.getByLabel('Email').isVisible()).toBe(true);
    expect(await html.getByLabel('Password').isVisible()).toBe(true);
    expect(await html.getByRole('button', { name: 'Sign in' }).isVisible()).toBe(true);
    await bare.close();

    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    await context.addInitScript({ content: WATCH_ROOT });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.goto(portalUrl('/auth/login'));
    // Hydrated: the autofocus is React's, and the markup was kept.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('login-email');
    expect(await page.evaluate(() => (window as { __rootReplaced?: boolean }).__rootReplaced ?? false)).toBe(false);
    await signIn(page, demoAccount('admin').email, DEMO_PASSWORD);
    await page.waitForURL(/\/admin$/);
    expect(errors).toEqual([]);
    await context.close();

    // With a query the screen differs from the prerendered one (here its forgot-password link), so it is drawn afresh.
    const other = await browser.newContext();
    await other.addInitScript({ content: WATCH_ROOT });
    const withQuery = await other.newPage();
    await withQuery.goto(portalUrl('/auth/login?continuePath=%2Fadmin%2Fteams'));
    await expect
      .poll(() => withQuery.getByRole('link', { name: 'Forgot password?' }).getAttribute('href'))
      .toBe('/auth/forgot-password?continuePath=%2Fadmin%2Fteams');
    expect(await withQuery.evaluate(() => (window as { __rootReplaced?: boolean }).__rootReplaced ?? false)).toBe(true);
    await other.close();
  });

  // On a slow line the HTML's form is there long before the portal's code: a person can fill it in,
  // and even press Sign in, first. Here the code the boot script starts after the first paint is held
  // back until they have; with a query the portal draws the screen afresh rather than taking it over.
  async function loginWithCodeHeld(
    address: string,
  ): Promise<{ page: Page; releaseCode: () => void; errors: string[] }> {
    const page = await (await browser.newContext({ viewport: { width: 1400, height: 900 } })).newPage();
    // A hydration that finds other markup than it renders says so on the console.
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    let releaseCode!: () => void;
    const codeReleased = new Promise<void>((release) => (releaseCode = release));
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await codeReleased;
      await route.continue();
    });
    await page.goto(portalUrl(address), { waitUntil: 'domcontentloaded' });
    return { page, releaseCode, errors };
  }
  const takenOver = (page: Page) =>
    page.evaluate(() => !document.getElementById('root')?.hasAttribute('data-prerendered'));

  it('paints the sign-in from its HTML before any of its code is fetched, then takes it over', async () => {
    const page = await (await browser.newContext({ viewport: { width: 1400, height: 900 } })).newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.endsWith('.js')) scripts.push(pathname);
    });
    // The HTML's one script, which loads the code after the first frame: held until the screen has painted.
    let releaseBoot!: () => void;
    const bootReleased = new Promise<void>((release) => (releaseBoot = release));
    await page.route(/\/assets\/after-first-paint-[^/]+\.js$/, async (route) => {
      await bootReleased;
      await route.continue();
    });
    await page.goto(portalUrl('/auth/login'), { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await expect.poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length)).toBe(1);
    // Nothing downloaded (and compiled) beside the first frame: no modulepreload in the HTML.
    expect(scripts).toEqual([expect.stringMatching(/^\/assets\/after-first-paint-/)]);
    releaseBoot();
    await expect.poll(() => takenOver(page)).toBe(true);
    expect(scripts).toContainEqual(expect.stringMatching(/^\/assets\/login-page-/));
    await page.close();
  });

  for (const [address, arrivesAt] of [
    ['/auth/login', /\/admin$/],
    ['/auth/login?continuePath=%2Fadmin%2Fteams', /\/admin\/teams$/],
  ] as const) {
    it(`keeps what was typed in the HTML's form, and where, when the portal takes over (${address})`, async () => {
      const { page, releaseCode, errors } = await loginWithCodeHeld(address);
      await page.getByLabel('Email').fill(demoAccount('admin').email);
      await page.getByLabel('Password').fill(DEMO_PASSWORD.slice(0, -1));
      expect(await takenOver(page)).toBe(false);
      releaseCode();
      await expect.poll(() => takenOver(page)).toBe(true);
      // The typed email is the portal's now: the way to a new password carries it.
      const forgotLink = page.getByRole('link', { name: 'Forgot password?' });
      await expect
        .poll(() => forgotLink.getAttribute('href'))
        .toContain(`email=${encodeURIComponent(demoAccount('admin').email)}`);
      // Still in the password field, not moved to the email by an autofocus: typing goes on there.
      await page.keyboard.type(DEMO_PASSWORD.slice(-1));
      await page.keyboard.press('Enter');
      await page.waitForURL(arrivesAt);
      expect(errors).toEqual([]);
      await page.close();
    });

    it(`sends the HTML's form pressed before the portal took over once it has, to where it was going (${address})`, async () => {
      const { page, releaseCode } = await loginWithCodeHeld(address);
      // Pressed in the HTML's form itself: the helper `signIn` would wait for the take-over.
      await page.getByLabel('Email').fill(demoAccount('admin').email);
      await page.getByLabel('Password').fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();
      // Held, not sent by the browser: that would reload the page and lose where it was going.
      await expect
        .poll(() => page.evaluate(() => document.getElementById('root')?.getAttribute('data-held-submit')))
        .toBe('Sign in');
      const { pathname, search } = new URL(page.url());
      expect(pathname + search).toBe(address);
      releaseCode();
      await page.waitForURL(arrivesAt);
      await page.close();
    });
  }

  it('a wrong password shows the friendly message and keeps the person on the login', async () => {
    const admin = demoAccount('admin');
    const page = await openPage(browser, '/auth/login');
    await signIn(page, admin.email, 'not-the-password');
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('The password provided is incorrect.');
    expect(new URL(page.url()).pathname).toBe('/auth/login');
  });
});
