import { z } from 'zod';
import { EMAIL_EVENT_TYPES } from './constants';
import { idSchema } from './schema-fields';

/** One entry of the e-mail log (events/{eventId}/emailResponses, spec 000 §3, 002 §3): a send, or a later delivery event of it. */
export const emailResponseSchema = z.object({
  id: idSchema,
  messageId: z.string().nullable().default(null),
  type: z.enum(EMAIL_EVENT_TYPES),
  recipient: z.string().default(''),
  details: z.string().default(''),
  teamId: z.string().nullable().default(null),
  eventId: z.string().default(''),
  userId: z.string().nullable().default(null),
  templateId: z.string().nullable().default(null),
  platform: z.string().default(''),
  userAgent: z.string().nullable().default(null),
  ipAddress: z.string().nullable().default(null),
  createdAt: z.string().default(''),
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
