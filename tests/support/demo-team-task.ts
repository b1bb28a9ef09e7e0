import type { Browser, Page } from 'playwright-core';
import { demoAccount } from '../../scripts/demo-accounts';
import { DEMO_TEAM_ID, DEMO_TEAM_TYPE_ID } from '../../scripts/seed';
import { eventPaths } from '../../src/domain/paths';
import { taskSchema } from '../../src/domain/tasks';
import { adminDb } from './auth-people';
import { openSignedIn } from './browser';
import { getStack } from './stack';

export const DEMO_TEAM_NAME = 'Northwind Displays';

export interface DemoTeamTask {
  /** The demo moderator on the task's edit screen, with its team statuses. */
  organiser: Page;
  /** The demo team's member on /tasks. */
  member: Page;
  /** The demo team's row in the task's team statuses. */
  teamRow(): ReturnType<Page['getByRole']>;
  /** The task's row in the member's list. */
  memberRow(): ReturnType<Page['getByRole']>;
  /** Takes the task and the demo team's status of it away: the demo event is shared. */
  remove(): Promise<void>;
}

/** A task asked of the demo team's type, due at `dueDate`, open on both sides of the story. */
export async function openDemoTeamTask(
  browser: Browser,
  task: { id: string; title: string },
  dueDate: string,
): Promise<DemoTeamTask> {
  const paths = eventPaths(getStack().eventId);
  await adminDb()
    .doc(paths.doc('tasks', task.id))
    .set(
      taskSchema.parse({ ...task, dueDate, teamTypeIds: [DEMO_TEAM_TYPE_ID], viewerTeamTypeIds: [DEMO_TEAM_TYPE_ID] }),
    );
  const [organiser, member] = await Promise.all([
    openSignedIn(browser, `/admin/tasks/${task.id}`, demoAccount('moderator').email),
    openSignedIn(browser, '/tasks', demoAccount('teamMember').email),
  ]);
  return {
    organiser,
    member,
    teamRow: () => organiser.getByLabel('Teams of this task').getByRole('button', { name: new RegExp(DEMO_TEAM_NAME) }),
    memberRow: () => member.getByRole('button', { name: new RegExp(task.title) }),
    remove: async () => {
      await adminDb().doc(paths.doc('tasks', task.id)).delete();
      await adminDb().doc(paths.taskStatus(task.id, DEMO_TEAM_ID)).delete();
    },
  };
}
