import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccount } from '../../scripts/demo-accounts';
import { eventPaths } from '../../src/domain/paths';
import { adminDb, createPerson, type TestPerson } from '../support/auth-people';
import { releaseBrowser, sharedBrowser, openSignedIn } from '../support/browser';
import { getStack } from '../support/stack';

// The admin's own buttons: a draft published with 'Publish now' from its edit screen reaches the
// team's bell; deleting it behind the type-to-confirm dialog takes it off the team's list.

const paths = eventPaths(getStack().eventId);
const run = randomUUID().slice(0, 8);
const teamTypeId = `e2e-type-${run}`;
const subject = `Catering closes at 4pm ${run}`;

describe("an admin's published and deleted notification", () => {
  let browser: Browser;
  let admin: Page;
  let reader: TestPerson;
  let team: Page;
  const storedId = async () =>
    (await adminDb().collection(paths.collection('notifications')).where('title', '==', subject).get()).docs[0]?.id;

  beforeAll(async () => {
    reader = await createPerson();
    const teamId = `e2e-team-${run}`;
    await adminDb()
      .doc(paths.doc('teamTypes', teamTypeId))
      .set({ id: teamTypeId, name: `Caterers ${run}`, teamIds: [teamId] });
    await adminDb()
      .doc(paths.doc('teams', teamId))
      .set({ id: teamId, name: `Caterers team ${run}`, ownerId: reader.uid, userIds: [reader.uid], teamTypeId });
    await adminDb().doc(paths.user(reader.uid)).update({ teamId, isOnboarded: true });
    browser = await sharedBrowser();
    admin = await openSignedIn(browser, '/admin/notifications/add', demoAccount('admin').email);
  });
  afterAll(async () => {
    await releaseBrowser(browser);
  });

  it("is published with 'Publish now' from the draft's edit screen and shows on the team's bell", async () => {
    await admin.getByLabel('Subject').fill(subject);
    await admin.getByLabel('Message').fill('Last orders for stand catering are at 4pm.');
    await admin.getByLabel(`Caterers ${run}`).check();
    await admin.getByRole('button', { name: 'Save draft' }).click();
    await admin.waitForURL(/\/admin\/notifications$/);
    const row = admin.getByRole('row').filter({ hasText: subject });
    await expect.poll(() => row.textContent()).toContain('Draft');

    await row.getByRole('link', { name: subject }).click();
    await admin.waitForURL(/\/admin\/notifications\/[^/]+$/);
    await admin.getByRole('button', { name: 'Publish now' }).click();
    await admin.waitForURL(/\/admin\/notifications$/, { timeout: 60_000 });
    await expect.poll(() => admin.getByText('Published to 1 person').count()).toBe(1);
    // The list refetches after publishing; on a loaded machine that takes longer than the poll's default second.
    await expect
      .poll(() => admin.getByRole('row').filter({ hasText: subject }).textContent(), { timeout: 30_000 })
      .toContain('Published');
    const id = await storedId();
    expect((await adminDb().doc(paths.doc('notifications', id!)).get()).data()).toMatchObject({
      status: 'pushed',
      recipientIds: [reader.uid],
    });

    team = await openSignedIn(browser, '/notifications', reader.email, { password: reader.password });
    const bell = team.getByRole('link', { name: /^Notifications, / });
    await expect.poll(() => bell.getAttribute('aria-label')).toBe('Notifications, 1 unread');
    await expect.poll(() => team.getByRole('listitem').filter({ hasText: subject }).count()).toBe(1);
  });

  it("is deleted behind the confirm dialog and leaves the team's list", async () => {
    const id = await storedId();
    await admin.getByRole('button', { name: `Delete ${subject}` }).click();
    const dialog = admin.getByRole('dialog');
    const confirm = dialog.getByRole('button', { name: 'Delete' });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel('Type CONFIRM to confirm').fill('CONFIRM');
    await confirm.click();
    await expect.poll(() => admin.getByText(`${subject} was deleted`).count(), { timeout: 60_000 }).toBe(1);
    await expect.poll(() => admin.getByRole('row').filter({ hasText: subject }).count()).toBe(0);
    expect((await adminDb().doc(paths.doc('notifications', id!)).get()).exists).toBe(false);
    expect((await adminDb().doc(paths.user(reader.uid)).get()).get('notificationIds')).toEqual([]);

    await team.reload();
    const bell = team.getByRole('link', { name: /^Notifications, / });
    await expect.poll(() => bell.getAttribute('aria-label')).toBe('Notifications, none unread');
    // It was this person's only notification: the loaded list is empty.
    await expect.poll(() => team.getByText('No notifications yet').count()).toBe(1);
    expect(await team.getByRole('listitem').filter({ hasText: subject }).count()).toBe(0);
  });
});
