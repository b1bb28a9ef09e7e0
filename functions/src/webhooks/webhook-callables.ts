import {
  deliverSubmissionWebhooksCallable,
  replayWebhookDeliveryCallable,
  sendWebhookTestCallable,
} from '../../../src/domain/webhooks';
import { defineCallable } from '../lib/define-callable';
import { deliverSubmission, replay, sendTest } from './deliveries';

// Each webhook delivery runs up to 3 attempts of at most 10 s with 1 s and 2 s waits between them.
const DELIVERY_TIMEOUT_SECONDS = 120;

/** After a team's (or an organiser's) submission is stored, the browser names it; the server decides what to send. */
export const deliverSubmissionWebhooksFunction = defineCallable({
  input: deliverSubmissionWebhooksCallable.input,
  output: deliverSubmissionWebhooksCallable.output,
  minRole: 'user',
  rateLimit: 'deliverSubmissionWebhooks',
  timeoutSeconds: DELIVERY_TIMEOUT_SECONDS,
  handler: async ({ input, uid, role, eventId }) => ({
    deliveries: await deliverSubmission(eventId, input.submissionId, { uid, role }),
  }),
});

export const sendWebhookTestFunction = defineCallable({
  input: sendWebhookTestCallable.input,
  output: sendWebhookTestCallable.output,
  minRole: 'admin',
  rateLimit: 'sendWebhookTest',
  timeoutSeconds: DELIVERY_TIMEOUT_SECONDS,
  handler: ({ input, uid, eventId }) => sendTest(eventId, input.webhookId, uid),
});

export const replayWebhookDeliveryFunction = defineCallable({
  input: replayWebhookDeliveryCallable.input,
  output: replayWebhookDeliveryCallable.output,
  minRole: 'admin',
  rateLimit: 'replayWebhookDelivery',
  timeoutSeconds: DELIVERY_TIMEOUT_SECONDS,
  handler: ({ input, uid, eventId }) => replay(eventId, input.deliveryId, uid),
});
