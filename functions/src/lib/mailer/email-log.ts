import type { Firestore } from 'firebase-admin/firestore';
import { BATCH_WRITE_LIMIT, type EMAIL_EVENT_TYPES } from '../../../../src/domain/constants';
import { emailSendFailureDetail } from '../../../../src/domain/messages';
import { eventPaths } from '../../../../src/domain/paths';
import { wasSent, type MailMessage, type MailPlatform, type MailResult } from './mailer';

/** One record of events/{eventId}/emailResponses (spec 000 §3 "Email log"). */
export interface EmailLogEntry {
  messageId: string | null;
  /** pending once the provider accepted the message (delivery, open... follow from its webhooks); bounce when it refused it. */
  type: Extract<(typeof EMAIL_EVENT_TYPES)[number], 'pending' | 'bounce'>;
  recipient: string;
  /** The provider's answer; for a refusal "code - message". */
  details: string;
  teamId: string | null;
  eventId: string;
  userId: string | null;
  templateId: string | null;
  platform: MailPlatform;
  createdAt: string;
}

/** The log entries of one send, paired with their messages; messages without an event are not logged. */
export function emailLogEntries(messages: MailMessage[], results: MailResult[], platform: MailPlatform, createdAt: string): EmailLogEntry[] {
  return messages.flatMap((message, index) => {
    const result = results[index];
    const eventId = message.metadata?.eventId;
    if (!eventId || !result) return [];
    const sent = wasSent(result);
    return [
      {
        messageId: result.MessageID ?? null,
        type: sent ? 'pending' : 'bounce',
        recipient: result.To,
        details: sent ? result.Message : emailSendFailureDetail(result),
        teamId: message.metadata?.teamId ?? null,
        eventId,
        userId: message.metadata?.userId ?? null,
        templateId: message.metadata?.templateId ?? null,
        platform,
        createdAt,
      },
    ];
  });
}

export async function writeEmailLog(db: Firestore, entries: EmailLogEntry[]): Promise<void> {
  for (let start = 0; start < entries.length; start += BATCH_WRITE_LIMIT) {
    const batch = db.batch();
    for (const entry of entries.slice(start, start + BATCH_WRITE_LIMIT)) {
      batch.create(db.collection(eventPaths(entry.eventId).collection('emailResponses')).doc(), entry);
    }
    await batch.commit();
  }
}
