import * as z from 'zod/mini';
import { auditFieldsSchema } from '../audit';
import { DEFAULT_CURRENCY_ID, DEFAULT_DUE_SOON_DAYS, DEFAULT_TEAM_MEMBER_LIMIT } from '../constants';
import { isCurrencyId } from '../currencies';
import { idSchema } from '../schema-fields';

export const variablesSettingsSchema = z.object({
  id: z._default(idSchema, 'variables'),
  /** How many members a team may hold. */
  teamMemberLimit: z._default(z.number().check(z.int(), z.nonnegative()), DEFAULT_TEAM_MEMBER_LIMIT),
  /** A task is due soon within this many days of its due date. */
  dueSoonDays: z._default(z.number().check(z.int(), z.nonnegative()), DEFAULT_DUE_SOON_DAYS),
  currencyId: z._default(
    z.string().check(z.trim(), z.toUpperCase(), z.refine(isCurrencyId, { message: 'Unknown currency' })),
    DEFAULT_CURRENCY_ID,
  ),
  ...auditFieldsSchema.shape,
});
export type VariablesSettings = z.output<typeof variablesSettingsSchema>;
