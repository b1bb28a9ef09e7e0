import * as z from 'zod/mini';
import { idSchema, requiredText, trimmedText } from '../schema-fields';
import {
  ADDRESS_PARTS,
  FULL_NAME_PARTS,
  REPEATER_CELLS,
  type AddressPart,
  type FullNamePart,
  type RepeaterCell,
} from './field';

// The answers a submission holds, keyed by field id (spec 001 §3 "value shapes"): text or number,
// an address, a name, repeater rows, item quantities, a boolean, a list of files, a looped template.

export const addressValueSchema = z.strictObject(
  Object.fromEntries(ADDRESS_PARTS.map((part) => [part, trimmedText()])) as Record<
    AddressPart,
    z.ZodMiniDefault<z.ZodMiniString<string>>
  >,
);
export type AddressValue = z.output<typeof addressValueSchema>;

export const fullNameValueSchema = z.strictObject(
  Object.fromEntries(FULL_NAME_PARTS.map((part) => [part, trimmedText()])) as Record<
    FullNamePart,
    z.ZodMiniDefault<z.ZodMiniString<string>>
  >,
);
export type FullNameValue = z.output<typeof fullNameValueSchema>;

export const repeaterRowSchema = z.strictObject(
  Object.fromEntries(REPEATER_CELLS.map((cell) => [cell, z._default(z.string(), '')])) as Record<
    RepeaterCell,
    z.ZodMiniDefault<z.ZodMiniString<string>>
  >,
);
export type RepeaterRow = z.output<typeof repeaterRowSchema>;

/** One line of an item list: the item, its price when submitted, and how many. */
export const itemQuantitySchema = z.strictObject({
  itemId: idSchema,
  price: z.number().check(z.gte(0)),
  quantity: z.number().check(z.int(), z.gte(0)),
});
export type ItemQuantity = z.output<typeof itemQuantitySchema>;

/** A file uploaded for an upload field, under events/{eventId}/submissions/{submissionId}/{fieldId}/. */
export const uploadedFileSchema = z.strictObject({
  name: requiredText(),
  path: requiredText(),
  url: requiredText(),
  size: z.number().check(z.int(), z.gte(0)),
  contentType: trimmedText(),
});
export type UploadedFile = z.output<typeof uploadedFileSchema>;

/** The answer to one non-template field. */
export const plainValueSchema = z.union([
  z.string(),
  z.number(),
  z.boolean(),
  z.array(z.string()),
  addressValueSchema,
  fullNameValueSchema,
  z.array(repeaterRowSchema),
  z.array(itemQuantitySchema),
  z.array(uploadedFileSchema),
]);
export type PlainValue = z.output<typeof plainValueSchema>;

/** Field ids are document ids: non-empty, no slash, and (as map keys in Firestore) no dot. */
export const fieldIdKeySchema = z.string().check(z.regex(/^[^/.]+$/));

/** A looped template: how many loops the person filled in, and each loop's answers by the group's field ids. */
export const templateValueSchema = z.strictObject({
  loopCount: z.number().check(z.int(), z.gte(0)),
  templateValues: z.array(z.record(fieldIdKeySchema, plainValueSchema)),
});
export type TemplateValue = z.output<typeof templateValueSchema>;

export const fieldValueSchema = z.union([plainValueSchema, templateValueSchema]);
export type FieldValue = z.output<typeof fieldValueSchema>;

/** A submission's answers, keyed by field id. */
export const submissionValuesSchema = z._default(z.record(fieldIdKeySchema, fieldValueSchema), {});
export type SubmissionValues = z.output<typeof submissionValuesSchema>;
/** The answers of one template loop, keyed by the placed group's field ids. */
export type LoopValues = Record<string, PlainValue>;

export function isTemplateValue(value: unknown): value is TemplateValue {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && 'templateValues' in value;
}

/** True when a value holds no answer: empty text, an empty list, a compound value whose parts are all empty, false. */
export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null || value === false) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'number') return Number.isNaN(value);
  if (Array.isArray(value))
    return value.every((entry) => isEmptyValue(entry) || (isItemQuantity(entry) && entry.quantity === 0));
  if (typeof value === 'object') return Object.values(value).every(isEmptyValue);
  return false;
}

function isItemQuantity(value: unknown): value is ItemQuantity {
  return typeof value === 'object' && value !== null && 'itemId' in value && 'quantity' in value;
}

/** An address on one line, its shown parts joined with commas (exports combine it so). */
export function formatAddress(value: Partial<AddressValue> | undefined): string {
  return ADDRESS_PARTS.map((part) => value?.[part]?.trim() ?? '')
    .filter(Boolean)
    .join(', ');
}

/** A full name on one line, its parts joined with spaces. */
export function formatFullName(value: Partial<FullNameValue> | undefined): string {
  return FULL_NAME_PARTS.map((part) => value?.[part]?.trim() ?? '')
    .filter(Boolean)
    .join(' ');
}
