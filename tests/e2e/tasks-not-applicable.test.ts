import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { releaseBrowser, sharedBrowser, atBothWidths } from '../support/browser';
import { DEMO_TEAM_NAME, openDemoTeamTask, type DemoTeamTask } from '../support/demo-team-task';

describe('tasks: an organiser marks a task N/A for one team, and the team sees it at once', () => {
  const task = {
    id: `na-${randomUUID().slice(0, 8)}`,
    title: `Hire a plinth ${randomUUID().slice(0, 6)}`,
  };
  let browser: Browser;
  let story: DemoTeamTask;

  beforeAll(async () => {
    browser = await sharedBrowser();
    story = await openDemoTeamTask(browser, task, new Date(Date.now() + 3 * 86_400_000).toISOString());
  });

  afterAll(async () => {
    await releaseBrowser(browser);
    await story?.remove();
  });

  it("marks it N/A from the task's team statuses; the team's list reads N/A", async () => {
    await expect.poll(() => story.memberRow().textContent(), { timeout: 30_000 }).toContain('Due Soon');
    await story.teamRow().click();
    await story.organiser.getByRole('button', { name: 'Mark N/A' }).click();
    await story.organiser.getByText(`${task.title} is N/A for ${DEMO_TEAM_NAME}`).waitFor();
    await expect.poll(() => story.teamRow().textContent()).toContain('N/A');
    await expect.poll(() => story.memberRow().textContent(), { timeout: 30_000 }).toContain('N/A');
    await story.memberRow().click();
    await story.member.locator('.task-drawer').getByText('marked this task as not applicable to your team').waitFor();
    await story.member.locator('.task-drawer').getByRole('button', { name: 'Close' }).click();
    await atBothWidths(story.organiser, 'task-team-statuses-na', {
      ready: () => story.organiser.getByRole('button', { name: 'Undo N/A' }).waitFor(),
    });
  });

  it('undoes it: the task is the team’s again, Due Soon', async () => {
    await story.organiser.getByRole('button', { name: 'Undo N/A' }).click();
    await story.organiser.getByText(`${task.title} applies to ${DEMO_TEAM_NAME} again`).waitFor();
    await expect.poll(() => story.memberRow().textContent(), { timeout: 30_000 }).toContain('Due Soon');
    expect(await story.memberRow().textContent()).not.toContain('N/A');
  });
});
