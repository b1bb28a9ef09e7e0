import { FIELD_GROUP_MESSAGES } from '../messages';
import type { Webhook } from '../webhooks';
import type { Confirmation, FormNotification } from './form';
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

const MERGE_TAG_KEY = /(\{\{\s*field:)([^}.\s]+)/g;

/** Rewrites the field of each {{field:…}} merge tag (a template's loop and group field stay) to the new ids; unknown ids stay. */
export function rewriteMergeTags(text: string, newIds: ReadonlyMap<string, string>): string {
  return text.replace(
    MERGE_TAG_KEY,
    (_tag, opening: string, fieldId: string) => opening + (newIds.get(fieldId) ?? fieldId),
  );
}

/** A notification of the copy: its rules, merge tags and email field recipient follow the new ids. */
export function rewriteNotification<
  T extends Pick<
    FormNotification,
    'rules' | 'message' | 'subjectLine' | 'sendTo' | 'sendToType' | 'sendToFieldGroupId'
  >,
>(notification: T, newIds: ReadonlyMap<string, string>): T {
  // In a placed field group the recipient is the group's field, which the copy shares.
  const sendsToFormField = notification.sendToType === 'field' && !notification.sendToFieldGroupId;
  return {
    ...notification,
    rules: rewriteRules(notification.rules, newIds),
    message: rewriteMergeTags(notification.message, newIds),
    subjectLine: rewriteMergeTags(notification.subjectLine, newIds),
    sendTo: sendsToFormField
      ? mappedId(newIds, notification.sendTo, FIELD_GROUP_MESSAGES.noNewIdForSourceOrNested)
      : notification.sendTo,
  };
}

/** A confirmation of the copy: its rules and merge tags follow the new ids. */
export function rewriteConfirmation<T extends Pick<Confirmation, 'rules' | 'message'>>(
  confirmation: T,
  newIds: ReadonlyMap<string, string>,
): T {
  return {
    ...confirmation,
    rules: rewriteRules(confirmation.rules, newIds),
    message: rewriteMergeTags(confirmation.message, newIds),
  };
}

/** A webhook of the copy: its rules and the form fields its payload reads follow the new ids. */
export function rewriteWebhook<T extends Pick<Webhook, 'rules' | 'payloadFields'>>(
  webhook: T,
  newIds: ReadonlyMap<string, string>,
): T {
  return {
    ...webhook,
    rules: rewriteRules(webhook.rules, newIds),
    payloadFields: webhook.payloadFields.map((field) =>
      field.category === 'field' && field.sourceId
        ? { ...field, sourceId: mappedId(newIds, field.sourceId, FIELD_GROUP_MESSAGES.noNewIdForSourceOrNested) }
        : field,
    ),
  };
}
