import * as z from 'zod/mini';
import { auditFieldsSchema } from '../audit';
import { trimmedText } from '../schema-fields';
import { DEFAULT_TERMINOLOGY, type TerminologyKey } from '../terminology';

/** A label; missing or blank reads as the default, since a menu entry can never be nameless. */
function label(key: TerminologyKey) {
  return z.pipe(
    trimmedText(DEFAULT_TERMINOLOGY[key]),
    z.transform((text) => text || DEFAULT_TERMINOLOGY[key]),
  );
}

export const terminologySettingsSchema = z.object({
  id: z._default(z.literal('terminology'), 'terminology'),
  dashboard: label('dashboard'),
  downloads: label('downloads'),
  forms: label('forms'),
  suppliers: label('suppliers'),
  tasks: label('tasks'),
  notifications: label('notifications'),
  timeTable: label('timeTable'),
  ...auditFieldsSchema.shape,
});
export type TerminologySettings = z.output<typeof terminologySettingsSchema>;
