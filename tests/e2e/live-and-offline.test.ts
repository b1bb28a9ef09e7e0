import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccount } from '../../scripts/demo-accounts';
import { stampCreate } from '../../src/domain/audit';
import { contentSchema } from '../../src/domain/content';
import { eventPaths } from '../../src/domain/paths';
import { taskSchema, taskViewerTeamTypeIds } from '../../src/domain/tasks';
import { adminDb, createPerson, type TestPerson } from '../support/auth-people';
import { releaseBrowser, sharedBrowser, openSignedIn } from '../support/browser';
import { getStack } from '../support/stack';

// Two people at once, each in a browser of their own, and one whose network goes: what one does
// reaches the other's open screen by itself, and what is written offline is kept and sent once.

const paths = eventPaths(getStack().eventId);
const run = randomUUID().slice(0, 8);
const DEMO_TEAM_NAME = 'Northwind Displays';
/** How soon a change stored by one person must show on another's open screen. */
const LIVE_WITHIN_MS = 1_000;
/** Three people signing in and an admin's publish take minutes on a busy machine. */
const SEVERAL_PEOPLE_MS = 180_000;

/** Marks the page's document, so that a later check can tell it was never reloaded. */
const markDocument = (page: Page) => page.evaluate(() => void ((window as { unreloaded?: true }).unreloaded = true));
const stillSameDocument = (page: Page) => page.evaluate(() => (window as { unreloaded?: true }).unreloaded === true);

/** A link of the sidebar, by where it leads (its words follow the event's terminology). */
const mainMenuLink = (page: Page, path: string) =>
  page.getByRole('complementary', { name: 'Main menu' }).locator(`a[href="${path}"]`).first();

/** Resolves once `stored` answers true (polled every 50 ms on the server), with the moment it did. */
async function storedAt(stored: () => Promise<boolean>): Promise<number> {
  await expect.poll(stored, { interval: 50, timeout: 15_000 }).toBe(true);
  return Date.now();
}

const commentsOnServer = async (taskId: string, text: string) =>
  (await adminDb().collection(paths.collection('comments')).where('taskId', '==', taskId).get()).docs.filter(
    (snapshot) => snapshot.get('text') === text,
  ).length;

describe('live: two people at once', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await sharedBrowser();
  });
  afterAll(async () => {
    await releaseBrowser(browser);
  });

  describe("a task's thread, then the same member offline", () => {
    const taskId = `live-task-${run}`;
    const title = `Power for the stand ${run}`;
    let member: Page;
    let organiser: Page;

    beforeAll(async () => {
      await adminDb()
        .doc(paths.doc('tasks', taskId))
        .set(
          taskSchema.parse({
            id: taskId,
            title,
            dueDate: new Date(Date.now() + 5 * 86_400_000).toISOString(),
            teamTypeIds: [],
            viewerTeamTypeIds: taskViewerTeamTypeIds([]),
            ...stampCreate(demoAccount('admin').uid, new Date()),
          }),
        );
      member = await openSignedIn(browser, '/tasks', demoAccount('teamMember').email, { viaLogin: true });
      organiser = await openSignedIn(browser, `/admin/tasks/${taskId}`, demoAccount('moderator').email);
    });

    it("an organiser replies, and the member's open thread shows it within a second, without a reload", async () => {
      await member.getByRole('button', { name: new RegExp(title) }).click();
      const drawer = member.locator('.task-drawer');
      await drawer.getByPlaceholder('Write a comment').fill('Which socket do we get?');
      await drawer.getByRole('button', { name: 'Comment', exact: true }).click();
      await storedAt(async () => (await commentsOnServer(taskId, 'Which socket do we get?')) === 1);
      await markDocument(member);

      await organiser
        .getByLabel('Teams of this task')
        .getByRole('button', { name: new RegExp(DEMO_TEAM_NAME) })
        .click();
      const comment = organiser.getByTestId('comment').filter({ hasText: 'Which socket do we get?' });
      await comment.getByRole('button', { name: 'Reply' }).click();
      await comment.getByPlaceholder('Write a reply').fill('A 16 A socket, at the back wall.');
      await comment.getByRole('button', { name: 'Reply' }).last().click();
      const stored = await storedAt(async () => {
        const replies = await adminDb().collection(paths.collection('replies')).where('taskId', '==', taskId).get();
        return replies.size === 1;
      });

      const reply = drawer.getByTestId('reply').getByText('A 16 A socket, at the back wall.');
      await reply.waitFor({ timeout: 10_000 });
      expect(Date.now() - stored).toBeLessThan(LIVE_WITHIN_MS);
      expect(await stillSameDocument(member)).toBe(true);
    });

    it('offline, the tasks page still shows; a comment typed then shows as not sent, and arrives once back online', async () => {
      const drawer = member.locator('.task-drawer');
      await drawer.getByRole('button', { name: 'Close' }).click();
      // The dashboard visited once while online, so its code is at hand offline too.
      await mainMenuLink(member, '/').click();
      await member.getByRole('heading', { level: 1, name: /\S/ }).first().waitFor();
      await mainMenuLink(member, '/tasks').click();
      await member.getByRole('button', { name: new RegExp(title) }).waitFor();
      await member.context().setOffline(true);
      const banner = member.getByRole('status').filter({ hasText: 'You are offline' });
      await banner.waitFor();
      expect(await banner.textContent()).toMatch(/^You are offline \(since \d{1,2} \w{3} \d{4}, \d{2}:\d{2}\)/);

      // Away to the dashboard and back: the tasks page shows its last data.
      await mainMenuLink(member, '/').click();
      await member.waitForURL((url) => url.pathname === '/');
      await member.getByRole('heading', { level: 1, name: /\S/ }).first().waitFor();
      await mainMenuLink(member, '/tasks').click();
      await member.waitForURL((url) => url.pathname === '/tasks');
      await member.getByRole('button', { name: new RegExp(title) }).click();
      await drawer.getByText('A 16 A socket, at the back wall.').waitFor();

      const text = `Written in hall B with no signal ${run}`;
      await drawer.getByPlaceholder('Write a comment').fill(text);
      await drawer.getByRole('button', { name: 'Comment', exact: true }).click();
      const pendingPost = drawer.getByTestId('comment').filter({ hasText: text });
      await pendingPost.getByText('Not sent yet').waitFor();
      expect(await drawer.getByPlaceholder('Write a comment').inputValue()).toBe('');
      await member.waitForTimeout(1_000);
      expect(await commentsOnServer(taskId, text)).toBe(0);

      await member.context().setOffline(false);
      await banner.waitFor({ state: 'hidden', timeout: 30_000 });
      await pendingPost.getByText('Not sent yet').waitFor({ state: 'hidden', timeout: 30_000 });
      await storedAt(async () => (await commentsOnServer(taskId, text)) === 1);
      // Exactly once: on the server, on the member's screen and on the organiser's open thread.
      await member.waitForTimeout(2_000);
      expect(await commentsOnServer(taskId, text)).toBe(1);
      expect(await drawer.getByTestId('comment').filter({ hasText: text }).count()).toBe(1);
      await expect.poll(() => organiser.getByTestId('comment').filter({ hasText: text }).count()).toBe(1);
      expect(await stillSameDocument(member)).toBe(true);
    });
  });

  it(
    "an admin publishes a notification, and the team member's bell counts it without a reload",
    async () => {
      const reader = await createPerson();
      const teamTypeId = `live-type-${run}`;
      const teamId = `live-team-${run}`;
      const subject = `Hall B opens at 7am ${run}`;
      await adminDb()
        .doc(paths.doc('teamTypes', teamTypeId))
        .set({ id: teamTypeId, name: `Florists ${run}`, teamIds: [teamId] });
      await adminDb()
        .doc(paths.doc('teams', teamId))
        .set({ id: teamId, name: `Florists team ${run}`, ownerId: reader.uid, userIds: [reader.uid], teamTypeId });
      await adminDb().doc(paths.user(reader.uid)).update({ teamId, isOnboarded: true });

      const team = await openSignedIn(browser, '/', reader.email, { password: reader.password });
      const bell = team.getByRole('link', { name: /^Notifications, / });
      await expect.poll(() => bell.getAttribute('aria-label')).toBe('Notifications, none unread');
      await markDocument(team);

      const admin = await openSignedIn(browser, '/admin/notifications/add', demoAccount('admin').email);
      await admin.getByLabel('Subject').fill(subject);
      await admin.getByLabel('Message').fill('Stand build starts early on Monday.');
      await admin.getByLabel(`Florists ${run}`).check();
      await admin.getByRole('button', { name: 'Save draft' }).click();
      await admin.waitForURL(/\/admin\/notifications$/);
      await admin.getByRole('row').filter({ hasText: subject }).getByRole('link', { name: subject }).click();
      await admin.waitForURL(/\/admin\/notifications\/[^/]+$/);
      await admin.getByRole('button', { name: 'Publish now' }).click();
      const published = await storedAt(async () => {
        const found = await adminDb().collection(paths.collection('notifications')).where('title', '==', subject).get();
        return found.docs[0]?.get('status') === 'pushed';
      });

      await expect.poll(() => bell.getAttribute('aria-label'), { interval: 50 }).toBe('Notifications, 1 unread');
      expect(Date.now() - published).toBeLessThan(LIVE_WITHIN_MS);
      expect(await stillSameDocument(team)).toBe(true);
      await Promise.all([team.close(), admin.close()]);
    },
    SEVERAL_PEOPLE_MS,
  );

  it(
    "a second organiser sees a page's lock change hands, and gets the page once it is released",
    async () => {
      const contentId = `live-page-${run}`;
      await adminDb()
        .doc(paths.doc('content', contentId))
        .set(contentSchema.parse({ id: contentId, title: `Floor plan ${run}`, path: contentId }));
      const lockHolder = async () => (await adminDb().doc(paths.doc('locks', contentId)).get()).data()?.createdBy;
      const moderator = demoAccount('moderator');
      const editorPath = `/admin/content/${contentId}`;

      const first = await openSignedIn(browser, editorPath, moderator.email);
      await first.getByRole('button', { name: 'Save page' }).first().waitFor({ timeout: 20_000 });
      await expect.poll(lockHolder).toBe(moderator.uid);

      const second = await openSignedIn(browser, editorPath, demoAccount('admin').email);
      const secondBanner = second.getByRole('alert', { name: 'Edit lock' });
      await expect
        .poll(() => secondBanner.textContent())
        .toContain(`${moderator.firstName} ${moderator.surname} is editing`);
      await markDocument(second);

      const taker: TestPerson = await createPerson('moderator');
      const third = await openSignedIn(browser, editorPath, taker.email, { password: taker.password });
      await third.getByRole('alert', { name: 'Edit lock' }).getByRole('button', { name: 'Take over' }).click();
      const takenOver = await storedAt(async () => (await lockHolder()) === taker.uid);
      await expect
        .poll(() => secondBanner.textContent(), { interval: 50 })
        .toContain(`${taker.firstName} Tester is editing`);
      expect(Date.now() - takenOver).toBeLessThan(LIVE_WITHIN_MS);
      // The first holder learns it at once too.
      await first.getByText(/has taken over this page/).waitFor({ timeout: 5_000 });

      // The taker leaves the editor: the lock is released, and the second organiser, waiting, takes it.
      await mainMenuLink(third, '/admin').click();
      await expect.poll(lockHolder).toBe(demoAccount('admin').uid);
      await secondBanner.waitFor({ state: 'hidden' });
      expect(await stillSameDocument(second)).toBe(true);
      await Promise.all([first, second, third].map((page) => page.close()));
    },
    SEVERAL_PEOPLE_MS,
  );
});
