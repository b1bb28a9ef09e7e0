import { FieldValue, type DocumentReference } from 'firebase-admin/firestore';
import { BATCH_WRITE_LIMIT } from '../../../src/domain/constants';
import { notificationAudience, notificationSchema, PUBLISHED_STATUSES } from '../../../src/domain/notifications';
import { eventPaths } from '../../../src/domain/paths';
import { adminFirestore } from '../lib/admin';

/**
 * Gives a person who has just joined a team (or the event) the notifications already published to
 * them (to everyone, their team's type, or their team by name): each lists them among its recipients, so the rules let them read it, and it is unread in
 * their notificationIds, as it was for those who were there when it went out. Nobody is mailed: the
 * mail went out at the time. A notification that already lists them is left alone, so calling this
 * again never marks unread what they have read. One batch when it fits, so a failure writes nothing.
 */
export async function linkPublishedNotifications(eventId: string, userId: string): Promise<number> {
  const db = adminFirestore();
  const paths = eventPaths(eventId);
  const [published, user] = await Promise.all([
    db
      .collection(paths.collection('notifications'))
      .where('status', 'in', [...PUBLISHED_STATUSES])
      .get(),
    db.doc(paths.user(userId)).get(),
  ]);
  const teamId = String(user.get('teamId') ?? '');
  const team = teamId ? await db.doc(paths.doc('teams', teamId)).get() : undefined;
  const teamTypeOfTeam = new Map([[teamId, String(team?.get('teamTypeId') ?? '')]]);
  const joiner = [{ id: userId, teamId }];
  const due = published.docs.filter((snapshot) => {
    const parsed = notificationSchema.safeParse({ ...snapshot.data(), id: snapshot.id });
    return (
      parsed.success &&
      !parsed.data.recipientIds.includes(userId) &&
      notificationAudience(parsed.data, joiner, teamTypeOfTeam).length > 0
    );
  });
  if (due.length === 0) return 0;
  const writes: [DocumentReference, Record<string, unknown>][] = [
    [db.doc(paths.user(userId)), { notificationIds: FieldValue.arrayUnion(...due.map((snapshot) => snapshot.id)) }],
    ...due.map((snapshot): [DocumentReference, Record<string, unknown>] => [
      snapshot.ref,
      { recipientIds: FieldValue.arrayUnion(userId) },
    ]),
  ];
  // The person's own record goes in the last batch, so they never list a notification that does not list them.
  for (let end = writes.length; end > 0; end -= BATCH_WRITE_LIMIT) {
    const batch = db.batch();
    for (const [ref, data] of writes.slice(Math.max(end - BATCH_WRITE_LIMIT, 0), end)) batch.update(ref, data);
    await batch.commit();
  }
  return due.length;
}
