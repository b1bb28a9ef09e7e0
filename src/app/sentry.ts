import { APP_VERSION, SENTRY_SAMPLE_RATES } from '../domain/constants';
import { forwardProblemsTo } from '../lib/firebase/reporting';

/** Query parameters that hand over an account (the emailed links carry them): never sent to Sentry. */
const SECRET_PARAMS = ['token', 'uid'] as const;
const SECRET_PARAM_VALUE = new RegExp(`((?:^|[?&#;])(?:${SECRET_PARAMS.join('|')})=)[^&#\\s"']*`, 'gi');
export const FILTERED = '[Filtered]';

/**
 * A copy of any value with the token and uid of every URL inside it (in any string, at any depth)
 * replaced by '[Filtered]': events, breadcrumbs, transactions and replay events all carry URLs.
 */
export function scrubSecrets<T>(value: T): T {
  if (typeof value === 'string') return value.replace(SECRET_PARAM_VALUE, `$1${FILTERED}`) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => scrubSecrets(item)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, scrubSecrets(item)])) as T;
  }
  return value;
}

// rrweb's custom events (breadcrumbs, navigation and network spans in a replay); the DOM snapshots are masked instead.
const RRWEB_CUSTOM_EVENT = 5;

/**
 * Error monitoring runs in production builds only, and only when a DSN is configured; its SDK is
 * loaded then and only then (it would otherwise be a third of the first screen's bytes).
 */
export async function initSentry(dsn: string | undefined): Promise<void> {
  if (!import.meta.env.PROD || !dsn) return;
  const Sentry = await import('@sentry/react');
  Sentry.init({
    dsn,
    release: APP_VERSION,
    integrations: [
      Sentry.browserTracingIntegration(),
      Sentry.replayIntegration({
        maskAllText: true,
        maskAllInputs: true,
        blockAllMedia: true,
        beforeAddRecordingEvent: (event) => (event.type === RRWEB_CUSTOM_EVENT ? scrubSecrets(event) : event),
      }),
      // Every event type, replay events (their `urls`) included, passes the client's processors.
      { name: 'ScrubSecrets', processEvent: (event) => scrubSecrets(event) },
    ],
    beforeSend: (event) => scrubSecrets(event),
    beforeSendTransaction: (event) => scrubSecrets(event),
    beforeBreadcrumb: (breadcrumb) => scrubSecrets(breadcrumb),
    ...SENTRY_SAMPLE_RATES,
  });
  forwardProblemsTo((error, context) => Sentry.captureException(error, context));
}
