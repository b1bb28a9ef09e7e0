import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccount } from '../../scripts/demo-accounts';
import { DEMO_TEAM_ID, DEMO_TEAM_TYPE_ID } from '../../scripts/seed';
import { stampCreate } from '../../src/domain/audit';
import { eventPaths } from '../../src/domain/paths';
import { taskSchema, taskViewerTeamTypeIds } from '../../src/domain/tasks';
import { adminDb, createPerson, mailsTo, type TestPerson } from '../support/auth-people';
import { releaseBrowser, sharedBrowser, atBothWidths, openSignedIn } from '../support/browser';
import { runScheduledJobsAt } from '../support/scheduler';
import { getStack } from '../support/stack';

const DAY = 86_400_000;
const memberEmail = 'member@demo.eventflow.test';
const DEMO_TEAM_NAME = 'Northwind Displays';

/** The value a datetime-local input takes for a moment, in the browser's (and this process's) time zone. */
function localInput(at: Date): string {
  return new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

describe('tasks: an organiser asks, a team answers, reminders fire once', () => {
  let browser: Browser;
  let organiser: Page;
  let member: Page;
  let outsider: TestPerson;
  const run = randomUUID().slice(0, 6);
  const groupTitle = `Stand build ${run}`;
  const planTitle = `Stand plan ${run}`;
  const insuranceTitle = `Insurance ${run}`;
  const due = new Date(Date.now() + 3 * DAY);
  due.setSeconds(0, 0);

  /** The demo team's stored status of the task titled so (undefined before the team has one). */
  async function storedTeamStatus(title: string) {
    const paths = eventPaths(getStack().eventId);
    const db = adminDb();
    const [task] = (await db.collection(paths.collection('tasks')).where('title', '==', title).get()).docs;
    return task && (await db.doc(paths.taskStatus(task.id, DEMO_TEAM_ID)).get()).data();
  }

  beforeAll(async () => {
    const stack = getStack();
    const paths = eventPaths(stack.eventId);
    // A second team, of another type, with a person who signs in; reminders on for everyone of a team.
    outsider = await createPerson();
    const db = adminDb();
    await db
      .doc(paths.doc('teamTypes', `other-${run}`))
      .set({ id: `other-${run}`, name: `Caterers ${run}`, teamIds: [`team-${run}`] });
    await db.doc(paths.doc('teams', `team-${run}`)).set({
      id: `team-${run}`,
      name: `Catering ${run}`,
      ownerId: outsider.uid,
      userIds: [outsider.uid],
      isOrganiser: false,
      customFields: {},
      standShareRole: 'none',
      parentTeamId: '',
      childTeamIds: [],
      teamTypeId: `other-${run}`,
    });
    await db.doc(paths.user(outsider.uid)).update({ teamId: `team-${run}` });
    await db
      .doc(paths.settings('emails'))
      .set({ id: 'emails', taskRemindersEnabled: true, sendTaskRemindersTo: 'all-users' }, { merge: true });
    browser = await sharedBrowser();
    organiser = await openSignedIn(browser, '/admin/tasks', demoAccount('moderator').email);
  });
  afterAll(async () => {
    await releaseBrowser(browser);
  });

  it('the organiser creates a group with a task due in 3 days for one team type, and one needing approval', async () => {
    await organiser.goto(organiser.url().replace(/\/admin\/tasks.*$/, '/admin/task-groups/add'));
    await organiser.getByLabel('Title').fill(groupTitle);
    await organiser.getByRole('button', { name: 'Add group' }).click();
    await organiser.waitForURL(/\/admin\/task-groups$/);

    for (const [title, needsApproval] of [
      [planTitle, false],
      [insuranceTitle, true],
    ] as const) {
      await organiser.goto(organiser.url().replace(/\/admin\/.*$/, '/admin/tasks/add'));
      await organiser.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
      await organiser.getByLabel('Due date').fill(localInput(due));
      await organiser.locator(`#task-team-type-${DEMO_TEAM_TYPE_ID}`).check();
      await organiser.getByLabel(groupTitle).check();
      if (needsApproval) await organiser.getByLabel('Approval needed').check();
      await organiser.getByRole('button', { name: 'Add task' }).click();
      await organiser.waitForURL(/\/admin\/tasks\/(?!add)[^/]+$/, { timeout: 30_000 });
    }

    await organiser.goto(organiser.url().replace(/\/admin\/.*$/, '/admin/tasks'));
    await organiser.getByPlaceholder('search...').fill(run);
    const rows = organiser.getByRole('row').filter({ hasText: run });
    await expect.poll(() => rows.count()).toBe(2);
    expect(await rows.first().textContent()).toContain('Restricted');
    expect(await rows.first().textContent()).toContain('This is only applicable to 1 team type(s)');
    expect(await organiser.getByRole('link', { name: 'Generate Report' }).getAttribute('title')).toBe(
      'Generate a report based on your filter settings',
    );
    await atBothWidths(organiser, 'tasks-admin-list', { ready: () => rows.first().waitFor() });
  });

  it("the demo team sees both as 'Due Soon' in their group; a team of another type sees neither", async () => {
    member = await openSignedIn(browser, '/tasks', memberEmail);
    const group = member.getByRole('region', { name: groupTitle });
    await group.waitFor();
    for (const title of [planTitle, insuranceTitle])
      expect(await group.getByRole('button', { name: new RegExp(title) }).textContent()).toContain('Due Soon');
    await atBothWidths(member, 'tasks-team-list', { ready: () => group.waitFor() });

    const other = await openSignedIn(browser, '/tasks', outsider.email, { password: outsider.password });
    // The list has loaded once the demo's unrestricted tasks show (scripts/seed-tasks.ts).
    await other.getByText('Write your catalogue entry').waitFor();
    for (const title of [planTitle, insuranceTitle]) expect(await other.getByText(title).count()).toBe(0);
    await other.close();
  });

  it('a member completes the plan and comments; submits the insurance for approval', async () => {
    await member.getByRole('button', { name: new RegExp(planTitle) }).click();
    const drawer = member.locator('.task-drawer');
    await drawer.getByRole('button', { name: 'Mark as complete' }).click();
    await drawer.getByText('Completed').waitFor();
    await drawer.getByPlaceholder('Write a comment').fill('Where do we unload? <script>alert(1)</script>');
    await drawer.getByRole('button', { name: 'Comment', exact: true }).click();
    await drawer.getByText('Where do we unload? <script>alert(1)</script>').waitFor();
    await drawer.getByRole('button', { name: 'Close' }).click();
    await expect
      .poll(() => member.getByRole('button', { name: new RegExp(planTitle) }).textContent())
      .toContain('Complete');
    // Commented on straight after completing it: the server keeps both (the reminders below read it).
    await expect
      .poll(() => storedTeamStatus(planTitle), { timeout: 30_000 })
      .toMatchObject({ isComplete: true, commentIds: [expect.any(String)] });

    await member.getByRole('button', { name: new RegExp(insuranceTitle) }).click();
    await drawer.getByRole('button', { name: 'Submit for approval' }).click();
    await drawer.getByText('Submitted for approval').waitFor();
  });

  it('the organiser replies and pins, then rejects the insurance with a note; the team sees it and is emailed', async () => {
    await organiser.getByRole('link', { name: planTitle }).click();
    await organiser
      .getByLabel('Teams of this task')
      .getByRole('button', { name: new RegExp(DEMO_TEAM_NAME) })
      .click();
    const comment = organiser.getByTestId('comment').filter({ hasText: 'Where do we unload?' });
    await comment.getByRole('button', { name: 'Reply' }).click();
    await comment.getByPlaceholder('Write a reply').fill('Gate 4, from 7am.');
    await comment.getByRole('button', { name: 'Reply' }).last().click();
    await comment.getByTestId('reply').getByText('Gate 4, from 7am.').waitFor();
    await comment.getByRole('button', { name: 'Pin' }).click();
    await comment.getByText('Pinned').waitFor();

    await organiser.goBack();
    await organiser.getByRole('link', { name: insuranceTitle }).click();
    await organiser
      .getByLabel('Teams of this task')
      .getByRole('button', { name: new RegExp(DEMO_TEAM_NAME) })
      .click();
    await organiser.getByText('submitted this task for approval').waitFor();
    await organiser.getByLabel('Review note').fill('Please add the public liability certificate.');
    await organiser.getByRole('button', { name: 'Reject' }).click();
    await organiser.getByLabel('Approval history').waitFor();

    const decisions = async () =>
      (await mailsTo(memberEmail)).filter((mail) => mail.subject === `${insuranceTitle}: Rejected`);
    await expect.poll(async () => (await decisions()).length, { timeout: 30_000 }).toBe(1);
    expect((await decisions())[0]!.text).toContain('Please add the public liability certificate.');

    await member.goto(member.url().replace(/\/tasks.*$/, '/tasks'));
    await member.getByRole('button', { name: new RegExp(insuranceTitle) }).click();
    await member.locator('.task-drawer').getByText('Please add the public liability certificate.').waitFor();
    await member.locator('.task-drawer').getByRole('button', { name: 'Close' }).click();
    await member.getByRole('button', { name: new RegExp(planTitle) }).click();
    await member.locator('.task-drawer').getByText('Gate 4, from 7am.').waitFor();
    expect(await member.locator('.task-drawer').getByText('Pinned').count()).toBe(1);
  });

  it('running the reminder schedule at chosen times sends each reminder once', async () => {
    const reminders = async () =>
      (await mailsTo(memberEmail)).filter(
        (mail) => mail.text.includes(insuranceTitle) && mail.subject.startsWith('Tasks waiting'),
      );
    const now = new Date();
    await runScheduledJobsAt(now, ['sendTaskReminders']);
    await expect.poll(async () => (await reminders()).length, { timeout: 20_000 }).toBe(1);
    expect((await reminders())[0]!.text).toContain('Due Soon');
    expect((await reminders())[0]!.text).not.toContain(planTitle);
    await runScheduledJobsAt(new Date(now.getTime() + 60_000), ['sendTaskReminders']);
    await runScheduledJobsAt(new Date(due.getTime() + 60 * 60_000), ['sendTaskReminders']);
    await expect.poll(async () => (await reminders()).length, { timeout: 20_000 }).toBe(2);
    expect((await reminders())[1]!.text).toContain('Overdue');
    await runScheduledJobsAt(new Date(due.getTime() + 2 * 60 * 60_000), ['sendTaskReminders']);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect((await reminders()).length).toBe(2);
    expect(
      (await mailsTo(outsider.email)).filter(
        (mail) => mail.text.includes(planTitle) || mail.text.includes(insuranceTitle),
      ),
    ).toEqual([]);
  });
});

describe('tasks: an admin archives tasks in bulk and one from its edit screen, then deletes one from the archive', () => {
  let browser: Browser;
  let admin: Page;
  const run = randomUUID().slice(0, 6);
  const titles = ['Badges', 'Catalogue', 'Parking', 'Power'].map((name) => `${name} ${run}`);
  const ids = titles.map((_, index) => `bulk-${run}-${index}`);
  const stored = (id: string) => adminDb().doc(eventPaths(getStack().eventId).doc('tasks', id));

  beforeAll(async () => {
    const created = stampCreate(demoAccount('admin').uid, new Date());
    for (const [index, id] of ids.entries())
      await stored(id).set(
        taskSchema.parse({
          id,
          title: titles[index],
          dueDate: new Date(Date.now() + (10 + index) * DAY).toISOString(),
          teamTypeIds: [],
          viewerTeamTypeIds: taskViewerTeamTypeIds([]),
          ...created,
        }),
      );
    browser = await sharedBrowser();
    admin = await openSignedIn(browser, '/admin/tasks', demoAccount('admin').email);
  });
  afterAll(async () => {
    await releaseBrowser(browser);
  });

  const rowsOfRun = () => admin.getByRole('table', { name: 'Tasks' }).getByRole('row').filter({ hasText: run });
  const isArchived = async (id: string) => (await stored(id).get()).get('isArchived') as boolean;

  it('the admin selects three tasks and archives them together; the list keeps the fourth', async () => {
    await admin.getByPlaceholder('search...').fill(run);
    await expect.poll(() => rowsOfRun().count(), { timeout: 20_000 }).toBe(4);
    for (const id of ids.slice(0, 3)) await admin.getByLabel(`Select row ${id}`).check();
    const selected = admin.getByRole('region', { name: 'Actions for selected rows' });
    expect(await selected.textContent()).toContain('3 selected');
    await selected.getByRole('button', { name: 'Archive', exact: true }).click();
    await admin.getByText('3 tasks archived').waitFor();
    await expect
      .poll(() => rowsOfRun().allTextContents(), { timeout: 20_000 })
      .toEqual([expect.stringContaining(titles[3]!)]);
    expect(await Promise.all(ids.map(isArchived))).toEqual([true, true, true, false]);
  });

  it('the fourth is archived from its edit screen', async () => {
    await admin.getByRole('link', { name: titles[3] }).click();
    await admin.waitForURL(/\/admin\/tasks\/bulk-/);
    await admin.getByRole('button', { name: 'Archive', exact: true }).click();
    await admin.waitForURL(/\/admin\/tasks$/);
    await admin.getByText(`“${titles[3]}” archived`).waitFor();
    await expect.poll(() => isArchived(ids[3]!), { timeout: 20_000 }).toBe(true);
  });

  it('on the archived screen the admin deletes one after CONFIRM; the others stay archived', async () => {
    await admin.goto(admin.url().replace(/\/admin\/.*$/, '/admin/tasks/archived'));
    const archived = admin.getByRole('table', { name: 'Archived tasks' }).getByRole('row').filter({ hasText: run });
    await expect.poll(() => archived.count(), { timeout: 20_000 }).toBe(4);
    await admin.getByRole('button', { name: `Delete ${titles[0]}` }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByLabel(/to confirm/).fill('CONFIRM');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await admin.getByText(`“${titles[0]}” deleted`).waitFor();
    await expect.poll(() => archived.count(), { timeout: 20_000 }).toBe(3);
    expect((await stored(ids[0]!).get()).exists).toBe(false);
    expect(await Promise.all(ids.slice(1).map(isArchived))).toEqual([true, true, true]);
  });
});
