import * as z from 'zod/mini';
import { absentable } from './auth-callables';
import { callable } from './callables';
import { EMAIL_TEMPLATE_KINDS, type EmailTemplateKind } from './constants';
import { emailSchema, requiredText } from './schema-fields';

/**
 * Who may send each kind through sendEmailWithTemplate: 'self', anyone to their own address (the
 * notice of a change they made themselves); 'moderator', moderators and above to anyone of the event
 * (notices and reminders whose link only opens the portal); 'ownFlow', nobody here: the kinds that
 * carry a set-password, reset or verification link, or tell of an email change, are sent by the
 * flows that mint those links. A new kind must be given its sender here.
 */
const EMAIL_KIND_SENDERS = {
  welcome: 'ownFlow',
  welcomeExisting: 'moderator',
  welcomeTeamMember: 'ownFlow',
  welcomeTeamMemberExisting: 'moderator',
  standShareWelcome: 'ownFlow',
  standShareWelcomeExisting: 'moderator',
  welcomeChaser: 'ownFlow',
  welcomeChaserExisting: 'moderator',
  adminNotification: 'moderator',
  commentNotification: 'moderator',
  formNotification: 'moderator',
  formNotificationUpdate: 'moderator',
  taskReminder: 'moderator',
  taskStatus: 'moderator',
  confirmEmailChange: 'ownFlow',
  confirmPasswordChange: 'self',
  verifyEmailChange: 'ownFlow',
  verifyPasswordChange: 'ownFlow',
} as const satisfies Record<EmailTemplateKind, 'self' | 'moderator' | 'ownFlow'>;

const kindsSentBy = (sender: 'self' | 'moderator'): readonly EmailTemplateKind[] =>
  EMAIL_TEMPLATE_KINDS.filter((kind) => EMAIL_KIND_SENDERS[kind] === sender);

/** The kinds anyone may send to their own address. */
export const SELF_SENDABLE_EMAIL_KINDS = kindsSentBy('self');

/** The kinds moderators and above may send to anyone of the event. */
export const MODERATOR_SENDABLE_EMAIL_KINDS = kindsSentBy('moderator');

/** Template values the function fills in itself and a caller cannot set: the link and the event's own details. */
export const SERVER_EMAIL_VARIABLES = ['actionUrl', 'eventName', 'supportEmail'] as const;

/**
 * sendEmailWithTemplate: one template email to one user of the event, at the address their account
 * holds (never a free address, so the function cannot be used to mail strangers). Moderators and
 * above may send MODERATOR_SENDABLE_EMAIL_KINDS to anyone in the event; everyone may send
 * SELF_SENDABLE_EMAIL_KINDS to themselves. The link (the portal's sign-in page), eventName and
 * supportEmail come from the server. Answers the provider's response (ErrorCode 0 means sent).
 */
export const sendEmailWithTemplateCallable = callable(
  'sendEmailWithTemplate',
  z.object({
    eventId: requiredText(),
    invokingUser: absentable(z.string()),
    targetUserId: requiredText(),
    kind: z.enum(EMAIL_TEMPLATE_KINDS),
    /** Values for the template's placeholders; SERVER_EMAIL_VARIABLES and firstName are the server's own. */
    templateModel: z._default(z.record(z.string(), z.string()), {}),
    tenantId: absentable(requiredText()),
  }),
  z.object({ ErrorCode: z.number(), Message: z.string() }),
);

/** One mail's outcome in the provider's shape: ErrorCode 0 means sent. */
const emailResultSchema = z.object({ ErrorCode: z.number(), Message: z.string(), To: z.string() });

/**
 * sendEmail: an admin's plain email (subject and text) to one address, logged against the person
 * it concerns (targetUserId) when given. Rate-limited like the other mailing callables.
 */
export const sendEmailCallable = callable(
  'sendEmail',
  z.object({
    eventId: requiredText(),
    invokingUser: absentable(z.string()),
    targetUserId: absentable(requiredText()),
    to: emailSchema,
    subject: z.string().check(z.trim(), z.minLength(1), z.maxLength(300)),
    message: z.string().check(z.trim(), z.minLength(1), z.maxLength(20_000)),
  }),
  emailResultSchema,
);

/**
 * sendEmailBatchWithTemplate (members) and sendEmailBatchWithTemplatePublic (guests): the form
 * notifications of one stored submission. The caller names the submission only: the server works
 * out from the stored answers and the form's notifications which mails are due, to whom and with
 * what text (formNotification the first time, formNotificationUpdate after a change), so nobody can
 * mail an address or a text of their choosing through them. A version of a submission is mailed
 * once; asking again is refused. Fails with 'Failed to send N emails: …' when any mail is refused.
 */
const submissionMailInput = {
  eventId: requiredText(),
  submissionId: requiredText(),
  invokingUser: absentable(z.string()),
  targetUserId: absentable(z.string()),
};
const submissionMailOutput = z.object({
  kind: z.enum(['formNotification', 'formNotificationUpdate']),
  results: z.array(emailResultSchema),
});
export const sendEmailBatchWithTemplateCallable = callable(
  'sendEmailBatchWithTemplate',
  z.strictObject(submissionMailInput),
  submissionMailOutput,
);
export const sendEmailBatchWithTemplatePublicCallable = callable(
  'sendEmailBatchWithTemplatePublic',
  z.strictObject(submissionMailInput),
  submissionMailOutput,
);
