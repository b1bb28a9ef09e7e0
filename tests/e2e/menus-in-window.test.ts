import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoAccount } from '../../scripts/demo-accounts';
import { releaseBrowser, sharedBrowser, openSignedIn, takePicture } from '../support/browser';

// Every kind of menu and tooltip in the portal, opened by an organiser on a desktop and on a phone:
// each stays whole inside the window, below the top bar, wherever its button sits.

/** What opens one menu or tooltip: the screen, and how it is opened there. */
interface Opener {
  name: string;
  path: string;
  open: (page: Page) => Promise<void>;
}

const clickButton =
  (name: string | RegExp) =>
  async (page: Page): Promise<void> => {
    await page.getByRole('button', { name }).first().click();
  };

const OPENERS: Opener[] = [
  { name: 'user menu', path: '/admin', open: clickButton(/: account menu$/) },
  { name: 'row actions', path: '/admin/content', open: clickButton(/^Actions for /) },
  { name: 'form builder add item', path: '/admin/forms/demo-form-stand', open: clickButton('Add item') },
  { name: 'content editor add section', path: '/admin/content/demo-page-welcome', open: clickButton('Add section') },
  { name: 'task filter', path: '/admin/tasks', open: clickButton(/^Team type/) },
  {
    name: 'generate report tooltip',
    path: '/admin/tasks',
    open: (page) => page.getByRole('link', { name: 'Generate Report' }).focus(),
  },
  { name: 'report export', path: '/reports/tasks', open: clickButton('Export') },
  {
    name: 'used in forms tooltip',
    path: '/admin/field-groups',
    open: (page) => page.locator('[aria-describedby^="used-in-"]').first().focus(),
  },
];

/**
 * The open menu or shown tooltip, by how far it reaches past the room it has: the window, below the
 * top bar unless it opened from the top bar.
 */
function reachPastRoom(page: Page): Promise<string> {
  return page.evaluate(() => {
    const shown = document.querySelector('.dropdown-menu.show, [role="tooltip"]:not([hidden])');
    if (!shown) return 'nothing shown';
    const box = shown.getBoundingClientRect();
    const topBar = document.querySelector('[data-sticky-header]');
    const top = topBar && !topBar.contains(shown) ? Math.max(topBar.getBoundingClientRect().bottom, 0) : 0;
    const past = [
      box.left < 0 && `${Math.round(-box.left)} px past the left edge`,
      box.right > document.documentElement.clientWidth &&
        `${Math.round(box.right - document.documentElement.clientWidth)} px past the right edge`,
      box.top < top && `${Math.round(top - box.top)} px under the top bar`,
      box.bottom > window.innerHeight && `${Math.round(box.bottom - window.innerHeight)} px past the bottom`,
    ].filter(Boolean);
    return past.join(', ') || 'inside';
  });
}

describe('menus and tooltips stay inside the window', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await sharedBrowser();
  });
  afterAll(async () => {
    await releaseBrowser(browser);
  });

  for (const width of [1400, 390]) {
    it(`at ${width} px, each opened where it sits on its screen`, { timeout: 180_000 }, async () => {
      const page = await openSignedIn(browser, '/admin', demoAccount('admin').email, {
        password: DEMO_PASSWORD,
        width,
      });
      const found: Record<string, string> = {};
      for (const opener of OPENERS) {
        await page.goto(new URL(opener.path, page.url()).toString());
        await opener.open(page);
        await page.locator('.dropdown-menu.show, [role="tooltip"]:not([hidden])').waitFor();
        found[opener.name] = await reachPastRoom(page);
        await takePicture(page, `menu-${opener.name.replaceAll(' ', '-')}-${width}`, { fullPage: false });
      }
      expect(found).toEqual(Object.fromEntries(OPENERS.map((opener) => [opener.name, 'inside'])));
      await page.close();
    });
  }
});
