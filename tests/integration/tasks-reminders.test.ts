import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stampCreate } from '../../src/domain/audit';
import { eventPaths } from '../../src/domain/paths';
import { taskSchema, taskViewerTeamTypeIds } from '../../src/domain/tasks';
import { adminDb, createPerson, mailsTo, type TestPerson } from '../support/auth-people';
import { runScheduledJobsAt } from '../support/scheduler';
import { getStack } from '../support/stack';

// The scheduled task reminders (sendTaskReminders) across many teams of one event: more teams than
// the job works through at once, one of them with an address the mail server refuses.

const stack = getStack();
const paths = eventPaths(stack.eventId);
const unique = () => randomUUID().slice(0, 8);
const DAY = 24 * 60 * 60_000;
const TEAMS = 12;

const teamType = `type-${unique()}`;
const task = { id: `reminded-${unique()}`, title: `Send the floor plan ${unique()}` };
const teams: { id: string; person: TestPerson }[] = [];
let refusedTeam: string;

const remindersTo = async (person: TestPerson) =>
  (await mailsTo(person.email)).filter((mail) => mail.text.includes(task.title));
const remindersSent = async (teamId: string) =>
  (await adminDb().doc(paths.taskStatus(task.id, teamId)).get()).get('remindersSent') as string[] | undefined;

beforeAll(async () => {
  const people = await Promise.all(Array.from({ length: TEAMS + 1 }, () => createPerson()));
  for (const person of people) teams.push({ id: `team-${unique()}`, person });
  refusedTeam = teams[TEAMS]!.id;
  await Promise.all(
    teams.map(async ({ id, person }) => {
      await adminDb()
        .doc(paths.doc('teams', id))
        .set({ id, name: `Reminded ${id}`, ownerId: person.uid, userIds: [person.uid], teamTypeId: teamType });
      await adminDb().doc(paths.user(person.uid)).update({ teamId: id });
    }),
  );
  await adminDb().doc(paths.user(teams[TEAMS]!.person.uid)).update({ email: 'not-an-address' });
  await adminDb()
    .doc(paths.settings('emails'))
    .set({ id: 'emails', taskRemindersEnabled: true, sendTaskRemindersTo: 'all-users' }, { merge: true });
  await adminDb()
    .doc(paths.doc('tasks', task.id))
    .set(
      taskSchema.parse({
        ...task,
        dueDate: new Date(Date.now() + 2 * DAY).toISOString(),
        teamTypeIds: [teamType],
        viewerTeamTypeIds: taskViewerTeamTypeIds([teamType]),
        ...stampCreate(teams[0]!.person.uid, new Date()),
      }),
    );
});

// The refused address would fail every later run of the shared stack's reminders.
afterAll(() => adminDb().doc(paths.doc('teams', refusedTeam)).delete());

describe('scheduled task reminders', () => {
  it('reminds every team once, records each, and leaves a team whose mail was refused for the next run', async () => {
    const { sendTaskReminders: first } = await runScheduledJobsAt(new Date(), ['sendTaskReminders']);
    expect(first!.failures).toContainEqual(expect.stringMatching(new RegExp(`^${stack.eventId}/${refusedTeam}: `)));
    for (const { id, person } of teams.slice(0, TEAMS)) {
      await expect.poll(async () => (await remindersTo(person)).length).toBe(1);
      const mails = await remindersTo(person);
      expect(mails[0]!.text).toContain(`${task.title} – Due Soon`);
      expect(await remindersSent(id)).toEqual(['dueSoon']);
    }
    expect(await remindersSent(refusedTeam)).toBeUndefined();

    const { sendTaskReminders: second } = await runScheduledJobsAt(new Date(Date.now() + 60_000), [
      'sendTaskReminders',
    ]);
    for (const { person } of teams.slice(0, TEAMS)) expect(await remindersTo(person)).toHaveLength(1);
    // Tried again, and refused again: still not recorded.
    expect(second!.failures).toContainEqual(expect.stringMatching(new RegExp(`^${stack.eventId}/${refusedTeam}: `)));
    expect(await remindersSent(refusedTeam)).toBeUndefined();
  }, 120_000);
});
