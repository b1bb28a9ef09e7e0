import * as z from 'zod/mini';
import { auditFieldsSchema } from './audit';
import { EMAIL_TEMPLATE_KINDS, type EmailTemplateKind } from './constants';
import { ADMIN_NOTIFICATION_DEFAULT_TITLE, EMAIL_TEMPLATE_MESSAGES } from './messages';
import { requiredText, trimmedText } from './schema-fields';

/*
 * Email templates: one per kind, stored per event at events/{eventId}/emailTemplates/{kind}
 * ({ id: kind, subject, body, audit }). A kind without a stored document uses its default here.
 *
 * Format: subject and body are plain text with {{variableName}} placeholders. The body's blank
 * lines separate paragraphs. Rendering gives
 *  - text: placeholders replaced by the raw values;
 *  - html: the template text and every value HTML-escaped, paragraphs in <p>, single line breaks
 *    as <br>, and link variables (e.g. actionUrl) as <a> links.
 * Missing values: a variable the kind marks `required` (the link of a welcome or verify email)
 * must be given, else rendering throws EmailTemplateVariablesError listing every missing one — an
 * email without its link is useless, so it must not go out. Other missing values and
 * placeholders the kind does not know render as empty text (never as visible "{{...}}"); saving a
 * template with an unknown placeholder is refused, so those only appear in hand-edited data.
 */

export type EmailTemplateVariable = {
  name: string;
  description: string;
  /** Shown in the admin preview. */
  sample: string;
  /** The email cannot be sent without it. */
  required?: boolean;
  /** Rendered as a link in the HTML version. */
  isLink?: boolean;
};

export type EmailTemplateDefinition = {
  kind: EmailTemplateKind;
  /** The admin list's name for the template. */
  name: string;
  /** When it is sent, for the admin screens. */
  description: string;
  subject: string;
  body: string;
  variables: readonly EmailTemplateVariable[];
};

// ── Variables ────────────────────────────────────────────────────────────────────────────────
const firstName: EmailTemplateVariable = {
  name: 'firstName',
  description: "The recipient's first name",
  sample: 'Alex',
};
const eventName: EmailTemplateVariable = {
  name: 'eventName',
  description: "The event's name",
  sample: 'Spring Expo 2026',
};
const teamName: EmailTemplateVariable = {
  name: 'teamName',
  description: "The recipient's team",
  sample: 'Acme Exhibits',
};
const supportEmail: EmailTemplateVariable = {
  name: 'supportEmail',
  description: 'The support address from the email settings',
  sample: 'support@example.com',
};
const welcomeParagraphs: EmailTemplateVariable = {
  name: 'welcomeParagraphs',
  description: 'The welcome email paragraphs that are switched on in the email settings',
  sample: 'Stand build starts on Monday at 8am. Please bring photo ID to collect your passes.',
};

function link(description: string, sample: string, required = true): EmailTemplateVariable {
  return { name: 'actionUrl', description, sample, required, isLink: true };
}
const setPasswordLink = link(
  'The link to set a password and sign in',
  'https://portal.example.com/auth/set-password?token=sample',
);
const loginLink = link('The link to sign in', 'https://portal.example.com/auth/login');
/** The same link in an email that tells of a change: it goes out even without it. */
const loginLinkNotRequired: EmailTemplateVariable = { ...loginLink, required: false };
const portalLink = (what: string) => link(`The link to ${what}`, 'https://portal.example.com/', false);

const invitedByName: EmailTemplateVariable = {
  name: 'invitedByName',
  description: 'Who added the recipient',
  sample: 'Sam Taylor',
};
const parentTeamName: EmailTemplateVariable = {
  name: 'parentTeamName',
  description: 'The team that shares its stand',
  sample: 'Acme Exhibits',
};
const newEmail: EmailTemplateVariable = {
  name: 'newEmail',
  description: 'The new email address',
  sample: 'alex.new@example.com',
};
const taskName: EmailTemplateVariable = {
  name: 'taskName',
  description: "The task's name",
  sample: 'Upload your stand plan',
};
const formName: EmailTemplateVariable = {
  name: 'formName',
  description: "The form's name",
  sample: 'Stand requirements',
};
const submittedByName: EmailTemplateVariable = {
  name: 'submittedByName',
  description: 'Who sent the form',
  sample: 'Jordan Lee',
};
/** Set by each form notification (src/domain/form-notifications.ts). */
const formNotificationVariables: readonly EmailTemplateVariable[] = [
  {
    name: 'subjectLine',
    description: "The notification's subject: the form's title or its own line",
    sample: 'Stand requirements',
  },
  {
    name: 'message',
    description: "The notification's message, with the submission's answers merged in",
    sample: 'Thank you for your submission.',
  },
  {
    name: 'details',
    description: 'The answers and custom fields the notification shows',
    sample: 'Company: Acme Exhibits\nStand size: 6 x 3',
  },
];

// ── Defaults ─────────────────────────────────────────────────────────────────────────────────
// A default body is a list of paragraphs, one blank line apart: the greeting, the message, the
// action (its call, then the link alone on its line, which the layout turns into the button), the closing.
const paragraphs = (...parts: string[]) => parts.join('\n\n');
const action = (call: string) => `${call}\n{{actionUrl}}`;
const dearFirstName = 'Dear {{firstName}},';
const kindRegards = 'Kind regards,\nThe {{eventName}} team';
const signOff = paragraphs('If you have any questions, contact us at {{supportEmail}}.', kindRegards);
const notYourChange = "If you didn't make this change, contact us at {{supportEmail}} straight away.";
const notSignedInYet =
  "You haven't signed in to the {{eventName}} portal yet. Your team, {{teamName}}, has tasks and information waiting for you.";

function welcomeBody(intro: string, call: string): string {
  return paragraphs(dearFirstName, intro, '{{welcomeParagraphs}}', action(call), signOff);
}

const definitions: readonly EmailTemplateDefinition[] = [
  {
    kind: 'welcome',
    name: 'Welcome',
    description: 'Sent to a new team owner, with a link to set their password.',
    subject: 'Welcome to {{eventName}}',
    body: welcomeBody(
      'Welcome to the {{eventName}} portal! An account has been created for you as the owner of {{teamName}}.',
      'To get started, set your password here:',
    ),
    variables: [firstName, eventName, teamName, setPasswordLink, welcomeParagraphs, supportEmail],
  },
  {
    kind: 'welcomeExisting',
    name: 'Welcome (existing account)',
    description: 'Sent to a team owner who already has an account, with a sign-in link.',
    subject: 'Welcome to {{eventName}}',
    body: welcomeBody(
      'You have been added to the {{eventName}} portal as the owner of {{teamName}}. You can sign in with your existing account.',
      'Sign in here:',
    ),
    variables: [firstName, eventName, teamName, loginLink, welcomeParagraphs, supportEmail],
  },
  {
    kind: 'welcomeTeamMember',
    name: 'Welcome team member',
    description: 'Sent to a new team member, with a link to set their password.',
    subject: "You've been added to {{teamName}} for {{eventName}}",
    body: welcomeBody(
      '{{invitedByName}} has added you to {{teamName}} on the {{eventName}} portal.',
      'To get started, set your password here:',
    ),
    variables: [firstName, eventName, teamName, invitedByName, setPasswordLink, welcomeParagraphs, supportEmail],
  },
  {
    kind: 'welcomeTeamMemberExisting',
    name: 'Welcome team member (existing account)',
    description: 'Sent to a team member who already has an account, with a sign-in link.',
    subject: "You've been added to {{teamName}} for {{eventName}}",
    body: welcomeBody(
      '{{invitedByName}} has added you to {{teamName}} on the {{eventName}} portal. You can sign in with your existing account.',
      'Sign in here:',
    ),
    variables: [firstName, eventName, teamName, invitedByName, loginLink, welcomeParagraphs, supportEmail],
  },
  {
    kind: 'standShareWelcome',
    name: 'Stand share welcome',
    description: 'Sent to the owner of a new stand share, with a link to set their password.',
    subject: 'Welcome to {{eventName}}',
    body: welcomeBody(
      '{{parentTeamName}} is sharing its stand with you at {{eventName}}, and an account has been created for you as the owner of {{teamName}}.',
      'To get started, set your password here:',
    ),
    variables: [firstName, eventName, teamName, parentTeamName, setPasswordLink, welcomeParagraphs, supportEmail],
  },
  {
    kind: 'standShareWelcomeExisting',
    name: 'Stand share welcome (existing account)',
    description: 'Sent to the owner of a new stand share who already has an account.',
    subject: 'Welcome to {{eventName}}',
    body: welcomeBody(
      '{{parentTeamName}} is sharing its stand with you at {{eventName}}, and you have been made the owner of {{teamName}}. You can sign in with your existing account.',
      'Sign in here:',
    ),
    variables: [firstName, eventName, teamName, parentTeamName, loginLink, welcomeParagraphs, supportEmail],
  },
  {
    kind: 'welcomeChaser',
    name: 'Welcome reminder',
    description: "Reminds someone who hasn't signed in yet, with a fresh link to set their password.",
    subject: 'Reminder: your {{eventName}} account is waiting',
    body: paragraphs(dearFirstName, notSignedInYet, action('Set your password here:'), signOff),
    variables: [firstName, eventName, teamName, setPasswordLink, supportEmail],
  },
  {
    kind: 'welcomeChaserExisting',
    name: 'Welcome reminder (existing account)',
    description: "Reminds someone with an existing account who hasn't signed in to this event yet.",
    subject: 'Reminder: {{eventName}} is waiting for you',
    body: paragraphs(dearFirstName, notSignedInYet, action('Sign in with your existing account here:'), signOff),
    variables: [firstName, eventName, teamName, loginLink, supportEmail],
  },
  {
    kind: 'adminNotification',
    name: 'Notification',
    description: 'Sent when an organiser emails a notification to users.',
    subject: ADMIN_NOTIFICATION_DEFAULT_TITLE,
    body: paragraphs(
      dearFirstName,
      '{{notificationTitle}}',
      '{{notificationMessage}}',
      action('Read it in the portal:'),
      kindRegards,
    ),
    variables: [
      firstName,
      eventName,
      { name: 'notificationTitle', description: "The notification's title", sample: 'Doors open at 9am' },
      {
        name: 'notificationMessage',
        description: "The notification's message",
        sample: 'Exhibitor entrance is via Hall B.',
      },
      portalLink('read the notification'),
    ],
  },
  {
    kind: 'commentNotification',
    name: 'New comment',
    description: 'Sent when someone comments on a task.',
    subject: 'New comment on {{taskName}}',
    body: paragraphs(
      dearFirstName,
      '{{commenterName}} commented on {{taskName}}:',
      '{{comment}}',
      action('Reply in the portal:'),
      kindRegards,
    ),
    variables: [
      firstName,
      eventName,
      taskName,
      { name: 'commenterName', description: 'Who wrote the comment', sample: 'Sam Taylor' },
      { name: 'comment', description: 'The comment', sample: 'Could you send the updated plan by Friday?' },
      portalLink('the task'),
    ],
  },
  {
    kind: 'formNotification',
    name: 'Form submitted',
    description:
      "Sent to a form notification's recipients when a submission is sent (the notification sets the subject line and message).",
    subject: '{{subjectLine}}',
    body: paragraphs('Hello,', '{{message}}', '{{details}}', action('View the submission:'), kindRegards),
    variables: [
      eventName,
      teamName,
      formName,
      submittedByName,
      ...formNotificationVariables,
      portalLink('the submission'),
    ],
  },
  {
    kind: 'formNotificationUpdate',
    name: 'Form updated',
    description: "Sent to a form notification's recipients when a submission is changed.",
    subject: 'Updated: {{subjectLine}}',
    body: paragraphs(
      'Hello,',
      '{{submittedByName}} has updated their submission of {{formName}}.',
      '{{message}}',
      '{{details}}',
      action('View the submission:'),
      kindRegards,
    ),
    variables: [
      eventName,
      teamName,
      formName,
      submittedByName,
      ...formNotificationVariables,
      portalLink('the submission'),
    ],
  },
  {
    kind: 'taskReminder',
    name: 'Task reminder',
    description: 'Reminds a team of tasks that are due soon or overdue.',
    subject: 'Tasks waiting for {{teamName}}',
    body: paragraphs(
      dearFirstName,
      'These tasks for {{teamName}} need your attention:',
      '{{taskSummary}}',
      action('See your tasks:'),
      signOff,
    ),
    variables: [
      firstName,
      eventName,
      teamName,
      {
        name: 'taskSummary',
        description: 'The tasks, one a line, with their due dates',
        sample: 'Upload your stand plan – due 12 May 2026\nBook your power – overdue',
      },
      portalLink('the tasks'),
      supportEmail,
    ],
  },
  {
    kind: 'taskStatus',
    name: 'Task status',
    description: "Sent when an organiser approves or rejects a team's task.",
    subject: '{{taskName}}: {{status}}',
    body: paragraphs(
      dearFirstName,
      'The status of {{taskName}} for {{teamName}} is now {{status}}.',
      '{{comment}}',
      action('See the task:'),
      kindRegards,
    ),
    variables: [
      firstName,
      eventName,
      teamName,
      taskName,
      { name: 'status', description: "The task's new status", sample: 'Approved' },
      { name: 'comment', description: "The organiser's comment, if any", sample: 'Thanks, all looks good.' },
      portalLink('the task'),
    ],
  },
  {
    kind: 'confirmEmailChange',
    name: 'Email changed',
    description: 'Confirms that the email address of an account was changed.',
    subject: 'Your {{eventName}} email address has changed',
    body: paragraphs(
      dearFirstName,
      'The email address of your {{eventName}} account is now {{newEmail}}.',
      action('Sign in here:'),
      notYourChange,
      kindRegards,
    ),
    variables: [firstName, eventName, newEmail, loginLinkNotRequired, supportEmail],
  },
  {
    kind: 'confirmPasswordChange',
    name: 'Password changed',
    description: 'Confirms that the password of an account was changed.',
    subject: 'Your {{eventName}} password has changed',
    body: paragraphs(
      dearFirstName,
      'The password of your {{eventName}} account has been changed.',
      action('Sign in here:'),
      notYourChange,
      kindRegards,
    ),
    variables: [firstName, eventName, loginLinkNotRequired, supportEmail],
  },
  {
    kind: 'verifyEmailChange',
    name: 'Verify new email',
    description: 'Asks the owner of a new email address to confirm it before the account changes.',
    subject: 'Confirm your new email address for {{eventName}}',
    body: paragraphs(
      dearFirstName,
      action('Please confirm {{newEmail}} as the new email address of your {{eventName}} account:'),
      "The link can be used once. If you didn't ask for this change, you can ignore this email.",
      kindRegards,
    ),
    variables: [
      firstName,
      eventName,
      newEmail,
      link('The link that confirms the new address', 'https://portal.example.com/auth/update-email?token=sample'),
    ],
  },
  {
    kind: 'verifyPasswordChange',
    name: 'Reset password',
    description: 'Sent when someone asks to reset their password (forgot password), with the reset link.',
    subject: 'Reset your {{eventName}} password',
    body: paragraphs(
      dearFirstName,
      action('We received a request to reset the password of your {{eventName}} account. Choose a new password here:'),
      "The link can be used once. If you didn't ask for this, you can ignore this email; your password stays the same.",
      kindRegards,
    ),
    variables: [
      firstName,
      eventName,
      link('The link to choose a new password', 'https://portal.example.com/auth/reset-password?token=sample'),
    ],
  },
];

/** The words on each kind's action button. */
export const EMAIL_ACTION_LABELS = {
  welcome: 'Set your password',
  welcomeExisting: 'Sign in',
  welcomeTeamMember: 'Set your password',
  welcomeTeamMemberExisting: 'Sign in',
  standShareWelcome: 'Set your password',
  standShareWelcomeExisting: 'Sign in',
  welcomeChaser: 'Set your password',
  welcomeChaserExisting: 'Sign in',
  adminNotification: 'Read the notification',
  commentNotification: 'Reply in the portal',
  formNotification: 'View the submission',
  formNotificationUpdate: 'View the submission',
  taskReminder: 'See your tasks',
  taskStatus: 'See the task',
  confirmEmailChange: 'Sign in',
  confirmPasswordChange: 'Sign in',
  verifyEmailChange: 'Confirm the new address',
  verifyPasswordChange: 'Choose a new password',
} as const satisfies Record<EmailTemplateKind, string>;

/** Every kind's definition (name, default subject and body, variables), by kind. */
export const EMAIL_TEMPLATE_DEFINITIONS = Object.fromEntries(definitions.map((d) => [d.kind, d])) as Record<
  EmailTemplateKind,
  EmailTemplateDefinition
>;

export function emailTemplateDefinition(kind: EmailTemplateKind): EmailTemplateDefinition {
  return EMAIL_TEMPLATE_DEFINITIONS[kind];
}

export function isEmailTemplateKind(value: unknown): value is EmailTemplateKind {
  return typeof value === 'string' && (EMAIL_TEMPLATE_KINDS as readonly string[]).includes(value);
}

// ── Stored template ──────────────────────────────────────────────────────────────────────────
const PLACEHOLDER = /\{\{\s*([A-Za-z][A-Za-z0-9]*)\s*\}\}/g;

/** The variable names a text uses, in order of first use. */
export function placeholdersIn(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1]))];
}

function unknownPlaceholders(kind: EmailTemplateKind, text: string): string[] {
  const known = new Set(EMAIL_TEMPLATE_DEFINITIONS[kind].variables.map((v) => v.name));
  return placeholdersIn(text).filter((name) => !known.has(name));
}

/** A stored template as read: trimmed text, the id is its kind, empty subject/body fall back to the default. */
export const emailTemplateSchema = z.pipe(
  z.object({
    id: z.enum(EMAIL_TEMPLATE_KINDS),
    subject: trimmedText(),
    body: trimmedText(),
    ...auditFieldsSchema.shape,
  }),
  z.transform((template) => ({
    ...template,
    subject: template.subject || EMAIL_TEMPLATE_DEFINITIONS[template.id].subject,
    body: template.body || EMAIL_TEMPLATE_DEFINITIONS[template.id].body,
  })),
);
export type EmailTemplate = z.output<typeof emailTemplateSchema>;

/**
 * What may be saved: subject and body present, only the kind's own variables, and every required
 * variable (the link) still in the body.
 */
export const emailTemplateWriteSchema = z
  .object({
    id: z.enum(EMAIL_TEMPLATE_KINDS),
    subject: requiredText(EMAIL_TEMPLATE_MESSAGES.subjectRequired),
    body: requiredText(EMAIL_TEMPLATE_MESSAGES.bodyRequired),
    ...auditFieldsSchema.shape,
  })
  .check(
    z.superRefine((template, context) => {
      for (const field of ['subject', 'body'] as const) {
        const unknown = unknownPlaceholders(template.id, template[field]);
        if (unknown.length > 0)
          context.addIssue({
            code: 'custom',
            path: [field],
            message: EMAIL_TEMPLATE_MESSAGES.unknownVariables(unknown),
          });
      }
      const used = new Set(placeholdersIn(template.body));
      const missing = EMAIL_TEMPLATE_DEFINITIONS[template.id].variables
        .filter((v) => v.required && !used.has(v.name))
        .map((v) => v.name);
      if (missing.length > 0)
        context.addIssue({
          code: 'custom',
          path: ['body'],
          message: EMAIL_TEMPLATE_MESSAGES.bodyMissingVariables(missing),
        });
    }),
  );

/** The default template of a kind, as if stored with no audit history. */
export function defaultEmailTemplate(kind: EmailTemplateKind): EmailTemplate {
  return emailTemplateSchema.parse({ id: kind });
}

export const EMAIL_TEMPLATE_DEFAULTS = Object.fromEntries(
  EMAIL_TEMPLATE_KINDS.map((kind) => [kind, defaultEmailTemplate(kind)]),
) as Record<EmailTemplateKind, EmailTemplate>;

/** True when a stored template differs from its kind's default. */
export function isCustomisedEmailTemplate(template: Pick<EmailTemplate, 'id' | 'subject' | 'body'>): boolean {
  const definition = EMAIL_TEMPLATE_DEFINITIONS[template.id];
  return template.subject !== definition.subject || template.body !== definition.body;
}

/** Sample values of every variable of a kind, for previews. */
export function sampleEmailVariables(kind: EmailTemplateKind): Record<string, string> {
  return Object.fromEntries(EMAIL_TEMPLATE_DEFINITIONS[kind].variables.map((v) => [v.name, v.sample]));
}

// ── Welcome paragraphs ───────────────────────────────────────────────────────────────────────
export type WelcomeParagraphs = {
  paragraph1: string;
  paragraph2: string;
  showParagraph1: boolean;
  showParagraph2: boolean;
};

/**
 * The value of {{welcomeParagraphs}}: the paragraphs of the welcome email settings that are
 * switched on and not blank, separated by a blank line ('' when none).
 */
export function welcomeParagraphsText(settings: WelcomeParagraphs): string {
  const shown = [
    settings.showParagraph1 ? settings.paragraph1.trim() : '',
    settings.showParagraph2 ? settings.paragraph2.trim() : '',
  ];
  return shown.filter(Boolean).join('\n\n');
}

// ── Rendering ────────────────────────────────────────────────────────────────────────────────
export class EmailTemplateVariablesError extends Error {
  readonly missing: string[];
  constructor(kind: EmailTemplateKind, missing: string[]) {
    super(EMAIL_TEMPLATE_MESSAGES.missingVariables(kind, missing));
    this.name = 'EmailTemplateVariablesError';
    this.missing = missing;
  }
}

/**
 * The body as blocks for a designed layout: paragraphs (escaped HTML) and the action, which a link
 * alone on its line becomes (shown as a button, with the raw link as a fallback line).
 */
export type EmailBlock = { kind: 'paragraph'; html: string } | { kind: 'action'; url: string; label: string };
export type RenderedEmail = { subject: string; html: string; text: string; blocks: EmailBlock[] };
export type EmailTemplateVariables = Partial<Record<string, string | number | null | undefined>>;

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function valueText(value: EmailTemplateVariables[string]): string {
  return value === null || value === undefined ? '' : String(value).trim();
}

/** Only web links become <a>; anything else stays text, so a value can never inject a javascript: link. */
function isWebLink(text: string): boolean {
  return /^https?:\/\/\S+$/i.test(text);
}

/**
 * Renders a template (stored or default) with the given values. Throws
 * EmailTemplateVariablesError when a required variable of its kind is missing or blank.
 */
export function renderEmailTemplate(
  template: Pick<EmailTemplate, 'id' | 'subject' | 'body'>,
  variables: EmailTemplateVariables,
): RenderedEmail {
  const definition = EMAIL_TEMPLATE_DEFINITIONS[template.id];
  const missing = definition.variables.filter((v) => v.required && !valueText(variables[v.name])).map((v) => v.name);
  if (missing.length > 0) throw new EmailTemplateVariablesError(template.id, missing);

  const links = new Set(definition.variables.filter((v) => v.isLink).map((v) => v.name));
  const plain = (text: string) => text.replace(PLACEHOLDER, (_match, name: string) => valueText(variables[name]));
  const webLink = (name: string) => {
    const value = valueText(variables[name]);
    return links.has(name) && isWebLink(value) ? value : undefined;
  };
  const anchor = (url: string) => `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
  const htmlValue = (name: string) => {
    const url = webLink(name);
    return url ? anchor(url) : escapeHtml(valueText(variables[name]));
  };

  // Escape the template text between placeholders, then insert the escaped values. A web link
  // alone on its line is marked as the action (in `actions`, by its marker) for the blocks.
  const actions = new Map<string, string>();
  const htmlText = (text: string) => {
    let html = '';
    let last = 0;
    for (const match of text.matchAll(PLACEHOLDER)) {
      const end = match.index + match[0].length;
      const aloneOnLine =
        (match.index === 0 || text[match.index - 1] === '\n') && (end === text.length || text[end] === '\n');
      const url = webLink(match[1]);
      let value = htmlValue(match[1]);
      if (url && aloneOnLine) {
        const marker = `\uE000action${actions.size}\uE000`;
        actions.set(marker, url);
        value = marker;
      }
      html += escapeHtml(text.slice(last, match.index)) + value;
      last = end;
    }
    return html + escapeHtml(text.slice(last));
  };

  const paragraphs = htmlText(template.body)
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  const blocks: EmailBlock[] = [];
  for (const paragraph of paragraphs) {
    let lines: string[] = [];
    const flush = () => {
      if (lines.length > 0) blocks.push({ kind: 'paragraph', html: lines.join('<br>\n') });
      lines = [];
    };
    for (const line of paragraph.split('\n')) {
      const url = actions.get(line.trim());
      if (url === undefined) {
        lines.push(line);
        continue;
      }
      flush();
      blocks.push({ kind: 'action', url, label: EMAIL_ACTION_LABELS[template.id] });
    }
    flush();
  }
  const withLinks = (html: string) => html.replace(/\uE000action\d+\uE000/g, (marker) => anchor(actions.get(marker)!));

  return {
    subject: plain(template.subject).replace(/\s+/g, ' ').trim(),
    html: paragraphs.map((paragraph) => `<p>${withLinks(paragraph).replace(/\n/g, '<br>\n')}</p>`).join('\n'),
    blocks,
    text: plain(template.body)
      .replace(/[ \t]+$/gm, '')
      .replace(/\n{3,}/g, '\n\n')
      .trim(),
  };
}
