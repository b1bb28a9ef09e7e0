import { randomUUID } from 'node:crypto';
import { signInWithEmailAndPassword } from 'firebase/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDb, createPerson, mailsTo, waitForMail, type TestPerson } from '../../../tests/support/auth-people';
import { runScheduledJobsAt } from '../../../tests/support/scheduler';
import { getStack } from '../../../tests/support/stack';
import { writeWholeStatus } from '../../../tests/support/whole-status-write';
import { eventPaths } from '../../domain/paths';
import { taskSchema } from '../../domain/tasks';
import { initFirebase, type FirebaseClient } from '../../lib/firebase/client';
import { parseClientEnv } from '../../lib/firebase/env';
import { getTeamReportDetail } from '../report-teams/report-teams-store';
import { getTaskStatus, updateTaskNotApplicable } from './tasks-store';

// A task an organiser marks not applicable to one team, through the real client SDK with the rules
// enforced: the team sees N/A and cannot take it back; the reminders job and the risk score leave the
// task out for that team.
const stack = getStack();
const paths = eventPaths(stack.eventId);
const unique = () => randomUUID().slice(0, 8);
// Both tasks were due long ago: at the chosen run time (and today) they are overdue for the team, and
// no other file's task is due around then, so the run mails nobody else.
const DUE = '2001-02-27T12:00:00.000Z';
const REMINDER_RUN = new Date('2001-03-01T12:00:00.000Z');

describe('a task marked N/A for one team (rules enforced)', () => {
  let client: FirebaseClient;
  let organiser: TestPerson;
  let leader: TestPerson;
  let remindersWereEnabled: unknown;
  const teamTypeId = `type-${unique()}`;
  const team = { id: `team-${unique()}`, name: `Stand ${unique()}` };
  const skipped = { id: `skipped-${unique()}`, title: `Hire a plinth ${unique()}` };
  const late = { id: `late-${unique()}`, title: `Send the insurance ${unique()}` };
  const signInAs = (person: TestPerson) => signInWithEmailAndPassword(client.auth, person.email, person.password);
  const storedStatus = async (taskId: string) => (await adminDb().doc(paths.taskStatus(taskId, team.id)).get()).data();

  beforeAll(async () => {
    client = initFirebase(parseClientEnv(stack.env));
    [organiser, leader] = await Promise.all([createPerson('moderator'), createPerson()]);
    await adminDb()
      .doc(paths.doc('teams', team.id))
      .set({ id: team.id, name: team.name, ownerId: leader.uid, userIds: [leader.uid], teamTypeId });
    await adminDb().doc(paths.user(leader.uid)).update({ teamId: team.id });
    await Promise.all(
      [skipped, late].map((task) =>
        adminDb()
          .doc(paths.doc('tasks', task.id))
          .set(taskSchema.parse({ ...task, dueDate: DUE, teamTypeIds: [teamTypeId], viewerTeamTypeIds: [teamTypeId] })),
      ),
    );
    const emails = adminDb().doc(paths.settings('emails'));
    remindersWereEnabled = (await emails.get()).data()?.taskRemindersEnabled ?? false;
    await emails.set({ id: 'emails', taskRemindersEnabled: true, sendTaskRemindersTo: 'all-users' }, { merge: true });
  });

  afterAll(async () => {
    // The event is shared by every integration file: take back what this one added.
    await adminDb().doc(paths.settings('emails')).update({ taskRemindersEnabled: remindersWereEnabled });
    await Promise.all(
      [skipped, late].flatMap((task) => [
        adminDb().doc(paths.doc('tasks', task.id)).delete(),
        adminDb().doc(paths.taskStatus(task.id, team.id)).delete(),
      ]),
    );
  });

  it('leaves the risk score: the team is scored as if never asked to do the task', async () => {
    await signInAs(organiser);
    const before = (await getTeamReportDetail(team.id)).row;
    await updateTaskNotApplicable({ taskId: skipped.id, teamId: team.id, isNotApplicable: true });
    const after = (await getTeamReportDetail(team.id)).row;

    expect(await storedStatus(skipped.id)).toMatchObject({ isNotApplicable: true, updatedBy: organiser.uid });
    expect(after).toMatchObject({
      taskCount: before.taskCount,
      tasksNotApplicable: 1,
      tasksComplete: before.tasksComplete + 1,
      tasksOverdue: before.tasksOverdue - 1,
    });
    // The score's task count ('n of m tasks are overdue' under "Why this risk") loses the task.
    const scoredTasks = ({ activity }: typeof before) =>
      activity.completedTasks + activity.overdueTasks + activity.dueSoonTasks + activity.pendingTasks;
    const overdueReason = after.risk.parts.find((part) => part.kind === 'overdueTasks')?.label;
    expect(overdueReason).toMatch(
      new RegExp(`^${before.tasksOverdue - 1} of ${scoredTasks(before) - 1} tasks? (is|are) overdue`),
    );
    expect(after.risk.tasks).toBeLessThan(before.risk.tasks);
  });

  it("refuses the team taking the N/A back or marking another task N/A, and the team's status stays as it was", async () => {
    await signInAs(leader);
    const mine = await getTaskStatus(skipped.id, team.id);
    expect(mine.isNotApplicable).toBe(true);
    await expect(writeWholeStatus({ ...mine, isNotApplicable: false })).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await expect(
      updateTaskNotApplicable({ taskId: skipped.id, teamId: team.id, isNotApplicable: false }),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(
      updateTaskNotApplicable({ taskId: late.id, teamId: team.id, isNotApplicable: true }),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    expect(await storedStatus(skipped.id)).toMatchObject({ isNotApplicable: true, updatedBy: organiser.uid });
    expect(await storedStatus(late.id)).toBeUndefined();
  });

  it("leaves the team's reminders: the run mails the task still asked of the team, never the N/A one", async () => {
    const subject = `Tasks waiting for ${team.name}`;
    await runScheduledJobsAt(REMINDER_RUN, ['sendTaskReminders']);
    const reminder = await waitForMail(leader.email, { subject });
    expect(reminder.text).toContain(`${late.title} – Overdue`);
    expect(reminder.text).not.toContain(skipped.title);
    expect(await storedStatus(skipped.id)).toMatchObject({ remindersSent: [] });
    expect(await storedStatus(late.id)).toMatchObject({ remindersSent: ['overdue'] });
  });

  it('an organiser takes the N/A back: the task is asked of the team again and its next reminder lists it', async () => {
    await signInAs(organiser);
    await updateTaskNotApplicable({ taskId: skipped.id, teamId: team.id, isNotApplicable: false });
    expect(await storedStatus(skipped.id)).toMatchObject({ isNotApplicable: false });
    await runScheduledJobsAt(new Date(REMINDER_RUN.getTime() + 60_000), ['sendTaskReminders']);
    const reminder = await waitForMail(leader.email, { subject: `Tasks waiting for ${team.name}`, count: 2 });
    expect(reminder.text).toContain(`${skipped.title} – Overdue`);
    expect(reminder.text).not.toContain(late.title);
    expect((await mailsTo(leader.email)).length).toBe(2);
  });
});
