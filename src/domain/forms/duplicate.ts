import { FIELD_GROUP_MESSAGES } from '../messages';
import type { Field } from './field';
import { isFieldSource, type LogicMap, type LogicRule } from './logic';

// Copies of forms and field groups get new ids for every field; their logic must follow, or a copy
// would show and hide the original's fields (spec 001 §4).

function mappedId(newIds: ReadonlyMap<string, string>, id: string, message: string): string {
  const newId = newIds.get(id);
  if (!newId) throw new Error(message);
  return newId;
}

/** Rewrites the field sources of rules (a confirmation's, a notification's, a logic entry's) to the new ids. */
export function rewriteRules(rules: readonly LogicRule[], newIds: ReadonlyMap<string, string>): LogicRule[] {
  return rules.map((rule) => ({
    ...rule,
    // Custom fields and the person are not fields of the copy: their ids stay. A rule left at
    // "Choose…" names nothing, so it is copied as it is (the evaluator skips it).
    sourceId:
      isFieldSource(rule.sourceType) && rule.sourceId
        ? mappedId(newIds, rule.sourceId, FIELD_GROUP_MESSAGES.noNewIdForSourceOrNested)
        : rule.sourceId,
    // A nested id is a copied field's id, or a part (an address part, a cell, an item, a placed group's field) that stays.
    nestedId: newIds.get(rule.nestedId) ?? rule.nestedId,
  }));
}

/** Rewrites every field reference of a logic map to the new ids, or throws the spec's message for the first one without. */
export function rewriteLogicMap(logicMap: LogicMap, newIds: ReadonlyMap<string, string>): LogicMap {
  const mapped = (id: string, message: string) => mappedId(newIds, id, message);
  return Object.fromEntries(
    Object.entries(logicMap).map(([fieldId, entry]) => [
      mapped(fieldId, FIELD_GROUP_MESSAGES.noNewIdForLogicMapField),
      {
        ...entry,
        thenFieldId: entry.thenFieldId && mapped(entry.thenFieldId, FIELD_GROUP_MESSAGES.noNewIdForThenOrElse),
        elseFieldId: entry.elseFieldId && mapped(entry.elseFieldId, FIELD_GROUP_MESSAGES.noNewIdForThenOrElse),
        rules: rewriteRules(entry.rules, newIds),
      },
    ]),
  );
}

/** New ids for a list of fields, in order, from an id maker. */
export function newIdsFor(fields: readonly Pick<Field, 'id'>[], makeId: () => string): Map<string, string> {
  return new Map(fields.map((field) => [field.id, makeId()]));
}
