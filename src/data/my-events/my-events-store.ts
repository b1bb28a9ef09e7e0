import { eventPaths, profilePath } from '../../domain/paths';
import { eventRecordSchema, type EventRecord } from '../../domain/event-record';
import { userProfileSchema } from '../../domain/user';
import { noUserProfileMessage } from '../../domain/messages';
import { parseDocument, parseDocuments, readDocument, requireCurrentUserId } from '../../lib/firebase/documents';

/** Ours: the spec names no message for a profile that cannot be read. */
export const INVALID_PROFILE_MESSAGE = 'Invalid user profile';

/**
 * The events a person belongs to: the ids on their profile (profiles/{uid}), then each event's
 * record. Events that no longer exist are left out; a missing profile is the spec's profile lookup
 * failure ('No user profile found for user ID …').
 */
export async function listMyEvents(): Promise<EventRecord[]> {
  const uid = requireCurrentUserId();
  const profileSnapshot = await readDocument(profilePath(uid));
  if (!profileSnapshot.exists()) throw new Error(noUserProfileMessage(uid));
  const profile = parseDocument(userProfileSchema, 'userProfile', profileSnapshot, INVALID_PROFILE_MESSAGE);
  const snapshots = await Promise.all(profile.eventIds.map((eventId) => readDocument(eventPaths(eventId).event)));
  const events = parseDocuments(
    eventRecordSchema,
    'event',
    snapshots.filter((snapshot) => snapshot.exists()),
  );
  return events.sort((a, b) => a.startDate.localeCompare(b.startDate));
}
