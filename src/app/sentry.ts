import * as Sentry from '@sentry/react';
import { appVersion, sentrySampling } from '../domain/constants';

/** Error monitoring runs in production builds only, and only when a DSN is configured. */
export function initSentry(dsn: string | undefined): void {
  if (!import.meta.env.PROD || !dsn) return;
  Sentry.init({
    dsn,
    release: appVersion,
    integrations: [Sentry.browserTracingIntegration(), Sentry.replayIntegration()],
    tracesSampleRate: sentrySampling.traces,
    replaysSessionSampleRate: sentrySampling.sessionReplay,
    replaysOnErrorSampleRate: sentrySampling.replayOnError,
  });
}
