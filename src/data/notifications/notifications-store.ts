import type { Unsubscribe } from 'firebase/firestore';
import * as z from 'zod/mini';
import {
  deleteNotificationsCallable,
  INVALID_NOTIFICATION,
  isPublished,
  notificationSchema,
  notificationValuesSchema,
  publishNotificationCallable,
  savedStatus,
  sendNotificationTestEmailCallable,
  sortForReader,
  type EventNotification,
  type NotificationValues,
  type PublishOutcome,
} from '../../domain/notifications';
import { newDocumentId } from '../../domain/paths';
import { firebaseClient } from '../../lib/firebase/client';
import {
  arrayRemove,
  arrayUnion,
  checkForWrite,
  commitInBatches,
  listenCollection,
  listenDocument,
  listenTogether,
  parseDocuments,
  readCollection,
  where,
  withCreateStamp,
  withUpdateStamp,
  type Listener,
  type StoredDocument,
} from '../../lib/firebase/documents';
import { readEntity } from '../read-entity';
import { callFunction } from '../../lib/firebase/functions';

const ENTITY = 'notification';

/** A notification as a reader sees it: with whether it is still unread. */
export type ReaderNotification = EventNotification & { isUnread: boolean };

/** Every notification of the event (admins), by last update, oldest first (the spec's default sort). */
export async function listNotifications(): Promise<EventNotification[]> {
  const snapshots = await readCollection(firebaseClient().paths.collection('notifications'));
  return parseDocuments(notificationSchema, ENTITY, snapshots).sort((a, b) => a.updatedAt.localeCompare(b.updatedAt));
}

export async function getNotification(notificationId: string): Promise<EventNotification> {
  return readEntity(firebaseClient().paths.doc('notifications', notificationId), notificationSchema, ENTITY, {
    invalid: INVALID_NOTIFICATION,
    missing: `No notification with id ${notificationId} was found.`,
  });
}

/** The person's unread list: the notificationIds of their own record. */
const unreadIdsOf = (record: StoredDocument): string[] =>
  z.catch(z.array(z.string()), []).parse(record.data()?.notificationIds);

/**
 * What /notifications and the bell show a person, live: the published notifications that reached
 * them (admins: every published one), unread first, again whenever one is published to them or
 * their unread list changes. Members ask with exactly the filter the rules check.
 */
export function listenReaderNotifications(
  { uid, seesAll }: { uid: string; seesAll: boolean },
  { next, fail }: Listener<ReaderNotification[]>,
): Unsubscribe {
  const path = firebaseClient().paths.collection('notifications');
  return listenTogether<[StoredDocument[], StoredDocument]>(
    [
      (listener) => listenCollection(path, seesAll ? [] : [where('recipientIds', 'array-contains', uid)], listener),
      (listener) => listenDocument(firebaseClient().paths.user(uid), listener),
    ],
    {
      next: ([snapshots, record]) => {
        const published = parseDocuments(notificationSchema, ENTITY, snapshots).filter((notification) =>
          isPublished(notification.status),
        );
        next(sortForReader(published, unreadIdsOf(record)));
      },
      fail,
    },
  );
}

/** Marking read removes the id from the person's notificationIds; marking unread adds it back. */
export async function updateReadState({
  uid,
  notificationId,
  read,
}: {
  uid: string;
  notificationId: string;
  read: boolean;
}): Promise<void> {
  await commitInBatches([
    {
      type: 'update',
      path: firebaseClient().paths.user(uid),
      data: withUpdateStamp({ notificationIds: read ? arrayRemove(notificationId) : arrayUnion(notificationId) }),
    },
  ]);
}

/**
 * Saves the admin's form: a new notification, or changes to one. A draft or scheduled one becomes
 * scheduled when it has a time (which must be in the future: 'Invalid target date'), else draft; a
 * published one keeps its status and is published again, so its audience follows the change.
 */
async function writeNotification({
  current,
  values,
}: {
  current?: EventNotification;
  values: NotificationValues;
}): Promise<EventNotification> {
  const checked = checkForWrite(notificationValuesSchema, values, INVALID_NOTIFICATION);
  const { paths } = firebaseClient();
  const published = current !== undefined && isPublished(current.status);
  const status = published ? current.status : savedStatus(checked, new Date());
  if (!current) {
    const id = newDocumentId();
    const record = checkForWrite(notificationSchema, withCreateStamp({ ...checked, id, status }), INVALID_NOTIFICATION);
    const { id: _id, ...data } = record;
    await commitInBatches([{ type: 'set', path: paths.doc('notifications', id), data }]);
    return record;
  }
  const record = checkForWrite(
    notificationSchema,
    withUpdateStamp({ ...current, ...checked, status }),
    INVALID_NOTIFICATION,
  );
  await commitInBatches([
    { type: 'update', path: paths.doc('notifications', current.id), data: withUpdateStamp({ ...checked, status }) },
  ]);
  if (published) await publishNotification(current.id);
  return record;
}

/** Adds a notification: the add screen's save. */
export function createNotification({ values }: { values: NotificationValues }): Promise<EventNotification> {
  return writeNotification({ values });
}

/** Saves an edited notification (published again when it was published). */
export function updateNotification({
  current,
  values,
}: {
  current: EventNotification;
  values: NotificationValues;
}): Promise<EventNotification> {
  return writeNotification({ current, values });
}

/** Publishes (or re-publishes) a saved notification now, through the publishNotification function. */
export async function publishNotification(notificationId: string): Promise<PublishOutcome> {
  return callFunction(publishNotificationCallable, { notificationId }, { timeoutMs: 540_000 });
}

/** Deletes notifications, unlinking each from everyone it reached (deleteNotifications function). */
export async function deleteNotifications(notificationIds: string[]): Promise<void> {
  await callFunction(deleteNotificationsCallable, { notificationIds });
}

/** Sends the notification as its audience would get it to one address (the admin's proof). */
export async function sendTestEmail({
  to,
  values,
}: {
  to: string;
  values: Pick<NotificationValues, 'title' | 'description' | 'linkUrl' | 'buttonUrl'>;
}): Promise<void> {
  await callFunction(sendNotificationTestEmailCallable, { to, values });
}
