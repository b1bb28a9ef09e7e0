import * as z from 'zod/mini';
import { auditFieldsSchema } from './audit';
import { absentable } from './auth-callables';
import { callable } from './callables';
import {
  BATCH_WRITE_LIMIT,
  NOTIFICATION_STATUS_LABELS,
  NOTIFICATION_STATUSES,
  type NotificationStatus,
} from './constants';
import { DATE_MESSAGES, FORM_MESSAGES } from './messages';
import {
  dateTimeOrEmptySchema,
  emailSchema,
  flag,
  idListSchema,
  idOrEmptySchema,
  idSchema,
  requiredText,
  trimmedText,
} from './schema-fields';

/*
 * Event notifications (events/{eventId}/notifications/{id}). Admins write drafts and schedules
 * from the browser; only the functions publish (publishNotification, the scheduled job), because
 * publishing writes other people's notificationIds and sends mail. Status and transitions:
 *
 *   draft ──schedule──▶ scheduled ──(its time: the scheduled job)──┐
 *     │  ◀──unschedule──    │                                      ▼
 *     └──────────── publish now ─────────────────────────▶ pushed | sent | failed
 *
 * Publishing links the id to the audience's notificationIds (their unread list), then, with the
 * email toggle on, mails everyone of the audience not mailed yet: all accepted → sent ('Published
 * & Emailed'), any refused → failed with the provider's answers; without email → pushed
 * ('Published'). A published notification stays published: saving it again re-publishes it, which
 * links people newly in the audience, unlinks people no longer in it, and mails only the newly
 * reached (a failed one retries its failures this way). Deleting unlinks it from everyone.
 */

/** The message of a notification that does not fit its shape (the spec's, shared with form notifications). */
export const INVALID_NOTIFICATION = FORM_MESSAGES.invalidNotification;

/** Statuses in which the notification has reached its audience. */
export const PUBLISHED_STATUSES = ['pushed', 'sent', 'failed'] as const satisfies readonly NotificationStatus[];

export function isPublished(status: NotificationStatus): boolean {
  return (PUBLISHED_STATUSES as readonly NotificationStatus[]).includes(status);
}

export function notificationStatusLabel(status: NotificationStatus): string {
  return NOTIFICATION_STATUS_LABELS[status];
}

/**
 * The most teams one notification is addressed to by name. The editor shows each chosen team by
 * name, and "Message these teams" carries their ids in the editor's address; more teams than this
 * are better reached through their team types (or everyone).
 */
export const NOTIFICATION_TEAM_LIMIT = 100;

/** The message when more teams are chosen than one notification takes. */
export const TOO_MANY_NOTIFICATION_TEAMS = `A notification goes to at most ${NOTIFICATION_TEAM_LIMIT} teams chosen by name; choose fewer teams or message their team types.`;

/** A web link (http or https) or a path inside the portal (starting with '/'), or ''. */
const linkSchema = trimmedText().check(
  z.refine((value) => value === '' || value.startsWith('/') || /^https?:\/\/\S+$/i.test(value)),
);

/** What the admin's form edits. */
export const notificationValuesSchema = z.object({
  /** The subject. */
  title: requiredText(),
  /** The message body (plain text; line breaks kept). */
  description: requiredText(),
  sendEmail: flag(false),
  /** Team types shown to. With no team type and no team chosen, it is shown to everyone. */
  teamTypeIds: idListSchema,
  /** The one team it is addressed to (the spec's field), '' unless exactly one team is chosen. */
  teamId: idOrEmptySchema,
  /** Every team it is addressed to by name (the one in teamId too), at most NOTIFICATION_TEAM_LIMIT. */
  teamIds: z._default(z.array(idSchema).check(z.maxLength(NOTIFICATION_TEAM_LIMIT)), []),
  /** Where the notification leads in the portal (its destination URL). */
  linkUrl: linkSchema,
  /** The notification's button, in the portal and as the email's link. */
  buttonUrl: linkSchema,
  buttonText: trimmedText(),
  /** When a scheduled notification goes out (ISO); '' unless scheduled. */
  scheduledAt: dateTimeOrEmptySchema,
});
export type NotificationValues = z.output<typeof notificationValuesSchema>;

export const notificationSchema = z.extend(notificationValuesSchema, {
  id: idSchema,
  status: z._default(z.catch(z.enum(NOTIFICATION_STATUSES), 'draft'), 'draft'),
  /** When it was first published. */
  sentAt: dateTimeOrEmptySchema,
  /** The provider's answers to the emails that failed ('' when none did). */
  providerResponse: trimmedText(),
  /** Who it was linked to when last published (the functions' record; the rules read it). */
  recipientIds: idListSchema,
  /** Who has been emailed it successfully, so nobody is mailed twice. */
  emailedIds: idListSchema,
  ...auditFieldsSchema.shape,
});
export type EventNotification = z.output<typeof notificationSchema>;

/** Publishing refused because another run (the scheduler, another admin's Publish) is sending it now. */
export const NOTIFICATION_BEING_SENT = 'This notification is being sent right now; it finishes by itself.';

/** The fields only the functions write. */
export const SERVER_NOTIFICATION_FIELDS = [
  'status',
  'sentAt',
  'providerResponse',
  'recipientIds',
  'emailedIds',
] as const;

/**
 * The status an admin's save gives: scheduled with a time in the future, else draft. Throws
 * 'Invalid target date' for a schedule time that is not in the future.
 */
export function savedStatus(values: Pick<NotificationValues, 'scheduledAt'>, now: Date): 'draft' | 'scheduled' {
  if (!values.scheduledAt) return 'draft';
  if (Date.parse(values.scheduledAt) <= now.getTime()) throw new Error(DATE_MESSAGES.invalidTargetDate);
  return 'scheduled';
}

/** A scheduled notification whose time has come. */
export function isDueForPublishing(notification: Pick<EventNotification, 'status' | 'scheduledAt'>, at: Date): boolean {
  return (
    notification.status === 'scheduled' &&
    notification.scheduledAt !== '' &&
    Date.parse(notification.scheduledAt) <= at.getTime()
  );
}

/** The status after publishing: email failures make it failed; emailed, sent; else pushed. */
export function publishedStatus(sendEmail: boolean, emailFailures: number): NotificationStatus {
  if (!sendEmail) return 'pushed';
  return emailFailures > 0 ? 'failed' : 'sent';
}

/** Whom a notification is addressed to: team types, teams by name, or (neither) everyone. */
export type NotificationAddress = Pick<NotificationValues, 'teamTypeIds' | 'teamId' | 'teamIds'>;

/** The teams a notification is addressed to by name: its teamIds and its teamId (a record may hold only the spec's teamId). */
export function addressedTeamIds({ teamId, teamIds }: Pick<NotificationAddress, 'teamId' | 'teamIds'>): string[] {
  return [...new Set([...(teamId ? [teamId] : []), ...teamIds])];
}

/** The stored address for a choice of teams: all in teamIds, and the spec's teamId when there is just one. */
export function teamAddress(teamIds: readonly string[]): Pick<NotificationAddress, 'teamId' | 'teamIds'> {
  const unique = [...new Set(teamIds)];
  return { teamId: unique.length === 1 ? unique[0]! : '', teamIds: unique };
}

interface AudienceMember {
  id: string;
  teamId: string;
}

/**
 * Who a notification reaches: everyone of the event when it names no team type and no team, else
 * the people of the teams it names and of the teams of the types it names.
 */
export function notificationAudience(
  address: NotificationAddress,
  users: readonly AudienceMember[],
  teamTypeOfTeam: ReadonlyMap<string, string>,
): string[] {
  const teamIds = new Set(addressedTeamIds(address));
  if (teamIds.size === 0 && address.teamTypeIds.length === 0) return users.map((user) => user.id);
  return users
    .filter(
      (user) =>
        (user.teamId !== '' && teamIds.has(user.teamId)) ||
        address.teamTypeIds.includes(teamTypeOfTeam.get(user.teamId) ?? ''),
    )
    .map((user) => user.id);
}

/** A person's notifications: unread (listed in their notificationIds) first, then newest first. */
export function sortForReader<T extends Pick<EventNotification, 'id' | 'sentAt' | 'updatedAt'>>(
  notifications: readonly T[],
  unreadIds: readonly string[],
): (T & { isUnread: boolean })[] {
  const unread = new Set(unreadIds);
  return notifications
    .map((notification) => ({ ...notification, isUnread: unread.has(notification.id) }))
    .sort(
      (a, b) =>
        Number(b.isUnread) - Number(a.isUnread) || (b.sentAt || b.updatedAt).localeCompare(a.sentAt || a.updatedAt),
    );
}

/** Marking read removes the id from the person's notificationIds; marking unread adds it back. */
export function withReadState(notificationIds: readonly string[], notificationId: string, read: boolean): string[] {
  const others = notificationIds.filter((id) => id !== notificationId);
  return read ? others : [...others, notificationId];
}

// ── Callables ────────────────────────────────────────────────────────────────────────────────
const eventId = requiredText();
const invokingUser = absentable(z.string());

/** What a publish did: the status it left, how many it reached and mailed, and each email failure. */
export const publishOutcomeSchema = z.object({
  status: z.enum(NOTIFICATION_STATUSES),
  recipients: z.number(),
  emailed: z.number(),
  failures: z.array(z.string()),
});
export type PublishOutcome = z.output<typeof publishOutcomeSchema>;

/** publishNotification (admins): publishes, or re-publishes, a saved notification now. */
export const publishNotificationCallable = callable(
  'publishNotification',
  z.object({ eventId, invokingUser, notificationId: requiredText() }),
  publishOutcomeSchema,
);

/** deleteNotifications (admins): unlinks each from everyone it reached, then deletes it. */
export const deleteNotificationsCallable = callable(
  'deleteNotifications',
  z.object({
    eventId,
    invokingUser,
    notificationIds: z.array(requiredText()).check(z.minLength(1), z.maxLength(BATCH_WRITE_LIMIT)),
  }),
  z.object({ deleted: z.number() }),
);

/** sendNotificationTestEmail (admins): the notification as its audience would get it, to one address. */
export const sendNotificationTestEmailCallable = callable(
  'sendNotificationTestEmail',
  z.object({
    eventId,
    invokingUser,
    to: emailSchema,
    values: z.pick(notificationValuesSchema, { title: true, description: true, linkUrl: true, buttonUrl: true }),
  }),
  z.object({ ErrorCode: z.number(), Message: z.string() }),
);
