import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoAccount } from '../../scripts/demo-accounts';
import { launchBrowser, openPage, signIn } from '../support/browser';

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
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('the seeded admin signs in and sees the admin landing page with every section that has screens', async () => {
    const admin = demoAccount('admin');
    const page = await openPage(browser, '/admin');
    // Signed out, the admin URL leads to the login with a way back.
    await page.waitForURL(/\/auth\/login\?continuePath=%2Fadmin$/);
    await signIn(page, admin.email, DEMO_PASSWORD);
    await page.waitForURL(/\/admin$/);
    await expect.poll(() => page.getByRole('heading', { level: 2 }).allTextContents()).toEqual(builtSections);
    await page.screenshot({ path: 'test-results/admin-home-1400.png', fullPage: true });
  });

  it('a wrong password shows the friendly message and keeps the person on the login', async () => {
    const admin = demoAccount('admin');
    const page = await openPage(browser, '/auth/login');
    await signIn(page, admin.email, 'not-the-password');
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('The password provided is incorrect.');
    expect(new URL(page.url()).pathname).toBe('/auth/login');
  });
});
