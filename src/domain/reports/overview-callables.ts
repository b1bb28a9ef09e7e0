import { z } from 'zod';
import { absentable } from '../auth-callables';
import { callable } from '../callables';

/**
 * refreshReportSummary (report viewers and up, in the event the payload names): computes the
 * overview's summary again now and answers when it was computed.
 */
export const refreshReportSummaryCallable = callable(
  'refreshReportSummary',
  z.object({ eventId: z.string().trim().min(1), invokingUser: absentable(z.string()) }),
  z.object({ computedAt: z.string(), durationMs: z.number() }),
);
