import * as z from 'zod/mini';
import { absentable } from './auth-callables';
import { callable } from './callables';
import { MISSING_ID_MESSAGES } from './messages';
import { requiredText } from './schema-fields';
import { APPROVAL_DECISIONS } from './tasks';

const eventId = requiredText();
const invokingUser = absentable(z.string());
const taskId = requiredText();

/**
 * reviewTaskApproval (moderators): approves or rejects a team's submitted task with a review
 * note, keeps the decision in the status's history and mails the team the taskStatus email.
 */
export const reviewTaskApprovalCallable = callable(
  'reviewTaskApproval',
  z.object({
    eventId,
    invokingUser,
    taskId,
    teamId: requiredText(MISSING_ID_MESSAGES.teamIdEmpty),
    decision: z.enum(APPROVAL_DECISIONS),
    note: z._default(z.string().check(z.trim(), z.maxLength(2000)), ''),
  }),
  z.object({ emailed: z.number() }),
);

/**
 * announceApprovalRequest (the team's people): mails the event's organisers (taskStatus email) that
 * the team's submission of a task waits on their approval, with a link to the approvals queue.
 */
export const announceApprovalRequestCallable = callable(
  'announceApprovalRequest',
  z.object({ eventId, invokingUser, taskId, teamId: requiredText(MISSING_ID_MESSAGES.teamIdEmpty) }),
  z.object({ emailed: z.number() }),
);

/** sendCommentNotification (anyone in the thread): mails the other side of a comment's thread. */
export const sendCommentNotificationCallable = callable(
  'sendCommentNotification',
  z.object({
    eventId,
    invokingUser,
    commentId: requiredText(MISSING_ID_MESSAGES.commentId),
    replyId: z.optional(z.string().check(z.trim())),
  }),
  z.object({ emailed: z.number() }),
);

/** sendTaskChaser (moderators): the chaser batch for one task, or for every task when taskId is left out. */
export const sendTaskChaserCallable = callable(
  'sendTaskChaser',
  z.object({ eventId, invokingUser, taskId: z.optional(taskId) }),
  z.object({ teams: z.number(), emailed: z.number() }),
);
