import { logger } from 'firebase-functions/logger';
import { deliverSubmission } from './deliveries';

/**
 * A guest's submission, once stored, goes to the form's webhooks from the guest callable itself. A
 * failing receiver never fails the submission: each delivery is logged on its webhook either way.
 */
export async function deliverSubmissionWebhooks(eventId: string, submissionId: string): Promise<void> {
  try {
    await deliverSubmission(eventId, submissionId, undefined);
  } catch (error) {
    logger.error('Webhook delivery failed:', error, { eventId, submissionId });
  }
}
