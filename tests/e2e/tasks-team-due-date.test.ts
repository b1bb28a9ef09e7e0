import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccount } from '../../scripts/demo-accounts';
import { DEMO_TEAM_ID, DEMO_TEAM_TYPE_ID } from '../../scripts/seed';
import { formatDateTimeWithZone, fromDateTimeInput, toDateTimeInput } from '../../src/domain/event-time';
import { eventPaths } from '../../src/domain/paths';
import { settingsSchemas } from '../../src/domain/settings/settings-documents';
import { taskSchema } from '../../src/domain/tasks';
import { adminDb } from '../support/auth-people';
import { launchBrowser, openSignedIn, screenshotBothWidths } from '../support/browser';
import { getStack } from '../support/stack';

const DEMO_TEAM_NAME = 'Northwind Displays';
const DAY = 86_400_000;

describe("tasks: an organiser extends one team's deadline, and that team's member sees the new date", () => {
  const paths = eventPaths(getStack().eventId);
  const task = {
    id: `extend-${randomUUID().slice(0, 8)}`,
    title: `Send the stand plan ${randomUUID().slice(0, 6)}`,
  };
  const taskDue = new Date(Date.now() + 3 * DAY).toISOString();
  let timeZone: string;
  /** 09:00 on the event's clock, sixty days on: well outside the Due Soon window. */
  let extendedInput: string;
  let browser: Browser;
  let organiser: Page;
  let member: Page;

  beforeAll(async () => {
    timeZone = settingsSchemas.event.parse((await adminDb().doc(paths.settings('event')).get()).data() ?? {}).timeZone;
    extendedInput = `${toDateTimeInput(new Date(Date.now() + 60 * DAY).toISOString(), timeZone).slice(0, 10)}T09:00`;
    await adminDb()
      .doc(paths.doc('tasks', task.id))
      .set(
        taskSchema.parse({
          ...task,
          dueDate: taskDue,
          teamTypeIds: [DEMO_TEAM_TYPE_ID],
          viewerTeamTypeIds: [DEMO_TEAM_TYPE_ID],
        }),
      );
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

  it("gives the team its own date from the task's team statuses; the team's list shows it, Extended", async () => {
    const taskDueText = formatDateTimeWithZone(taskDue, timeZone);
    const extendedText = formatDateTimeWithZone(fromDateTimeInput(extendedInput, timeZone), timeZone);
    await expect.poll(() => memberRow().textContent(), { timeout: 30_000 }).toContain(`Due ${taskDueText}`);
    expect(await memberRow().textContent()).toContain('Due Soon');

    await teamRow().click();
    const form = organiser.getByRole('form', { name: `Due date for ${DEMO_TEAM_NAME}` });
    await form.getByLabel('Own due date').fill(extendedInput);
    await form.getByRole('button', { name: 'Give own due date' }).click();
    await organiser.getByText(`${DEMO_TEAM_NAME} is now due ${extendedText}`).waitFor();
    await expect.poll(() => teamRow().textContent()).toContain('Extended');

    await expect.poll(() => memberRow().textContent(), { timeout: 30_000 }).toContain(`Due ${extendedText}`);
    const row = await memberRow().textContent();
    expect(row).toContain('Extended');
    expect(row).toContain('Incomplete');
    expect(row).not.toContain('Due Soon');
    await memberRow().click();
    await member.locator('.task-drawer').getByText(`Due ${extendedText}`).waitFor();
    await member.locator('.task-drawer').getByRole('button', { name: 'Close' }).click();

    await screenshotBothWidths(organiser, 'task-team-due-date-organiser', {
      ready: () => organiser.getByRole('button', { name: "Use the task's due date" }).waitFor(),
    });
    await screenshotBothWidths(member, 'task-team-due-date-member', {
      ready: () => memberRow().getByText('Extended').waitFor(),
    });
  });

  it("takes it away: the team is on the task's date again, Due Soon", async () => {
    await organiser.getByRole('button', { name: "Use the task's due date" }).click();
    await organiser.getByText(`${DEMO_TEAM_NAME} is due with the task again`, { exact: false }).waitFor();
    await expect.poll(() => memberRow().textContent(), { timeout: 30_000 }).toContain('Due Soon');
    expect(await memberRow().textContent()).not.toContain('Extended');
  });
});
