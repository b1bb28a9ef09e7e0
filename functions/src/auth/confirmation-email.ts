import { logger } from 'firebase-functions/logger';
import { buildPath } from '../../../src/domain/routes';
import { sendTemplateEmail } from '../email/send-template-email';
import { appLink } from './app-url';
import { eventUser } from './accounts';

/**
 * Tells the person that their password or email address changed. The change has already happened,
 * so a failed send is logged (and recorded in the email log) rather than failing the call, which
 * would tell the person their change did not work when it did.
 */
export async function sendChangeConfirmation(
  eventId: string,
  uid: string,
  to: string,
  kind: 'confirmPasswordChange' | 'confirmEmailChange',
): Promise<void> {
  try {
    const person = await eventUser(eventId, uid);
    await sendTemplateEmail({
      eventId,
      kind,
      to,
      variables: {
        firstName: person?.firstName ?? '',
        newEmail: to,
        actionUrl: await appLink(eventId, buildPath('login')),
      },
      metadata: { userId: uid, teamId: person?.teamId || undefined },
    });
  } catch (error) {
    logger.error(`Could not send ${kind} to user ${uid}:`, error);
  }
}
