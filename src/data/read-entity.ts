import type * as z from 'zod/mini';
import { parseDocument, readDocument } from '../lib/firebase/documents';

/** A read the security rules refuse. */
export function isPermissionDenied(error: unknown): boolean {
  return (error as { code?: string }).code === 'permission-denied';
}

/**
 * One stored entity, parsed on read. Throws `missing` when the document does not exist (by default
 * the same spec message as an invalid one) and `invalid`, reported with the entity type, when it
 * does not fit its schema. With `refusedIsMissing`, a document the rules keep from this reader is
 * reported as missing too: the reader learns nothing about it.
 */
export async function readEntity<S extends z.core.$ZodType>(
  path: string,
  schema: S,
  entityType: string,
  {
    invalid,
    missing = invalid,
    refusedIsMissing = false,
  }: { invalid: string; missing?: string; refusedIsMissing?: boolean },
): Promise<z.output<S>> {
  const snapshot = await readDocument(path).catch((error: unknown) => {
    throw refusedIsMissing && isPermissionDenied(error) ? new Error(missing) : error;
  });
  if (!snapshot.exists()) throw new Error(missing);
  return parseDocument(schema, entityType, snapshot, invalid);
}
