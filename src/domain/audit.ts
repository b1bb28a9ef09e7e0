import * as z from 'zod/mini';
import { dateTimeOrEmptySchema, idOrEmptySchema } from './schema-fields';

/** Who created and last changed a stored entity, and when (ISO date-times; '' when unknown). */
export const auditFieldsSchema = z.object({
  createdAt: dateTimeOrEmptySchema,
  createdBy: idOrEmptySchema,
  updatedAt: dateTimeOrEmptySchema,
  updatedBy: idOrEmptySchema,
});
export type AuditFields = z.output<typeof auditFieldsSchema>;

export type UpdateStamp = Pick<AuditFields, 'updatedAt' | 'updatedBy'>;

/** The fields every update sets: the current ISO time and the current user's id. */
export function stampUpdate(userId: string, now: Date): UpdateStamp {
  return { updatedAt: now.toISOString(), updatedBy: userId };
}

/** The fields a new entity starts with: created and updated by the same user at the same time. */
export function stampCreate(userId: string, now: Date): AuditFields {
  const at = now.toISOString();
  return { createdAt: at, createdBy: userId, updatedAt: at, updatedBy: userId };
}
