import { arrayMove } from '@dnd-kit/sortable';
import { newField, type Field, type FieldParent, type FieldType } from '../../../../domain/forms/field';
import type { LogicMap } from '../../../../domain/forms/logic';

// The builder's edits as pure functions of (fields, logicMap): what a form or field group holds
// until it is saved.

/** An item whose logic holds a rule or link that cannot be saved (the reason shows beside it). */
export const LOGIC_NEEDS_FIXING = 'Conditional logic needs fixing';

export interface BuilderItems {
  fields: Field[];
  logicMap: LogicMap;
}

/** A new item of a type, added at the end (or after `afterId`). */
export function addItem(
  items: BuilderItems,
  type: FieldType,
  id: string,
  parent: FieldParent,
  afterId?: string,
): BuilderItems {
  const field = newField(type, id, parent);
  const at = afterId ? items.fields.findIndex((each) => each.id === afterId) + 1 : items.fields.length;
  const fields = [...items.fields];
  fields.splice(at > 0 ? at : items.fields.length, 0, field);
  return { ...items, fields };
}

/** Replaces one item (its settings changed). */
export function updateItem(items: BuilderItems, field: Field): BuilderItems {
  return { ...items, fields: items.fields.map((each) => (each.id === field.id ? field : each)) };
}

/** A copy of an item under a new id, placed right after it, with a copy of its own logic. */
export function duplicateItem(items: BuilderItems, fieldId: string, id: string): BuilderItems {
  const index = items.fields.findIndex((each) => each.id === fieldId);
  if (index < 0) return items;
  const original = items.fields[index];
  const copy: Field = {
    ...structuredClone(original),
    id,
    label: original.label ? `${original.label} (Copy)` : original.label,
  };
  const fields = [...items.fields];
  fields.splice(index + 1, 0, copy);
  const entry = items.logicMap[fieldId];
  return { fields, logicMap: entry ? { ...items.logicMap, [id]: structuredClone(entry) } : items.logicMap };
}

/**
 * Removes an item and its own logic. Rules that read it and then or else links to it stay, flagged
 * beside them in the builder (logicMapProblems) until the organiser chooses again: dropping them
 * quietly would change what other items do without a word.
 */
export function removeItem(items: BuilderItems, fieldId: string): BuilderItems {
  const { [fieldId]: _removed, ...logicMap } = items.logicMap;
  return { fields: items.fields.filter((each) => each.id !== fieldId), logicMap };
}

/** Moves the item `activeId` to where `overId` is (drag and drop, or the keyboard). */
export function moveItem(items: BuilderItems, activeId: string, overId: string): BuilderItems {
  const from = items.fields.findIndex((each) => each.id === activeId);
  const to = items.fields.findIndex((each) => each.id === overId);
  if (from < 0 || to < 0 || from === to) return items;
  return { ...items, fields: arrayMove(items.fields, from, to) };
}

/** Sets or clears (undefined) the logic of one item. */
export function setItemLogic(items: BuilderItems, fieldId: string, entry: LogicMap[string] | undefined): BuilderItems {
  const { [fieldId]: _previous, ...rest } = items.logicMap;
  return { ...items, logicMap: entry ? { ...rest, [fieldId]: entry } : rest };
}
