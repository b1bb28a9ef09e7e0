import {
  checkCustomField,
  checkCustomFieldUpdate,
  customFieldDefaultValue,
  customFieldSchema,
  nextCustomFieldIndex,
  reorderIndexes,
  sortByIndex,
  teamAdminFieldsSchema,
  type CustomField,
  type CustomFieldForm,
  type CustomFieldUpdate,
  type TeamAdminFields,
} from '../../domain/custom-field';
import type { CustomFieldValue } from '../../domain/team';
import { FIELD_MESSAGES } from '../../domain/messages';
import { newDocumentId } from '../../domain/paths';
import { firebaseClient } from '../../lib/firebase/client';
import {
  commitInBatches,
  deleteField,
  parseDocuments,
  readCollection,
  readWholeCollection,
  where,
  withCreateStamp,
  withUpdateStamp,
  type BatchOperation,
} from '../../lib/firebase/documents';
import { readEntity } from '../read-entity';

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
  return readEntity(firebaseClient().paths.doc('customFields', id), customFieldSchema, 'customField', {
    invalid: FIELD_MESSAGES.invalidField,
  });
}

async function teamIds(): Promise<string[]> {
  return (await readWholeCollection(firebaseClient().paths.collection('teams'))).map((snapshot) => snapshot.id);
}

/** The teams' admin-only values (teamAdminFields), by team id. */
async function adminValuesByTeam(): Promise<Map<string, TeamAdminFields['values']>> {
  const snapshots = await readWholeCollection(firebaseClient().paths.collection('teamAdminFields'));
  return new Map(
    parseDocuments(teamAdminFieldsSchema, 'teamAdminFields', snapshots).map((entry) => [entry.id, entry.values]),
  );
}

/**
 * Writes one field's value for one team where its visibility says: the team document (stamped), or
 * the team's admin-only document (values only: it carries no audit fields).
 */
function writeValue(
  field: Pick<CustomField, 'id' | 'showField'>,
  teamId: string,
  value: CustomFieldValue | ReturnType<typeof deleteField>,
): BatchOperation {
  const { paths } = firebaseClient();
  if (field.showField)
    return {
      type: 'update',
      path: paths.doc('teams', teamId),
      data: withUpdateStamp({ [`customFields.${field.id}`]: value }),
    };
  return {
    type: 'set',
    path: paths.doc('teamAdminFields', teamId),
    data: { id: teamId, values: { [field.id]: value } },
    merge: true,
  };
}

/**
 * Adds a field after the existing ones and gives every team its default value (empty text or No),
 * on the team or, for a field hidden from teams, in the team's admin-only values; in batches of
 * 500 with the field itself in the first.
 */
export async function createCustomField(form: CustomFieldForm): Promise<CustomField> {
  const { paths } = firebaseClient();
  const id = newDocumentId();
  const field = checkCustomField(
    withCreateStamp({ ...form, id, index: nextCustomFieldIndex(await listCustomFields(true)) }),
  );
  const defaultValue = customFieldDefaultValue(field.type);
  await commitInBatches([
    { type: 'set', path: paths.doc('customFields', id), data: field },
    ...(await teamIds()).map((teamId) => writeValue(field, teamId, defaultValue)),
  ]);
  return field;
}

/**
 * Saves a field's changes; its type cannot change ('Invalid update'). Showing or hiding it moves
 * every team's value between the team document and the admin-only one, in the same writes.
 */
export async function updateCustomField(id: string, update: CustomFieldUpdate): Promise<void> {
  const checked = checkCustomFieldUpdate(update);
  const { paths } = firebaseClient();
  const operations: BatchOperation[] = [
    { type: 'update', path: paths.doc('customFields', id), data: withUpdateStamp(checked) },
  ];
  const current = await getCustomField(id);
  if (checked.showField !== undefined && checked.showField !== current.showField) {
    const [teams, adminValues] = await Promise.all([
      readWholeCollection(paths.collection('teams')),
      adminValuesByTeam(),
    ]);
    for (const team of teams) {
      const from = current.showField
        ? (team.data()?.customFields as Record<string, CustomFieldValue> | undefined)
        : adminValues.get(team.id);
      const value = from?.[id] ?? customFieldDefaultValue(current.type);
      operations.push(
        writeValue(current, team.id, deleteField()),
        writeValue({ id, showField: checked.showField }, team.id, value),
      );
    }
  }
  await commitInBatches(operations);
}

/** Deletes fields and removes their values from every team (and its admin-only values), in batches of 500. */
export async function deleteCustomFields(ids: readonly string[]): Promise<void> {
  const { paths } = firebaseClient();
  const removal = (prefix: string) => Object.fromEntries(ids.map((id) => [`${prefix}.${id}`, deleteField()]));
  const [teams, adminValues] = await Promise.all([teamIds(), adminValuesByTeam()]);
  await commitInBatches([
    ...teams.map((teamId): BatchOperation => ({
      type: 'update',
      path: paths.doc('teams', teamId),
      data: withUpdateStamp(removal('customFields')),
    })),
    ...[...adminValues.keys()].map((teamId): BatchOperation => ({
      type: 'update',
      path: paths.doc('teamAdminFields', teamId),
      data: removal('values'),
    })),
    ...ids.map((id): BatchOperation => ({ type: 'delete', path: paths.doc('customFields', id) })),
  ]);
}

/** Reorders by rewriting index values to the given order (only the fields that moved are written). */
export async function reorderCustomFields(orderedIds: readonly string[]): Promise<void> {
  const { paths } = firebaseClient();
  const changes = reorderIndexes(await listCustomFields(true), orderedIds);
  await commitInBatches(
    changes.map(({ id, index }): BatchOperation => ({
      type: 'update',
      path: paths.doc('customFields', id),
      data: withUpdateStamp({ index }),
    })),
  );
}
