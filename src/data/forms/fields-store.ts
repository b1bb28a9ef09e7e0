import { fieldSchema, fieldWriteSchema, type Field, type FieldParent } from '../../domain/forms/field';
import { FIELD_GROUP_MESSAGES } from '../../domain/messages';
import { firebaseClient } from '../../lib/firebase/client';
import {
  checkForWrite,
  parseDocuments,
  readDocument,
  withCreateStamp,
  withUpdateStamp,
  type BatchOperation,
} from '../../lib/firebase/documents';

// Fields of forms and of field groups (events/{eventId}/fields/{id}); the parent keeps their order.

export function fieldPath(id: string): string {
  return firebaseClient().paths.doc('fields', id);
}

function isPermissionDenied(error: unknown): boolean {
  return (error as { code?: string }).code === 'permission-denied';
}

/** Fields by id, in the order given; missing, invalid and unreadable ones are left out (and invalid ones reported). */
export async function listFieldsByIds(ids: readonly string[]): Promise<Field[]> {
  const snapshots = await Promise.all(
    ids.map((id) =>
      readDocument(fieldPath(id)).catch((error: unknown) => {
        if (isPermissionDenied(error)) return undefined;
        throw error;
      }),
    ),
  );
  return parseDocuments(
    fieldSchema,
    'field',
    snapshots.filter((snapshot) => snapshot?.exists()).map((snapshot) => snapshot!),
  );
}

/** The parent ids a field is stored with (a template keeps the group it places in fieldGroupId). */
function withParent(field: Field, parent: FieldParent): Field {
  if ('formId' in parent)
    return { ...field, formId: parent.formId, fieldGroupId: field.type === 'template' ? field.fieldGroupId : '' };
  return { ...field, formId: '', fieldGroupId: parent.fieldGroupId };
}

/** Compared as read back (the schema fixes the key order), so an untouched field is not rewritten. */
function isUnchanged(stored: Field, edited: Field): boolean {
  const normalised = fieldSchema.safeParse(edited);
  return normalised.success && JSON.stringify(normalised.data) === JSON.stringify(stored);
}

/**
 * The writes that make a parent's stored fields equal `next`: new fields created, changed ones
 * updated (only when they differ), removed ones deleted. Throws 'Invalid new fields' or 'Invalid
 * updated fields' for a field that fails its write check.
 */
export function fieldSaveOperations(
  parent: FieldParent,
  current: readonly Field[],
  next: readonly Field[],
  now = new Date(),
): BatchOperation[] {
  const currentById = new Map(current.map((field) => [field.id, field]));
  const nextIds = new Set(next.map((field) => field.id));
  const operations: BatchOperation[] = [];
  for (const field of next) {
    const before = currentById.get(field.id);
    const placed = withParent(field, parent);
    if (!before) {
      const created = checkForWrite(
        fieldWriteSchema,
        withCreateStamp(placed, now),
        FIELD_GROUP_MESSAGES.invalidNewFields,
      );
      operations.push({ type: 'set', path: fieldPath(created.id), data: created });
    } else if (!isUnchanged(before, placed)) {
      const updated = checkForWrite(
        fieldWriteSchema,
        withUpdateStamp(placed, now),
        FIELD_GROUP_MESSAGES.invalidUpdatedFields,
      );
      operations.push({ type: 'set', path: fieldPath(updated.id), data: updated });
    }
  }
  for (const field of current)
    if (!nextIds.has(field.id)) operations.push({ type: 'delete', path: fieldPath(field.id) });
  return operations;
}
