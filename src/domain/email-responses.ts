import * as z from 'zod/mini';
import { EMAIL_EVENT_TYPES } from './constants';
import { idSchema } from './schema-fields';

/** One entry of the email log (events/{eventId}/emailResponses, spec 000 §3, 002 §3): a send, or a later delivery event of it. */
export const emailResponseSchema = z.object({
  id: idSchema,
  messageId: z._default(z.nullable(z.string()), null),
  type: z.enum(EMAIL_EVENT_TYPES),
  recipient: z._default(z.string(), ''),
  details: z._default(z.string(), ''),
  teamId: z._default(z.nullable(z.string()), null),
  eventId: z._default(z.string(), ''),
  userId: z._default(z.nullable(z.string()), null),
  templateId: z._default(z.nullable(z.string()), null),
  platform: z._default(z.string(), ''),
  userAgent: z._default(z.nullable(z.string()), null),
  ipAddress: z._default(z.nullable(z.string()), null),
  createdAt: z._default(z.string(), ''),
});
export type EmailResponse = z.output<typeof emailResponseSchema>;

/** How the history names each type of entry. */
export const EMAIL_EVENT_LABELS = {
  pending: 'Sent',
  delivery: 'Delivered',
  bounce: 'Bounced',
  spamComplaint: 'Marked as spam',
  open: 'Opened',
  click: 'Link clicked',
  subscriptionChange: 'Subscription changed',
} as const satisfies Record<(typeof EMAIL_EVENT_TYPES)[number], string>;

/** Newest first. */
export function newestFirst(entries: readonly EmailResponse[]): EmailResponse[] {
  return [...entries].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}
