import { randomUUID } from 'node:crypto';
import { signInWithEmailAndPassword } from 'firebase/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDb, createPerson, mailsTo, waitForMail, type TestPerson } from '../../../tests/support/auth-people';
import { runScheduledJobsAt } from '../../../tests/support/scheduler';
import { getStack } from '../../../tests/support/stack';
import { writeWholeStatus } from '../../../tests/support/whole-status-write';
import { eventPaths, taskStatusId } from '../../domain/paths';
import { taskSchema, taskStatusSchema } from '../../domain/tasks';
import { initFirebase, type FirebaseClient } from '../../lib/firebase/client';
import { parseClientEnv } from '../../lib/firebase/env';
import { getTeamReportDetail } from '../report-teams/report-teams-store';
import { getTaskStatus, updateTeamDueDate } from './tasks-store';

// One team's own deadline on a task, through the real client SDK with the rules enforced: an
// organiser gives it, the team sees it and cannot change it, and the reminders job and the risk
// score time the team's task from it while the other team stays on the task's deadline.
const stack = getStack();
const paths = eventPaths(stack.eventId);
const unique = () => randomUUID().slice(0, 8);
// The task was due long ago; the extended team's date is three months later. No other file's task
// falls due around the second run, so the runs mail nobody else of ours.
const TASK_DUE = '2001-02-27T12:00:00.000Z';
const EXTENDED_DUE = '2001-06-01T12:00:00.000Z';
const BETWEEN_DUE = '2001-05-01T12:00:00.000Z';
const FIRST_RUN = new Date('2001-03-01T12:00:00.000Z');
const AFTER_EXTENSION = new Date('2001-06-02T12:00:00.000Z');

describe("a team's own due date on a task (rules enforced)", () => {
  let client: FirebaseClient;
  let organiser: TestPerson;
  let extendedLeader: TestPerson;
  let plainLeader: TestPerson;
  let remindersWereEnabled: unknown;
  let overdueOnTaskDeadline = 0;
  const teamTypeId = `type-${unique()}`;
  const extended = { id: `extended-${unique()}`, name: `Stand ${unique()}` };
  const plain = { id: `plain-${unique()}`, name: `Stand ${unique()}` };
  const task = { id: `insurance-${unique()}`, title: `Send the insurance ${unique()}` };
  // Due between the task's date and the extended team's: that team's reminder lists it first.
  const between = { id: `badges-${unique()}`, title: `Order the badges ${unique()}` };
  const signInAs = (person: TestPerson) => signInWithEmailAndPassword(client.auth, person.email, person.password);
  const storedStatus = async (teamId: string) => (await adminDb().doc(paths.taskStatus(task.id, teamId)).get()).data();
  const subjectFor = (team: { name: string }) => `Tasks waiting for ${team.name}`;

  beforeAll(async () => {
    client = initFirebase(parseClientEnv(stack.env));
    [organiser, extendedLeader, plainLeader] = await Promise.all([
      createPerson('moderator'),
      createPerson(),
      createPerson(),
    ]);
    for (const [team, leader] of [
      [extended, extendedLeader],
      [plain, plainLeader],
    ] as const) {
      await adminDb()
        .doc(paths.doc('teams', team.id))
        .set({ id: team.id, name: team.name, ownerId: leader.uid, userIds: [leader.uid], teamTypeId });
      await adminDb().doc(paths.user(leader.uid)).update({ teamId: team.id });
    }
    for (const [each, dueDate] of [
      [task, TASK_DUE],
      [between, BETWEEN_DUE],
    ] as const)
      await adminDb()
        .doc(paths.doc('tasks', each.id))
        .set(taskSchema.parse({ ...each, dueDate, teamTypeIds: [teamTypeId], viewerTeamTypeIds: [teamTypeId] }));
    // The plain team has nothing to do with the second task: its mails stay about the first.
    await adminDb()
      .doc(paths.taskStatus(between.id, plain.id))
      .set(
        taskStatusSchema.parse({
          id: taskStatusId(between.id, plain.id),
          taskId: between.id,
          teamId: plain.id,
          isNotApplicable: true,
        }),
      );
    const emails = adminDb().doc(paths.settings('emails'));
    remindersWereEnabled = (await emails.get()).data()?.taskRemindersEnabled ?? false;
    await emails.set({ id: 'emails', taskRemindersEnabled: true, sendTaskRemindersTo: 'all-users' }, { merge: true });
  });

  afterAll(async () => {
    // The event is shared by every integration file: take back what this one added.
    await adminDb().doc(paths.settings('emails')).update({ taskRemindersEnabled: remindersWereEnabled });
    await Promise.all([
      adminDb().doc(paths.doc('tasks', task.id)).delete(),
      adminDb().doc(paths.doc('tasks', between.id)).delete(),
      adminDb().doc(paths.taskStatus(between.id, plain.id)).delete(),
      adminDb().doc(paths.taskStatus(task.id, extended.id)).delete(),
      adminDb().doc(paths.taskStatus(task.id, plain.id)).delete(),
    ]);
  });

  it('an organiser gives one team a later date: the team reads it, and its risk score no longer counts the task overdue', async () => {
    await signInAs(organiser);
    const before = (await getTeamReportDetail(extended.id, FIRST_RUN)).row;
    await updateTeamDueDate({ taskId: task.id, teamId: extended.id, dueAt: EXTENDED_DUE });
    const stored = await storedStatus(extended.id);
    expect(stored).toMatchObject({ dueAt: EXTENDED_DUE, updatedBy: organiser.uid });
    // The history names who gave the date, for that team's status of the task.
    const entry = await adminDb()
      .doc(paths.doc('activity', `${task.id}_${extended.id}@${String(stored?.updatedAt)}`))
      .get();
    expect(entry.data()).toMatchObject({ actorId: organiser.uid, verb: 'changed', summary: 'Own due date given' });
    const after = (await getTeamReportDetail(extended.id, FIRST_RUN)).row;
    // Scored as at the first run, when the task's deadline has passed and the team's is months away.
    // Unrestricted tasks of other files count for every team too: compare with before.
    overdueOnTaskDeadline = before.tasksOverdue;
    expect(after).toMatchObject({ tasksOverdue: before.tasksOverdue - 1, taskCount: before.taskCount });
    expect(after.risk.tasks).toBeLessThan(before.risk.tasks);
    expect((await getTeamReportDetail(plain.id, FIRST_RUN)).row.tasksOverdue).toBe(before.tasksOverdue);

    await signInAs(extendedLeader);
    expect(await getTaskStatus(task.id, extended.id)).toMatchObject({ dueAt: EXTENDED_DUE });
  });

  it("refuses a team giving, moving or removing its own date, and the organiser's date stays", async () => {
    await signInAs(extendedLeader);
    const mine = await getTaskStatus(task.id, extended.id);
    const { dueAt: _own, ...withoutOwnDate } = mine;
    for (const attempt of [
      () => updateTeamDueDate({ taskId: task.id, teamId: extended.id, dueAt: '2001-12-01T12:00:00.000Z' }),
      () => updateTeamDueDate({ taskId: task.id, teamId: extended.id, dueAt: '' }),
      () => writeWholeStatus({ ...mine, dueAt: '2001-12-01T12:00:00.000Z' }),
      () => writeWholeStatus(withoutOwnDate),
    ])
      await expect(attempt()).rejects.toMatchObject({ code: 'permission-denied' });

    // The other team cannot give itself a date either, not even on a status it creates.
    await signInAs(plainLeader);
    await expect(updateTeamDueDate({ taskId: task.id, teamId: plain.id, dueAt: EXTENDED_DUE })).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await expect(
      writeWholeStatus({ ...(await getTaskStatus(task.id, plain.id)), dueAt: EXTENDED_DUE }),
    ).rejects.toMatchObject({ code: 'permission-denied' });

    expect(await storedStatus(extended.id)).toMatchObject({ dueAt: EXTENDED_DUE, updatedBy: organiser.uid });
    expect(await storedStatus(plain.id)).toBeUndefined();
  });

  it('the reminders job skips the team whose own date is months away and reminds the team on the task’s', async () => {
    await runScheduledJobsAt(FIRST_RUN, ['sendTaskReminders']);
    const reminder = await waitForMail(plainLeader.email, { subject: subjectFor(plain) });
    expect(reminder.text).toContain(`${task.title} – Overdue (due 27 Feb 2001, 12:00 GMT)`);
    expect(await mailsTo(extendedLeader.email)).toHaveLength(0);
    expect(await storedStatus(extended.id)).toMatchObject({ remindersSent: [] });
    expect(await storedStatus(plain.id)).toMatchObject({ remindersSent: ['overdue'] });
  });

  it("once the team's own date has passed, the job reminds that team, naming its date", async () => {
    await runScheduledJobsAt(AFTER_EXTENSION, ['sendTaskReminders']);
    const reminder = await waitForMail(extendedLeader.email, { subject: subjectFor(extended) });
    expect(reminder.text).toContain(`${task.title} – Overdue (due 1 Jun 2001, 13:00 BST)`);
    // In the order of the team's own dates: the second task (due in May) before the first (its June date).
    const lines = reminder.text.split('\n');
    const lineOf = (title: string) => lines.findIndex((line) => line.startsWith(`${title} – `));
    expect(lineOf(between.title)).toBeGreaterThan(-1);
    expect(lineOf(between.title)).toBeLessThan(lineOf(task.title));
    expect(await storedStatus(extended.id)).toMatchObject({ remindersSent: ['overdue'] });
    // The other team had its reminder already.
    expect(await mailsTo(plainLeader.email)).toHaveLength(1);
  });

  it("an organiser takes the date away: the team is on the task's deadline again and its reminders start afresh", async () => {
    await signInAs(organiser);
    await updateTeamDueDate({ taskId: task.id, teamId: extended.id, dueAt: '' });
    const stored = await storedStatus(extended.id);
    expect(stored).not.toHaveProperty('dueAt');
    expect(stored).toMatchObject({ remindersSent: [] });
    expect((await getTeamReportDetail(extended.id, FIRST_RUN)).row.tasksOverdue).toBe(overdueOnTaskDeadline);
  });
});
