import { z } from 'zod';
import { absentable } from './auth-callables';
import { callable } from './callables';
import { MISSING_ID_MESSAGES } from './messages';
import { APPROVAL_DECISIONS } from './tasks';

const eventId = z.string().trim().min(1);
const invokingUser = absentable(z.string());
const taskId = z.string().trim().min(1);

/**
 * reviewTaskApproval (moderators): approves or rejects a team's submitted task with a review
 * note, keeps the decision in the status's history and mails the team the taskStatus e-mail.
 */
export const reviewTaskApprovalCallable = callable(
  'reviewTaskApproval',
  z.object({
    eventId,
    invokingUser,
    taskId,
    teamId: z.string().trim().min(1, MISSING_ID_MESSAGES.teamIdEmpty),
    decision: z.enum(APPROVAL_DECISIONS),
    note: z.string().trim().max(2000).default(''),
  }),
  z.object({ emailed: z.number() }),
);

/** sendCommentNotification (anyone in the thread): mails the other side of a comment's thread. */
export const sendCommentNotificationCallable = callable(
  'sendCommentNotification',
  z.object({ eventId, invokingUser, commentId: z.string().trim().min(1, MISSING_ID_MESSAGES.commentId), replyId: z.string().trim().optional() }),
  z.object({ emailed: z.number() }),
);

/** sendTaskChaser (moderators): the chaser batch for one task, or for every task when taskId is left out. */
export const sendTaskChaserCallable = callable(
  'sendTaskChaser',
  z.object({ eventId, invokingUser, taskId: taskId.optional() }),
  z.object({ teams: z.number(), emailed: z.number() }),
);
