import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccount } from '../../scripts/demo-accounts';
import { eventPaths } from '../../src/domain/paths';
import { adminDb, createPerson } from '../support/auth-people';
import { releaseBrowser, sharedBrowser, atBothWidths, openSignedIn } from '../support/browser';
import { getStack } from '../support/stack';

// The dashboard draws the card layout of the reader's team type (else the default); an admin
// arranges layouts, and a layout of five cards is refused.

const paths = eventPaths(getStack().eventId);
const run = randomUUID().slice(0, 8);

const cardTitles = (page: Page) =>
  page.getByRole('list', { name: 'Dashboard cards' }).getByRole('heading').allTextContents();

describe('dashboard cards', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await sharedBrowser();
  });
  afterAll(async () => {
    await releaseBrowser(browser);
  });

  it("draws the exhibitors' layout for the demo team, with their unread notifications", async () => {
    const page = await openSignedIn(browser, '/', demoAccount('teamMember').email);
    await expect
      .poll(() => cardTitles(page))
      .toEqual(['Your stand checklist', 'Unread', 'Manuals & plans', 'Order forms', 'Suppliers', 'My team']);
    // Each area's card fills in its figure once its code and data are in: the unread count is the bell's.
    const cards = page.getByRole('list', { name: 'Dashboard cards' });
    await expect.poll(() => cards.locator('[aria-busy="true"]').count()).toBe(0);
    const bell = await page.getByRole('link', { name: /^Notifications, \d+ unread$/ }).getAttribute('aria-label');
    const unreadCard = cards.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Unread' }) });
    expect(await unreadCard.locator('.dashboard-card-figure').textContent()).toBe(/(\d+) unread/.exec(bell ?? '')?.[1]);
    expect(
      await cards
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: 'Your stand checklist' }) })
        .locator('.dashboard-card-figure')
        .textContent(),
    ).toMatch(/^\d+$/);
    await atBothWidths(page, 'dashboard-exhibitor', {
      ready: () => page.getByRole('list', { name: 'Dashboard cards' }).waitFor(),
    });
  });

  it('draws the default layout for a team type without its own', async () => {
    const sponsor = await createPerson();
    const teamTypeId = `sponsor-${run}`;
    const teamId = `sponsor-team-${run}`;
    await adminDb()
      .doc(paths.doc('teamTypes', teamTypeId))
      .set({ id: teamTypeId, name: `Sponsor ${run}`, teamIds: [teamId] });
    await adminDb()
      .doc(paths.doc('teams', teamId))
      .set({ id: teamId, name: `Sponsor ${run}`, ownerId: sponsor.uid, userIds: [sponsor.uid], teamTypeId });
    await adminDb().doc(paths.user(sponsor.uid)).update({ teamId, isOnboarded: true });
    const page = await openSignedIn(browser, '/', sponsor.email, { password: sponsor.password });
    await expect
      .poll(() => cardTitles(page))
      .toEqual(['Notifications', 'Downloads', 'Your tasks', 'Forms', 'Suppliers', 'Event information']);
    await atBothWidths(page, 'dashboard-default', {
      ready: () => page.getByRole('list', { name: 'Dashboard cards' }).waitFor(),
    });
  });

  it('refuses to save a layout of five cards', async () => {
    const page = await openSignedIn(browser, '/admin/card-layouts', demoAccount('admin').email);
    await page.getByRole('button', { name: /^Exhibitors/ }).click();
    const grid = page.getByRole('list', { name: 'Cards of the layout' });
    await expect.poll(() => grid.getByRole('button', { name: 'Remove' }).count()).toBe(6);
    await atBothWidths(page, 'dashboard-card-layouts');
    await grid.getByRole('button', { name: 'Remove' }).first().click();
    await page.getByRole('button', { name: 'Save layout' }).click();
    await expect.poll(() => page.getByRole('alert').allTextContents()).toContain('Invalid layout');
    const stored = await adminDb().doc(paths.doc('cardLayouts', 'demo-layout-exhibitors')).get();
    expect(stored.get('cardIds')).toHaveLength(6);
  });
});
