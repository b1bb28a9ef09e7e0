import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccount } from '../../scripts/demo-accounts';
import { eventPaths } from '../../src/domain/paths';
import { adminDb, createPerson, type TestPerson } from '../support/auth-people';
import { releaseBrowser, sharedBrowser, openPage, atBothWidths, signIn, openSignedIn } from '../support/browser';
import { getStack } from '../support/stack';

const owner = demoAccount('teamOwner');

/** Screens load lazily and the machine may be busy: wait for what a person would wait for. */
const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 20_000 });

describe('core pages an admin manages', () => {
  let browser: Browser;
  let admin: TestPerson;
  const timeTablePath = () => eventPaths(getStack().eventId).doc('corePages', 'timeTable');
  let originalTimeTable: Record<string, unknown> | undefined;

  beforeAll(async () => {
    originalTimeTable = (await adminDb().doc(timeTablePath()).get()).data();
    // The demo seeds the Time Table unpublished; start from that whatever ran before.
    await adminDb().doc(timeTablePath()).set({ isPublished: false }, { merge: true });
    browser = await sharedBrowser();
    admin = await createPerson('admin');
  });
  afterAll(async () => {
    await releaseBrowser(browser);
    if (originalTimeTable) await adminDb().doc(timeTablePath()).set(originalTimeTable);
  });

  it('an admin publishes the Time Table and a team owner finds it in the menu and opens it', async () => {
    const teamPage = await openSignedIn(browser, '/', owner.email);
    const teamMenu = teamPage.getByRole('navigation', { name: 'Main menu' });
    await teamMenu.getByRole('link').first().waitFor({ timeout: 20_000 });
    expect(await teamMenu.getByRole('link', { name: 'Time Table' }).count()).toBe(0);

    const adminPage = await openPage(browser, '/admin/core-pages');
    await adminPage.waitForURL(/\/auth\/login/);
    await signIn(adminPage, admin.email, admin.password);
    const timeTable = adminPage.getByRole('form', { name: 'Time Table' });
    await timeTable.waitFor({ timeout: 20_000 });
    await atBothWidths(adminPage, 'core-pages');
    await timeTable.getByRole('checkbox', { name: 'Published' }).check();
    await timeTable.getByRole('button', { name: 'Save changes' }).click();
    await poll(() => adminPage.getByRole('status').textContent()).toBe('Your updates have been successfully saved');
    await poll(async () => (await adminDb().doc(timeTablePath()).get()).data()?.isPublished).toBe(true);

    await teamPage.reload();
    const link = teamMenu.getByRole('link', { name: 'Time Table' });
    await link.waitFor({ timeout: 20_000 });
    await link.click();
    await teamPage.waitForURL((url) => url.pathname === '/time-table');
    await teamPage.getByRole('heading', { name: 'Time Table' }).waitFor({ timeout: 20_000 });
    expect(await teamPage.getByText('The time table has not been published yet.').count()).toBe(0);
  });
});
