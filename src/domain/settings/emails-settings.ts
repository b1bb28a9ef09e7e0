import * as z from 'zod/mini';
import { auditFieldsSchema } from '../audit';
import {
  DEFAULT_TASK_REMINDER_RECIPIENTS,
  DEFAULT_TASK_REMINDERS_ENABLED,
  TASK_REMINDER_RECIPIENTS,
} from '../constants';
import { flag, trimmedText } from '../schema-fields';

/** Email settings. The addresses are free text here; the settings screen checks their format. */
export const emailsSettingsSchema = z.object({
  id: z._default(z.literal('emails'), 'emails'),
  supportEmail: trimmedText(),
  fromEmail: trimmedText(),
  taskRemindersEnabled: flag(DEFAULT_TASK_REMINDERS_ENABLED),
  sendTaskRemindersTo: z._default(z.enum(TASK_REMINDER_RECIPIENTS), DEFAULT_TASK_REMINDER_RECIPIENTS),
  ...auditFieldsSchema.shape,
});
export type EmailsSettings = z.output<typeof emailsSettingsSchema>;
