import { z } from 'zod';
import { absentable } from './auth-callables';
import { callable } from './callables';
import { EMAIL_TEMPLATE_KINDS, type EmailTemplateKind } from './constants';

/** The kinds anyone may send to their own address: the notice of a change they made themselves. */
export const SELF_SENDABLE_EMAIL_KINDS = ['confirmPasswordChange'] as const satisfies readonly EmailTemplateKind[];

/**
 * sendEmailWithTemplate: one template e-mail to one user of the event, at the address their account
 * holds (never a free address, so the function cannot be used to mail strangers). Moderators and
 * above may send any kind to anyone in the event; everyone else only SELF_SENDABLE_EMAIL_KINDS to
 * themselves. Answers the provider's response (ErrorCode 0 means sent).
 */
export const sendEmailWithTemplateCallable = callable(
  'sendEmailWithTemplate',
  z.object({
    eventId: z.string().trim().min(1),
    invokingUser: absentable(z.string()),
    targetUserId: z.string().trim().min(1),
    kind: z.enum(EMAIL_TEMPLATE_KINDS),
    /** Values for the template's placeholders; eventName, supportEmail and firstName are filled in when missing. */
    templateModel: z.record(z.string(), z.string()).default({}),
    tenantId: absentable(z.string().trim().min(1)),
  }),
  z.object({ ErrorCode: z.number(), Message: z.string() }),
);
