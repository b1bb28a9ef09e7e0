import {
  deleteNotificationsCallable,
  publishNotificationCallable,
  sendNotificationTestEmailCallable,
} from '../../../src/domain/notifications';
import { sendTemplateEmail } from '../email/send-template-email';
import { defineCallable } from '../lib/define-callable';
import { deleteNotification, notificationEmailVariables, publishNotification, sendingDeadline } from './publish';

/** The Publish call's time limit: long enough for a few thousand mails; the scheduled job mails the rest. */
const PUBLISH_TIMEOUT_S = 540;

export const publishNotificationFunction = defineCallable({
  input: publishNotificationCallable.input,
  output: publishNotificationCallable.output,
  minRole: 'admin',
  timeoutSeconds: PUBLISH_TIMEOUT_S,
  handler: ({ input, uid, eventId }) =>
    publishNotification(eventId, input.notificationId, uid, new Date(), sendingDeadline(PUBLISH_TIMEOUT_S)),
});

export const deleteNotificationsFunction = defineCallable({
  input: deleteNotificationsCallable.input,
  output: deleteNotificationsCallable.output,
  minRole: 'admin',
  handler: async ({ input, eventId }) => {
    for (const notificationId of input.notificationIds) await deleteNotification(eventId, notificationId);
    return { deleted: input.notificationIds.length };
  },
});

export const sendNotificationTestEmailFunction = defineCallable({
  input: sendNotificationTestEmailCallable.input,
  output: sendNotificationTestEmailCallable.output,
  minRole: 'admin',
  rateLimit: 'sendNotificationTestEmail',
  handler: async ({ input, uid, eventId }) => {
    const result = await sendTemplateEmail({
      eventId,
      kind: 'adminNotification',
      to: input.to,
      variables: { ...(await notificationEmailVariables(eventId, input.values)), firstName: '' },
      metadata: { userId: uid },
    });
    return { ErrorCode: result.ErrorCode, Message: result.Message };
  },
});
