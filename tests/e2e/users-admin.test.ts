import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccount } from '../../scripts/demo-accounts';
import { eventPaths } from '../../src/domain/paths';
import { adminAuth, adminDb, createPerson } from '../support/auth-people';
import { releaseBrowser, sharedBrowser, atBothWidths, openSignedIn } from '../support/browser';
import { getStack } from '../support/stack';

// The users admin in Chromium: the list shows who has signed in; deleting a user hands their team
// to another user. Only people made here are deleted, never the seeded demo accounts.

const paths = eventPaths(getStack().eventId);

/** The visible screen only: the list holds every user of the shared test event, a page of 100. */
const shoot = (page: Page, name: string, ready: () => Promise<unknown>) =>
  atBothWidths(page, `users-${name}`, { ready, fullPage: false });

let browser: Browser;
beforeAll(async () => {
  browser = await sharedBrowser();
});
afterAll(async () => {
  await releaseBrowser(browser);
});

describe('users admin', () => {
  it(
    'shows login status, and deletes a user after moving their team to another user',
    { timeout: 120_000 },
    async () => {
      // Names that sort first, so both are on the list's first page however many users the event has.
      const leaving = { ...(await createPerson('user')), firstName: `Aaa${randomUUID().slice(0, 6)}` };
      const receiver = { ...(await createPerson('user')), firstName: `Aab${randomUUID().slice(0, 6)}` };
      await adminDb().doc(paths.user(leaving.uid)).update({ firstName: leaving.firstName });
      const teamId = `users-e2e-${randomUUID().slice(0, 8)}`;
      await adminDb()
        .doc(paths.doc('teams', teamId))
        .set({ id: teamId, name: `Leaving team ${teamId}`, ownerId: leaving.uid, userIds: [leaving.uid] });
      // One of them has signed in: the list says so.
      await adminDb()
        .doc(paths.user(receiver.uid))
        .update({ firstName: receiver.firstName, hasLoggedIn: true, lastLoginInTime: new Date().toISOString() });

      const page = await openSignedIn(browser, '/admin/users', demoAccount('admin').email);
      await page.getByRole('heading', { name: 'Users', level: 1 }).waitFor();
      const rowOf = (firstName: string) => page.getByRole('row').filter({ hasText: firstName });
      await rowOf(leaving.firstName).waitFor();
      expect(await rowOf(leaving.firstName).innerText()).toContain('Never logged in');
      expect(await rowOf(receiver.firstName).innerText()).toContain('Logged in');
      await shoot(page, 'list', () => rowOf(leaving.firstName).waitFor());

      await page.getByRole('button', { name: `Delete ${leaving.firstName} Tester` }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Transfer their work to').selectOption({ value: receiver.uid });
      await dialog.getByLabel('Type CONFIRM to confirm').fill('CONFIRM');
      await shoot(page, 'delete-transfer', () => dialog.waitFor());
      await dialog.getByRole('button', { name: 'Delete' }).click();
      await dialog.waitFor({ state: 'hidden', timeout: 30_000 });
      await page.getByText(`${leaving.firstName} Tester was deleted`).waitFor();
      await rowOf(leaving.firstName).waitFor({ state: 'detached' });

      expect((await adminDb().doc(paths.doc('teams', teamId)).get()).get('ownerId')).toBe(receiver.uid);
      expect((await adminDb().doc(paths.user(leaving.uid)).get()).exists).toBe(false);
      await expect(adminAuth().getUser(leaving.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    },
  );
});
