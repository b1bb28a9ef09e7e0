import { DEMO_TEAM_TYPE_ID } from '../../scripts/seed';
import { eventPaths } from '../../src/domain/paths';
import { taskSchema } from '../../src/domain/tasks';
import { adminDb } from './auth-people';
import { getStack } from './stack';

/** A task for the demo team's type, due in `dueInDays`, written straight to the stack (a story's starting point). */
export async function seedDemoTeamTask(task: { id: string; title: string }, dueInDays: number): Promise<void> {
  await adminDb()
    .doc(eventPaths(getStack().eventId).doc('tasks', task.id))
    .set(
      taskSchema.parse({
        ...task,
        dueDate: new Date(Date.now() + dueInDays * 86_400_000).toISOString(),
        teamTypeIds: [DEMO_TEAM_TYPE_ID],
        viewerTeamTypeIds: [DEMO_TEAM_TYPE_ID],
      }),
    );
}
