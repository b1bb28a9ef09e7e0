import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TEAM_ID, DEMO_TEAM_TYPE_ID } from '../../../scripts/seed';
import { demoAccount } from '../../../scripts/demo-accounts';
import { adminDb } from '../../../tests/support/auth-people';
import { signInAsDemo } from '../../../tests/support/demo-sign-in';
import { firstAnswer, recordListen } from '../../../tests/support/live-listen';
import { getStack } from '../../../tests/support/stack';
import { displayNameOf } from '../../domain/auth-callables';
import { inboxThreads } from '../../domain/comments-inbox';
import { eventPaths } from '../../domain/paths';
import { commentSchema, taskValuesSchema } from '../../domain/tasks';
import { initFirebase, type FirebaseClient } from '../../lib/firebase/client';
import { parseClientEnv } from '../../lib/firebase/env';
import { setSession } from '../session/session-state';
import { createComment, createReply, createTask, deleteTasks } from '../tasks/tasks-store';
import { listenInboxPosts, updateThreadHandled, type InboxPosts } from './comments-inbox-store';

type Person = 'teamMember' | 'moderator';

describe('the comments inbox against the local stack (rules enforced)', () => {
  let client: FirebaseClient;
  let taskId = '';
  const otherTeamId = `other-team-${randomUUID().slice(0, 8)}`;

  /** Signs in as a demo person, the app's session saying who they are (posts carry whether an organiser wrote them). */
  async function signInAs(who: Person) {
    await signInAsDemo(client.auth, who);
    const account = demoAccount(who);
    setSession({
      status: 'signedIn',
      user: {
        uid: account.uid,
        email: account.email,
        firstName: account.firstName,
        surname: account.surname,
        role: account.role,
        isOnboarded: true,
        teamId: who === 'teamMember' ? DEMO_TEAM_ID : '',
        teamTypeId: who === 'teamMember' ? DEMO_TEAM_TYPE_ID : '',
        standShareRole: 'none',
        isOrganiser: false,
        parentTeamId: '',
      },
    });
  }
  const nameOf = (who: Person) => displayNameOf(demoAccount(who).firstName, demoAccount(who).surname);
  /** The inbox's threads on this test's task, as the organisers' live read gives them now. */
  const threadsNow = async () => {
    const posts = await firstAnswer<InboxPosts>((listener) => listenInboxPosts(undefined, listener));
    return inboxThreads(
      posts.comments.filter((comment) => comment.taskId === taskId),
      posts.replies.filter((reply) => reply.taskId === taskId),
    );
  };
  const storedComment = async (id: string) =>
    commentSchema.parse((await adminDb().doc(eventPaths(getStack().eventId).doc('comments', id)).get()).data());

  beforeAll(async () => {
    client = initFirebase(parseClientEnv(getStack().env));
    await signInAs('moderator');
    const task = await createTask({
      values: taskValuesSchema.parse({
        title: `Inbox ${randomUUID()}`,
        dueDate: new Date(Date.now() + 5 * 86_400_000).toISOString(),
      }),
      files: [],
      groupIds: [],
    });
    taskId = task.id;
    // Another team's thread on the same task, written as that team would have.
    await adminDb()
      .doc(eventPaths(getStack().eventId).doc('comments', `${taskId}-other`))
      .set(
        commentSchema.parse({
          id: `${taskId}-other`,
          taskId,
          teamId: otherTeamId,
          text: 'Where do we unload?',
          authorName: 'Rory Rival',
          createdBy: 'someone-else',
          createdAt: new Date(Date.now() - 60_000).toISOString(),
          updatedBy: 'someone-else',
          updatedAt: new Date(Date.now() - 60_000).toISOString(),
        }),
      );
  });
  afterAll(async () => {
    await signInAs('moderator');
    await deleteTasks([taskId]);
  });

  it("shows organisers every team's thread, answered last once they answer, handled until the team writes again", async () => {
    await signInAs('teamMember');
    const { post: question } = await createComment(taskId, DEMO_TEAM_ID, 'Is the plan fine?', nameOf('teamMember'));
    expect(question.isFromOrganiser).toBe(false);

    await signInAs('moderator');
    let threads = await threadsNow();
    expect(threads.map((thread) => [thread.comment.teamId, thread.awaitsAnswer, thread.state])).toEqual([
      [DEMO_TEAM_ID, true, 'open'],
      [otherTeamId, true, 'open'],
    ]);

    const { post: answer } = await createReply(question, 'Yes, it is fine', nameOf('moderator'));
    expect(answer.isFromOrganiser).toBe(true);
    await updateThreadHandled({ comment: question, isHandled: true });
    threads = await threadsNow();
    expect(threads.map((thread) => [thread.comment.teamId, thread.awaitsAnswer, thread.state])).toEqual([
      [otherTeamId, true, 'open'],
      [DEMO_TEAM_ID, false, 'handled'],
    ]);
    expect(await storedComment(question.id)).toMatchObject({ handledBy: demoAccount('moderator').uid });

    // The team's next word reopens the thread: it waits for an answer again.
    await signInAs('teamMember');
    await createReply(question, 'One more thing', nameOf('teamMember'));
    await signInAs('moderator');
    const reopened = (await threadsNow()).find((thread) => thread.comment.id === question.id)!;
    expect([reopened.awaitsAnswer, reopened.state, reopened.latest.text]).toEqual([true, 'open', 'One more thing']);

    await updateThreadHandled({ comment: question, isHandled: false });
    expect(await storedComment(question.id)).toMatchObject({ handledAt: '', handledBy: '' });
  });

  it("refuses a team member the inbox's reads and the handled mark, leaving the thread as it was", async () => {
    await signInAs('teamMember');
    const { post: question } = await createComment(taskId, DEMO_TEAM_ID, 'Can we mark this?', nameOf('teamMember'));
    const inbox = recordListen<InboxPosts>((listener) => listenInboxPosts(undefined, listener));
    expect(await inbox.failure()).toMatchObject({ code: 'permission-denied' });
    inbox.stop();
    await expect(updateThreadHandled({ comment: question, isHandled: true })).rejects.toMatchObject({
      code: 'permission-denied',
    });
    expect(await storedComment(question.id)).toMatchObject({ handledAt: '', handledBy: '' });
    // Nor does the team take the organisers' mark off: only its next word reopens the thread.
    await signInAs('moderator');
    await updateThreadHandled({ comment: question, isHandled: true });
    await signInAs('teamMember');
    await expect(updateThreadHandled({ comment: question, isHandled: false })).rejects.toMatchObject({
      code: 'permission-denied',
    });
    expect((await storedComment(question.id)).handledBy).toBe(demoAccount('moderator').uid);
  });
});
