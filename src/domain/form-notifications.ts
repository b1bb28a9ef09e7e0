import * as z from 'zod/mini';
import type { CustomField } from './custom-field';
import { isInputField, reportLabelOf, type Field } from './forms/field';
import { answerText } from './forms/answer-text';
import type { SEND_TO_TYPES } from './forms/form';
import { formNotificationSchema, type FormNotification } from './forms/form';
import { isTemplateValue, type FieldValue } from './forms/values';
import type { FormDefinition, FormVisibility } from './forms/logic';
import { loopTitle } from './forms/report-labels';
import { FORM_MESSAGES, INVALID_EMAIL } from './messages';
import { emailSchema } from './schema-fields';

// Form notifications (spec 001 §3, §7): the emails a submission sends. Pure: which notifications
// are due for a stored submission, to whom, and with what text. The server runs this to decide what
// it mails (a member or guest only names the submission), the screens to describe and edit them.

export type SendToType = (typeof SEND_TO_TYPES)[number];
export const SEND_TO_TYPE_LABELS = {
  user: 'The person who submitted',
  admin: "The event's admins",
  custom: 'Fixed addresses',
  field: 'The answer to an email field',
} as const satisfies Record<SendToType, string>;

/** The two email kinds a submission sends: when it is first sent, and when it is changed afterwards. */
export const FORM_NOTIFICATION_KINDS = ['formNotification', 'formNotificationUpdate'] as const;
export type FormNotificationKind = (typeof FORM_NOTIFICATION_KINDS)[number];

/** Ours: the field messages of the notification editor (the spec names only 'Invalid notification'). */
export const FORM_NOTIFICATION_MESSAGES = {
  nameRequired: 'Enter a name',
  addressesRequired: 'Enter at least one email address',
  invalidAddresses: (addresses: readonly string[]) => `Not valid email addresses: ${addresses.join(', ')}`,
  invalidReplyTo: INVALID_EMAIL,
  fieldRequired: 'Choose the email field',
  subjectRequired: 'Enter a subject line',
  /** A submission's notifications were already mailed for this version of it (a replay). */
  alreadySent: 'The notifications of this submission have already been sent',
  draftNotSent: 'A draft sends no notifications',
  notYourSubmission: 'You may only send the notifications of your own submissions',
} as const;

/** The values the add and edit screens change (id, formId and audit are the store's). */
export type FormNotificationValues = Omit<
  FormNotification,
  'id' | 'formId' | 'createdAt' | 'createdBy' | 'updatedAt' | 'updatedBy'
>;

export function newFormNotificationValues(): FormNotificationValues {
  const {
    id: _id,
    formId: _formId,
    createdAt: _a,
    createdBy: _b,
    updatedAt: _c,
    updatedBy: _d,
    ...values
  } = formNotificationSchema.parse({ id: 'new', formId: 'new' });
  return values;
}

/** Addresses typed in one box: separated by commas, semicolons or white space. */
export function addressList(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((address) => address.trim())
    .filter(Boolean);
}

function invalidAddresses(text: string): string[] {
  return addressList(text).filter((address) => !emailSchema.safeParse(address).success);
}

/** What may be saved: a name, recipients that can be mailed, a subject when not the form's title. */
export const formNotificationWriteSchema = formNotificationSchema.check(
  z.superRefine((notification, context) => {
    const issue = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
    if (!notification.name) issue('name', FORM_NOTIFICATION_MESSAGES.nameRequired);
    if (notification.sendToType === 'custom' && addressList(notification.sendTo).length === 0)
      issue('sendTo', FORM_NOTIFICATION_MESSAGES.addressesRequired);
    if (notification.sendToType === 'custom' && invalidAddresses(notification.sendTo).length > 0)
      issue('sendTo', FORM_NOTIFICATION_MESSAGES.invalidAddresses(invalidAddresses(notification.sendTo)));
    if (notification.sendToType === 'field' && !notification.sendTo)
      issue('sendTo', FORM_NOTIFICATION_MESSAGES.fieldRequired);
    if (invalidAddresses(notification.bccTo).length > 0)
      issue('bccTo', FORM_NOTIFICATION_MESSAGES.invalidAddresses(invalidAddresses(notification.bccTo)));
    if (notification.replyTo && !emailSchema.safeParse(notification.replyTo).success)
      issue('replyTo', FORM_NOTIFICATION_MESSAGES.invalidReplyTo);
    if (!notification.isFormTitleSubjectLine && !notification.subjectLine)
      issue('subjectLine', FORM_NOTIFICATION_MESSAGES.subjectRequired);
  }),
);

/** The field messages of a failed check, by field; the spec's 'Invalid notification' when none is specific. */
export function formNotificationProblems(values: unknown): Record<string, string> {
  const result = formNotificationWriteSchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [
      String(issue.path[0] ?? 'form'),
      issue.path.length ? issue.message : FORM_MESSAGES.invalidNotification,
    ]),
  );
}

// ── Text of a submission ────────────────────────────────────────────────────────────────────

/**
 * Plain text of a rich-text (HTML) message: paragraphs and breaks become new lines, a link keeps its
 * address after its words ("the plan (https://…)"; the address alone when the words are it), tags go,
 * entities are read.
 */
export function htmlToText(html: string): string {
  return html
    .replace(
      /<a\b[^>]*?\bhref\s*=\s*(["'])(.*?)\1[^>]*>([\s\S]*?)<\/a>/gi,
      (_link, _quote, href: string, words: string) => linkText(words, href),
    )
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|h[1-6])>/gi, '\n\n')
    .replace(/<li[^>]*>/gi, '• ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

function linkText(words: string, href: string): string {
  const address = href.trim();
  const shown = words.replace(/<[^>]*>/g, '').trim();
  if (!address || /^(javascript|data):/i.test(address)) return words;
  return shown === address || shown === '' ? address : `${words} (${address})`;
}

/** A submission as "Label: answer" lines of its visible questions; a template's loops each under their title. */
export function submissionText(
  definition: FormDefinition,
  values: Readonly<Record<string, FieldValue>>,
  visibility: FormVisibility,
): string {
  const lines: string[] = [];
  for (const field of definition.fields) {
    if (!isInputField(field) || !visibility.isVisible(field.id)) continue;
    const value = values[field.id];
    if (field.type !== 'template') {
      lines.push(`${reportLabelOf(field)}: ${answerText(field, value)}`);
      continue;
    }
    const groupFields = (definition.fieldGroups[field.fieldGroupId]?.fields ?? []).filter((groupField) =>
      isInputField(groupField),
    );
    const loops = isTemplateValue(value) ? value.templateValues.slice(0, value.loopCount) : [];
    loops.forEach((loop, index) => {
      lines.push(`${loopTitle(field, index)}`);
      for (const groupField of groupFields) {
        if (visibility.isVisibleInLoop(field.id, index, groupField.id))
          lines.push(`  ${reportLabelOf(groupField)}: ${answerText(groupField, loop[groupField.id])}`);
      }
    });
  }
  return lines.join('\n');
}

/** A team's custom fields as "Label: value" lines; fields hidden from teams only when asked for. */
export function customFieldsText(
  customFields: readonly CustomField[],
  values: Readonly<Record<string, string | boolean>>,
  includeHidden: boolean,
): string {
  return [...customFields]
    .sort((a, b) => a.index - b.index)
    .filter((field) => field.showField || includeHidden)
    .map((field) => {
      const value = values[field.id];
      return `${field.label}: ${typeof value === 'boolean' ? (value ? 'Yes' : 'No') : (value ?? '')}`;
    })
    .join('\n');
}

/** The merge tag of a question: {{field:<fieldId>}} (a template's field: {{field:<templateId>.<loop>.<fieldId>}}, loops from 1). */
export function mergeTag(key: string): string {
  return `{{field:${key}}}`;
}
const MERGE_TAG = /\{\{\s*field:([^}\s]+)\s*\}\}/g;

/** The message with each merge tag replaced by the submission's answer (empty for a hidden or unknown field). */
export function mergeSubmissionValues(
  message: string,
  definition: FormDefinition,
  values: Readonly<Record<string, FieldValue>>,
  visibility: FormVisibility,
): string {
  return message.replace(MERGE_TAG, (_tag, key: string) => {
    const [fieldId = '', loop, groupFieldId] = key.split('.');
    const field = definition.fields.find((candidate) => candidate.id === fieldId);
    if (!field || !visibility.isVisible(field.id)) return '';
    if (loop === undefined || groupFieldId === undefined || field.type !== 'template')
      return answerText(field, values[field.id]);
    const index = Number(loop) - 1;
    const groupField = definition.fieldGroups[field.fieldGroupId]?.fields.find(
      (candidate) => candidate.id === groupFieldId,
    );
    const value = values[field.id];
    if (!groupField || !isTemplateValue(value) || !visibility.isVisibleInLoop(field.id, index, groupFieldId)) return '';
    return answerText(groupField, value.templateValues[index]?.[groupFieldId]);
  });
}

// ── Which emails a submission sends ────────────────────────────────────────────────────────

/** The active notifications whose ANY/ALL rules match the submission (no rules: always). */
export function dueNotifications(
  notifications: readonly FormNotification[],
  visibility: FormVisibility,
): FormNotification[] {
  return notifications.filter(
    (notification) =>
      notification.isActive &&
      (notification.rules.length === 0 || visibility.rulesMatch(notification.operator, notification.rules)),
  );
}

/** What the recipients of a submission's notifications are read from. */
export interface RecipientSources {
  definition: FormDefinition;
  values: Readonly<Record<string, FieldValue>>;
  visibility: FormVisibility;
  /** The address of the person who submitted ('' for a guest). */
  submitterEmail: string;
  /** The addresses of the event's admins. */
  adminEmails: readonly string[];
}

/** The answer an email field holds: a form field, or in a placed field group at sendToLoopIndex. */
function fieldAnswer(notification: FormNotification, { definition, values, visibility }: RecipientSources): string {
  if (!notification.sendToFieldGroupId) {
    return visibility.isVisible(notification.sendTo)
      ? answerText(
          definition.fields.find((field) => field.id === notification.sendTo) ?? ({ type: 'text' } as Field),
          values[notification.sendTo],
        )
      : '';
  }
  const template = definition.fields.find(
    (field) => field.type === 'template' && field.fieldGroupId === notification.sendToFieldGroupId,
  );
  if (!template) return '';
  const value = values[template.id];
  if (
    !isTemplateValue(value) ||
    !visibility.isVisibleInLoop(template.id, notification.sendToLoopIndex, notification.sendTo)
  )
    return '';
  const answer = value.templateValues[notification.sendToLoopIndex]?.[notification.sendTo];
  return typeof answer === 'string' ? answer.trim() : '';
}

/**
 * The submitter wrote this answer, so it is a recipient only when it is exactly one valid address:
 * a list ('a@x, b@y') or a header ('x@y\r\nBcc: z@w') would let them choose whom the event mails.
 */
function fieldAddress(notification: FormNotification, sources: RecipientSources): string {
  const answer = fieldAnswer(notification, sources);
  return emailSchema.safeParse(answer).success ? answer : '';
}

/** The distinct addresses a notification goes to; bcc copies are separate mails. */
export function notificationRecipients(
  notification: FormNotification,
  sources: RecipientSources,
): { to: string[]; bcc: string[] } {
  const named = (() => {
    switch (notification.sendToType) {
      case 'user':
        return [sources.submitterEmail];
      case 'admin':
        return [...sources.adminEmails];
      case 'custom':
        return addressList(notification.sendTo);
      case 'field':
        return [fieldAddress(notification, sources)];
    }
  })();
  // Not checked for shape here: fixed addresses are checked when saved, answers when submitted, and an
  // address the provider refuses must show in 'Failed to send N emails', not vanish.
  const distinct = (addresses: readonly string[]) => [
    ...new Set(addresses.map((address) => address.trim().toLowerCase()).filter(Boolean)),
  ];
  const to = distinct(named);
  return { to, bcc: distinct(addressList(notification.bccTo)).filter((address) => !to.includes(address)) };
}

/** The subject of a notification: the form's title (default) or its own line. */
export function notificationSubject(
  notification: Pick<FormNotification, 'isFormTitleSubjectLine' | 'subjectLine'>,
  formTitle: string,
): string {
  return notification.isFormTitleSubjectLine || !notification.subjectLine ? formTitle : notification.subjectLine;
}

/** In a few words, whom a notification mails (the list screen). */
export function describeRecipients(
  notification: FormNotification,
  fieldLabel: (fieldId: string) => string | undefined,
): string {
  if (notification.sendToType === 'custom') return addressList(notification.sendTo).join(', ');
  if (notification.sendToType === 'field') {
    const label = fieldLabel(notification.sendTo) ?? 'an email field';
    return notification.sendToFieldGroupId ? `${label} (entry ${notification.sendToLoopIndex + 1})` : label;
  }
  return SEND_TO_TYPE_LABELS[notification.sendToType];
}

/** The pieces of a submission's summary each notification may show. */
export interface SubmissionTexts {
  submission: string;
  customFields: string;
  hiddenCustomFields: string;
}

/** The {{details}} of one notification: the submission and the team's custom fields, as it asks. */
export function notificationDetails(notification: FormNotification, texts: SubmissionTexts): string {
  return [
    notification.showSubmission ? texts.submission : '',
    notification.showCustomFields
      ? notification.showHiddenCustomFields
        ? texts.hiddenCustomFields
        : texts.customFields
      : '',
  ]
    .filter(Boolean)
    .join('\n\n');
}
