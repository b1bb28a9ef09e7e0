import * as z from 'zod/mini';
import { auditFieldsSchema } from '../audit';
import { isDayKey } from '../event-time';
import { isFormUploadAccepted } from '../file-types';
import { FORM_MESSAGES, INVALID_EMAIL } from '../messages';
import { emailSchema, flag, idOrEmptySchema, idSchema } from '../schema-fields';
import { isDownloadUrlOf } from './file-keys';
import {
  isInputField,
  isOtherAnswer,
  isPartShown,
  isTextAnswerField,
  REPEATER_CELLS,
  uploadLimitBytes,
  type ChoiceFieldType,
  type Field,
  type FieldOf,
} from './field';
import { evaluateVisibility, loopCountOf, type FormDefinition, type FormVisibility, type LogicContext } from './logic';
import {
  addressValueSchema,
  fullNameValueSchema,
  isEmptyValue,
  isTemplateValue,
  itemQuantitySchema,
  repeaterRowSchema,
  submissionValuesSchema,
  uploadedFileSchema,
  type FieldValue,
  type LoopValues,
  type PlainValue,
  type SubmissionValues,
} from './values';

// Submissions (spec 001 §3): a team's or a guest's answers to a form, a draft until sent. Drafts are
// submissions with isDraft; a guest's draft is held the same way and resumed by an emailed link.

export const submissionSchema = z.object({
  id: idSchema,
  /** The form answered (the rules check the form is open before a team may write). */
  formId: idSchema,
  /** The team answering ('' for a guest). */
  teamId: idOrEmptySchema,
  /** The task the form was opened from, whose progress the submission updates ('' for none). */
  taskId: idOrEmptySchema,
  isDraft: flag(false),
  isGuest: flag(false),
  values: submissionValuesSchema,
  ...auditFieldsSchema.shape,
});
export type Submission = z.output<typeof submissionSchema>;

// Which submissions count, wherever a number of them is shown (the forms lists, a form's Submissions
// tab, the forms report, the reports overview): the sent ones. A draft is still being written, so it
// is counted apart, as a draft, never as a submission.

/** Whether a submission is sent, and so counted as a submission. */
export function isSentSubmission(submission: Pick<Submission, 'isDraft'>): boolean {
  return !submission.isDraft;
}

/** The stored flag a count query filters on to tell sent submissions (false) from drafts (true). */
export const SUBMISSION_DRAFT_FLAG = 'isDraft' satisfies keyof Submission;

/** A form's sent submissions and, apart, its drafts. */
export interface SubmissionCounts {
  sent: number;
  drafts: number;
}

/** Sent submissions and drafts per form id (forms without any are absent). */
export function submissionCountsByForm(
  submissions: readonly Pick<Submission, 'formId' | 'isDraft'>[],
): Map<string, SubmissionCounts> {
  const counts = new Map<string, SubmissionCounts>();
  for (const submission of submissions) {
    const current = counts.get(submission.formId) ?? { sent: 0, drafts: 0 };
    counts.set(
      submission.formId,
      isSentSubmission(submission)
        ? { ...current, sent: current.sent + 1 }
        : { ...current, drafts: current.drafts + 1 },
    );
  }
  return counts;
}

/** Who a list shows as the submitter: 'Guest submission' for guests, else the name found for createdBy. */
export function submitterName(
  submission: Pick<Submission, 'isGuest' | 'createdBy'>,
  nameOf: (userId: string) => string | undefined,
): string {
  return submission.isGuest ? FORM_MESSAGES.guestSubmitter : (nameOf(submission.createdBy) ?? '');
}

// ── Validation ──────────────────────────────────────────────────────────────────────────────

/** Ours: the messages shown beside a field (the spec names none). */
export const FIELD_VALIDATION_MESSAGES = {
  required: 'This field is required',
  email: INVALID_EMAIL,
  tel: 'Enter a valid phone number',
  url: 'Enter a valid website address',
  number: 'Enter a number',
  date: 'Enter a valid date',
  option: 'Choose one of the options',
  disclaimer: 'You must accept this to continue',
  invalid: 'This answer is not valid',
  fileType: "This type of file can't be uploaded here",
  oneFile: 'Upload one file only',
  loops: 'Too many entries',
  min: (min: number) => `Enter ${min} or more`,
  max: (max: number) => `Enter ${max} or less`,
  minChoices: (min: number) => `Choose at least ${min}`,
  maxChoices: (max: number) => `Choose at most ${max}`,
  minRows: (min: number) => `Add at least ${min} ${min === 1 ? 'row' : 'rows'}`,
  maxRows: (max: number) => `Add at most ${max} ${max === 1 ? 'row' : 'rows'}`,
  fileTooLarge: (limitMB: number) => `Each file must be ${limitMB} MB or smaller`,
} as const;

/** The key of a field's error inside one loop of a template. */
export function loopFieldKey(templateId: string, loopIndex: number, fieldId: string): string {
  return `${templateId}.${loopIndex}.${fieldId}`;
}

export interface ValidationResult {
  /** The answers to keep: visible input fields only, each in its field's shape. */
  values: SubmissionValues;
  /** A message per field id (loop fields by loopFieldKey) that is not answered as it must be. */
  errors: Record<string, string>;
  /** Keys of the submitted values that are not fields of the form (writes refuse them). */
  unknownFieldIds: string[];
  visibility: FormVisibility;
}

const phonePattern = /^\+?[0-9 ()\-.]{5,20}$/;

function isValidUrl(value: string): boolean {
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `https://${value}`);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

type Checked = { value?: PlainValue; error?: string };

function checkText(field: Field, raw: unknown): Checked {
  if (raw === undefined || raw === null || raw === '') return {};
  if (typeof raw !== 'string') return { error: FIELD_VALIDATION_MESSAGES.invalid };
  const value = raw.trim();
  if (!value) return {};
  if (field.type === 'email' && !emailSchema.safeParse(value).success)
    return { value, error: FIELD_VALIDATION_MESSAGES.email };
  if (field.type === 'tel' && !phonePattern.test(value)) return { value, error: FIELD_VALIDATION_MESSAGES.tel };
  if (field.type === 'url' && !isValidUrl(value)) return { value, error: FIELD_VALIDATION_MESSAGES.url };
  if (field.type === 'date' && !isDayKey(value)) return { value, error: FIELD_VALIDATION_MESSAGES.date };
  return { value };
}

function checkNumber(field: FieldOf<'number'>, raw: unknown): Checked {
  if (raw === undefined || raw === null || raw === '') return {};
  const value = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : Number.NaN;
  if (!Number.isFinite(value)) return { error: FIELD_VALIDATION_MESSAGES.number };
  if (field.min !== null && value < field.min) return { value, error: FIELD_VALIDATION_MESSAGES.min(field.min) };
  if (field.max !== null && value > field.max) return { value, error: FIELD_VALIDATION_MESSAGES.max(field.max) };
  return { value };
}

function checkChoices(field: FieldOf<ChoiceFieldType>, raw: unknown): Checked {
  const isList = field.type === 'checkbox' || (field.type === 'dropdown' && field.isMulti);
  const chosen = raw === undefined || raw === null || raw === '' ? [] : Array.isArray(raw) ? raw : [raw];
  if (!chosen.every((entry): entry is string => typeof entry === 'string'))
    return { error: FIELD_VALIDATION_MESSAGES.invalid };
  const unique = [...new Set(chosen.map((entry) => entry.trim()).filter(Boolean))];
  // Beyond the options, only one answer of the person's own, and only where the field offers Other.
  const others = unique.filter((entry) => isOtherAnswer(field, entry));
  const allowed = new Set(field.options.map((option) => option.value));
  if (others.length > 1 || unique.some((entry) => !allowed.has(entry) && !others.includes(entry)))
    return { error: FIELD_VALIDATION_MESSAGES.option };
  if (!isList)
    return unique.length > 1 ? { error: FIELD_VALIDATION_MESSAGES.option } : unique.length ? { value: unique[0] } : {};
  if (unique.length === 0) return {};
  if (field.type === 'dropdown' && field.min !== null && unique.length < field.min)
    return { value: unique, error: FIELD_VALIDATION_MESSAGES.minChoices(field.min) };
  if (field.type === 'dropdown' && field.max !== null && unique.length > field.max)
    return { value: unique, error: FIELD_VALIDATION_MESSAGES.maxChoices(field.max) };
  return { value: unique };
}

function checkParts(field: FieldOf<'address'> | FieldOf<'fullName'>, raw: unknown): Checked {
  if (raw === undefined || raw === null) return {};
  const parsed = (field.type === 'address' ? addressValueSchema : fullNameValueSchema).safeParse(raw);
  if (!parsed.success) return { error: FIELD_VALIDATION_MESSAGES.invalid };
  // Parts the field does not show are not stored.
  const value = Object.fromEntries(
    Object.entries(parsed.data).map(([part, text]) => [part, isPartShown(field, part) ? text : '']),
  );
  if (isEmptyValue(value)) return {};
  return { value: value as PlainValue };
}

/** Parts a required compound field must have (of those it shows). */
const REQUIRED_PARTS = { address: ['addressLine1', 'city', 'postcode'], fullName: ['firstName', 'surname'] } as const;

function missingRequiredPart(field: FieldOf<'address'> | FieldOf<'fullName'>, value: PlainValue | undefined): boolean {
  const parts = value as Record<string, string> | undefined;
  return REQUIRED_PARTS[field.type].some((part) => isPartShown(field, part) && !parts?.[part]);
}

function checkItems(field: FieldOf<'itemList'>, raw: unknown): Checked {
  if (raw === undefined || raw === null) return {};
  const parsed = z.array(z.partial(itemQuantitySchema, { price: true })).safeParse(raw);
  if (!parsed.success) return { error: FIELD_VALIDATION_MESSAGES.invalid };
  const prices = new Map(field.items.map((item) => [item.itemId, item.price]));
  if (parsed.data.some((line) => !prices.has(line.itemId))) return { error: FIELD_VALIDATION_MESSAGES.invalid };
  // The price is the field's, never the submitter's.
  const lines = parsed.data
    .filter((line) => line.quantity > 0)
    .map((line) => ({ itemId: line.itemId, price: prices.get(line.itemId)!, quantity: line.quantity }));
  return lines.length ? { value: lines } : {};
}

function checkRows(field: FieldOf<'repeater'>, raw: unknown): Checked {
  if (raw === undefined || raw === null) return {};
  const parsed = z.array(repeaterRowSchema).safeParse(raw);
  if (!parsed.success) return { error: FIELD_VALIDATION_MESSAGES.invalid };
  const usedCells = REPEATER_CELLS.filter((cell) => field.cellSchema[cell].label);
  const rows = parsed.data
    .map(
      (row) =>
        Object.fromEntries(
          REPEATER_CELLS.map((cell) => [cell, usedCells.includes(cell) ? row[cell].trim() : '']),
        ) as typeof row,
    )
    .filter((row) => !isEmptyValue(row));
  if (rows.length === 0) return {};
  for (const row of rows) {
    for (const cell of usedCells) {
      const cellType = field.cellSchema[cell].type;
      const text = row[cell];
      if (!text || cellType === 'text') continue;
      const checked =
        cellType === 'number'
          ? checkNumber({ min: null, max: null } as FieldOf<'number'>, text)
          : checkText({ type: cellType } as Field, text);
      if (checked.error) return { value: rows, error: checked.error };
    }
  }
  if (field.min !== null && rows.length < field.min)
    return { value: rows, error: FIELD_VALIDATION_MESSAGES.minRows(field.min) };
  if (field.max !== null && rows.length > field.max)
    return { value: rows, error: FIELD_VALIDATION_MESSAGES.maxRows(field.max) };
  return { value: rows };
}

/** Where a submission's files must be: under this prefix, and (when known) downloaded from this bucket address. */
interface FilePlace {
  prefix?: string;
  downloadUrlBase?: string;
}

function checkFiles(field: FieldOf<'upload'>, raw: unknown, place: FilePlace): Checked {
  if (raw === undefined || raw === null) return {};
  const parsed = z.array(uploadedFileSchema).safeParse(raw);
  if (!parsed.success) return { error: FIELD_VALIDATION_MESSAGES.invalid };
  const files = parsed.data;
  if (files.length === 0) return {};
  if (!field.isMulti && files.length > 1) return { value: files, error: FIELD_VALIDATION_MESSAGES.oneFile };
  for (const file of files) {
    if (!isFormUploadAccepted(field.accept, file.name, file.contentType))
      return { value: files, error: FIELD_VALIDATION_MESSAGES.fileType };
    if (file.size > uploadLimitBytes(field))
      return { value: files, error: FIELD_VALIDATION_MESSAGES.fileTooLarge(uploadLimitBytes(field) / 1e6) };
    // A stored file must sit under this submission's folder for this field.
    if (place.prefix !== undefined && !file.path.startsWith(place.prefix))
      return { value: files, error: FIELD_VALIDATION_MESSAGES.invalid };
    if (place.downloadUrlBase !== undefined && !isDownloadUrlOf(file.url, file.path, place.downloadUrlBase))
      return { value: files, error: FIELD_VALIDATION_MESSAGES.invalid };
  }
  return { value: files };
}

/** Checks one answer against its (non-template) field; required is applied by the caller. */
function checkPlainValue(field: Field, raw: unknown, filePlace: FilePlace): Checked {
  if (isTextAnswerField(field)) return checkText(field, raw);
  switch (field.type) {
    case 'number':
      return checkNumber(field, raw);
    case 'checkbox':
    case 'radio':
    case 'dropdown':
      return checkChoices(field, raw);
    case 'address':
    case 'fullName':
      return checkParts(field, raw);
    case 'itemList':
      return checkItems(field, raw);
    case 'repeater':
      return checkRows(field, raw);
    case 'upload':
      return checkFiles(field, raw, filePlace);
    case 'disclaimer':
      if (raw === undefined || raw === null || raw === false) return {};
      return raw === true ? { value: true } : { error: FIELD_VALIDATION_MESSAGES.invalid };
    default:
      // grandTotal is computed, layout items take no answer, templates are checked per loop.
      return {};
  }
}

function requiredMessage(field: Field, value: PlainValue | undefined): string | undefined {
  if (!field.isRequired) return undefined;
  if (field.type === 'disclaimer') return value === true ? undefined : FIELD_VALIDATION_MESSAGES.disclaimer;
  if ((field.type === 'address' || field.type === 'fullName') && value !== undefined)
    return missingRequiredPart(field, value) ? FIELD_VALIDATION_MESSAGES.required : undefined;
  return isEmptyValue(value) ? FIELD_VALIDATION_MESSAGES.required : undefined;
}

/** Fields that take an answer directly (not computed, not a template). */
function takesAnswer(field: Field): boolean {
  return isInputField(field) && field.type !== 'grandTotal' && field.type !== 'template';
}

export interface ValidationOptions {
  /** A draft keeps partial answers: required fields may be empty. */
  isDraft: boolean;
  /** When set, every uploaded file must be stored under this folder + '/{fieldId}/' (the submission's). */
  submissionFolder?: string;
  /** When set, every uploaded file's url must download its own path from this address (downloadUrlBase). */
  downloadUrlBase?: string;
}

/**
 * Validates and cleans a submission's answers with the form's logic: hidden fields are neither
 * required nor stored, answers take their field's shape (item prices are the field's), templates
 * are checked loop by loop with each loop's own logic.
 */
export function validateSubmission(
  definition: FormDefinition,
  rawValues: Readonly<Record<string, unknown>>,
  context: LogicContext,
  options: ValidationOptions,
): ValidationResult {
  const formFieldIds = new Set(definition.fields.map((field) => field.id));
  const unknownFieldIds = Object.keys(rawValues).filter((id) => !formFieldIds.has(id));
  // Logic reads the answers as given; only what is well-formed is read (others read as empty).
  const readable = submissionValuesSchema.safeParse(
    Object.fromEntries(Object.entries(rawValues).filter(([id]) => formFieldIds.has(id))),
  );
  const logicValues: SubmissionValues = readable.success ? readable.data : wellFormedOnly(rawValues, formFieldIds);
  const visibility = evaluateVisibility(definition, logicValues, context);
  const values: SubmissionValues = {};
  const errors: Record<string, string> = {};
  const prefixOf = (...path: string[]) =>
    options.submissionFolder === undefined ? undefined : `${[options.submissionFolder, ...path].join('/')}/`;

  const checkField = (field: Field, raw: unknown, errorKey: string, filePath: string[]): PlainValue | undefined => {
    const checked = checkPlainValue(field, raw, {
      prefix: prefixOf(...filePath),
      downloadUrlBase: options.downloadUrlBase,
    });
    const error = checked.error ?? (options.isDraft ? undefined : requiredMessage(field, checked.value));
    if (error) errors[errorKey] = error;
    return checked.value;
  };

  for (const field of definition.fields) {
    if (!isInputField(field) || !visibility.isVisible(field.id)) continue;
    if (takesAnswer(field)) {
      const value = checkField(field, rawValues[field.id], field.id, [field.id]);
      if (value !== undefined) values[field.id] = value;
    } else if (field.type === 'template') {
      const loops = checkTemplate(field, rawValues[field.id], definition, visibility, options, errors, checkField);
      if (loops) values[field.id] = loops;
    }
  }
  return { values, errors, unknownFieldIds, visibility };
}

/** Keeps the answers that read as values (for logic when another answer is malformed). */
function wellFormedOnly(rawValues: Readonly<Record<string, unknown>>, fieldIds: ReadonlySet<string>): SubmissionValues {
  const kept: SubmissionValues = {};
  for (const [id, value] of Object.entries(rawValues)) {
    if (!fieldIds.has(id)) continue;
    const parsed = submissionValuesSchema.safeParse({ [id]: value });
    if (parsed.success) Object.assign(kept, parsed.data);
  }
  return kept;
}

function checkTemplate(
  template: FieldOf<'template'>,
  raw: unknown,
  definition: FormDefinition,
  visibility: FormVisibility,
  options: ValidationOptions,
  errors: Record<string, string>,
  checkField: (field: Field, raw: unknown, errorKey: string, filePath: string[]) => PlainValue | undefined,
): FieldValue | undefined {
  const group = definition.fieldGroups[template.fieldGroupId];
  if (!group) return undefined;
  if (raw !== undefined && !isTemplateValue(raw)) {
    errors[template.id] = FIELD_VALIDATION_MESSAGES.invalid;
    return undefined;
  }
  const maxLoops = template.isLooping ? template.maxLoops : 1;
  const loopCount = Math.max(loopCountOf(raw), 1);
  if (loopCount > maxLoops) {
    errors[template.id] = FIELD_VALIDATION_MESSAGES.loops;
    return undefined;
  }
  const groupFieldIds = new Set(group.fields.map((field) => field.id));
  const templateValues: LoopValues[] = [];
  for (let index = 0; index < loopCount; index++) {
    const given = (isTemplateValue(raw) ? raw.templateValues[index] : undefined) ?? {};
    if (Object.keys(given).some((id) => !groupFieldIds.has(id)))
      errors[template.id] = FIELD_VALIDATION_MESSAGES.invalid;
    const loop: LoopValues = {};
    for (const field of group.fields) {
      if (!takesAnswer(field) || !visibility.isVisibleInLoop(template.id, index, field.id)) continue;
      const value = checkField(field, given[field.id], loopFieldKey(template.id, index, field.id), [
        template.id,
        String(index),
        field.id,
      ]);
      if (value !== undefined) loop[field.id] = value;
    }
    templateValues.push(loop);
  }
  if (!options.isDraft && template.isRequired && templateValues.every((loop) => isEmptyValue(loop)))
    errors[template.id] = FIELD_VALIDATION_MESSAGES.required;
  return { loopCount, templateValues };
}

/**
 * The write check of a submission's answers: every key a field of the form, every answer valid
 * (required ones answered unless a draft). Throws 'Invalid Submission data'; returns the cleaned
 * answers (hidden fields dropped).
 */
export function checkSubmissionValues(
  definition: FormDefinition,
  rawValues: Readonly<Record<string, unknown>>,
  context: LogicContext,
  options: ValidationOptions,
): SubmissionValues {
  const result = validateSubmission(definition, rawValues, context, options);
  if (result.unknownFieldIds.length || Object.keys(result.errors).length) {
    throw new Error(FORM_MESSAGES.invalidSubmission, {
      cause: { unknownFieldIds: result.unknownFieldIds, errors: result.errors },
    });
  }
  return result.values;
}
