import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccount } from '../../scripts/demo-accounts';
import { ADMIN_NOTIFICATION_DEFAULT_TITLE } from '../../src/domain/messages';
import { eventPaths } from '../../src/domain/paths';
import { adminDb, createPerson, waitForMail, type TestPerson } from '../support/auth-people';
import { releaseBrowser, sharedBrowser, atBothWidths, openSignedIn } from '../support/browser';
import { runScheduledJobsAt } from '../support/scheduler';
import { getStack } from '../support/stack';

// An admin schedules a notification two minutes ahead for one team type; when the schedule runs at
// that time it is published and emailed; the team's bell shows it unread until it is marked read.

const paths = eventPaths(getStack().eventId);
const run = randomUUID().slice(0, 8);
const teamTypeId = `e2e-type-${run}`;
const subject = `Doors open at 9am ${run}`;

/** A datetime-local value (the browser's local time; the test machine and the browser share it). */
function localInput(at: Date): string {
  return new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

describe('a scheduled notification', () => {
  let browser: Browser;
  let admin: Page;
  let reader: TestPerson;
  let scheduledAt: Date;

  beforeAll(async () => {
    reader = await createPerson();
    const teamId = `e2e-team-${run}`;
    await adminDb()
      .doc(paths.doc('teamTypes', teamTypeId))
      .set({ id: teamTypeId, name: `Press ${run}`, teamIds: [teamId] });
    await adminDb()
      .doc(paths.doc('teams', teamId))
      .set({ id: teamId, name: `Press team ${run}`, ownerId: reader.uid, userIds: [reader.uid], teamTypeId });
    await adminDb().doc(paths.user(reader.uid)).update({ teamId, isOnboarded: true });
    browser = await sharedBrowser();
    admin = await openSignedIn(browser, '/admin/notifications/add', demoAccount('admin').email);
  });
  afterAll(async () => {
    await releaseBrowser(browser);
  });

  it('is scheduled by an admin for one team type, two minutes ahead', async () => {
    // The whole minute two minutes ahead, as the schedule runs on the minute.
    scheduledAt = new Date(Math.ceil((Date.now() + 2 * 60_000) / 60_000) * 60_000);
    await admin.getByLabel('Subject').fill(subject);
    await admin.getByLabel('Message').fill('Use the press entrance beside Hall B.\nBadges are at the desk.');
    await admin.getByLabel('Destination URL').fill('/content');
    await admin.getByLabel(`Press ${run}`).check();
    await admin.getByLabel('Also send it by email').check();
    await admin.getByLabel('Schedule for (optional)').fill(localInput(scheduledAt));
    await atBothWidths(admin, 'notifications-add');
    await admin.getByRole('button', { name: 'Schedule' }).click();
    await admin.waitForURL(/\/admin\/notifications$/);
    const row = admin.getByRole('row').filter({ hasText: subject });
    await expect.poll(() => row.textContent()).toContain('Scheduled');
    expect(await row.textContent()).toContain(`Press ${run}`);
    await atBothWidths(admin, 'notifications-admin-list');
  });

  it('is published and emailed when the schedule runs at its time, and not a minute before', async () => {
    await runScheduledJobsAt(new Date(scheduledAt.getTime() - 60_000));
    const stored = async () =>
      (
        await adminDb().collection(paths.collection('notifications')).where('title', '==', subject).get()
      ).docs[0]!.data();
    expect((await stored()).status).toBe('scheduled');
    await runScheduledJobsAt(scheduledAt);
    expect(await stored()).toMatchObject({ status: 'sent', recipientIds: [reader.uid] });
    // The reader's team also has tasks waiting, so the same run may send them a reminder too.
    const mail = await waitForMail(reader.email, { subject: ADMIN_NOTIFICATION_DEFAULT_TITLE });
    expect(mail.text).toContain('Use the press entrance beside Hall B.');
    await admin.reload();
    await expect
      .poll(() => admin.getByRole('row').filter({ hasText: subject }).textContent())
      .toContain('Published & Emailed');
  });

  it("shows one unread on the team's bell, and marking it read clears it", async () => {
    const page = await openSignedIn(browser, '/notifications', reader.email, { password: reader.password });
    const bell = page.getByRole('link', { name: /^Notifications, / });
    await expect.poll(() => bell.getAttribute('aria-label')).toBe('Notifications, 1 unread');
    expect(await page.getByTestId('unread-count').textContent()).toBe('1');
    const item = page.getByRole('listitem').filter({ hasText: subject });
    expect(await item.textContent()).toContain('Unread');
    await atBothWidths(page, 'notifications-team-unread');
    await item.getByRole('button', { name: 'Mark as read' }).click();
    await expect.poll(() => bell.getAttribute('aria-label')).toBe('Notifications, none unread');
    expect(await page.getByTestId('unread-count').count()).toBe(0);
    // The screen shows it read as soon as the write is made; the server has it a moment later.
    await expect
      .poll(() =>
        adminDb()
          .doc(paths.user(reader.uid))
          .get()
          .then((snapshot) => snapshot.get('notificationIds')),
      )
      .toEqual([]);
    await atBothWidths(page, 'notifications-team-read');
    await item.getByRole('button', { name: 'Mark as unread' }).click();
    await expect.poll(() => bell.getAttribute('aria-label')).toBe('Notifications, 1 unread');
  });
});
