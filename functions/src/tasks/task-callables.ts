import {
  announceApprovalRequestCallable,
  reviewTaskApprovalCallable,
  sendCommentNotificationCallable,
  sendTaskChaserCallable,
} from '../../../src/domain/tasks-callables';
import { hasRole } from '../../../src/domain/roles';
import { buildPath } from '../../../src/domain/routes';
import { eventPaths } from '../../../src/domain/paths';
import { MISSING_ID_MESSAGES } from '../../../src/domain/messages';
import {
  commentSchema,
  emptyTaskStatus,
  replySchema,
  reviewTaskStatus,
  TASK_APPROVAL_LABELS,
} from '../../../src/domain/tasks';
import { appLink } from '../auth/app-url';
import { sendTemplateEmails } from '../email/send-template-email';
import { adminFirestore } from '../lib/admin';
import { recordActivity } from '../lib/activity';
import { defineCallable } from '../lib/define-callable';
import { countMailToOrganisers } from '../lib/rate-limit';
import { DomainError } from '../lib/domain-error';
import { assertAllSent } from '../lib/mailer/mailer';
import {
  fullName,
  organisers,
  readPeople,
  readPerson,
  readStatus,
  readTask,
  readTeam,
  teamPeople,
  type Person,
} from './task-mail';
import { sendTaskChaser } from './task-reminders';

/** The taskStatus email to each of the recipients, filed under the team; fails with what was refused. */
async function mailTaskStatus(
  eventId: string,
  teamId: string,
  recipients: readonly Person[],
  variables: Record<string, string>,
): Promise<{ emailed: number }> {
  assertAllSent(
    await sendTemplateEmails(
      eventId,
      'taskStatus',
      recipients.map((person) => ({
        to: person.email,
        variables: { ...variables, firstName: person.firstName },
        metadata: { userId: person.id, teamId },
      })),
    ),
  );
  return { emailed: recipients.length };
}

/** Approves or rejects a team's submission, keeps the decision in the history, and mails the team (taskStatus). */
export const reviewTaskApproval = defineCallable({
  input: reviewTaskApprovalCallable.input,
  output: reviewTaskApprovalCallable.output,
  minRole: 'moderator',
  handler: async ({ input, uid, eventId }) => {
    const [task, team] = await Promise.all([readTask(eventId, input.taskId), readTeam(eventId, input.teamId)]);
    if (!task.isApprovalNeeded) throw new DomainError(`${task.title} does not need approval`);
    const path = eventPaths(eventId).taskStatus(task.id, team.id);
    const current =
      (await readStatus(eventId, task.id, team.id)) ?? emptyTaskStatus(task.id, team.id, path.split('/').pop()!);
    const at = new Date().toISOString();
    const reviewed = reviewTaskStatus(current, {
      decision: input.decision,
      note: input.note,
      reviewedBy: uid,
      reviewedAt: at,
    });
    const batch = adminFirestore().batch();
    // Stored whole, its id included: the rules read a status's id when its team or an organiser changes it next.
    batch.set(adminFirestore().doc(path), {
      ...reviewed,
      updatedAt: at,
      updatedBy: uid,
      createdAt: current.createdAt || at,
      createdBy: current.createdBy || uid,
    });
    await recordActivity(batch, eventId, {
      subject: { kind: 'taskStatus', taskId: task.id, teamId: team.id },
      verb: input.decision,
      at,
      actorId: uid,
      summary: input.note,
    });
    await batch.commit();
    const actionUrl = await appLink(eventId, buildPath('viewTask', { taskId: task.id }));
    const recipients = teamPeople(team, await readPeople(eventId));
    return mailTaskStatus(eventId, team.id, recipients, {
      teamName: team.name,
      taskName: task.title,
      status: TASK_APPROVAL_LABELS[input.decision],
      comment: input.note,
      actionUrl,
    });
  },
});

/**
 * Mails the other side of a thread about a new comment or reply: the team's people when an
 * organiser wrote it, the event's moderators and admins when someone of the team did.
 */
export const sendCommentNotification = defineCallable({
  input: sendCommentNotificationCallable.input,
  output: sendCommentNotificationCallable.output,
  minRole: 'user',
  rateLimit: 'sendCommentNotification',
  handler: async ({ input, uid, role, eventId }) => {
    if (!input.commentId) throw new DomainError(MISSING_ID_MESSAGES.commentId, 'invalid-argument');
    const db = adminFirestore();
    const paths = eventPaths(eventId);
    const commentSnapshot = await db.doc(paths.doc('comments', input.commentId)).get();
    const comment = commentSchema.safeParse({ ...commentSnapshot.data(), id: input.commentId });
    if (!comment.success) throw new DomainError(`No comment with id ${input.commentId} was found.`, 'not-found');
    const caller = await readPerson(eventId, uid);
    if (!caller) throw new DomainError(MISSING_ID_MESSAGES.userIdNull, 'invalid-argument');
    const fromOrganiser = hasRole(role, 'moderator');
    if (!fromOrganiser && caller.teamId !== comment.data.teamId)
      throw new DomainError('You are not part of this conversation');
    let post: { text: string; createdBy: string } = comment.data;
    if (input.replyId) {
      const reply = replySchema.safeParse({
        ...(await db.doc(paths.doc('replies', input.replyId)).get()).data(),
        id: input.replyId,
      });
      if (!reply.success || reply.data.commentId !== comment.data.id)
        throw new DomainError(`No reply with id ${input.replyId} was found.`, 'not-found');
      post = reply.data;
    }
    if (post.createdBy !== uid) throw new DomainError('Only the author of a comment announces it');
    const [task, team, people] = await Promise.all([
      readTask(eventId, comment.data.taskId),
      readTeam(eventId, comment.data.teamId),
      readPeople(eventId),
    ]);
    if (!fromOrganiser) await countMailToOrganisers(uid);
    const recipients = (fromOrganiser ? teamPeople(team, people) : organisers(people)).filter(
      (person) => person.id !== uid,
    );
    const actionUrl = await appLink(eventId, buildPath(fromOrganiser ? 'viewTask' : 'editTask', { taskId: task.id }));
    const variables = { taskName: task.title, commenterName: fullName(caller), comment: post.text, actionUrl };
    assertAllSent(
      await sendTemplateEmails(
        eventId,
        'commentNotification',
        recipients.map((person) => ({
          to: person.email,
          variables: { ...variables, firstName: person.firstName },
          metadata: { userId: person.id, teamId: team.id },
        })),
      ),
    );
    return { emailed: recipients.length };
  },
});

/**
 * Tells the organisers that a team's submission waits on them: only someone of that team, only while
 * it is pending, counted against the sender's hourly allowance of mails to organisers (as comments).
 */
export const announceApprovalRequest = defineCallable({
  input: announceApprovalRequestCallable.input,
  output: announceApprovalRequestCallable.output,
  minRole: 'user',
  rateLimit: 'announceApprovalRequest',
  handler: async ({ input, uid, eventId }) => {
    const [caller, task, team, status] = await Promise.all([
      readPerson(eventId, uid),
      readTask(eventId, input.taskId),
      readTeam(eventId, input.teamId),
      readStatus(eventId, input.taskId, input.teamId),
    ]);
    if (!caller || caller.teamId !== team.id) throw new DomainError('You are not part of this team');
    if (status?.approvalStatus !== 'pending')
      throw new DomainError(`${task.title} is not waiting for approval`, 'failed-precondition');
    await countMailToOrganisers(uid);
    const recipients = organisers(await readPeople(eventId)).filter((person) => person.id !== uid);
    return mailTaskStatus(eventId, team.id, recipients, {
      teamName: team.name,
      taskName: task.title,
      status: TASK_APPROVAL_LABELS.pending,
      comment: `Submitted by ${fullName(caller)}. Approve or reject it in the approvals queue.`,
      actionUrl: await appLink(eventId, buildPath('taskApprovals')),
    });
  },
});

/** The chaser batch: one task, or every task when none is named. */
export const sendTaskChaserFunction = defineCallable({
  input: sendTaskChaserCallable.input,
  output: sendTaskChaserCallable.output,
  minRole: 'moderator',
  rateLimit: 'sendTaskChaser',
  timeoutSeconds: 540,
  handler: ({ input, eventId }) => sendTaskChaser(eventId, input.taskId, new Date()),
});
