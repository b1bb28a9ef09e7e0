/**
 * When a scheduled job runs, in a form both production (Cloud Scheduler through onSchedule) and the
 * local scheduler understand: every N minutes. Jobs serve every event at once, so none runs at a
 * wall-clock hour: each event's dates are worked out in its own time zone inside the job
 * (reminders count the event's days, summaries group by them).
 */
export interface JobSchedule {
  everyMinutes: number;
}

/**
 * How long one run of the job may take: less than the time to its next run, so two runs of a job
 * never overlap (Cloud Functions stops a run at its timeout; 540 s is the most a scheduled
 * function may have).
 */
export function jobTimeoutSeconds(schedule: JobSchedule): number {
  return Math.min(540, schedule.everyMinutes * 60 - 10);
}

/** The schedule in Cloud Scheduler's (App Engine cron) syntax, for onSchedule. */
export function scheduleExpression(schedule: JobSchedule): string {
  return `every ${schedule.everyMinutes} minutes`;
}

/**
 * Whether the job is due in the minute `at` falls in, as Cloud Scheduler would fire it: every N
 * minutes counts from the top of the hour (Cloud Scheduler's own alignment for N dividing 60).
 */
export function isDue(schedule: JobSchedule, at: Date): boolean {
  return at.getUTCMinutes() % schedule.everyMinutes === 0;
}
