import { z } from 'zod';
import { absentable } from './auth-callables';
import { callable } from './callables';
import { EMAIL_TEMPLATE_KINDS, type EmailTemplateKind } from './constants';

/** The kinds anyone may send to their own address: the notice of a change they made themselves. */
export const SELF_SENDABLE_EMAIL_KINDS = ['confirmPasswordChange'] as const satisfies readonly EmailTemplateKind[];

/**
 * The kinds moderators and above may send to anyone of the event: notices and reminders whose link
 * only opens the portal. The kinds that carry a set-password, reset or verification link are sent by
 * the flows that mint those links, never through sendEmailWithTemplate.
 */
export const MODERATOR_SENDABLE_EMAIL_KINDS = [
  'welcomeExisting',
  'welcomeTeamMemberExisting',
  'standShareWelcomeExisting',
  'welcomeChaserExisting',
  'adminNotification',
  'commentNotification',
  'formNotification',
  'formNotificationUpdate',
  'taskReminder',
  'taskStatus',
] as const satisfies readonly EmailTemplateKind[];

/** Template values the function fills in itself and a caller cannot set: the link and the event's own details. */
export const SERVER_EMAIL_VARIABLES = ['actionUrl', 'eventName', 'supportEmail'] as const;

/**
 * sendEmailWithTemplate: one template e-mail to one user of the event, at the address their account
 * holds (never a free address, so the function cannot be used to mail strangers). Moderators and
 * above may send MODERATOR_SENDABLE_EMAIL_KINDS to anyone in the event; everyone may send
 * SELF_SENDABLE_EMAIL_KINDS to themselves. The link (the portal's sign-in page), eventName and
 * supportEmail come from the server. Answers the provider's response (ErrorCode 0 means sent).
 */
export const sendEmailWithTemplateCallable = callable(
  'sendEmailWithTemplate',
  z.object({
    eventId: z.string().trim().min(1),
    invokingUser: absentable(z.string()),
    targetUserId: z.string().trim().min(1),
    kind: z.enum(EMAIL_TEMPLATE_KINDS),
    /** Values for the template's placeholders; SERVER_EMAIL_VARIABLES and firstName are the server's own. */
    templateModel: z.record(z.string(), z.string()).default({}),
    tenantId: absentable(z.string().trim().min(1)),
  }),
  z.object({ ErrorCode: z.number(), Message: z.string() }),
);
