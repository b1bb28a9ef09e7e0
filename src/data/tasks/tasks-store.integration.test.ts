import { randomUUID } from 'node:crypto';
import { getBytes, ref } from 'firebase/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TEAM_ID, DEMO_TEAM_TYPE_ID } from '../../../scripts/seed';
import { adminDb, mailsTo, waitForMail } from '../../../tests/support/auth-people';
import { RATE_LIMITS_COLLECTION, rateLimitDocId } from '../../../functions/src/lib/rate-limit';
import { ORGANISER_MAIL_LIMITS, ORGANISER_MAILS_REFUSED } from '../../domain/security';
import { TASK_MESSAGES } from '../../domain/messages';
import { signInAsDemo } from '../../../tests/support/demo-sign-in';
import { demoAccount } from '../../../scripts/demo-accounts';
import { displayNameOf } from '../../domain/auth-callables';
import { getStack } from '../../../tests/support/stack';
import { firstAnswer } from '../../../tests/support/live-listen';
import { completeTaskStatus, taskValuesSchema, type TaskStatus, type TaskViewer } from '../../domain/tasks';
import { initFirebase, type FirebaseClient } from '../../lib/firebase/client';
import { readDocument } from '../../lib/firebase/documents';
import { parseClientEnv } from '../../lib/firebase/env';
import { listStorageFolder } from '../../lib/firebase/storage-folder';
import { storageClient } from '../../lib/firebase/storage-client';
import {
  createComment,
  createReply,
  deleteComment,
  deleteTasks,
  listTaskGroups,
  listenTeamTaskStatuses,
  listViewableTasks,
  getTaskStatus,
  listenThread,
  createTask,
  createTaskGroup,
  updateTaskStatus,
  updateTaskGroupsArchived,
  toggleLikePost,
  type TaskThread,
} from './tasks-store';

/** The name a demo person's posts are signed with (the rules compare it with their event record). */
/** The demo team's thread on a task as it stands. */
const threadNow = (taskId: string) =>
  firstAnswer<TaskThread>((listener) => listenThread({ taskId, teamId: DEMO_TEAM_ID }, listener));
const nameOf = (who: 'teamMember' | 'moderator') => displayNameOf(demoAccount(who).firstName, demoAccount(who).surname);
describe('tasks against the local stack (rules enforced)', () => {
  let client: FirebaseClient;
  // Tasks due in a few days for every team: deleted at the end, as they would otherwise raise every
  // team's risk in the reports' tests that share the demo event.
  const created: string[] = [];
  beforeAll(async () => {
    client = initFirebase(parseClientEnv(getStack().env));
  });
  afterAll(async () => {
    await signInAsDemo(client.auth, 'moderator');
    await deleteTasks(created);
  });

  const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
  const values = (title: string, extra: Record<string, unknown> = {}) =>
    taskValuesSchema.parse({ title, dueDate: inDays(3), ...extra });
  const demoMember: TaskViewer = {
    role: 'user',
    isOrganiserTeam: false,
    teamTypeId: DEMO_TEAM_TYPE_ID,
    standShareRole: 'none',
  };

  it('uploads attachments first, links groups, and shows a team only its own and unrestricted tasks', async () => {
    await signInAsDemo(client.auth, 'moderator');
    const group = await createTaskGroup({ title: `Stand ${randomUUID()}`, taskIds: [] });
    const mine = await createTask({
      values: values('For the demo type', { teamTypeIds: [DEMO_TEAM_TYPE_ID] }),
      files: [new File(['brief'], 'brief.pdf', { type: 'application/pdf' })],
      groupIds: [group.id],
    });
    const others = await createTask({
      values: values('For another type', { teamTypeIds: ['another-type'] }),
      files: [],
      groupIds: [],
    });
    const everyone = await createTask({ values: values('For everyone'), files: [], groupIds: [] });
    created.push(mine.id, others.id, everyone.id);
    expect(mine.viewerTeamTypeIds).toEqual([DEMO_TEAM_TYPE_ID]);
    expect(everyone.viewerTeamTypeIds).toEqual(['(any)']);
    expect(mine.attachments).toHaveLength(1);
    expect((await getBytes(ref(storageClient(), mine.attachments[0]!.storagePath))).byteLength).toBe(5);
    expect((await listTaskGroups()).find((entry) => entry.id === group.id)?.taskIds).toEqual([mine.id]);

    await signInAsDemo(client.auth, 'teamMember');
    const seen = (await listViewableTasks(demoMember)).map((task) => task.id);
    expect(seen).toEqual(expect.arrayContaining([mine.id, everyone.id]));
    expect(seen).not.toContain(others.id);
    expect((await getBytes(ref(storageClient(), mine.attachments[0]!.storagePath))).byteLength).toBe(5);

    await signInAsDemo(client.auth, 'moderator');
    await updateTaskGroupsArchived([group.id], true);
    expect((await listTaskGroups()).find((entry) => entry.id === group.id)).toMatchObject({
      isArchived: true,
      taskIds: [],
    });
  });

  it("lets a member complete their own team's task, never another team's", async () => {
    await signInAsDemo(client.auth, 'moderator');
    const task = await createTask({ values: values(`Complete me ${randomUUID()}`), files: [], groupIds: [] });
    created.push(task.id);
    await signInAsDemo(client.auth, 'teamMember');
    const saved = await updateTaskStatus(completeTaskStatus(await getTaskStatus(task.id, DEMO_TEAM_ID), task));
    expect(saved).toMatchObject({ isComplete: true, progressStatus: 'complete', teamId: DEMO_TEAM_ID });
    const teamStatuses = await firstAnswer<TaskStatus[]>((listener) => listenTeamTaskStatuses(DEMO_TEAM_ID, listener));
    expect(teamStatuses.some((status) => status.id === saved.id)).toBe(true);
    await expect(updateTaskStatus({ ...saved, teamId: 'another-team' })).rejects.toThrow();
    expect(() => listenTeamTaskStatuses('', { next: () => undefined, fail: () => undefined })).toThrow(
      'Team ID is empty',
    );
  });

  it('keeps a completion and a comment made at once on a status the team does not have yet', async () => {
    await signInAsDemo(client.auth, 'moderator');
    const task = await createTask({ values: values(`Done and said ${randomUUID()}`), files: [], groupIds: [] });
    created.push(task.id);
    await signInAsDemo(client.auth, 'teamMember');
    const fresh = await getTaskStatus(task.id, DEMO_TEAM_ID);
    // As a person who marks it complete and posts straight away: neither waits for the other.
    const [completed, posted] = await Promise.all([
      updateTaskStatus(completeTaskStatus(fresh, task)),
      createComment(task.id, DEMO_TEAM_ID, 'Done, see the plan.', nameOf('teamMember')),
    ]);
    // The team's screen still holds the status it read first (no comment on it): assigning from it keeps the comment.
    await updateTaskStatus({ ...completed, commentIds: [], assignedTo: [demoAccount('teamMember').uid] });
    const stored = (await adminDb().doc(client.paths.taskStatus(task.id, DEMO_TEAM_ID)).get()).data();
    expect(stored).toMatchObject({
      isComplete: true,
      progressStatus: 'complete',
      commentIds: [posted.post.id],
      assignedTo: [demoAccount('teamMember').uid],
    });
  });

  it('keeps a thread of comments and replies per team, emails the other side, and deletes a task with everything on it', async () => {
    await signInAsDemo(client.auth, 'moderator');
    const task = await createTask({
      values: values(`Discuss me ${randomUUID()}`),
      files: [new File(['plan'], 'plan.pdf', { type: 'application/pdf' })],
      groupIds: [],
    });
    await signInAsDemo(client.auth, 'teamMember');
    // A post is signed with its author's own name: another name is refused and nothing is stored.
    await expect(
      createComment(task.id, DEMO_TEAM_ID, 'Official notice', 'Ada Admiral (Organiser)'),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    expect(await threadNow(task.id)).toEqual({ comments: [], replies: [], pendingIds: [] });
    const { post: comment, mailProblem } = await createComment(
      task.id,
      DEMO_TEAM_ID,
      '  <b>Is the plan fine?</b> ',
      nameOf('teamMember'),
    );
    expect(mailProblem).toBe('');
    expect(comment.authorName).toBe('Marcus Mendes');
    expect(comment.text).toBe('<b>Is the plan fine?</b>');
    expect((await getTaskStatus(task.id, DEMO_TEAM_ID)).commentIds).toEqual([comment.id]);
    const toOrganiser = await waitForMail('moderator@demo.eventflow.test', { timeoutMs: 20_000 }).catch(
      () => undefined,
    );
    expect(toOrganiser?.subject).toBeDefined();
    await toggleLikePost({ kind: 'comment', post: comment });

    await signInAsDemo(client.auth, 'moderator');
    const { post: reply } = await createReply(comment, 'Looks good', nameOf('moderator'));
    const thread = await threadNow(task.id);
    expect(thread.comments[0]).toMatchObject({ likes: ['demo-team-member'], replyIds: [reply.id] });
    expect(thread.replies.map((entry) => entry.text)).toEqual(['Looks good']);

    await signInAsDemo(client.auth, 'teamMember');
    await deleteComment(thread.comments[0]!);
    expect(await threadNow(task.id)).toEqual({ comments: [], replies: [], pendingIds: [] });
    expect((await getTaskStatus(task.id, DEMO_TEAM_ID)).commentIds).toEqual([]);

    await signInAsDemo(client.auth, 'moderator');
    await createComment(task.id, DEMO_TEAM_ID, 'One more', nameOf('moderator'));
    await deleteTasks([task.id]);
    expect((await readDocument(client.paths.doc('tasks', task.id))).exists()).toBe(false);
    expect((await readDocument(client.paths.taskStatus(task.id, DEMO_TEAM_ID))).exists()).toBe(false);
    expect(await threadNow(task.id)).toEqual({ comments: [], replies: [], pendingIds: [] });
    expect(await listStorageFolder(client.paths.storage('tasks', task.id))).toEqual([]);
  });

  it("reaches the organisers' inboxes only so often from one team member, while organisers still answer", async () => {
    await signInAsDemo(client.auth, 'moderator');
    const task = await createTask({ values: values(`Flood me ${randomUUID()}`), files: [], groupIds: [] });
    created.push(task.id);
    const member = demoAccount('teamMember');
    await signInAsDemo(client.auth, 'teamMember');
    const memberUid = client.auth.currentUser!.uid;
    // The member's allowance for this hour is used up (as by 30 posts before this one).
    const counter = adminDb()
      .collection(RATE_LIMITS_COLLECTION)
      .doc(rateLimitDocId('mailsToOrganisersPerSender', memberUid));
    await counter.set({
      callable: 'mailsToOrganisersPerSender',
      windowStartedAt: Date.now(),
      count: ORGANISER_MAIL_LIMITS.mailsToOrganisersPerSender.max,
    });
    try {
      const organiserMails = (await mailsTo('moderator@demo.eventflow.test')).length;
      const { mailProblem } = await createComment(task.id, DEMO_TEAM_ID, 'Urgent!!! Read me', nameOf('teamMember'));
      // The post is stored and reported as posted; only the mail to the organisers is refused, apart.
      expect(mailProblem).toBe(`${TASK_MESSAGES.postedWithoutMail} ${ORGANISER_MAILS_REFUSED}`);
      expect((await threadNow(task.id)).comments.map((comment) => comment.text)).toEqual(['Urgent!!! Read me']);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect((await mailsTo('moderator@demo.eventflow.test')).length).toBe(organiserMails);

      // An organiser's answer to the team is not counted against anyone.
      const memberMails = (await mailsTo(member.email)).length;
      await signInAsDemo(client.auth, 'moderator');
      await createComment(task.id, DEMO_TEAM_ID, 'Received, thank you', nameOf('moderator'));
      await waitForMail(member.email, { count: memberMails + 1, timeoutMs: 20_000 });
    } finally {
      await counter.delete();
    }
  });
});
