/**
 * When a scheduled job runs, in a form both production (Cloud Scheduler through onSchedule) and the
 * local scheduler understand: every N minutes, or once a day at a London wall-clock time.
 */
export type JobSchedule = { everyMinutes: number } | { dailyAt: { hour: number; minute: number } };

/** The time zone of daily schedules (the organisers' own). */
export const SCHEDULE_TIME_ZONE = 'Europe/London';

/** The schedule in Cloud Scheduler's (App Engine cron) syntax, for onSchedule. */
export function scheduleExpression(schedule: JobSchedule): string {
  if ('everyMinutes' in schedule) return `every ${schedule.everyMinutes} minutes`;
  const { hour, minute } = schedule.dailyAt;
  return `every day ${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

function londonClock(at: Date): { hour: number; minute: number } {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: SCHEDULE_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    .formatToParts(at);
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  return { hour: value('hour'), minute: value('minute') };
}

/**
 * Whether the job is due in the minute `at` falls in, as Cloud Scheduler would fire it: every N
 * minutes counts from the top of the hour (Cloud Scheduler's own alignment for N dividing 60).
 */
export function isDue(schedule: JobSchedule, at: Date): boolean {
  if ('everyMinutes' in schedule) return at.getUTCMinutes() % schedule.everyMinutes === 0;
  const clock = londonClock(at);
  return clock.hour === schedule.dailyAt.hour && clock.minute === schedule.dailyAt.minute;
}
