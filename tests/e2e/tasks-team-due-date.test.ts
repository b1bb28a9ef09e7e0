import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  formatDateTime,
  formatDateTimeWithZone,
  fromDateTimeInput,
  toDateTimeInput,
} from '../../src/domain/event-time';
import { eventPaths } from '../../src/domain/paths';
import { settingsSchemas } from '../../src/domain/settings/settings-documents';
import { adminDb } from '../support/auth-people';
import { releaseBrowser, sharedBrowser, portalUrl, atBothWidths } from '../support/browser';
import { DEMO_TEAM_NAME, openDemoTeamTask, type DemoTeamTask } from '../support/demo-team-task';
import { getStack } from '../support/stack';

const DAY = 86_400_000;

describe("tasks: an organiser extends one team's deadline, and that team's member sees the new date", () => {
  const task = {
    id: `extend-${randomUUID().slice(0, 8)}`,
    title: `Send the stand plan ${randomUUID().slice(0, 6)}`,
  };
  const taskDue = new Date(Date.now() + 3 * DAY).toISOString();
  let timeZone: string;
  /** 09:00 on the event's clock, sixty days on: well outside the Due Soon window. */
  let extendedInput: string;
  let browser: Browser;
  let story: DemoTeamTask;

  beforeAll(async () => {
    const eventSettings = await adminDb().doc(eventPaths(getStack().eventId).settings('event')).get();
    timeZone = settingsSchemas.event.parse(eventSettings.data() ?? {}).timeZone;
    extendedInput = `${toDateTimeInput(new Date(Date.now() + 60 * DAY).toISOString(), timeZone).slice(0, 10)}T09:00`;
    browser = await sharedBrowser();
    story = await openDemoTeamTask(browser, task, taskDue);
  });

  afterAll(async () => {
    await releaseBrowser(browser);
    await story?.remove();
  });

  it("gives the team its own date from the task's team statuses; the team's list shows it, Extended", async () => {
    const taskDueText = formatDateTimeWithZone(taskDue, timeZone);
    const extendedText = formatDateTimeWithZone(fromDateTimeInput(extendedInput, timeZone), timeZone);
    await expect.poll(() => story.memberRow().textContent(), { timeout: 30_000 }).toContain(`Due ${taskDueText}`);
    expect(await story.memberRow().textContent()).toContain('Due Soon');

    await story.teamRow().click();
    const form = story.organiser.getByRole('form', { name: `Due date for ${DEMO_TEAM_NAME}` });
    await form.getByLabel('Own due date').fill(extendedInput);
    await form.getByRole('button', { name: 'Give own due date' }).click();
    await story.organiser.getByText(`${DEMO_TEAM_NAME} is now due ${extendedText}`).waitFor();
    await expect.poll(() => story.teamRow().textContent()).toContain('Extended');

    await expect.poll(() => story.memberRow().textContent(), { timeout: 30_000 }).toContain(`Due ${extendedText}`);
    const row = await story.memberRow().textContent();
    expect(row).toContain('Extended');
    expect(row).toContain('Incomplete');
    expect(row).not.toContain('Due Soon');
    await story.memberRow().click();
    await story.member.locator('.task-drawer').getByText(`Due ${extendedText}`).waitFor();
    await story.member.locator('.task-drawer').getByRole('button', { name: 'Close' }).click();

    // The task's report gives the team its own date, beside the task's for the others.
    const report = await story.organiser.context().newPage();
    await report.goto(portalUrl(`/reports/tasks/${task.id}`));
    const teams = report.getByRole('table', { name: 'Teams and their status' });
    await report.getByLabel('Search teams').fill(DEMO_TEAM_NAME);
    await expect
      .poll(() => teams.locator('tbody tr').allTextContents(), { timeout: 30_000 })
      .toEqual([expect.stringContaining(DEMO_TEAM_NAME)]);
    const reportRow = await teams.locator('tbody tr').textContent();
    expect(reportRow).toContain(`${formatDateTime(fromDateTimeInput(extendedInput, timeZone), timeZone)}Extended`);
    expect(reportRow).toContain('Incomplete');
    await report.close();

    await atBothWidths(story.organiser, 'task-team-due-date-organiser', {
      ready: () => story.organiser.getByRole('button', { name: "Use the task's due date" }).waitFor(),
    });
    await atBothWidths(story.member, 'task-team-due-date-member', {
      ready: () => story.memberRow().getByText('Extended').waitFor(),
    });
  });

  it("takes it away: the team is on the task's date again, Due Soon", async () => {
    await story.organiser.getByRole('button', { name: "Use the task's due date" }).click();
    await story.organiser.getByText(`${DEMO_TEAM_NAME} is due with the task again`, { exact: false }).waitFor();
    await expect.poll(() => story.memberRow().textContent(), { timeout: 30_000 }).toContain('Due Soon');
    expect(await story.memberRow().textContent()).not.toContain('Extended');
  });
});
