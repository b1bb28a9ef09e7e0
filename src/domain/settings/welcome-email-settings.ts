import * as z from 'zod/mini';
import { auditFieldsSchema } from '../audit';
import { flag, idSchema, trimmedText } from '../schema-fields';

/** The two optional paragraphs of the welcome email. */
export const welcomeEmailSettingsSchema = z.object({
  id: z._default(idSchema, 'welcomeEmail'),
  paragraph1: trimmedText(),
  paragraph2: trimmedText(),
  showParagraph1: flag(false),
  showParagraph2: flag(false),
  ...auditFieldsSchema.shape,
});
export type WelcomeEmailSettings = z.output<typeof welcomeEmailSettingsSchema>;
