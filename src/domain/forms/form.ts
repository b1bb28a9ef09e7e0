import * as z from 'zod/mini';
import { auditFieldsSchema } from '../audit';
import {
  DEFAULT_IS_ACTIVE,
  DEFAULT_IS_FORM_TITLE_SUBJECT_LINE,
  DEFAULT_LOGIC_OPERATOR,
  DEFAULT_SEND_TO_LOOP_INDEX,
  LOGIC_OPERATORS,
} from '../constants';
import { dateTimeOrEmptySchema, flag, idListSchema, idOrEmptySchema, idSchema, trimmedText } from '../schema-fields';
import type { Field } from './field';
import { logicMapSchema, logicRuleSchema, type FormDefinition, type LogicOperator, type LogicRule } from './logic';

// Forms, field groups, confirmations and form notifications (spec 001 §3). Each lives in its own
// collection of the event; a form keeps the order of its fields and the ids of what hangs off it.

/** What forms and field groups both are: titled fields in order with their logic (spec 001 §3: title and description trimmed, flags false). */
const fieldListSchema = z.object({
  id: idSchema,
  title: trimmedText(),
  description: trimmedText(),
  fieldIds: idListSchema,
  isArchived: flag(false),
  isPublished: flag(false),
  logicMap: logicMapSchema,
});

/** Forms and field groups must have a title to be written: untitled ones cannot be found in the lists. */
function withRequiredTitle<S extends z.ZodMiniType<{ title: string }>>(schema: S) {
  return schema.check(z.refine((value) => value.title.length > 0, { path: ['title'], message: 'Enter a title' }));
}

// The spec's submissionsIds is not stored: a form's submissions are found by querying formId, so
// no guest or team can grow the form document (or learn every submission's id from it).
export const formSchema = z.extend(fieldListSchema, {
  confirmationIds: idListSchema,
  notificationIds: idListSchema,
  webhookIds: idListSchema,
  /** A guest form: opened at /guests/forms/{id} without signing in. */
  isPublic: flag(false),
  /** Team members may reopen and change a submission after sending it. */
  isEditable: flag(false),
  /** When teams and guests may start sending answers (ISO date-time; '' for as soon as it is published). */
  opensAt: dateTimeOrEmptySchema,
  /** When sending stops (ISO date-time; '' for never). */
  closesAt: dateTimeOrEmptySchema,
  /** Each team sends one entry (drafts and edits of it are not new entries). */
  isOnePerTeam: flag(false),
  /** How many entries the form takes in all (0 for no limit). */
  entryLimit: z._default(z.number().check(z.int(), z.gte(0)), 0),
  ...auditFieldsSchema.shape,
});
export type Form = z.output<typeof formSchema>;
export const formWriteSchema = withRequiredTitle(formSchema).check(
  z.refine((form) => !form.opensAt || !form.closesAt || Date.parse(form.opensAt) < Date.parse(form.closesAt), {
    path: ['closesAt'],
    message: 'Choose a closing time after the opening time',
  }),
);

/** What the add and settings screens edit. */
export const formSettingsSchema = z.pick(formSchema, {
  title: true,
  description: true,
  isPublished: true,
  isPublic: true,
  isEditable: true,
  opensAt: true,
  closesAt: true,
  isOnePerTeam: true,
  entryLimit: true,
});
export type FormSettings = z.output<typeof formSettingsSchema>;
/** Settings as callers give them: the limits may be left out (none). */
export type FormSettingsInput = z.input<typeof formSettingsSchema>;

export function newFormSettings(): FormSettings {
  return formSettingsSchema.parse({});
}

/** Guests may open a form only while it is public, published and not archived. */
export function isGuestForm(form: Pick<Form, 'isPublic' | 'isPublished' | 'isArchived'>): boolean {
  return form.isPublic && form.isPublished && !form.isArchived;
}

/** Team members may fill in a form while it is published and not archived. */
export function isOpenToTeams(form: Pick<Form, 'isPublished' | 'isArchived'>): boolean {
  return form.isPublished && !form.isArchived;
}

/** Reusable fields placed in forms by template fields (spec 001 §5). */
export const fieldGroupSchema = z.extend(fieldListSchema, auditFieldsSchema.shape);
export type FieldGroup = z.output<typeof fieldGroupSchema>;
export const fieldGroupWriteSchema = withRequiredTitle(fieldGroupSchema);
export const fieldGroupSettingsSchema = z.pick(fieldGroupSchema, { title: true, description: true, isPublished: true });
export type FieldGroupSettings = z.output<typeof fieldGroupSettingsSchema>;

/** The suffix of a duplicated field group's title. */
export const FIELD_GROUP_COPY_SUFFIX = ' (Copy)';

/** Activation rules shared by confirmations and notifications: ANY (default) or ALL of them. */
const activationShape = {
  operator: z._default(z.enum(LOGIC_OPERATORS), DEFAULT_LOGIC_OPERATOR),
  rules: z._default(z.array(logicRuleSchema), []),
  isActive: flag(DEFAULT_IS_ACTIVE),
};

/** What a person sees after submitting: the active confirmation whose rules match, else the default. */
export const confirmationSchema = z.object({
  id: idSchema,
  /** The form it belongs to (the rules let guests read a public form's confirmations by it). */
  formId: idSchema,
  name: trimmedText(),
  /** Rich text (HTML), sanitised where it is shown. */
  message: z._default(z.string(), ''),
  isDefault: flag(false),
  ...activationShape,
  ...auditFieldsSchema.shape,
});
export type Confirmation = z.output<typeof confirmationSchema>;
export const confirmationWriteSchema = confirmationSchema.check(
  z.refine((confirmation) => confirmation.name.length > 0, { path: ['name'], message: 'Enter a name' }),
);

export const DEFAULT_CONFIRMATION_NAME = 'Default confirmation';
export const DEFAULT_CONFIRMATION_MESSAGE = '<p>Thank you. Your submission has been received.</p>';

export const SEND_TO_TYPES = ['user', 'admin', 'field', 'custom'] as const;

/** An email sent when a form is submitted (spec 001 §3 "Form notification"). */
export const formNotificationSchema = z.object({
  id: idSchema,
  formId: idSchema,
  name: trimmedText(),
  message: z._default(z.string(), ''),
  sendTo: trimmedText(),
  bccTo: trimmedText(),
  isAdminDefault: flag(false),
  isUserDefault: flag(false),
  isFormTitleSubjectLine: flag(DEFAULT_IS_FORM_TITLE_SUBJECT_LINE),
  subjectLine: trimmedText(),
  sendToType: z._default(z.enum(SEND_TO_TYPES), 'user'),
  replyTo: trimmedText(),
  sendToLoopIndex: z._default(z.number().check(z.int(), z.gte(0)), DEFAULT_SEND_TO_LOOP_INDEX),
  sendToFieldGroupId: idOrEmptySchema,
  showCustomFields: flag(false),
  showHiddenCustomFields: flag(false),
  showSubmission: flag(true),
  ...activationShape,
  ...auditFieldsSchema.shape,
});
export type FormNotification = z.output<typeof formNotificationSchema>;

/** The confirmation and notifications a new form starts with: a default confirmation, one email to the person and one to the organisers. */
export function starterConfirmation(id: string, formId: string): Confirmation {
  return confirmationSchema.parse({
    id,
    formId,
    name: DEFAULT_CONFIRMATION_NAME,
    message: DEFAULT_CONFIRMATION_MESSAGE,
    isDefault: true,
  });
}
export function starterNotifications(ids: { user: string; admin: string }, formId: string): FormNotification[] {
  return [
    formNotificationSchema.parse({
      id: ids.user,
      formId,
      name: 'Submitter notification',
      sendToType: 'user',
      isUserDefault: true,
      message: '<p>Thank you for your submission.</p>',
    }),
    formNotificationSchema.parse({
      id: ids.admin,
      formId,
      name: 'Admin notification',
      sendToType: 'admin',
      isAdminDefault: true,
      message: '<p>A new submission has been received.</p>',
    }),
  ];
}

/**
 * The confirmation to show: the first active, non-default confirmation (in the form's order) whose
 * rules match, else the active default, else none.
 */
export function chooseConfirmation(
  confirmations: readonly Confirmation[],
  rulesMatch: (operator: LogicOperator, rules: readonly LogicRule[]) => boolean,
): Confirmation | undefined {
  const active = confirmations.filter((confirmation) => confirmation.isActive);
  return (
    active.find(
      (confirmation) =>
        !confirmation.isDefault &&
        confirmation.rules.length > 0 &&
        rulesMatch(confirmation.operator, confirmation.rules),
    ) ?? active.find((confirmation) => confirmation.isDefault)
  );
}

/** The evaluator's view of a form from its stored parts (the browser and the callable load them each their own way). */
export function formDefinitionOf(
  form: Pick<Form, 'logicMap'>,
  fields: readonly Field[],
  groups: readonly { group: FieldGroup; fields: readonly Field[] }[],
): FormDefinition {
  return {
    fields,
    logicMap: form.logicMap,
    fieldGroups: Object.fromEntries(
      groups.map(({ group, fields: groupFields }) => [group.id, { fields: groupFields, logicMap: group.logicMap }]),
    ),
  };
}
