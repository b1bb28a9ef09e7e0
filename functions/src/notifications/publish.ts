import { FieldValue, type DocumentReference } from 'firebase-admin/firestore';
import { z } from 'zod';
import { BATCH_WRITE_LIMIT } from '../../../src/domain/constants';
import {
  INVALID_NOTIFICATION,
  NOTIFICATION_BEING_SENT,
  notificationAudience,
  notificationSchema,
  publishedStatus,
  type EventNotification,
  type NotificationValues,
  type PublishOutcome,
} from '../../../src/domain/notifications';
import { emailSendFailureDetail } from '../../../src/domain/messages';
import { eventPaths } from '../../../src/domain/paths';
import { buildPath } from '../../../src/domain/routes';
import { idOrEmptySchema, trimmedText } from '../../../src/domain/schema-fields';
import { appLink } from '../auth/app-url';
import { readEventMail, sendTemplateEmails, type EventMail } from '../email/send-template-email';
import { adminFirestore } from '../lib/admin';
import { DomainError } from '../lib/domain-error';
import { wasSent } from '../lib/mailer/mailer';
import { validDocuments } from '../lib/valid-documents';

/** What publishing needs of a person: who, their team, and where to mail them. */
const recipientSchema = z.object({
  id: z.string(),
  teamId: idOrEmptySchema,
  firstName: trimmedText(),
  email: trimmedText(),
});
type Recipient = z.output<typeof recipientSchema>;

const notificationNotFound = (notificationId: string) =>
  new DomainError(`No notification with id ${notificationId} was found.`, 'not-found');

export async function readNotification(eventId: string, notificationId: string): Promise<EventNotification> {
  const snapshot = await adminFirestore().doc(eventPaths(eventId).doc('notifications', notificationId)).get();
  if (!snapshot.exists) throw notificationNotFound(notificationId);
  const parsed = notificationSchema.safeParse({ ...snapshot.data(), id: notificationId });
  if (!parsed.success) throw new DomainError(INVALID_NOTIFICATION);
  return parsed.data;
}

/** Applies one change to many documents, 500 to a batch. */
export async function updateEach(refs: readonly DocumentReference[], data: Record<string, unknown>): Promise<void> {
  const db = adminFirestore();
  for (let start = 0; start < refs.length; start += BATCH_WRITE_LIMIT) {
    const batch = db.batch();
    for (const ref of refs.slice(start, start + BATCH_WRITE_LIMIT)) batch.update(ref, data);
    await batch.commit();
  }
}

/** A link of the notification as a full address: portal paths become links to the portal. */
async function absoluteLink(eventId: string, link: string): Promise<string> {
  return link.startsWith('/') ? appLink(eventId, link) : link;
}

/** The adminNotification email's values for a notification: its button's link, else its destination, else the notifications screen. */
export async function notificationEmailVariables(
  eventId: string,
  values: Pick<NotificationValues, 'title' | 'description' | 'linkUrl' | 'buttonUrl'>,
): Promise<Record<string, string>> {
  const link = values.buttonUrl || values.linkUrl || buildPath('notifications');
  return {
    notificationTitle: values.title,
    notificationMessage: values.description,
    actionUrl: await absoluteLink(eventId, link),
  };
}

async function eventRecipients(eventId: string): Promise<{ people: Recipient[]; teamTypeOfTeam: Map<string, string> }> {
  const db = adminFirestore();
  const paths = eventPaths(eventId);
  const [users, teams] = await Promise.all([
    db.collection(paths.collection('users')).get(),
    db.collection(paths.collection('teams')).get(),
  ]);
  const people = validDocuments(recipientSchema, users.docs);
  const teamTypeOfTeam = new Map(teams.docs.map((doc) => [doc.id, String(doc.get('teamTypeId') ?? '')]));
  return { people, teamTypeOfTeam };
}

/**
 * The run that is sending a notification holds it until this time (ISO), in a field only the
 * functions write; the client's schema does not know it.
 */
const SENDING_UNTIL = 'sendingUntil';

/** How long a claim outlives the sending time it was taken for, so it ends after the run that took it. */
const CLAIM_MARGIN_MS = 15_000;

/** Time kept at the end of a run, after its last mail, to record what it did. */
const SENDING_WIND_DOWN_MS = 10_000;

/** When a run with this time limit (s), starting now, stops mailing. */
export function sendingDeadline(timeoutSeconds: number): number {
  return Date.now() + timeoutSeconds * 1000 - SENDING_WIND_DOWN_MS;
}

/**
 * Takes the notification for this run in a transaction, so two runs (the scheduler's next minute,
 * an admin's Publish) never mail its audience at once. A claim ends on its own after the run that
 * took it has ended, so the next run resumes what a run that died left unsent.
 */
async function claimForSending(ref: DocumentReference, sendUntil: number): Promise<boolean> {
  return adminFirestore().runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    if (!snapshot.exists) throw notificationNotFound(ref.id);
    const held = String(snapshot.get(SENDING_UNTIL) ?? '');
    if (held && Date.parse(held) > Date.now()) return false;
    transaction.update(ref, { [SENDING_UNTIL]: new Date(sendUntil + CLAIM_MARGIN_MS).toISOString() });
    return true;
  });
}

/**
 * Publishes the notification now (see the transitions in src/domain/notifications.ts): links it to
 * its audience and unlinks people no longer in it, mails those of the audience not yet mailed when
 * its email toggle is on, and records the outcome on it. Each mail is recorded as sent (emailedIds)
 * before the next goes, so a run that dies mails nobody twice when the next one resumes. Mailing
 * stops at `sendUntil` (ms, before the run's time limit): the notification is then left scheduled
 * from now, and the scheduled job mails the rest. Refused with NOTIFICATION_BEING_SENT while
 * another run holds it.
 */
export async function publishNotification(
  eventId: string,
  notificationId: string,
  by: string,
  now: Date,
  sendUntil: number,
): Promise<PublishOutcome> {
  const db = adminFirestore();
  const paths = eventPaths(eventId);
  const ref = db.doc(paths.doc('notifications', notificationId));
  if (!(await claimForSending(ref, sendUntil))) throw new DomainError(NOTIFICATION_BEING_SENT);
  // Read once held: what a run before this one mailed is in it now.
  const notification = await readNotification(eventId, notificationId);
  const { people, teamTypeOfTeam } = await eventRecipients(eventId);
  const audience = notificationAudience(notification, people, teamTypeOfTeam);
  const inAudience = new Set(audience);
  const linked = new Set(notification.recipientIds);
  const userRef = (id: string) => db.doc(paths.user(id));
  await updateEach(audience.filter((id) => !linked.has(id)).map(userRef), {
    notificationIds: FieldValue.arrayUnion(notificationId),
  });
  await updateEach(notification.recipientIds.filter((id) => !inAudience.has(id)).map(userRef), {
    notificationIds: FieldValue.arrayRemove(notificationId),
  });

  const emailedIds = new Set(notification.emailedIds);
  const failures: string[] = [];
  let emailed = 0;
  let unsent = false;
  if (notification.sendEmail) {
    const variables = await notificationEmailVariables(eventId, notification);
    const toMail = people.filter((candidate) => inAudience.has(candidate.id) && !emailedIds.has(candidate.id));
    let eventMail: Promise<EventMail> | undefined;
    for (const person of toMail) {
      if (Date.now() >= sendUntil) {
        unsent = true;
        break;
      }
      eventMail ??= readEventMail(eventId, 'adminNotification');
      const [result] = await sendTemplateEmails(
        eventId,
        'adminNotification',
        [
          {
            to: person.email,
            variables: { ...variables, firstName: person.firstName },
            metadata: { userId: person.id, teamId: person.teamId || undefined },
          },
        ],
        eventMail,
      );
      if (!wasSent(result!)) {
        failures.push(`${person.email}: ${emailSendFailureDetail(result!)}`);
        continue;
      }
      await ref.update({ emailedIds: FieldValue.arrayUnion(person.id) });
      emailedIds.add(person.id);
      emailed += 1;
    }
  }
  const status = unsent ? 'scheduled' : publishedStatus(notification.sendEmail, failures.length);
  await ref.update({
    status,
    ...(unsent ? { scheduledAt: now.toISOString() } : {}),
    sentAt: notification.sentAt || now.toISOString(),
    providerResponse: failures.join('\n'),
    recipientIds: audience,
    emailedIds: [...emailedIds],
    [SENDING_UNTIL]: FieldValue.delete(),
    updatedAt: now.toISOString(),
    updatedBy: by,
  });
  return { status, recipients: audience.length, emailed, failures };
}

/** Unlinks the notification from everyone it reached and deletes it. */
export async function deleteNotification(eventId: string, notificationId: string): Promise<void> {
  const db = adminFirestore();
  const paths = eventPaths(eventId);
  const ref = db.doc(paths.doc('notifications', notificationId));
  const snapshot = await ref.get();
  if (!snapshot.exists) return;
  const recipientIds = z.array(z.string()).catch([]).parse(snapshot.get('recipientIds'));
  await updateEach(
    recipientIds.map((id) => db.doc(paths.user(id))),
    { notificationIds: FieldValue.arrayRemove(notificationId) },
  );
  await ref.delete();
}
