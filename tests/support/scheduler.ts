import type { JobReport } from '../../functions/src/schedule/jobs';
import { runScheduledJobsRequest, runScheduledJobsUrl } from '../../scripts/local-scheduler';
import { SCHEDULED_JOBS_SECRET_VARIABLE } from '../../src/domain/constants';
import { getStack } from './stack';

/**
 * Runs scheduled jobs on the running stack as if the clock read `at`: the named jobs, or every job
 * due in that minute. Answers each job's report by name.
 */
export async function runScheduledJobsAt(at: Date, jobs?: string[]): Promise<Record<string, JobReport>> {
  const stack = getStack();
  const response = await fetch(
    runScheduledJobsUrl(stack.env.FUNCTIONS_EMULATOR_ORIGIN!, stack.projectId),
    runScheduledJobsRequest(stack.env[SCHEDULED_JOBS_SECRET_VARIABLE]!, {
      at: at.toISOString(),
      ...(jobs ? { jobs } : {}),
    }),
  );
  if (!response.ok) throw new Error(`runScheduledJobs answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { reports: Record<string, JobReport> }).reports;
}
