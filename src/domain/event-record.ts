import * as z from 'zod/mini';
import { idSchema, trimmedText } from './schema-fields';

/** An event as listed on "My events" (events/{eventId}). */
export const eventRecordSchema = z.object({
  id: idSchema,
  eventName: trimmedText(),
  startDate: trimmedText(),
  endDate: trimmedText(),
  appUrl: trimmedText(),
});
export type EventRecord = z.output<typeof eventRecordSchema>;
