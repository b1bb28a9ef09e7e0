import { publishNotification, sendingDeadline } from '../../functions/src/notifications/publish';
import {
  PUBLISH_NOTIFICATIONS_SCHEDULE,
  SCHEDULER_ACTOR,
} from '../../functions/src/notifications/publish-due-notifications';
import { jobTimeoutSeconds } from '../../functions/src/schedule/job-schedule';

// The scheduled job's sending of one notification, in a process of its own, so that a test can
// kill it half-way as a platform kills a run. Arguments: eventId, notificationId, the job's clock
// (ISO). The environment is the stack's: its Firestore emulator and its mail catcher's SMTP port.

const [eventId, notificationId, at] = process.argv.slice(2);
if (!eventId || !notificationId || !at)
  throw new Error('Usage: notification-sending-process <eventId> <notificationId> <at>');

const outcome = await publishNotification(
  eventId,
  notificationId,
  SCHEDULER_ACTOR,
  new Date(at),
  sendingDeadline(jobTimeoutSeconds(PUBLISH_NOTIFICATIONS_SCHEDULE)),
);
process.stdout.write(`${JSON.stringify(outcome)}\n`);
process.exit(0);
