import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccount } from '../../scripts/demo-accounts';
import { eventPaths } from '../../src/domain/paths';
import { withNameSortKey } from '../../src/domain/team';
import { adminDb, createPerson, type TestPerson } from '../support/auth-people';
import { releaseBrowser, sharedBrowser, openSignedIn, takePicture } from '../support/browser';
import { getStack } from '../support/stack';

// "Message these teams": an admin picks two teams in the teams list, the new notification opens
// addressed to them (by name, one removable), is published, and reaches those teams' people only.

const paths = eventPaths(getStack().eventId);
const run = randomUUID().slice(0, 8);
// Names that sort first, so the teams are on the list's first page however many teams the event has.
const teamNames = ['Alpha', 'Bravo', 'Charlie'].map((name) => `!Msg ${run} ${name}`);
const subject = `Loading bay B closes early ${run}`;

describe('messaging teams chosen in the teams list', () => {
  let browser: Browser;
  let admin: Page;
  let people: TestPerson[];
  let teamIds: string[];

  beforeAll(async () => {
    people = await Promise.all(teamNames.map(() => createPerson()));
    teamIds = teamNames.map((_, index) => `e2e-msg-${run}-${index}`);
    await Promise.all(
      teamNames.map(async (name, index) => {
        const person = people[index]!;
        await adminDb()
          .doc(paths.doc('teams', teamIds[index]!))
          .set(
            withNameSortKey({ id: teamIds[index], name, ownerId: person.uid, userIds: [person.uid], parentTeamId: '' }),
          );
        await adminDb().doc(paths.user(person.uid)).update({ teamId: teamIds[index], isOnboarded: true });
      }),
    );
    browser = await sharedBrowser();
    admin = await openSignedIn(browser, '/admin/teams', demoAccount('admin').email);
  });
  afterAll(async () => {
    await releaseBrowser(browser);
  });

  it('opens the new notification for the two selected teams, publishes it, and only their people see it', async () => {
    await admin.getByLabel(`Select row ${teamIds[0]}`).check({ timeout: 60_000 });
    await admin.getByLabel(`Select row ${teamIds[1]}`).check();
    await admin.getByRole('link', { name: 'Message these teams' }).click();
    await admin.waitForURL(/\/admin\/notifications\/add\?teams=/);

    const chosen = admin.getByRole('list', { name: 'Chosen teams' });
    await expect.poll(() => chosen.getByRole('listitem').allTextContents()).toEqual(teamNames.slice(0, 2));
    await admin.getByLabel('Subject').fill(subject);
    await admin.getByLabel('Message').fill('Deliveries after 3pm go to loading bay C.');
    await takePicture(admin, 'notification-chosen-teams-1400');
    await admin.setViewportSize({ width: 390, height: 844 });
    await takePicture(admin, 'notification-chosen-teams-390');
    await admin.setViewportSize({ width: 1400, height: 900 });

    await admin.getByRole('button', { name: 'Publish now' }).click();
    await admin.waitForURL(/\/admin\/notifications$/, { timeout: 60_000 });
    await expect.poll(() => admin.getByText('Published to 2 people').count(), { timeout: 30_000 }).toBe(1);
    await expect
      .poll(() => admin.getByRole('row').filter({ hasText: subject }).textContent(), { timeout: 30_000 })
      .toContain('2 teams');
    const [stored] = (await adminDb().collection(paths.collection('notifications')).where('title', '==', subject).get())
      .docs;
    expect(stored?.data()).toMatchObject({ teamId: '', teamIds: teamIds.slice(0, 2), status: 'pushed' });

    // A member of a chosen team sees it; the third team's member does not.
    const reached = await openSignedIn(browser, '/notifications', people[0]!.email, { password: people[0]!.password });
    await expect.poll(() => reached.getByRole('listitem').filter({ hasText: subject }).count()).toBe(1);
    const other = await openSignedIn(browser, '/notifications', people[2]!.email, { password: people[2]!.password });
    await expect.poll(() => other.getByText('No notifications yet').count(), { timeout: 30_000 }).toBe(1);
    expect(await other.getByRole('listitem').filter({ hasText: subject }).count()).toBe(0);
  });
});
