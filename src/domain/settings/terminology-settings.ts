import { z } from 'zod';
import { auditFieldsSchema } from '../audit';
import { DEFAULT_TERMINOLOGY, type TerminologyKey } from '../terminology';

/** A label; missing or blank reads as the default, since a menu entry can never be nameless. */
function label(key: TerminologyKey) {
  return z
    .string()
    .trim()
    .default(DEFAULT_TERMINOLOGY[key])
    .transform((text) => text || DEFAULT_TERMINOLOGY[key]);
}

export const terminologySettingsSchema = z
  .object({
    id: z.literal('terminology').default('terminology'),
    dashboard: label('dashboard'),
    downloads: label('downloads'),
    forms: label('forms'),
    suppliers: label('suppliers'),
    tasks: label('tasks'),
    notifications: label('notifications'),
    timeTable: label('timeTable'),
  })
  .extend(auditFieldsSchema.shape);
export type TerminologySettings = z.output<typeof terminologySettingsSchema>;
