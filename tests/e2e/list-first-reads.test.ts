import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccount } from '../../scripts/demo-accounts';
import { launchBrowser, openSignedIn, portalUrl } from '../support/browser';

// A returning person opens a long list: its first page is asked for alongside the screen's code
// (issue 12: the read no longer waits for the page's code, render and store), and only when the
// remembered session may open the screen.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The teams list's first page: top-level teams by their stored sort key, a page's worth. */
function asksForTeamsFirstPage(request: Request): boolean {
  const body = request.postData() ?? '';
  return new URL(request.url()).pathname.endsWith(':runQuery') && body.includes('"collectionId":"teams"') && body.includes('nameSortKey') && body.includes('"limit"');
}

/** Records whether the teams' first page has been asked for, from now on. */
function watchTeamsFirstPage(page: Page): () => boolean {
  let asked = false;
  page.on('request', (request) => {
    if (asksForTeamsFirstPage(request)) asked = true;
  });
  return () => asked;
}

describe('opening a long list', () => {
  it("asks for the teams list's first page while the screen's code is still on its way", async () => {
    const page = await openSignedIn(browser, '/admin/teams', demoAccount('admin').email);
    await page.locator('table tbody tr td').first().waitFor();
    const asked = watchTeamsFirstPage(page);
    // The screen's code is held until the first page is asked for (10 s at most).
    let askedBeforeTheCode: boolean | undefined;
    await page.route(/\/manage-teams-page-[\w-]+\.js$/, async (route) => {
      const deadline = Date.now() + 10_000;
      while (!asked() && Date.now() < deadline) await new Promise((done) => setTimeout(done, 25));
      askedBeforeTheCode = asked();
      await route.continue();
    });
    await page.reload();
    await page.getByRole('heading', { name: 'Teams', level: 1 }).waitFor();
    await page.locator('table:not([aria-busy="true"]) tbody tr td').first().waitFor();
    expect(askedBeforeTheCode).toBe(true);
    await page.context().close();
  });

  it('asks for nothing of the list when the remembered session may not open it', async () => {
    const page = await openSignedIn(browser, '/', demoAccount('teamMember').email);
    const asked = watchTeamsFirstPage(page);
    await page.goto(portalUrl('/admin/teams'));
    await page.waitForURL(/\/unauthorised$/);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(asked()).toBe(false);
    await page.context().close();
  });
});
