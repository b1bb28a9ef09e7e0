import * as z from 'zod/mini';
import { absentable } from '../auth-callables';
import { callable } from '../callables';
import { requiredText } from '../schema-fields';

/**
 * refreshReportSummary (report viewers and up, in the event the payload names): computes the
 * overview's summary again now and answers when it was computed.
 */
export const refreshReportSummaryCallable = callable(
  'refreshReportSummary',
  z.object({ eventId: requiredText(), invokingUser: absentable(z.string()) }),
  z.object({ computedAt: z.string(), durationMs: z.number() }),
);
