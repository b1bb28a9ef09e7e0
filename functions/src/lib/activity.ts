import type { WriteBatch } from 'firebase-admin/firestore';
import { activityEntry, type ActivityInput } from '../../../src/domain/activity';
import { eventPaths } from '../../../src/domain/paths';
import { displayNameOf } from '../teams/display-name';
import { adminFirestore } from './admin';

/**
 * Adds the history entry of a change a callable makes to the batch that makes it (the Admin SDK
 * passes no rules: the callable has checked the caller, who is the entry's actor).
 */
export async function recordActivity(
  batch: WriteBatch,
  eventId: string,
  change: Omit<ActivityInput, 'actorName'>,
): Promise<void> {
  const entry = activityEntry({ ...change, actorName: await displayNameOf(eventId, change.actorId) });
  batch.set(adminFirestore().doc(eventPaths(eventId).doc('activity', entry.id)), entry);
}
