import { randomUUID } from 'node:crypto';
import { signInWithEmailAndPassword } from 'firebase/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDb, createPerson, mailsTo, waitForMail, type TestPerson } from '../../../tests/support/auth-people';
import { recordListen } from '../../../tests/support/live-listen';
import { getStack } from '../../../tests/support/stack';
import { TASK_MESSAGES } from '../../domain/messages';
import { eventPaths } from '../../domain/paths';
import { completeTaskStatus, taskSchema, type TaskStatus } from '../../domain/tasks';
import { initFirebase, type FirebaseClient } from '../../lib/firebase/client';
import { parseClientEnv } from '../../lib/firebase/env';
import {
  announceApprovalRequest,
  getTaskStatus,
  listenPendingApprovals,
  reviewTaskApproval,
  updateTaskStatus,
} from './tasks-store';

// A team submits a task that needs approval, through the real client SDK with the rules enforced:
// the organisers are mailed with a link to the approvals queue, the queue lists it until a decision.
const stack = getStack();
const paths = eventPaths(stack.eventId);
const unique = () => randomUUID().slice(0, 8);

describe('a task submitted for approval (rules enforced)', () => {
  let client: FirebaseClient;
  let organiser: TestPerson;
  let leader: TestPerson;
  let outsider: TestPerson;
  const teamTypeId = `type-${unique()}`;
  const team = { id: `team-${unique()}`, name: `Stand ${unique()}` };
  const otherTeam = { id: `team-${unique()}`, name: `Other ${unique()}` };
  const task = { id: `approve-${unique()}`, title: `Send the stand plan ${unique()}` };
  const signInAs = (person: TestPerson) => signInWithEmailAndPassword(client.auth, person.email, person.password);
  const statusId = () => `${task.id}_${team.id}`;
  /** The queue as the server answers it (a listen's first answer may come from the local cache). */
  async function queueWhere(matches: (ids: string[]) => boolean): Promise<void> {
    const queue = recordListen<TaskStatus[]>((listener) => listenPendingApprovals(undefined, listener));
    try {
      await queue.answer((statuses) => matches(statuses.map((status) => status.id)), 20_000);
    } finally {
      queue.stop();
    }
  }

  beforeAll(async () => {
    client = initFirebase(parseClientEnv(stack.env));
    [organiser, leader, outsider] = await Promise.all([createPerson('moderator'), createPerson(), createPerson()]);
    for (const [entry, person] of [
      [team, leader],
      [otherTeam, outsider],
    ] as const) {
      await adminDb()
        .doc(paths.doc('teams', entry.id))
        .set({ id: entry.id, name: entry.name, ownerId: person.uid, userIds: [person.uid], teamTypeId });
      await adminDb().doc(paths.user(person.uid)).update({ teamId: entry.id });
    }
    await adminDb()
      .doc(paths.doc('tasks', task.id))
      .set(
        taskSchema.parse({
          ...task,
          dueDate: '2030-01-01T12:00:00.000Z',
          isApprovalNeeded: true,
          teamTypeIds: [teamTypeId],
          viewerTeamTypeIds: [teamTypeId],
        }),
      );
  });

  afterAll(async () => {
    await Promise.all([
      adminDb().doc(paths.doc('tasks', task.id)).delete(),
      adminDb().doc(paths.taskStatus(task.id, team.id)).delete(),
    ]);
  });

  it('mails the organisers with a link to the queue, which lists it until it is approved', async () => {
    await signInAs(leader);
    // Nothing waits yet: announcing is refused and mails nobody.
    expect(await announceApprovalRequest({ taskId: task.id, teamId: team.id })).toBe(
      `${TASK_MESSAGES.submittedWithoutMail} ${task.title} is not waiting for approval`,
    );
    const submitted = completeTaskStatus(await getTaskStatus(task.id, team.id), { isApprovalNeeded: true });
    await updateTaskStatus(submitted);
    expect(await announceApprovalRequest({ taskId: task.id, teamId: team.id })).toBe('');
    const mail = await waitForMail(organiser.email, { subject: `${task.title}: Awaiting approval`, timeoutMs: 20_000 });
    expect(mail.text).toContain(`The status of ${task.title} for ${team.name} is now Awaiting approval.`);
    expect(mail.text).toMatch(/https?:\/\/\S+\/admin\/tasks\/approvals\b/);

    // Someone of another team cannot announce this team's submission.
    await signInAs(outsider);
    const before = (await mailsTo(organiser.email)).length;
    expect(await announceApprovalRequest({ taskId: task.id, teamId: team.id })).toBe(
      `${TASK_MESSAGES.submittedWithoutMail} You are not part of this team`,
    );

    await signInAs(organiser);
    await queueWhere((ids) => ids.includes(statusId()));
    await reviewTaskApproval({ taskId: task.id, teamId: team.id, decision: 'approved', note: 'Looks right' });
    await queueWhere((ids) => !ids.includes(statusId()));
    expect(await getTaskStatus(task.id, team.id)).toMatchObject({ isComplete: true, approvalStatus: 'approved' });
    expect((await mailsTo(organiser.email)).length).toBe(before);

    // The decision keeps the status whole: the team still looks after its own status afterwards.
    await signInAs(leader);
    const approved = await getTaskStatus(task.id, team.id);
    await updateTaskStatus({ ...approved, assignedTo: [leader.uid] });
    expect(await getTaskStatus(task.id, team.id)).toMatchObject({
      approvalStatus: 'approved',
      assignedTo: [leader.uid],
    });
  }, 120_000);

  it('is not read by a team member: the queue is for organisers', async () => {
    await signInAs(leader);
    const queue = recordListen<TaskStatus[]>((listener) => listenPendingApprovals(undefined, listener));
    try {
      expect(await queue.failure(20_000)).toMatchObject({ code: 'permission-denied' });
    } finally {
      queue.stop();
    }
  });
});
