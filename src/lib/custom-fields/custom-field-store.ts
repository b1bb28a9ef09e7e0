import { collection, deleteField, doc, where } from 'firebase/firestore/lite';
import {
  checkCustomField,
  checkCustomFieldUpdate,
  customFieldDefaultValue,
  customFieldSchema,
  nextCustomFieldIndex,
  reorderIndexes,
  sortByIndex,
  type CustomField,
  type CustomFieldForm,
  type CustomFieldUpdate,
} from '../../domain/custom-field';
import { FIELD_MESSAGES } from '../../domain/messages';
import { firebaseClient } from '../firebase/client';
import { commitInBatches, parseDocument, parseDocuments, readCollection, readDocument, withCreateStamp, withUpdateStamp, type BatchOperation } from '../firebase/documents';

/**
 * The event's custom fields in form order (by index): every field for admins, or only those shown
 * to teams, asked for with the filter the security rules check (rules are not filters).
 */
export async function listCustomFields(includeAdminOnly: boolean): Promise<CustomField[]> {
  const constraints = includeAdminOnly ? [] : [where('showField', '==', true)];
  const snapshots = await readCollection(firebaseClient().paths.collection('customFields'), ...constraints);
  return sortByIndex(parseDocuments(customFieldSchema, 'customField', snapshots));
}

export async function getCustomField(id: string): Promise<CustomField> {
  const snapshot = await readDocument(firebaseClient().paths.doc('customFields', id));
  if (!snapshot.exists()) throw new Error(FIELD_MESSAGES.invalidField);
  return parseDocument(customFieldSchema, 'customField', snapshot, FIELD_MESSAGES.invalidField);
}

async function teamPaths(): Promise<string[]> {
  const { paths } = firebaseClient();
  return (await readCollection(paths.collection('teams'))).map((snapshot) => paths.doc('teams', snapshot.id));
}

/**
 * Adds a field after the existing ones and gives every team its default value (empty text or No),
 * in batches of 500 with the field itself in the first.
 */
export async function addCustomField(form: CustomFieldForm): Promise<CustomField> {
  const { db, paths } = firebaseClient();
  const id = doc(collection(db, paths.collection('customFields'))).id;
  const field = checkCustomField(withCreateStamp({ ...form, id, index: nextCustomFieldIndex(await listCustomFields(true)) }));
  const defaultValue = customFieldDefaultValue(field.type);
  await commitInBatches([
    { type: 'set', path: paths.doc('customFields', id), data: field },
    ...(await teamPaths()).map((path): BatchOperation => ({ type: 'update', path, data: { [`customFields.${id}`]: defaultValue } })),
  ]);
  return field;
}

/** Saves a field's changes; its type cannot change ('Invalid update'). */
export async function updateCustomField(id: string, update: CustomFieldUpdate): Promise<void> {
  const checked = checkCustomFieldUpdate(update);
  await commitInBatches([{ type: 'update', path: firebaseClient().paths.doc('customFields', id), data: withUpdateStamp(checked) }]);
}

/** Deletes fields and removes their values from every team, in batches of 500. */
export async function deleteCustomFields(ids: readonly string[]): Promise<void> {
  const { paths } = firebaseClient();
  const removal = Object.fromEntries(ids.map((id) => [`customFields.${id}`, deleteField()]));
  await commitInBatches([
    ...(await teamPaths()).map((path): BatchOperation => ({ type: 'update', path, data: removal })),
    ...ids.map((id): BatchOperation => ({ type: 'delete', path: paths.doc('customFields', id) })),
  ]);
}

/** Reorders by rewriting index values to the given order (only the fields that moved are written). */
export async function reorderCustomFields(orderedIds: readonly string[]): Promise<void> {
  const { paths } = firebaseClient();
  const changes = reorderIndexes(await listCustomFields(true), orderedIds);
  await commitInBatches(changes.map(({ id, index }): BatchOperation => ({ type: 'update', path: paths.doc('customFields', id), data: withUpdateStamp({ index }) })));
}
