type Capture = (error: unknown, context: { tags: Record<string, string>; extra?: Record<string, unknown> }) => void;

/** Set once error monitoring has loaded (production with a DSN only; see src/app/sentry.ts). */
let capture: Capture | undefined;

export function forwardProblemsTo(next: Capture): void {
  capture = next;
}

/**
 * Reports a problem to the console and, once it has loaded, to the error-reporting service,
 * tagged so reports group by entity type.
 */
export function reportProblem(error: unknown, tags: Record<string, string>, extra?: Record<string, unknown>): void {
  console.error(error, tags, extra ?? '');
  capture?.(error, { tags, extra });
}
