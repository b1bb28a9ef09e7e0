import { PUBLISH_CONTENT_SCHEDULE, publishScheduledContent } from '../content/publish-scheduled-content';
import { PUBLISH_NOTIFICATIONS_SCHEDULE, publishDueNotifications } from '../notifications/publish-due-notifications';
import { refreshReportSummaries } from '../reports/overview-summary';
import { sendTaskReminders } from '../tasks/task-reminders';
import type { JobSchedule } from './job-schedule';

/** What a run of a job did, logged in production and answered to whoever ran it locally. */
export interface JobReport {
  /** Items the run completed (notifications published, reminders sent...). */
  done: number;
  /** Items that failed; the reason of each is in `failures`. */
  failed: number;
  failures: string[];
}

export interface ScheduledJob {
  schedule: JobSchedule;
  /** The job's whole work as a function of the time it runs at, so a test can run it at any time. */
  run: (at: Date) => Promise<JobReport>;
}

/**
 * Every scheduled job, one line each, by name. Production deploys each as the onSchedule function
 * `scheduled-<name>` (scheduled-functions.ts); the local stack runs the due ones every minute
 * (scripts/local-scheduler.ts) through runScheduledJobs (run-scheduled-jobs.ts).
 */
export const SCHEDULED_JOBS: Record<string, ScheduledJob> = {
  publishScheduledNotifications: { schedule: PUBLISH_NOTIFICATIONS_SCHEDULE, run: publishDueNotifications },
  // Pages published and unpublished at their set times (with their pending changes).
  publishScheduledContent: { schedule: PUBLISH_CONTENT_SCHEDULE, run: publishScheduledContent },
  // Each task is reminded when it crosses its own due-soon and overdue moments, so a quarter-hour is close enough.
  sendTaskReminders: { schedule: { everyMinutes: 15 }, run: sendTaskReminders },
  // The reports overview's charts (risk spread, series over time); 'Refresh now' recomputes on demand.
  refreshReportSummaries: { schedule: { everyMinutes: 15 }, run: refreshReportSummaries },
};
