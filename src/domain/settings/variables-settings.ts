import { z } from 'zod';
import { auditFieldsSchema } from '../audit';
import { DEFAULT_CURRENCY_ID, DEFAULT_DUE_SOON_DAYS, DEFAULT_TEAM_MEMBER_LIMIT } from '../constants';
import { isCurrencyId } from '../currencies';
import { idSchema } from '../schema-fields';

export const variablesSettingsSchema = z
  .object({
    id: idSchema.default('variables'),
    /** How many members a team may hold. */
    teamMemberLimit: z.number().int().nonnegative().default(DEFAULT_TEAM_MEMBER_LIMIT),
    /** A task is due soon within this many days of its due date. */
    dueSoonDays: z.number().int().nonnegative().default(DEFAULT_DUE_SOON_DAYS),
    currencyId: z
      .string()
      .trim()
      .toUpperCase()
      .refine(isCurrencyId, { message: 'Unknown currency' })
      .default(DEFAULT_CURRENCY_ID),
  })
  .extend(auditFieldsSchema.shape);
export type VariablesSettings = z.output<typeof variablesSettingsSchema>;
