import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccount } from '../../scripts/demo-accounts';
import { eventPaths } from '../../src/domain/paths';
import { teamSchema, withNameSortKey } from '../../src/domain/team';
import { adminDb } from '../support/auth-people';
import { releaseBrowser, sharedBrowser, openSignedIn, atBothWidths } from '../support/browser';
import { getStack } from '../support/stack';

// Moving around the portal as a person does: a long list scrolled down, a row opened and Back
// again; where the focus lands for a screen reader; an editor with unsaved changes; a screen whose
// code cannot be fetched.

const run = randomUUID().slice(0, 8);
/**
 * Enough teams that the list runs far below the window, and past the rows drawn in its first frame;
 * named to sort first, so that they are on the list's first page however many teams other stories made.
 */
const TEAM_COUNT = 80;
const teamIds = Array.from({ length: TEAM_COUNT }, (_, index) => `scroll-${run}-${String(index).padStart(2, '0')}`);
const paths = () => eventPaths(getStack().eventId);

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
const focusedHeading = (page: Page) =>
  page.evaluate(() =>
    document.activeElement?.tagName === 'H1'
      ? document.activeElement.textContent
      : `not a heading: ${document.activeElement?.tagName}`,
  );

let browser: Browser;
beforeAll(async () => {
  browser = await sharedBrowser();
  const now = new Date().toISOString();
  const batch = adminDb().batch();
  for (const [index, id] of teamIds.entries()) {
    const team = teamSchema.parse({
      id,
      name: `Aaa Scroll ${run} ${String(index).padStart(2, '0')}`,
      ownerId: '',
      userIds: [],
      parentTeamId: '',
      childTeamIds: [],
      teamTypeId: '',
      createdAt: now,
      createdBy: 'e2e',
      updatedAt: now,
      updatedBy: 'e2e',
    });
    batch.set(adminDb().doc(paths().doc('teams', id)), withNameSortKey(team));
  }
  await batch.commit();
});
afterAll(async () => {
  const batch = adminDb().batch();
  for (const id of teamIds) batch.delete(adminDb().doc(paths().doc('teams', id)));
  await batch.commit();
  await releaseBrowser(browser);
});

describe('moving between screens', () => {
  /** Opens the teams list signed in as the admin, scrolled down to the 61st team's row; answers the page, the row and the scroll position. */
  async function listScrolledDown() {
    // Through the login screen, so the list is reached inside the portal: opened straight from its
    // address as the page's first entry, Back brings it back at another position.
    const page = await openSignedIn(browser, '/admin/teams', demoAccount('admin').email, { viaLogin: true });
    const row = page
      .getByRole('table', { name: 'Teams' })
      .getByRole('link', { name: `Aaa Scroll ${run} 60`, exact: true });
    await row.waitFor({ timeout: 60_000 });
    await row.scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 200);
    // The wheel scrolls smoothly: the position is read once it has come to rest.
    let previous = -1;
    await expect
      .poll(
        async () => {
          const [before, now] = [previous, (previous = await scrollY(page))];
          return now > 1500 && now === before;
        },
        { interval: 250, timeout: 15_000 },
      )
      .toBe(true);
    return { page, row, listPosition: await scrollY(page) };
  }

  it(
    'a row opened far down a long list shows its screen at the top, with the focus on its heading',
    { timeout: 180_000 },
    async () => {
      const { page, row } = await listScrolledDown();
      await row.click();
      await page.waitForURL((url) => url.pathname === `/admin/teams/${teamIds[60]}`);
      await page.getByRole('heading', { level: 1, name: `Aaa Scroll ${run} 60` }).waitFor();
      expect(await scrollY(page)).toBe(0);
      await expect.poll(() => focusedHeading(page), { timeout: 15_000 }).toBe(`Aaa Scroll ${run} 60`);
      await page.close();
    },
  );

  it(
    'Back from a row returns to the same place in the list, the focus on its heading',
    { timeout: 180_000 },
    async () => {
      const { page, row, listPosition } = await listScrolledDown();
      await row.click();
      await page.getByRole('heading', { level: 1, name: `Aaa Scroll ${run} 60` }).waitFor();
      await page.goBack();
      await page.waitForURL((url) => url.pathname === '/admin/teams');
      // (The browser shows the address before the router has drawn the list: on a busy machine, a while.)
      await expect.poll(() => scrollY(page), { timeout: 15_000 }).toBe(listPosition);
      expect(await row.isVisible()).toBe(true);
      await expect.poll(() => focusedHeading(page), { timeout: 15_000 }).toBe('Teams');
      await page.close();
    },
  );

  it(
    'an editor with unsaved changes asks before a link or Back leaves it, and stays on Stay',
    { timeout: 180_000 },
    async () => {
      const content = await adminDb()
        .collection(paths().collection('content'))
        .where('isArchived', '==', false)
        .limit(1)
        .get();
      const contentId = content.docs[0]!.id;
      // Opened from the list, so that Back stays inside the portal (the guard cannot hold a Back to another page load).
      const page = await openSignedIn(browser, '/admin/content', demoAccount('admin').email);
      await page
        .getByRole('table', { name: 'Content pages' })
        .getByRole('link', { name: String(content.docs[0]!.get('title')), exact: true })
        .click();
      await page.getByRole('button', { name: 'Add section' }).first().waitFor({ timeout: 60_000 });
      await page.getByRole('button', { name: 'Add section' }).first().click();
      await page.getByRole('button', { name: 'Callout', exact: true }).click();
      await page.locator('.section-editor-card').last().getByLabel('Text').fill('Not saved yet');

      await page.getByRole('navigation', { name: 'breadcrumb' }).getByRole('link').first().click();
      const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
      await dialog.waitFor();
      expect(await dialog.textContent()).toContain("Your changes to this page's sections have not been saved.");
      await dialog.getByRole('button', { name: 'Stay' }).click();
      await dialog.waitFor({ state: 'hidden' });
      expect(new URL(page.url()).pathname).toBe(`/admin/content/${contentId}`);
      expect(await page.locator('.section-editor-card').last().getByLabel('Text').inputValue()).toBe('Not saved yet');

      await page.goBack();
      await dialog.waitFor();
      expect(new URL(page.url()).pathname).toBe(`/admin/content/${contentId}`);
      await dialog.getByRole('button', { name: 'Leave' }).click();
      await page.waitForURL((url) => url.pathname === '/admin/content');
      await page.close();
    },
  );

  it(
    'a screen whose code cannot be fetched reloads the page once, then shows the section error inside the frame',
    { timeout: 180_000 },
    async () => {
      const page = await openSignedIn(browser, '/admin/teams', demoAccount('admin').email);
      let chunkRequests = 0;
      await page.route('**/assets/view-team-page-*.js', (route) => {
        chunkRequests += 1;
        return route.abort();
      });
      let documentLoads = 0;
      page.on('load', () => (documentLoads += 1));

      const firstTeam = page
        .getByRole('table', { name: 'Teams' })
        .getByRole('link', { name: `Aaa Scroll ${run} 00`, exact: true });
      await firstTeam.waitFor({ timeout: 60_000 });
      // Clicked from inside the page: the reload it leads to would otherwise hold Playwright's click.
      await firstTeam.evaluate((link: HTMLElement) => link.click());
      const error = page
        .getByRole('alert')
        .filter({ has: page.getByRole('heading', { level: 1, name: 'Something Went Wrong' }) });
      await error.waitFor({ timeout: 60_000 });
      expect(documentLoads).toBe(1);
      expect(chunkRequests).toBe(2);
      expect(new URL(page.url()).pathname).toBe(`/admin/teams/${teamIds[0]}`);
      expect(await error.getByRole('button').allTextContents()).toEqual([
        'Try Again',
        'Refresh Page',
        'Go To Dashboard',
      ]);
      // The frame stays: the menu is there to carry on from.
      expect(await page.getByRole('complementary', { name: 'Main menu' }).count()).toBe(1);
      await atBothWidths(page, 'navigation-section-error');

      // Once the code can be fetched again, Refresh Page brings the screen.
      await page.unroute('**/assets/view-team-page-*.js');
      await error.getByRole('button', { name: 'Refresh Page' }).click();
      await page.getByRole('heading', { level: 1, name: `Aaa Scroll ${run} 00` }).waitFor();
      await page.close();
    },
  );
});
