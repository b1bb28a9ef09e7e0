import * as Sentry from '@sentry/react';
import { APP_VERSION, SENTRY_SAMPLE_RATES } from '../domain/constants';

/** Error monitoring runs in production builds only, and only when a DSN is configured. */
export function initSentry(dsn: string | undefined): void {
  if (!import.meta.env.PROD || !dsn) return;
  Sentry.init({
    dsn,
    release: APP_VERSION,
    integrations: [Sentry.browserTracingIntegration(), Sentry.replayIntegration()],
    ...SENTRY_SAMPLE_RATES,
  });
}
