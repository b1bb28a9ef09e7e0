import { newIdsFor, rewriteLogicMap } from '../../domain/forms/duplicate';
import { fieldWriteSchema, type Field } from '../../domain/forms/field';
import {
  FIELD_GROUP_COPY_SUFFIX,
  fieldGroupSchema,
  fieldGroupWriteSchema,
  type FieldGroup,
  type FieldGroupSettings,
  type Form,
} from '../../domain/forms/form';
import { fieldSchema } from '../../domain/forms/field';
import { logicFieldsOutside, type LogicMap } from '../../domain/forms/logic';
import { FIELD_GROUP_MESSAGES, MISSING_ID_MESSAGES } from '../../domain/messages';
import { firebaseClient } from '../../lib/firebase/client';
import {
  checkForWrite,
  commitInBatches,
  currentUserId,
  parseDocuments,
  readCollection,
  where,
  withCreateStamp,
  withUpdateStamp,
  type BatchOperation,
} from '../../lib/firebase/documents';
import { readEntity } from '../read-entity';
import { listFormsByIds } from '../forms/forms-store';
import { listFieldsByIds, fieldPath, fieldSaveOperations } from '../forms/fields-store';
import { newDocumentId } from '../../domain/paths';

// Field groups (spec 001 §3, §7): reusable fields placed in forms by template fields. Admins manage them.

const paths = () => firebaseClient().paths;
const groupPath = (id: string) => paths().doc('fieldGroups', id);

function checkGroup(group: unknown): FieldGroup {
  return checkForWrite(fieldGroupWriteSchema, group, FIELD_GROUP_MESSAGES.invalidFieldGroup);
}

/** Every field group, archived ones included, by title. */
export async function listFieldGroups(): Promise<FieldGroup[]> {
  const groups = parseDocuments(
    fieldGroupSchema,
    'fieldGroup',
    await readCollection(paths().collection('fieldGroups')),
  );
  return groups.sort((a, b) => a.title.localeCompare(b.title));
}

export async function getFieldGroup(groupId: string): Promise<FieldGroup> {
  if (!groupId) throw new Error(MISSING_ID_MESSAGES.id);
  return readEntity(groupPath(groupId), fieldGroupSchema, 'fieldGroup', {
    invalid: FIELD_GROUP_MESSAGES.invalidFieldGroup,
    missing: FIELD_GROUP_MESSAGES.fieldGroupUndefined,
  });
}

/** A group with its fields in order, for the group editor. */
export async function getFieldGroupWithFields(groupId: string): Promise<{ group: FieldGroup; fields: Field[] }> {
  const group = await getFieldGroup(groupId);
  return { group, fields: await listFieldsByIds(group.fieldIds) };
}

/** Adds a group (set by its id) with no fields yet. */
export async function createFieldGroup(settings: FieldGroupSettings): Promise<FieldGroup> {
  const group = checkGroup(
    withCreateStamp({ ...settings, id: newDocumentId(), fieldIds: [], isArchived: false, logicMap: {} }),
  );
  await commitInBatches([{ type: 'set', path: groupPath(group.id), data: group }]);
  return group;
}

export async function updateFieldGroupSettings(groupId: string, settings: FieldGroupSettings): Promise<FieldGroup> {
  const group = checkGroup(withUpdateStamp({ ...(await getFieldGroup(groupId)), ...settings }));
  await commitInBatches([{ type: 'set', path: groupPath(group.id), data: group }]);
  return group;
}

/**
 * Saves the group editor: the group with its field order and logic, new fields, updated fields
 * and removed fields in one batch ('Invalid fields' when the list itself is malformed or the logic
 * names a field the group does not hold).
 */
export async function updateFieldGroupFields(
  groupId: string,
  fields: readonly Field[],
  logicMap: LogicMap,
): Promise<FieldGroup> {
  const current = await getFieldGroup(groupId);
  const ids = new Set(fields.map((field) => field.id));
  if (ids.size !== fields.length || fields.some((field) => field.type === 'template'))
    throw new Error(FIELD_GROUP_MESSAGES.invalidFields);
  if (logicFieldsOutside(logicMap, fields).length > 0) throw new Error(FIELD_GROUP_MESSAGES.invalidFields);
  const operations = fieldSaveOperations({ fieldGroupId: groupId }, await listFieldsByIds(current.fieldIds), fields);
  const group = checkGroup(withUpdateStamp({ ...current, fieldIds: fields.map((field) => field.id), logicMap }));
  await commitInBatches([...operations, { type: 'set', path: groupPath(group.id), data: group }]);
  return group;
}

/**
 * A copy of a group titled with ' (Copy)', unpublished, its fields under new ids and its logic
 * rewritten to them (the three 'No new ID found…' errors when a reference has none). Needs a
 * signed-in user ('Client is undefined') and an existing group ('Field group is undefined').
 */
export async function duplicateFieldGroup(groupId: string): Promise<FieldGroup> {
  if (!currentUserId()) throw new Error(FIELD_GROUP_MESSAGES.clientUndefined);
  const original = await getFieldGroup(groupId).catch(() => undefined);
  if (!original) throw new Error(FIELD_GROUP_MESSAGES.fieldGroupUndefined);
  const copyId = newDocumentId();
  const fields = await listFieldsByIds(original.fieldIds);
  const newIds = newIdsFor(fields, newDocumentId);
  const copies = fields.map((field) =>
    checkForWrite(
      fieldWriteSchema,
      withCreateStamp({ ...field, id: newIds.get(field.id)!, fieldGroupId: copyId, formId: '' }),
      FIELD_GROUP_MESSAGES.invalidNewFields,
    ),
  );
  const copy = checkGroup(
    withCreateStamp({
      ...original,
      id: copyId,
      title: `${original.title}${FIELD_GROUP_COPY_SUFFIX}`,
      isPublished: false,
      isArchived: false,
      fieldIds: copies.map((field) => field.id),
      logicMap: rewriteLogicMap(original.logicMap, newIds),
    }),
  );
  await commitInBatches([
    ...copies.map((field): BatchOperation => ({ type: 'set', path: fieldPath(field.id), data: field })),
    { type: 'set', path: groupPath(copy.id), data: copy },
  ]);
  return copy;
}

export async function updateFieldGroupsArchived(groupIds: readonly string[], isArchived: boolean): Promise<void> {
  const groups = await Promise.all(groupIds.map((id) => getFieldGroup(id)));
  await commitInBatches(
    groups.map((group) => ({
      type: 'set',
      path: groupPath(group.id),
      data: checkGroup(withUpdateStamp({ ...group, isArchived })),
    })),
  );
}

/** The template fields that place groups, by group id: the forms holding them use the group. */
async function placingTemplates(): Promise<Field[]> {
  const snapshots = await readCollection(paths().collection('fields'), where('type', '==', 'template'));
  return parseDocuments(fieldSchema, 'field', snapshots).filter((field) => field.formId !== '');
}

/** The forms that use each group (isUsedInForms), keyed by group id; unused groups are absent. */
export async function getFieldGroupUsage(): Promise<Record<string, Form[]>> {
  const templates = await placingTemplates();
  const formIds = [...new Set(templates.map((field) => field.formId))];
  const forms = new Map((await listFormsByIds(formIds)).map((form) => [form.id, form]));
  const usage: Record<string, Form[]> = {};
  for (const template of templates) {
    const form = forms.get(template.formId);
    // A template left behind by a deleted field id of a form no longer lists it.
    if (!form || !form.fieldIds.includes(template.id) || template.type !== 'template') continue;
    const using = (usage[template.fieldGroupId] ??= []);
    if (!using.some((known) => known.id === form.id)) using.push(form);
  }
  return usage;
}

/** Deletes groups and their fields in one batch; refused while any form uses one of them. */
export async function deleteFieldGroups(groupIds: readonly string[]): Promise<void> {
  const usage = await getFieldGroupUsage();
  if (groupIds.some((id) => (usage[id]?.length ?? 0) > 0)) throw new Error(FIELD_GROUP_MESSAGES.usedInForms);
  const groups = await Promise.all(groupIds.map((id) => getFieldGroup(id)));
  await commitInBatches(
    groups.flatMap((group): BatchOperation[] => [
      ...group.fieldIds.map((id): BatchOperation => ({ type: 'delete', path: fieldPath(id) })),
      { type: 'delete', path: groupPath(group.id) },
    ]),
  );
}
