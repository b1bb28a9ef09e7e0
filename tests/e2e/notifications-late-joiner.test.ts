import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccount } from '../../scripts/demo-accounts';
import { eventPaths } from '../../src/domain/paths';
import { adminDb, createPerson, linkIn, waitForMail } from '../support/auth-people';
import { releaseBrowser, sharedBrowser, openPage, openSignedIn, portalUrl, atBothWidths } from '../support/browser';
import { getStack } from '../support/stack';

// An admin publishes a notification to a team type; a team of that type imported afterwards has an
// owner who, on first signing in, finds the notification already in their list and on the bell.

const paths = eventPaths(getStack().eventId);
const run = randomUUID().slice(0, 8);
const teamTypeName = `Florists ${run}`;
const subject = `Flower deliveries through Gate 2 ${run}`;
const importedTeam = `Bloom and Co ${run}`;
const ownerEmail = `late-owner-${run}@example.test`;
const memberEmail = `late-member-${run}@example.test`;

describe('notifications: a team imported after a notification was published sees it', () => {
  let browser: Browser;
  let admin: Page;
  let owner: Page;

  beforeAll(async () => {
    // The type already has one team, whose owner the notification reaches when it is published.
    const reader = await createPerson();
    const teamTypeId = `late-type-${run}`;
    const teamId = `late-team-${run}`;
    await adminDb()
      .doc(paths.doc('teamTypes', teamTypeId))
      .set({ id: teamTypeId, name: teamTypeName, teamIds: [teamId] });
    await adminDb()
      .doc(paths.doc('teams', teamId))
      .set({ id: teamId, name: `Petals ${run}`, ownerId: reader.uid, userIds: [reader.uid], teamTypeId });
    await adminDb().doc(paths.user(reader.uid)).update({ teamId, isOnboarded: true });
    browser = await sharedBrowser();
    admin = await openSignedIn(browser, '/admin/notifications/add', demoAccount('admin').email);
  });

  afterAll(async () => {
    await releaseBrowser(browser);
  });

  it('the admin publishes a notification to the team type', async () => {
    await admin.getByLabel('Subject').fill(subject);
    await admin.getByLabel('Message').fill('Florists unload at Gate 2 from 6am.');
    await admin.getByLabel(teamTypeName).check();
    await admin.getByRole('button', { name: 'Publish now' }).click();
    await admin.waitForURL(/\/admin\/notifications$/, { timeout: 60_000 });
    await expect.poll(() => admin.getByText('Published to 1 person').count()).toBe(1);
  });

  it('afterwards the admin imports a team of that type, whose owner is invited', { timeout: 120_000 }, async () => {
    const csv = [
      'Team name,Team type,First name,Last name,Email',
      `${importedTeam},${teamTypeName},Flora,Late,${ownerEmail}`,
    ].join('\n');
    await admin.goto(portalUrl('/admin/teams/import'));
    await admin
      .getByLabel('CSV or Excel (.xlsx) file')
      .setInputFiles({ name: `teams-${run}.csv`, mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await admin.getByRole('table', { name: 'Import preview' }).waitFor();
    await admin.getByRole('button', { name: 'Import 1 team' }).click();
    await admin.getByRole('heading', { name: 'Import finished' }).waitFor({ timeout: 60_000 });
    await admin.getByText('1 imported').waitFor();
  });

  /** A newcomer follows the set-password link of their welcome mail and arrives signed in, past onboarding. */
  async function firstSignIn(email: string): Promise<Page> {
    const link = linkIn(await waitForMail(email, { timeoutMs: 30_000 }), '/auth/set-password');
    const page = await openPage(browser, `${link.pathname}${link.search}`);
    await page.getByRole('heading', { name: 'Set your password' }).waitFor();
    const password = `late-${run}-secret`;
    await page.getByLabel('New password', { exact: true }).fill(password);
    await page.getByLabel('Confirm new password').fill(password);
    await page.getByRole('button', { name: 'Set password' }).click();
    // The welcome leads to onboarding, which shows a Continue button when the event shows onboarding
    // (a shared setting) and otherwise moves on to the dashboard.
    const continueButton = page.getByRole('button', { name: /^Continue to / });
    await page.waitForFunction(
      () =>
        (location.pathname !== '/onboarding' && !location.pathname.startsWith('/auth/')) ||
        [...document.querySelectorAll('button')].some((button) => button.textContent?.startsWith('Continue to')),
      undefined,
      { timeout: 30_000 },
    );
    if (await continueButton.isVisible()) await continueButton.click();
    await page.waitForURL((url) => url.pathname !== '/onboarding');
    return page;
  }

  /** Opens the notifications from the bell, which counts unread ones, and answers this story's item. */
  async function notificationFromBell(page: Page) {
    const bell = page.getByRole('link', { name: /^Notifications, / });
    // Other stories on the shared stack may publish to everyone: this one's is among the unread.
    await expect
      .poll(() => bell.getAttribute('aria-label'), { timeout: 20_000 })
      .toMatch(/^Notifications, \d+ unread$/);
    await bell.click();
    await page.waitForURL((url) => url.pathname === '/notifications');
    const item = page.getByRole('listitem').filter({ hasText: subject });
    await item.waitFor();
    expect(await item.textContent()).toContain('Unread');
    expect(await page.getByText('No notifications yet').count()).toBe(0);
    return item;
  }

  it('the imported owner sets a password from the welcome mail and finds the notification unread', async () => {
    owner = await firstSignIn(ownerEmail);
    const item = await notificationFromBell(owner);
    await atBothWidths(owner, 'notifications-late-joiner', { ready: () => item.waitFor() });
  });

  it('a member the owner invites afterwards finds it unread too', { timeout: 120_000 }, async () => {
    await owner.goto(portalUrl('/my-team'));
    await owner.getByRole('link', { name: 'Invite member' }).click();
    await owner.getByLabel('First name').fill('Mia');
    await owner.getByLabel('Last name').fill(`Later ${run}`);
    await owner.getByLabel('Email').fill(memberEmail);
    await owner.getByRole('button', { name: 'Send invitation' }).click();
    await owner.getByRole('cell', { name: `Mia Later ${run}`, exact: true }).waitFor();
    const member = await firstSignIn(memberEmail);
    await notificationFromBell(member);
  });
});
