import {
  activityEntry,
  activityEntrySchema,
  type ActivityEntry,
  type ActivityInput,
  type ActivitySubject,
} from '../../domain/activity';
import { displayNameOf } from '../../domain/auth-callables';
import { firebaseClient } from '../../lib/firebase/client';
import {
  commitInBatches,
  limit,
  orderBy,
  parseDocuments,
  readCollection,
  readDocument,
  requireCurrentUserId,
  startAfter,
  where,
  type BatchOperation,
} from '../../lib/firebase/documents';

// The browser writes each entry in the same batch as the change it records, and the security rules
// bind the two (the entry's actor is the signed-in person and its time the changed entity's
// updatedAt as written by them; a delete's entity existed and is gone): a document trigger would
// not run on our local emulator, and the callables that change tasks and teams record their own.

/** Who the entries of this session's changes name: the signed-in person as their event record has them. */
export interface ActivityActor {
  actorId: string;
  actorName: string;
}

export async function currentActor(): Promise<ActivityActor> {
  const actorId = requireCurrentUserId();
  const record = (await readDocument(firebaseClient().paths.user(actorId))).data() ?? {};
  return { actorId, actorName: displayNameOf(String(record.firstName ?? ''), String(record.surname ?? '')) };
}

/** The write of one history entry, to go into the batch of the change it records. */
export function activityOperation(
  actor: ActivityActor,
  change: Omit<ActivityInput, keyof ActivityActor>,
): BatchOperation {
  const entry = activityEntry({ ...change, ...actor });
  return { type: 'set', path: firebaseClient().paths.doc('activity', entry.id), data: entry };
}

/**
 * The rules look up each recorded entity (Firestore allows 20 look-ups in one request), so changes
 * with their entries are committed a few at a time; a change and its entry always share a commit.
 */
const RECORDED_CHANGES_PER_COMMIT = 8;

export async function commitRecordedChanges(changes: readonly BatchOperation[][]): Promise<void> {
  for (let start = 0; start < changes.length; start += RECORDED_CHANGES_PER_COMMIT)
    await commitInBatches(changes.slice(start, start + RECORDED_CHANGES_PER_COMMIT).flat());
}

export const ACTIVITY_PAGE_SIZE = 20;

/** Where a page of history starts: after the last entry of the page before. */
export type ActivityCursor = Pick<ActivityEntry, 'at' | 'id'>;

export interface ActivityPageRequest {
  subject: Pick<ActivitySubject, 'kind'> & { id: string };
  after?: ActivityCursor;
}

export interface ActivityPage {
  entries: ActivityEntry[];
  /** Where the next page starts; none on the last page. */
  next?: ActivityCursor;
}

/** One page of a task's history (its own entries and its teams' statuses) or a team's, newest first (admins). */
export async function listActivity({ subject, after }: ActivityPageRequest): Promise<ActivityPage> {
  const field = subject.kind === 'team' ? 'teamId' : 'taskId';
  const snapshots = await readCollection(
    firebaseClient().paths.collection('activity'),
    where(field, '==', subject.id),
    orderBy('at', 'desc'),
    orderBy('id', 'desc'),
    ...(after ? [startAfter(after.at, after.id)] : []),
    limit(ACTIVITY_PAGE_SIZE + 1),
  );
  const entries = parseDocuments(activityEntrySchema, 'activity', snapshots.slice(0, ACTIVITY_PAGE_SIZE));
  const last = snapshots[ACTIVITY_PAGE_SIZE - 1]?.data();
  const hasMore = snapshots.length > ACTIVITY_PAGE_SIZE && last;
  return { entries, ...(hasMore ? { next: { at: String(last.at), id: String(last.id) } } : {}) };
}
