import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccount } from '../../scripts/demo-accounts';
import { DEMO_TEAM_ID, DEMO_TEAM_TYPE_ID } from '../../scripts/seed';
import { eventPaths } from '../../src/domain/paths';
import { taskSchema } from '../../src/domain/tasks';
import { adminDb, waitForMail } from '../support/auth-people';
import { releaseBrowser, sharedBrowser, openSignedIn, portalUrl, atBothWidths } from '../support/browser';
import { getStack } from '../support/stack';

const DEMO_TEAM_NAME = 'Northwind Displays';

// A team submits a task that needs approval; the moderator is mailed a link to the approvals queue,
// follows it, approves the submission in place, and the team sees the task complete.

describe('tasks: a submission for approval reaches the moderator, who approves it from the queue', () => {
  const paths = eventPaths(getStack().eventId);
  const run = randomUUID().slice(0, 8);
  const task = { id: `approval-${run}`, title: `Public liability insurance ${run}` };
  const moderatorEmail = demoAccount('moderator').email;
  const memberEmail = demoAccount('teamMember').email;
  let browser: Browser;
  let member: Page;
  let moderator: Page;
  let queueLink: URL;

  beforeAll(async () => {
    await adminDb()
      .doc(paths.doc('tasks', task.id))
      .set(
        taskSchema.parse({
          ...task,
          dueDate: new Date(Date.now() + 10 * 86_400_000).toISOString(),
          isApprovalNeeded: true,
          teamTypeIds: [DEMO_TEAM_TYPE_ID],
          viewerTeamTypeIds: [DEMO_TEAM_TYPE_ID],
        }),
      );
    browser = await sharedBrowser();
    member = await openSignedIn(browser, '/tasks', memberEmail);
  });

  afterAll(async () => {
    await releaseBrowser(browser);
    // The demo event is shared: the demo team's risk and reminders must not keep this task.
    await adminDb().doc(paths.doc('tasks', task.id)).delete();
    await adminDb().doc(paths.taskStatus(task.id, DEMO_TEAM_ID)).delete();
  });

  const memberRow = () => member.getByRole('button', { name: new RegExp(task.title) });

  it('a member submits the task for approval', async () => {
    await memberRow().click();
    const drawer = member.locator('.task-drawer');
    await drawer.getByRole('button', { name: 'Submit for approval' }).click();
    await drawer.getByText('Submitted for approval').waitFor();
    await drawer.getByRole('button', { name: 'Close' }).click();
  });

  it('the moderator is mailed that it awaits approval, with a link to the approvals queue', async () => {
    const mail = await waitForMail(moderatorEmail, { subject: `${task.title}: Awaiting approval`, timeoutMs: 30_000 });
    expect(mail.text).toContain(DEMO_TEAM_NAME);
    expect(mail.text).toContain('Approve or reject it in the approvals queue.');
    const link = /https?:\/\/\S+\/admin\/tasks\/approvals\b/.exec(mail.text)?.[0];
    expect(link).toBeDefined();
    queueLink = new URL(link!);
    expect(queueLink.pathname).toBe('/admin/tasks/approvals');
  });

  it('following the link, the moderator approves the submission in place; it leaves the queue', async () => {
    moderator = await openSignedIn(browser, queueLink.pathname, moderatorEmail);
    await moderator.getByRole('heading', { name: 'Approvals', level: 1 }).waitFor();
    const request = moderator
      .getByRole('list', { name: 'Submissions waiting for approval' })
      .getByRole('listitem', { name: `${task.title} for ${DEMO_TEAM_NAME}` });
    await request.waitFor();
    await atBothWidths(moderator, 'tasks-approvals-queue', { ready: () => request.waitFor() });
    await request.getByLabel('Review note').fill('Certificate received, thank you.');
    await request.getByRole('button', { name: 'Approve' }).click();
    await moderator.getByText(new RegExp(`^Approved: ${DEMO_TEAM_NAME} was told by email \\(\\d+\\)$`)).waitFor();
    await expect.poll(() => request.count()).toBe(0);
    expect((await adminDb().doc(paths.taskStatus(task.id, DEMO_TEAM_ID)).get()).data()).toMatchObject({
      isComplete: true,
      approvalStatus: 'approved',
    });
  });

  it('the team sees the task complete, with the approval note, and is mailed the decision', async () => {
    await member.goto(portalUrl('/tasks'));
    await expect.poll(() => memberRow().textContent(), { timeout: 30_000 }).toContain('Complete');
    await memberRow().click();
    const drawer = member.locator('.task-drawer');
    await drawer.getByText('Completed').waitFor();
    await drawer.getByText('Certificate received, thank you.').waitFor();
    const decision = await waitForMail(memberEmail, { subject: `${task.title}: Approved`, timeoutMs: 30_000 });
    expect(decision.text).toContain('Certificate received, thank you.');
  });
});
