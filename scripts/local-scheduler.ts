import { FUNCTIONS_REGION } from '../src/domain/constants';

/**
 * The local stack's Cloud Scheduler: at the start of every minute it asks the Functions emulator's
 * runScheduledJobs (functions/src/schedule/run-scheduled-jobs.ts) to run the jobs due in that
 * minute. A failed tick is reported and the next one runs as usual.
 */
export interface LocalScheduler {
  stop(): void;
}

const MINUTE_MS = 60_000;

export function runScheduledJobsUrl(functionsOrigin: string, projectId: string): string {
  return `${functionsOrigin}/${projectId}/${FUNCTIONS_REGION}/runScheduledJobs`;
}

/** The request that runs scheduled jobs, with the stack's secret (the runner refuses anyone without it). */
export function runScheduledJobsRequest(secret: string, body: { at: string; jobs?: string[] }): RequestInit {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
    body: JSON.stringify(body),
  };
}

export function startLocalScheduler(url: string, secret: string, log: (message: string) => void): LocalScheduler {
  let timer: NodeJS.Timeout | undefined;
  const tick = async (at: Date) => {
    try {
      const response = await fetch(url, {
        ...runScheduledJobsRequest(secret, { at: at.toISOString() }),
        signal: AbortSignal.timeout(MINUTE_MS),
      });
      if (!response.ok) throw new Error(`runScheduledJobs answered ${response.status}`);
      const body = (await response.json()) as {
        reports?: Record<string, { done: number; failed: number; failures: string[] }>;
      };
      for (const [name, report] of Object.entries(body.reports ?? {})) {
        if (report.done > 0 || report.failed > 0)
          log(
            `scheduled job ${name}: ${report.done} done, ${report.failed} failed ${report.failures.join('; ')}`.trim(),
          );
      }
    } catch (error) {
      log(
        `scheduled jobs did not run at ${at.toISOString()}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  };
  const scheduleNext = () => {
    const next = Math.floor(Date.now() / MINUTE_MS + 1) * MINUTE_MS;
    timer = setTimeout(() => {
      void tick(new Date(next));
      scheduleNext();
    }, next - Date.now());
    // The ticker never keeps a process alive on its own.
    timer.unref();
  };
  scheduleNext();
  return { stop: () => clearTimeout(timer) };
}
