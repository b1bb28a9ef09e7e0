import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccount } from '../../scripts/demo-accounts';
import { DEMO_TEAM_ID } from '../../scripts/seed';
import { eventPaths } from '../../src/domain/paths';
import { adminDb } from '../support/auth-people';
import { seedDemoTeamTask } from '../support/demo-tasks';
import { launchBrowser, openSignedIn, screenshotBothWidths } from '../support/browser';
import { getStack } from '../support/stack';

const DEMO_TEAM_NAME = 'Northwind Displays';

describe('tasks: an organiser marks a task N/A for one team, and the team sees it at once', () => {
  const paths = eventPaths(getStack().eventId);
  const task = {
    id: `na-${randomUUID().slice(0, 8)}`,
    title: `Hire a plinth ${randomUUID().slice(0, 6)}`,
  };
  let browser: Browser;
  let organiser: Page;
  let member: Page;

  beforeAll(async () => {
    await seedDemoTeamTask(task, 3);
    browser = await launchBrowser();
    [organiser, member] = await Promise.all([
      openSignedIn(browser, `/admin/tasks/${task.id}`, demoAccount('moderator').email),
      openSignedIn(browser, '/tasks', demoAccount('teamMember').email),
    ]);
  });

  afterAll(async () => {
    await browser?.close();
    // The demo event is shared: the demo team's risk and reminders must not keep this task.
    await adminDb().doc(paths.doc('tasks', task.id)).delete();
    await adminDb().doc(paths.taskStatus(task.id, DEMO_TEAM_ID)).delete();
  });

  const teamRow = () =>
    organiser.getByLabel('Teams of this task').getByRole('button', { name: new RegExp(DEMO_TEAM_NAME) });
  const memberRow = () => member.getByRole('button', { name: new RegExp(task.title) });

  it("marks it N/A from the task's team statuses; the team's list reads N/A", async () => {
    await expect.poll(() => memberRow().textContent(), { timeout: 30_000 }).toContain('Due Soon');
    await teamRow().click();
    await organiser.getByRole('button', { name: 'Mark N/A' }).click();
    await organiser.getByText(`${task.title} is N/A for ${DEMO_TEAM_NAME}`).waitFor();
    await expect.poll(() => teamRow().textContent()).toContain('N/A');
    await expect.poll(() => memberRow().textContent(), { timeout: 30_000 }).toContain('N/A');
    await memberRow().click();
    await member.locator('.task-drawer').getByText('marked this task as not applicable to your team').waitFor();
    await member.locator('.task-drawer').getByRole('button', { name: 'Close' }).click();
    await screenshotBothWidths(organiser, 'task-team-statuses-na', {
      ready: () => organiser.getByRole('button', { name: 'Undo N/A' }).waitFor(),
    });
  });

  it('undoes it: the task is the team’s again, Due Soon', async () => {
    await organiser.getByRole('button', { name: 'Undo N/A' }).click();
    await organiser.getByText(`${task.title} applies to ${DEMO_TEAM_NAME} again`).waitFor();
    await expect.poll(() => memberRow().textContent(), { timeout: 30_000 }).toContain('Due Soon');
    expect(await memberRow().textContent()).not.toContain('N/A');
  });
});
