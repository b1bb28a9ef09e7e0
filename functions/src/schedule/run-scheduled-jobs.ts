import { createHash, timingSafeEqual } from 'node:crypto';
import { onRequest } from 'firebase-functions/https';
import { logger } from 'firebase-functions/logger';
import { z } from 'zod';
import { FUNCTIONS_REGION, SCHEDULED_JOBS_SECRET_VARIABLE } from '../../../src/domain/constants';
import { isDue } from './job-schedule';
import { SCHEDULED_JOBS, type JobReport } from './jobs';

const runRequestSchema = z.object({
  /** The time to run at (ISO); now when absent. */
  at: z.iso.datetime({ offset: true }).optional(),
  /** Run exactly these jobs; without it, every job due in the minute of `at`. */
  jobs: z.array(z.string()).optional(),
});

/**
 * Whether the request carries the stack's secret as its bearer token. Without a secret in the
 * environment nobody gets in: the emulator serves every function to whoever reaches its port.
 */
function fromTheStack(authorization: string | undefined): boolean {
  const secret = process.env[SCHEDULED_JOBS_SECRET_VARIABLE] ?? '';
  if (!secret || !authorization?.startsWith('Bearer ')) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(authorization.slice('Bearer '.length)), digest(secret));
}

/**
 * The local stand-in for Cloud Scheduler: POST { at?, jobs? } runs the jobs and answers
 * { at, reports: { name: JobReport } }. It exists only in the Functions emulator
 * (FUNCTIONS_EMULATOR is set by firebase-tools), and only to the stack's scheduler and tests,
 * which hold the secret the stack made; deployed, it answers 404 to everyone, as production's
 * schedules are Cloud Scheduler's alone.
 */
export const runScheduledJobs = onRequest({ region: FUNCTIONS_REGION }, async (request, response) => {
  if (process.env.FUNCTIONS_EMULATOR !== 'true') {
    response.status(404).send('Not found');
    return;
  }
  if (!fromTheStack(request.headers.authorization)) {
    response.status(403).json({ error: 'Only the local stack runs the scheduled jobs' });
    return;
  }
  const parsed = runRequestSchema.safeParse(request.method === 'POST' ? request.body : {});
  if (!parsed.success) {
    response.status(400).json({ error: z.prettifyError(parsed.error) });
    return;
  }
  const at = parsed.data.at ? new Date(parsed.data.at) : new Date();
  const unknown = (parsed.data.jobs ?? []).filter((name) => !(name in SCHEDULED_JOBS));
  if (unknown.length > 0) {
    response.status(400).json({ error: `Unknown scheduled job: ${unknown.join(', ')}` });
    return;
  }
  const names =
    parsed.data.jobs ?? Object.keys(SCHEDULED_JOBS).filter((name) => isDue(SCHEDULED_JOBS[name]!.schedule, at));
  const reports: Record<string, JobReport> = {};
  // One after another, as separate Cloud Scheduler runs would not share a transaction either.
  for (const name of names) {
    reports[name] = await SCHEDULED_JOBS[name]!.run(at);
    if (reports[name].failed > 0) logger.error(`Scheduled job ${name} had failures.`, reports[name]);
  }
  response.json({ at: at.toISOString(), reports });
});
