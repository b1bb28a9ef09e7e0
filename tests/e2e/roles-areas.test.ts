import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoAccount } from '../../scripts/demo-accounts';
import { releaseBrowser, sharedBrowser, openPage, signIn, openSignedIn } from '../support/browser';

// Each demo person signs in and sees exactly the areas of their role.

const BUILT_SECTIONS = [
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

function signInAs(browser: Browser, who: Parameters<typeof demoAccount>[0], path: string): Promise<Page> {
  return openSignedIn(browser, path, demoAccount(who).email);
}

const sectionHeadings = (page: Page) => page.getByRole('heading', { level: 2 }).allTextContents();
const quickLinks = (page: Page) =>
  page.getByRole('navigation', { name: 'Admin quick links' }).getByRole('link').allTextContents();
const mainMenu = (page: Page) => page.getByRole('complementary', { name: 'Main menu' });

describe('each role sees exactly its areas', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await sharedBrowser();
  });
  afterAll(async () => {
    await releaseBrowser(browser);
  });

  it('an admin sees every admin section with built screens and the admin-only quick links (Branding)', async () => {
    const page = await signInAs(browser, 'admin', '/admin');
    await page.waitForURL((url) => url.pathname === '/admin');
    await expect.poll(() => sectionHeadings(page)).toEqual(BUILT_SECTIONS);
    await expect.poll(() => quickLinks(page)).toContain('Branding');
    expect(await mainMenu(page).getByRole('link', { name: 'Admin' }).count()).toBe(1);
    await page.close();
  });

  it('a moderator gets the admin area without the admin-only quick links or settings', async () => {
    const page = await signInAs(browser, 'moderator', '/admin');
    await page.waitForURL((url) => url.pathname === '/admin');
    await expect.poll(() => sectionHeadings(page)).toContain('Content');
    const headings = await sectionHeadings(page);
    expect(headings).not.toContain('General settings');
    expect(headings).not.toContain('Emails');
    const links = await quickLinks(page);
    expect(links).toContain('Admin');
    expect(links).not.toContain('Branding');
    expect(links).not.toContain('Notifications');
    await page.goto(new URL('/admin/branding', page.url()).toString());
    await page.waitForURL((url) => url.pathname === '/unauthorised');
    await page.close();
  });

  it('a report viewer lands on the reports overview, and their admin landing holds only Reporting', async () => {
    const page = await openPage(browser, '/auth/login');
    await signIn(page, demoAccount('reportViewer').email, DEMO_PASSWORD);
    await page.waitForURL((url) => url.pathname === '/admin/reports');
    await page.getByRole('heading', { level: 1, name: 'Reports' }).waitFor();
    await expect.poll(() => mainMenu(page).getByRole('link', { name: 'Admin' }).count()).toBe(1);
    await page.goto(new URL('/admin', page.url()).toString());
    await expect.poll(() => sectionHeadings(page)).toEqual(['Reporting']);
    await page.goto(new URL('/admin/content', page.url()).toString());
    await page.waitForURL((url) => url.pathname === '/unauthorised');
    await page.close();
  });

  for (const who of ['teamOwner', 'teamMember'] as const) {
    it(`a ${who === 'teamOwner' ? 'team owner' : 'team member'} has no admin link, and /admin leads to /unauthorised`, async () => {
      const page = await signInAs(browser, who, '/');
      await page.waitForURL((url) => url.pathname === '/');
      await expect.poll(() => mainMenu(page).getByRole('link').count()).toBeGreaterThan(0);
      expect(await mainMenu(page).getByRole('link', { name: 'Admin' }).count()).toBe(0);
      await page.goto(new URL('/admin', page.url()).toString());
      await page.waitForURL((url) => url.pathname === '/unauthorised');
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent())
        .toBe("You don't have access to this page");
      await page.close();
    });
  }

  it('the user menu names the person and their role', async () => {
    const page = await signInAs(browser, 'moderator', '/');
    await page.waitForURL((url) => url.pathname === '/');
    const account = demoAccount('moderator');
    const toggle = page.locator('#user-menu');
    await expect.poll(() => toggle.textContent()).toContain(`${account.firstName} ${account.surname}`);
    expect(await toggle.textContent()).toContain('Moderator');
    await toggle.click();
    for (const name of ['My Account', 'My Events', 'Sign out']) await page.getByText(name, { exact: true }).waitFor();
    await page.close();
  });
});
