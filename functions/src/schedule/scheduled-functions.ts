import { logger } from 'firebase-functions/logger';
import { onSchedule, type ScheduleFunction } from 'firebase-functions/scheduler';
import { FUNCTIONS_REGION } from '../../../src/domain/constants';
import { jobTimeoutSeconds, scheduleExpression } from './job-schedule';
import { SCHEDULED_JOBS } from './jobs';

/**
 * One onSchedule function per job of the table, exported as a group (deployed as
 * `scheduled-<name>`). A run with failures logs them as an error, so they reach Error Reporting.
 */
export const scheduledJobs: Record<string, ScheduleFunction> = Object.fromEntries(
  Object.entries(SCHEDULED_JOBS).map(([name, job]) => [
    name,
    onSchedule(
      {
        schedule: scheduleExpression(job.schedule),
        timeoutSeconds: jobTimeoutSeconds(job.schedule),
        region: FUNCTIONS_REGION,
      },
      async (event) => {
        const report = await job.run(new Date(event.scheduleTime));
        if (report.failed > 0) logger.error(`Scheduled job ${name} had failures.`, report);
        else logger.info(`Scheduled job ${name} ran.`, report);
      },
    ),
  ]),
);
