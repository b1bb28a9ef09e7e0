import { timingSafeEqual } from 'node:crypto';
import { onRequest } from 'firebase-functions/https';
import { logger } from 'firebase-functions/logger';
import { z } from 'zod';
import { FUNCTIONS_REGION } from '../../../src/domain/constants';
import { eventPaths } from '../../../src/domain/paths';
import { adminFirestore } from '../lib/admin';
import type { EmailLogEntry } from '../lib/mailer/email-log';

/**
 * Postmark's delivery webhooks (Delivery, Bounce, SpamComplaint, Open, Click, SubscriptionChange)
 * recorded against the email log: each event becomes an entry of the event's emailResponses with
 * the message's id, the kind of event and Postmark's details, filed under the same person, team and
 * template as the send it belongs to. Postmark finds the event by the Metadata the mailer sent.
 *
 * Postmark calls with HTTP basic auth set in its webhook's URL; the expected user name and password
 * are POSTMARK_WEBHOOK_USERNAME and POSTMARK_WEBHOOK_PASSWORD. Without them every call is refused.
 */

const RECORD_TYPES = {
  Delivery: 'delivery',
  Bounce: 'bounce',
  SpamComplaint: 'spamComplaint',
  Open: 'open',
  Click: 'click',
  SubscriptionChange: 'subscriptionChange',
} as const;

const postmarkEventSchema = z.object({
  RecordType: z.enum(Object.keys(RECORD_TYPES) as [keyof typeof RECORD_TYPES, ...(keyof typeof RECORD_TYPES)[]]),
  MessageID: z.string().min(1),
  Recipient: z.string().optional(),
  Email: z.string().optional(),
  Details: z.string().optional(),
  Description: z.string().optional(),
  Type: z.string().optional(),
  OriginalLink: z.string().optional(),
  SuppressSending: z.boolean().optional(),
  SuppressionReason: z.string().nullish(),
  UserAgent: z.string().optional(),
  Geo: z.object({ IP: z.string().optional() }).nullish(),
  Metadata: z.record(z.string(), z.string()).nullish(),
});
type PostmarkEvent = z.output<typeof postmarkEventSchema>;

/** What the log keeps of an event: Postmark's own words, shortest useful form. */
function detailsOf(event: PostmarkEvent): string {
  switch (event.RecordType) {
    case 'Bounce':
      return [event.Type, event.Description, event.Details].filter(Boolean).join(' - ');
    case 'Click':
      return event.OriginalLink ?? '';
    case 'SubscriptionChange':
      return event.SuppressSending ? `Suppressed: ${event.SuppressionReason ?? ''}`.trim() : 'Reactivated';
    default:
      return event.Details ?? '';
  }
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** True when the request carries the configured basic-auth user and password (never when none is configured). */
export function hasPostmarkCredentials(authorization: string | undefined, env: NodeJS.ProcessEnv): boolean {
  const user = env.POSTMARK_WEBHOOK_USERNAME;
  const password = env.POSTMARK_WEBHOOK_PASSWORD;
  if (!user || !password || !authorization?.startsWith('Basic ')) return false;
  const decoded = Buffer.from(authorization.slice('Basic '.length), 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon > 0 && sameSecret(decoded.slice(0, colon), user) && sameSecret(decoded.slice(colon + 1), password);
}

export const postmarkWebhook = onRequest({ region: FUNCTIONS_REGION }, async (request, response) => {
  if (!hasPostmarkCredentials(request.headers.authorization, process.env)) {
    response.status(401).set('WWW-Authenticate', 'Basic realm="postmark"').send('Unauthorized');
    return;
  }
  if (request.method !== 'POST') {
    response.status(405).send('Method not allowed');
    return;
  }
  const parsed = postmarkEventSchema.safeParse(request.body);
  if (!parsed.success) {
    response.status(400).json({ error: z.prettifyError(parsed.error) });
    return;
  }
  const event = parsed.data;
  const eventId = event.Metadata?.eventId;
  if (!eventId || eventId.includes('/')) {
    // Not one of ours (a message sent without an event): nothing to file it under. 200 stops Postmark's retries.
    response.json({ recorded: false });
    return;
  }
  const log = adminFirestore().collection(eventPaths(eventId).collection('emailResponses'));
  const sent = (await log.where('messageId', '==', event.MessageID).limit(1).get()).docs[0]?.data() as
    Partial<EmailLogEntry> | undefined;
  if (!sent) {
    logger.warn(`Postmark ${event.RecordType} for unknown message ${event.MessageID} of event ${eventId}.`);
    response.json({ recorded: false });
    return;
  }
  const ref = log.doc();
  const entry: EmailLogEntry & { id: string } = {
    id: ref.id,
    messageId: event.MessageID,
    type: RECORD_TYPES[event.RecordType],
    recipient: event.Recipient ?? event.Email ?? sent.recipient ?? '',
    details: detailsOf(event),
    teamId: sent.teamId ?? null,
    eventId,
    userId: sent.userId ?? null,
    templateId: sent.templateId ?? null,
    platform: 'postmark',
    userAgent: event.UserAgent ?? null,
    ipAddress: event.Geo?.IP ?? null,
    createdAt: new Date().toISOString(),
  };
  await ref.create(entry);
  response.json({ recorded: true, id: ref.id });
});
