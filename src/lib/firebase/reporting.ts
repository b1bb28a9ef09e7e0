import * as Sentry from '@sentry/react';

/**
 * Reports a problem to the error-reporting service (a no-op until Sentry is initialised, which
 * happens only in production) and to the console, tagged so reports group by entity type.
 */
export function reportProblem(error: unknown, tags: Record<string, string>, extra?: Record<string, unknown>): void {
  console.error(error, tags, extra ?? '');
  Sentry.captureException(error, { tags, extra });
}
