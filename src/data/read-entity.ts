import type { z } from 'zod';
import { parseDocument, readDocument } from '../lib/firebase/documents';

/**
 * One stored entity, parsed on read. Throws `missing` when the document does not exist (by default
 * the same spec message as an invalid one) and `invalid`, reported with the entity type, when it
 * does not fit its schema.
 */
export async function readEntity<S extends z.ZodType>(
  path: string,
  schema: S,
  entityType: string,
  { invalid, missing = invalid }: { invalid: string; missing?: string },
): Promise<z.output<S>> {
  const snapshot = await readDocument(path);
  if (!snapshot.exists()) throw new Error(missing);
  return parseDocument(schema, entityType, snapshot, invalid);
}
