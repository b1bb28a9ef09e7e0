import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccount } from '../../scripts/demo-accounts';
import { DEMO_TEAM_ID, DEMO_TEAM_TYPE_ID } from '../../scripts/seed';
import { eventPaths } from '../../src/domain/paths';
import { taskSchema } from '../../src/domain/tasks';
import { adminDb } from '../support/auth-people';
import { releaseBrowser, sharedBrowser, openSignedIn, atBothWidths } from '../support/browser';
import { getStack } from '../support/stack';

const DEMO_TEAM_NAME = 'Northwind Displays';

describe("activity history: an admin marks a task N/A for a team and reads it in the task's History", () => {
  const paths = eventPaths(getStack().eventId);
  const task = { id: `history-${randomUUID().slice(0, 8)}`, title: `Book the forklift ${randomUUID().slice(0, 6)}` };
  let browser: Browser;
  let admin: Page;

  beforeAll(async () => {
    await adminDb()
      .doc(paths.doc('tasks', task.id))
      .set(
        taskSchema.parse({
          ...task,
          dueDate: new Date(Date.now() + 3 * 86_400_000).toISOString(),
          teamTypeIds: [DEMO_TEAM_TYPE_ID],
          viewerTeamTypeIds: [DEMO_TEAM_TYPE_ID],
        }),
      );
    browser = await sharedBrowser();
    admin = await openSignedIn(browser, `/admin/tasks/${task.id}`, demoAccount('admin').email);
  });

  afterAll(async () => {
    await releaseBrowser(browser);
    await adminDb().doc(paths.doc('tasks', task.id)).delete();
    await adminDb().doc(paths.taskStatus(task.id, DEMO_TEAM_ID)).delete();
    const entries = await adminDb().collection(paths.collection('activity')).where('taskId', '==', task.id).get();
    await Promise.all(entries.docs.map((entry) => entry.ref.delete()));
  });

  it('shows the change under History, naming the admin and the team', async () => {
    const history = admin.getByRole('region', { name: 'History' });
    await history.getByText('No activity yet.').waitFor();
    await admin
      .getByLabel('Teams of this task')
      .getByRole('button', { name: new RegExp(DEMO_TEAM_NAME) })
      .click();
    await admin.getByRole('button', { name: 'Mark N/A' }).click();
    await admin.getByText(`${task.title} is N/A for ${DEMO_TEAM_NAME}`).waitFor();
    await admin.reload();
    await expect
      .poll(() => history.getByRole('listitem').first().textContent(), { timeout: 30_000 })
      .toMatch(new RegExp(`marked N/A for ${DEMO_TEAM_NAME}`));
    await atBothWidths(admin, 'task-activity-history', {
      ready: () => history.getByText(`marked N/A for ${DEMO_TEAM_NAME}`).waitFor(),
    });
  });
});
