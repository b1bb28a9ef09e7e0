import * as z from 'zod/mini';
import { auditFieldsSchema } from './audit';
import { FIELD_MESSAGES } from './messages';
import type { Role } from './roles';
import { canAccess, routeById } from './routes';
import { flag, idSchema, parseOrThrow, requiredText, trimmedText } from './schema-fields';
import { customFieldValueSchema, type CustomFieldValue } from './team';

/** A custom field holds text, or a boolean shown as Yes/No. */
export const CUSTOM_FIELD_TYPES = ['text', 'boolean'] as const;
export type CustomFieldType = (typeof CUSTOM_FIELD_TYPES)[number];
export const CUSTOM_FIELD_TYPE_LABELS = { text: 'Text', boolean: 'Yes/No' } as const satisfies Record<
  CustomFieldType,
  string
>;

/** An extra data point held on every team (events/{eventId}/customFields/{id}), spec 001 §3. */
export const customFieldSchema = z.object({
  id: idSchema,
  label: requiredText(),
  type: z.enum(CUSTOM_FIELD_TYPES),
  placeholder: trimmedText(),
  description: trimmedText(),
  /** Off: the field is hidden from teams and seen only by admins. */
  showField: flag(true),
  /** On: stand-share child teams see the field too. */
  showToChildTeams: flag(false),
  /** Position in the team form; reorder rewrites it. */
  index: z._default(z.number().check(z.int(), z.gte(0)), 0),
  isRequired: flag(false),
  ...auditFieldsSchema.shape,
});
export type CustomField = z.output<typeof customFieldSchema>;

/**
 * The values of a team's admin-only custom fields (showField off), in
 * events/{eventId}/teamAdminFields/{teamId}: kept off the team document, which the team's people
 * read, so that only admins read or write them.
 */
export const teamAdminFieldsSchema = z.object({
  id: idSchema,
  values: z._default(z.record(z.string(), customFieldValueSchema), {}),
});
export type TeamAdminFields = z.output<typeof teamAdminFieldsSchema>;

/** The refusal when someone other than an admin gives a value to an admin-only field. */
export function adminOnlyFieldMessage(label: string): string {
  return `Only admins can set ${label}`;
}

/** Splits a team's custom field values into those its people see and the admin-only ones; values of unknown fields are dropped. */
export function splitCustomFieldValues(
  values: Readonly<Record<string, CustomFieldValue>>,
  fields: readonly Pick<CustomField, 'id' | 'showField'>[],
): { shown: Record<string, CustomFieldValue>; adminOnly: Record<string, CustomFieldValue> } {
  const shown: Record<string, CustomFieldValue> = {};
  const adminOnly: Record<string, CustomFieldValue> = {};
  for (const field of fields) {
    if (!Object.hasOwn(values, field.id)) continue;
    (field.showField ? shown : adminOnly)[field.id] = values[field.id]!;
  }
  return { shown, adminOnly };
}

/** What the add and edit forms collect. */
export const customFieldFormSchema = z.object({
  label: requiredText('Enter a label'),
  type: z.enum(CUSTOM_FIELD_TYPES),
  placeholder: z.string().check(z.trim()),
  description: z.string().check(z.trim()),
  showField: z.boolean(),
  showToChildTeams: z.boolean(),
  isRequired: z.boolean(),
});
export type CustomFieldForm = z.output<typeof customFieldFormSchema>;

/** An update may change everything but the id and the type, which is fixed at creation. */
export const customFieldUpdateSchema = z.strictObject({
  ...z.partial(z.omit(customFieldFormSchema, { type: true })).shape,
  index: z.optional(z.number().check(z.int(), z.gte(0))),
});
export type CustomFieldUpdate = z.output<typeof customFieldUpdateSchema>;

/** Parses a custom field before it is written, or throws 'Invalid field'. */
export function checkCustomField(value: unknown): CustomField {
  return parseOrThrow(customFieldSchema, value, FIELD_MESSAGES.invalidField);
}

/**
 * Parses an update, or throws 'Invalid update'. A changed type is refused: values already stored on
 * teams would no longer match it.
 */
export function checkCustomFieldUpdate(value: unknown): CustomFieldUpdate {
  return parseOrThrow(customFieldUpdateSchema, value, FIELD_MESSAGES.invalidUpdate);
}

/** The value every team gets when a field is added: empty text, or No. */
export function customFieldDefaultValue(type: CustomFieldType): CustomFieldValue {
  return type === 'boolean' ? false : '';
}

/** A stored value as the field's type reads it (a missing or mismatched value reads as the default). */
export function customFieldValue(
  field: Pick<CustomField, 'id' | 'type'>,
  values: Readonly<Record<string, CustomFieldValue>>,
): CustomFieldValue {
  const value = values[field.id];
  if (field.type === 'boolean') return typeof value === 'boolean' ? value : false;
  return typeof value === 'string' ? value : '';
}

/** A value for display and exports: Yes/No for booleans, the text otherwise. */
export function formatCustomFieldValue(
  field: Pick<CustomField, 'id' | 'type'>,
  values: Readonly<Record<string, CustomFieldValue>>,
): string {
  const value = customFieldValue(field, values);
  return typeof value === 'boolean' ? (value ? 'Yes' : 'No') : value;
}

/** Fields in form order: by index, then label for ties. */
export function sortByIndex<T extends Pick<CustomField, 'index' | 'label'>>(fields: readonly T[]): T[] {
  return [...fields].sort((a, b) => a.index - b.index || a.label.localeCompare(b.label));
}

/** The index writes of a reorder: each field's new position, only for fields whose index changes. */
export function reorderIndexes(
  fields: readonly Pick<CustomField, 'id' | 'index'>[],
  orderedIds: readonly string[],
): { id: string; index: number }[] {
  const current = new Map(fields.map((field) => [field.id, field.index]));
  return orderedIds.flatMap((id, index) => (current.has(id) && current.get(id) !== index ? [{ id, index }] : []));
}

/** The index a new field gets: after every existing one. */
export function nextCustomFieldIndex(fields: readonly Pick<CustomField, 'index'>[]): number {
  return fields.reduce((highest, field) => Math.max(highest, field.index + 1), 0);
}

/** Whoever may manage custom fields reads every one, those hidden from teams and their values too. */
export function seesEveryCustomField(role: Role | null | undefined): boolean {
  return canAccess(routeById('manageCustomFields'), role);
}

/**
 * The fields a new stand share (a child team) is given, of those the person adding it may read: the
 * ones flagged showToChildTeams (spec 001 §6), in form order. One rule for admins and team owners.
 */
export function standShareCustomFields<T extends Pick<CustomField, 'showToChildTeams' | 'index' | 'label'>>(
  fields: readonly T[],
): T[] {
  return sortByIndex(fields.filter((field) => field.showToChildTeams));
}
