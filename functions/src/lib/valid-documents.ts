import { z } from 'zod';

/** The documents of a read that pass their schema (with the document id folded in); the others are left out. */
export function validDocuments<S extends z.core.$ZodType>(
  schema: S,
  docs: readonly FirebaseFirestore.DocumentSnapshot[],
): z.output<S>[] {
  return docs.flatMap((doc) => {
    const parsed = z.safeParse(schema, { ...doc.data(), id: doc.id });
    return parsed.success ? [parsed.data] : [];
  });
}
