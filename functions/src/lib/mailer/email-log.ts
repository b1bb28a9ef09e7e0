import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { BATCH_WRITE_LIMIT, type EMAIL_EVENT_TYPES } from '../../../../src/domain/constants';
import { emailSendFailureDetail } from '../../../../src/domain/messages';
import { eventPaths } from '../../../../src/domain/paths';
import { wasSent, type MailMessage, type MailPlatform, type MailResult } from './mailer';

/** One record of events/{eventId}/emailResponses (spec 000 §3 "Email log"). */
export interface EmailLogEntry {
  messageId: string | null;
  /**
   * A send: pending once the provider accepted the message, bounce when it refused it. Delivery,
   * open, click... are later entries of the same messageId, from the provider's webhooks.
   */
  type: (typeof EMAIL_EVENT_TYPES)[number];
  recipient: string;
  /** The provider's answer; for a refusal "code - message". */
  details: string;
  teamId: string | null;
  eventId: string;
  userId: string | null;
  templateId: string | null;
  platform: MailPlatform;
  /** The browser and network address of the call that sent it (null for scheduled and server sends). */
  userAgent: string | null;
  ipAddress: string | null;
  createdAt: string;
}

/** The log entries of one send, paired with their messages; messages without an event are not logged. */
export function emailLogEntries(
  messages: MailMessage[],
  results: MailResult[],
  platform: MailPlatform,
  createdAt: string,
): EmailLogEntry[] {
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
        userAgent: message.metadata?.userAgent ?? null,
        ipAddress: message.metadata?.ipAddress ?? null,
        createdAt,
      },
    ];
  });
}

/**
 * Writes the entries (new ids) and adds each id to the emailResponseIds of the person it concerns,
 * when that person is a user of the event (a log never creates a user record).
 */
export async function writeEmailLog(db: Firestore, entries: EmailLogEntry[]): Promise<void> {
  const userRefs = [
    ...new Set(entries.flatMap((entry) => (entry.userId ? [eventPaths(entry.eventId).user(entry.userId)] : []))),
  ].map((path) => db.doc(path));
  const existingUsers = new Set(
    userRefs.length ? (await db.getAll(...userRefs)).filter((user) => user.exists).map((user) => user.ref.path) : [],
  );
  // Two writes per entry at most.
  const perBatch = Math.floor(BATCH_WRITE_LIMIT / 2);
  for (let start = 0; start < entries.length; start += perBatch) {
    const batch = db.batch();
    for (const entry of entries.slice(start, start + perBatch)) {
      const paths = eventPaths(entry.eventId);
      const ref = db.collection(paths.collection('emailResponses')).doc();
      batch.create(ref, { ...entry, id: ref.id });
      const userPath = entry.userId ? paths.user(entry.userId) : undefined;
      if (userPath && existingUsers.has(userPath))
        batch.update(db.doc(userPath), { emailResponseIds: FieldValue.arrayUnion(ref.id) });
    }
    await batch.commit();
  }
}
