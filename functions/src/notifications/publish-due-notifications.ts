import { isDueForPublishing, NOTIFICATION_BEING_SENT, notificationSchema } from '../../../src/domain/notifications';
import { eventPaths } from '../../../src/domain/paths';
import { adminFirestore } from '../lib/admin';
import { jobTimeoutSeconds } from '../schedule/job-schedule';
import type { JobReport } from '../schedule/jobs';
import { publishNotification, sendingDeadline } from './publish';
import { validDocuments } from '../lib/valid-documents';

/** Who the audit fields name as the publisher of a scheduled notification. */
export const SCHEDULER_ACTOR = 'scheduler';

/** The job runs every minute. */
export const PUBLISH_NOTIFICATIONS_SCHEDULE = { everyMinutes: 1 };

/**
 * The scheduled job: publishes (and mails) every scheduled notification of every event whose time
 * is at or before `at`. A notification whose emails fail still counts as done (it is published,
 * with status failed); one that cannot be published at all is a failure of the run. One another run
 * is sending is left to it; mailing stops before the run's time limit and the next run goes on.
 */
export async function publishDueNotifications(at: Date): Promise<JobReport> {
  const db = adminFirestore();
  const report: JobReport = { done: 0, failed: 0, failures: [] };
  const sendUntil = sendingDeadline(jobTimeoutSeconds(PUBLISH_NOTIFICATIONS_SCHEDULE));
  // listDocuments also finds events that exist only through their collections.
  for (const event of await db.collection('events').listDocuments()) {
    const scheduled = await db
      .collection(eventPaths(event.id).collection('notifications'))
      .where('status', '==', 'scheduled')
      .get();
    for (const notification of validDocuments(notificationSchema, scheduled.docs)) {
      if (!isDueForPublishing(notification, at)) continue;
      try {
        await publishNotification(event.id, notification.id, SCHEDULER_ACTOR, at, sendUntil);
        report.done += 1;
      } catch (error) {
        if (error instanceof Error && error.message === NOTIFICATION_BEING_SENT) continue;
        report.failed += 1;
        report.failures.push(
          `${event.id}/${notification.id}: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
  }
  return report;
}
