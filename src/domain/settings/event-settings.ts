import * as z from 'zod/mini';
import { auditFieldsSchema } from '../audit';
import { timeZoneSchema } from '../event-time';
import { PLACEHOLDER_PRODUCT_NAME } from '../constants';
import { dateTimeOrEmptySchema, trimmedText } from '../schema-fields';

/** Event details. The name fields start as the placeholder product name; the rest start empty. */
export const eventSettingsSchema = z.object({
  id: z._default(z.literal('event'), 'event'),
  startDate: trimmedText(),
  endDate: trimmedText(),
  longName: trimmedText(PLACEHOLDER_PRODUCT_NAME),
  shortName: trimmedText(PLACEHOLDER_PRODUCT_NAME),
  eventName: trimmedText(PLACEHOLDER_PRODUCT_NAME),
  teamName: trimmedText(PLACEHOLDER_PRODUCT_NAME),
  companyName: trimmedText(PLACEHOLDER_PRODUCT_NAME),
  companyAddress: trimmedText(),
  appUrl: trimmedText(),
  /** When the event opens to teams; '' until set. The risk score counts from it. */
  launchDate: dateTimeOrEmptySchema,
  /** Where the event happens (an IANA zone name): every date and time of the event is shown, entered and grouped by day in it. */
  timeZone: timeZoneSchema,
  ...auditFieldsSchema.shape,
});
export type EventSettings = z.output<typeof eventSettingsSchema>;
