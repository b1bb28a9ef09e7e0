import * as z from 'zod/mini';
import { auditFieldsSchema } from '../audit';
import type { REPEATER_CELL_COUNT } from '../constants';
import {
  CALLOUT_VARIANTS,
  DEFAULT_CALLOUT_VARIANT,
  DEFAULT_TEMPLATE_MAX_LOOPS,
  DEFAULT_UPLOAD_LIMIT_MB,
  GUEST_UPLOAD_LIMIT_BYTES,
} from '../constants';
import {
  FORM_UPLOAD_GROUP_NAMES,
  formUploadExtensions,
  formUploadGroupOf,
  isFormUploadAccepted,
  type FormUploadGroup,
} from '../file-types';
import { uploadSizeProblem, uploadTypeNotAllowedMessage, type UploadCandidate } from '../upload-check';
import { GUEST_UPLOAD_TOO_LARGE } from './guest-callables';
import { flag, idOrEmptySchema, idSchema, preprocess, requiredText, trimmedText } from '../schema-fields';

// The form builder's fields (spec 001 §3, plus the single choice): 18 input types that take an answer and 8 layout items
// that only show something. A field lives in events/{eventId}/fields/{id} and names its form
// (formId) or its field group (fieldGroupId); the form or group keeps the order in fieldIds.

export const INPUT_FIELD_TYPES = [
  'text',
  'email',
  'tel',
  'url',
  'number',
  'area',
  'date',
  'checkbox',
  'radio',
  'dropdown',
  'address',
  'fullName',
  'itemList',
  'grandTotal',
  'disclaimer',
  'repeater',
  'upload',
  'template',
] as const;
export const LAYOUT_ITEM_TYPES = [
  'customText',
  'section',
  'newPage',
  'divider',
  'callout',
  'image',
  'youTube',
  'vimeo',
] as const;
export const FIELD_TYPES = [...INPUT_FIELD_TYPES, ...LAYOUT_ITEM_TYPES] as const;
export type InputFieldType = (typeof INPUT_FIELD_TYPES)[number];
export type LayoutItemType = (typeof LAYOUT_ITEM_TYPES)[number];
export type FieldType = (typeof FIELD_TYPES)[number];

export const FIELD_TYPE_LABELS = {
  text: 'Short Text',
  email: 'Email',
  tel: 'Phone Number',
  url: 'Website',
  number: 'Number',
  area: 'Long Text',
  date: 'Date',
  checkbox: 'Checkbox',
  radio: 'Single Choice',
  dropdown: 'Dropdown',
  address: 'Address',
  fullName: 'Full Name',
  itemList: 'Item List',
  grandTotal: 'Grand Total',
  disclaimer: 'Disclaimer',
  repeater: 'Repeater',
  upload: 'Upload',
  template: 'Template',
  customText: 'Custom Text',
  section: 'Section',
  newPage: 'New Page',
  divider: 'Divider',
  callout: 'Callout',
  image: 'Image',
  youTube: 'YouTube',
  vimeo: 'Vimeo',
} as const satisfies Record<FieldType, string>;

/** The short-text sub-types the builder offers in one picker (spec: Short Text, Email, Phone Number, Website, Number). */
export const SHORT_TEXT_SUBTYPES = [
  'text',
  'email',
  'tel',
  'url',
  'number',
] as const satisfies readonly InputFieldType[];

export function isInputField<F extends { type: FieldType }>(field: F): field is F & { type: InputFieldType } {
  return (INPUT_FIELD_TYPES as readonly string[]).includes(field.type);
}

/** A number setting that may be left empty ('' in the builder, stored as null). */
const optionalNumber = z._default(
  preprocess((value) => (value === '' || value === undefined ? null : value), z.nullable(z.number())),
  null,
);
const optionalCount = z._default(
  preprocess(
    (value) => (value === '' || value === undefined ? null : value),
    z.nullable(z.number().check(z.int(), z.gte(0))),
  ),
  null,
);

export const choiceOptionSchema = z.object({ label: requiredText(), value: requiredText() });
export type ChoiceOption = z.output<typeof choiceOptionSchema>;
export const DEFAULT_CHECKBOX_OPTIONS: readonly ChoiceOption[] = [
  { label: 'Yes', value: 'yes' },
  { label: 'No', value: 'no' },
];

/** The types whose answer is picked from options: many of (checkbox), one of (radio), or a dropdown. */
export const CHOICE_FIELD_TYPES = ['checkbox', 'radio', 'dropdown'] as const;
export type ChoiceFieldType = (typeof CHOICE_FIELD_TYPES)[number];

export function isChoiceField(field: Field): field is FieldOf<ChoiceFieldType> {
  return (CHOICE_FIELD_TYPES as readonly string[]).includes(field.type);
}

/**
 * The "Other, please say" choice of a checkbox or single-choice field (hasOther). Its answer is the
 * text the person types, stored in place of an option value; logic reads any such answer as this
 * value, so a rule can test "is Other". The underscore keeps it apart from option values made from labels.
 */
export const OTHER_CHOICE = { label: 'Other, please say', value: '_other' } as const satisfies ChoiceOption;

/** Whether a choice answer is the person's own text (Other) rather than one of the field's options. */
export function isOtherAnswer(field: FieldOf<ChoiceFieldType>, value: string): boolean {
  return 'hasOther' in field && field.hasOther && !field.options.some((option) => option.value === value);
}

/** A choice answer as people read it: its option's label ('No'), not its stored value ('no'); Other's text as typed. */
export function optionLabel(field: Field, value: string): string {
  const options = isChoiceField(field) ? field.options : [];
  return options.find((option) => option.value === value)?.label ?? value;
}

/** A part of a compound field (address line, first name ...): its label and whether it is asked. */
const partSchema = (label: string, show: boolean) =>
  z._default(z.object({ label: trimmedText(label), show: flag(show) }), { label, show });

export const ADDRESS_PARTS = ['addressLine1', 'addressLine2', 'city', 'county', 'country', 'postcode'] as const;
export type AddressPart = (typeof ADDRESS_PARTS)[number];
export const ADDRESS_PART_LABELS = {
  addressLine1: 'Address Line 1',
  addressLine2: 'Address Line 2',
  city: 'City',
  county: 'County',
  country: 'Country',
  postcode: 'Postcode',
} as const satisfies Record<AddressPart, string>;

export const FULL_NAME_PARTS = ['prefix', 'firstName', 'middleName', 'surname', 'postNominals'] as const;
export type FullNamePart = (typeof FULL_NAME_PARTS)[number];
export const FULL_NAME_PART_LABELS = {
  prefix: 'Prefix',
  firstName: 'First Name',
  middleName: 'Middle Name',
  surname: 'Surname',
  postNominals: 'Post-nominals',
} as const satisfies Record<FullNamePart, string>;
/** Prefix and post-nominals are hidden until an organiser turns them on. */
const FULL_NAME_PARTS_SHOWN_BY_DEFAULT: Record<FullNamePart, boolean> = {
  prefix: false,
  firstName: true,
  middleName: true,
  surname: true,
  postNominals: false,
};

export const REPEATER_CELLS = ['cell1', 'cell2', 'cell3', 'cell4'] as const satisfies {
  length: typeof REPEATER_CELL_COUNT;
};
export type RepeaterCell = (typeof REPEATER_CELLS)[number];
/** The text types a repeater column may take. */
export const REPEATER_CELL_TYPES = ['text', 'email', 'tel', 'url', 'number', 'date'] as const;

const repeaterCellSchema = z.object({ label: trimmedText(), type: z._default(z.enum(REPEATER_CELL_TYPES), 'text') });
/** A cell with an empty label is not used; the first cell starts with a label so a new repeater has a column. */
const repeaterCellSchemaDefault = z._default(
  z.strictObject(
    Object.fromEntries(
      REPEATER_CELLS.map((cell, index) => [
        cell,
        z._default(repeaterCellSchema, { label: index === 0 ? 'Item' : '', type: 'text' }),
      ]),
    ) as Record<RepeaterCell, z.ZodMiniDefault<typeof repeaterCellSchema>>,
  ),
  {
    cell1: { label: 'Item', type: 'text' },
    cell2: { label: '', type: 'text' },
    cell3: { label: '', type: 'text' },
    cell4: { label: '', type: 'text' },
  },
);

export const itemSchema = z.object({
  itemId: idSchema,
  label: requiredText(),
  /** In the event's currency (variables settings), two decimals. */
  price: z.number().check(z.gte(0)),
  description: trimmedText(),
});
export type Item = z.output<typeof itemSchema>;

/** The attributes of each type beyond the base (spec 001 §3's table). */
export const fieldTypeAttributes = {
  text: {},
  email: {},
  tel: {},
  url: {},
  number: { min: optionalNumber, max: optionalNumber },
  area: {},
  date: {},
  checkbox: {
    options: z._default(z.array(choiceOptionSchema), () => DEFAULT_CHECKBOX_OPTIONS.map((option) => ({ ...option }))),
    hasOther: flag(false),
  },
  radio: {
    options: z._default(z.array(choiceOptionSchema), () => DEFAULT_CHECKBOX_OPTIONS.map((option) => ({ ...option }))),
    hasOther: flag(false),
  },
  dropdown: {
    options: z._default(z.array(choiceOptionSchema), []),
    isMulti: flag(false),
    min: optionalCount,
    max: optionalCount,
  },
  address: Object.fromEntries(
    ADDRESS_PARTS.map((part) => [part, partSchema(ADDRESS_PART_LABELS[part], true)]),
  ) as Record<AddressPart, ReturnType<typeof partSchema>>,
  fullName: Object.fromEntries(
    FULL_NAME_PARTS.map((part) => [
      part,
      partSchema(FULL_NAME_PART_LABELS[part], FULL_NAME_PARTS_SHOWN_BY_DEFAULT[part]),
    ]),
  ) as Record<FullNamePart, ReturnType<typeof partSchema>>,
  itemList: {
    items: z._default(z.array(itemSchema), []),
    showTotal: flag(true),
    showPrice: flag(true),
    showSubtotals: flag(true),
  },
  grandTotal: {},
  disclaimer: {},
  repeater: { cellSchema: repeaterCellSchemaDefault, min: optionalCount, max: optionalCount },
  upload: {
    isMulti: flag(false),
    hasMaxFileSize: flag(false),
    maxFileSizeMB: z._default(z.number().check(z.positive()), DEFAULT_UPLOAD_LIMIT_MB),
    /** Upload groups; empty: every type a form takes. */
    accept: z._default(
      z.array(
        preprocess(formUploadGroupOf, z.enum(FORM_UPLOAD_GROUP_NAMES as [FormUploadGroup, ...FormUploadGroup[]])),
      ),
      [],
    ),
  },
  template: {
    maxLoops: z._default(z.number().check(z.int(), z.gte(1)), DEFAULT_TEMPLATE_MAX_LOOPS),
    loopPrefix: trimmedText(),
    isLooping: flag(false),
    isUsingDefaultTitles: flag(true),
  },
  customText: {},
  section: {},
  newPage: {},
  divider: {},
  callout: { style: z._default(z.enum(CALLOUT_VARIANTS), DEFAULT_CALLOUT_VARIANT) },
  image: { assetId: idOrEmptySchema },
  youTube: { videoId: trimmedText() },
  vimeo: { videoId: trimmedText() },
} as const satisfies Record<FieldType, z.core.$ZodShape>;

/** Types whose answer must be given unless an organiser says otherwise. */
const REQUIRED_BY_DEFAULT: readonly FieldType[] = ['disclaimer'];

const fieldBase = z.object({
  id: idSchema,
  label: trimmedText(),
  /** The column heading in reports; the label when empty. */
  reportLabel: trimmedText(),
  /** Rich text for customText and callout; help text under the label for the others. */
  description: trimmedText(),
  /** The form holding the field ('' for a field of a field group). */
  formId: idOrEmptySchema,
  /** The field group holding the field ('' for a field of a form). */
  fieldGroupId: idOrEmptySchema,
  ...auditFieldsSchema.shape,
});

function fieldOf<T extends FieldType>(type: T) {
  return z.extend(fieldBase, {
    type: z.literal(type),
    isRequired: flag(REQUIRED_BY_DEFAULT.includes(type)),
    ...fieldTypeAttributes[type],
  });
}

const fieldSchemas = {
  text: fieldOf('text'),
  email: fieldOf('email'),
  tel: fieldOf('tel'),
  url: fieldOf('url'),
  number: fieldOf('number'),
  area: fieldOf('area'),
  date: fieldOf('date'),
  checkbox: fieldOf('checkbox'),
  radio: fieldOf('radio'),
  dropdown: fieldOf('dropdown'),
  address: fieldOf('address'),
  fullName: fieldOf('fullName'),
  itemList: fieldOf('itemList'),
  grandTotal: fieldOf('grandTotal'),
  disclaimer: fieldOf('disclaimer'),
  repeater: fieldOf('repeater'),
  upload: fieldOf('upload'),
  // A template lives in a form; its fieldGroupId is the group it places, not a parent.
  template: fieldOf('template'),
  customText: fieldOf('customText'),
  section: fieldOf('section'),
  newPage: fieldOf('newPage'),
  divider: fieldOf('divider'),
  callout: fieldOf('callout'),
  image: fieldOf('image'),
  youTube: fieldOf('youTube'),
  vimeo: fieldOf('vimeo'),
} as const satisfies Record<FieldType, z.core.$ZodType>;

/**
 * One field of any type. Reads fill every missing attribute with its default; writes must name
 * exactly one parent (a form or a field group) — except a template, whose fieldGroupId is the
 * group it places, so it names its form.
 */
export const fieldSchema = z.discriminatedUnion('type', [
  fieldSchemas.text,
  fieldSchemas.email,
  fieldSchemas.tel,
  fieldSchemas.url,
  fieldSchemas.number,
  fieldSchemas.area,
  fieldSchemas.date,
  fieldSchemas.checkbox,
  fieldSchemas.radio,
  fieldSchemas.dropdown,
  fieldSchemas.address,
  fieldSchemas.fullName,
  fieldSchemas.itemList,
  fieldSchemas.grandTotal,
  fieldSchemas.disclaimer,
  fieldSchemas.repeater,
  fieldSchemas.upload,
  fieldSchemas.template,
  fieldSchemas.customText,
  fieldSchemas.section,
  fieldSchemas.newPage,
  fieldSchemas.divider,
  fieldSchemas.callout,
  fieldSchemas.image,
  fieldSchemas.youTube,
  fieldSchemas.vimeo,
]);
export type Field = z.output<typeof fieldSchema>;
export type FieldOf<T extends FieldType> = Extract<Field, { type: T }>;
export type InputField = FieldOf<InputFieldType>;

/** The types whose answer is text typed in one box (each adds its own format check): checked and filled in alike. */
export const TEXT_ANSWER_TYPES = [
  'text',
  'email',
  'tel',
  'url',
  'area',
  'date',
] as const satisfies readonly InputFieldType[];
export type TextAnswerType = (typeof TEXT_ANSWER_TYPES)[number];

export function isTextAnswerField(field: Field): field is FieldOf<TextAnswerType> {
  return (TEXT_ANSWER_TYPES as readonly string[]).includes(field.type);
}

/** What a field's parent is, for writes: its form, or its field group. */
export type FieldParent = { formId: string } | { fieldGroupId: string };

/**
 * The write check of a field: a label for input fields (an unlabelled question cannot be answered
 * or reported), min ≤ max where both are set, unique option values and item ids.
 */
export const fieldWriteSchema = fieldSchema.check(
  z.superRefine((field, context) => {
    if (isInputField(field) && field.type !== 'grandTotal' && !field.label)
      context.addIssue({ code: 'custom', path: ['label'], message: 'Enter a label' });
    if ('min' in field && 'max' in field && field.min !== null && field.max !== null && field.min > field.max) {
      context.addIssue({ code: 'custom', path: ['max'], message: 'The maximum must not be below the minimum' });
    }
    if ('options' in field && new Set(field.options.map((option) => option.value)).size !== field.options.length) {
      context.addIssue({ code: 'custom', path: ['options'], message: 'Option values must be unique' });
    }
    if ('options' in field && field.options.some((option) => option.value === OTHER_CHOICE.value)) {
      context.addIssue({
        code: 'custom',
        path: ['options'],
        message: `The value ${OTHER_CHOICE.value} is kept for Other`,
      });
    }
    if (field.type === 'itemList' && new Set(field.items.map((item) => item.itemId)).size !== field.items.length) {
      context.addIssue({ code: 'custom', path: ['items'], message: 'Item ids must be unique' });
    }
    if (field.type === 'repeater' && !REPEATER_CELLS.some((cell) => field.cellSchema[cell].label)) {
      context.addIssue({ code: 'custom', path: ['cellSchema'], message: 'Name at least one column' });
    }
  }),
);

/** A new field of a type with that type's defaults, under a parent (a form or a field group). */
export function newField<T extends FieldType>(
  type: T,
  id: string,
  parent: FieldParent,
  label: string = type === 'grandTotal' ? 'Total' : FIELD_TYPE_LABELS[type],
): FieldOf<T> {
  const parentIds = 'formId' in parent ? { formId: parent.formId } : { fieldGroupId: parent.fieldGroupId };
  // A template's fieldGroupId is the group it places, not its parent; the builder sets it.
  const ids = type === 'template' && 'fieldGroupId' in parentIds ? {} : parentIds;
  return fieldSchema.parse({ id, type, label, ...ids }) as FieldOf<T>;
}

/** The label a report column shows: the report label, else the label. */
export function reportLabelOf(field: Pick<Field, 'label' | 'reportLabel'>): string {
  return field.reportLabel || field.label;
}

/**
 * The upload limit of an upload field, in bytes (decimal MB, as the size display): its own limit
 * when set, never above the 50 MB Storage accepts.
 */
export function uploadLimitBytes(field: Pick<FieldOf<'upload'>, 'hasMaxFileSize' | 'maxFileSizeMB'>): number {
  return Math.min(field.hasMaxFileSize ? field.maxFileSizeMB : DEFAULT_UPLOAD_LIMIT_MB, DEFAULT_UPLOAD_LIMIT_MB) * 1e6;
}

/** Who sends a form's files: a signed-in member (straight to Storage) or a guest (in one call). */
export type Uploader = 'member' | 'guest';

export interface UploadAllowance {
  /** The most one file may weigh. */
  perFileBytes: number;
  /** The most all files of one submission may weigh together (guests only). */
  totalBytes?: number;
}

/** What a person may upload to a field: the field's limit, and for a guest at most 10 MB in all. */
export function uploadAllowance(
  field: Pick<FieldOf<'upload'>, 'hasMaxFileSize' | 'maxFileSizeMB'>,
  uploader: Uploader,
): UploadAllowance {
  const perFileBytes = uploadLimitBytes(field);
  return uploader === 'guest'
    ? { perFileBytes: Math.min(perFileBytes, GUEST_UPLOAD_LIMIT_BYTES), totalBytes: GUEST_UPLOAD_LIMIT_BYTES }
    : { perFileBytes };
}

/**
 * Why a file may not go in an upload field, or undefined when it may: one of the field's types, not
 * empty, within the person's limit, and for a guest within what the form's other files
 * (`otherFilesBytes`) leave of the total.
 */
export function uploadFieldProblem(
  field: Pick<FieldOf<'upload'>, 'accept' | 'hasMaxFileSize' | 'maxFileSizeMB'>,
  file: UploadCandidate,
  uploader: Uploader,
  otherFilesBytes = 0,
): string | undefined {
  if (!isFormUploadAccepted(field.accept, file.name, file.type))
    return uploadTypeNotAllowedMessage(formUploadExtensions(field.accept));
  const allowance = uploadAllowance(field, uploader);
  const sizeProblem = uploadSizeProblem(file.size, allowance.perFileBytes);
  if (sizeProblem) return sizeProblem;
  if (allowance.totalBytes !== undefined && otherFilesBytes + file.size > allowance.totalBytes)
    return GUEST_UPLOAD_TOO_LARGE;
  return undefined;
}

/** Whether a compound field asks for one of its parts. */
export function isPartShown(field: FieldOf<'address'> | FieldOf<'fullName'>, part: string): boolean {
  const setting = (field as unknown as Record<string, { show?: boolean } | undefined>)[part];
  return setting?.show === true;
}
