// Completes task records written before two fields existed, so the rules and the comments inbox
// read them right: a task status without its own id in its data (an approval decision stored it
// so, after which the rules refused the team's and the organisers' next change of that status), and
// a comment or reply without isFromOrganiser, which the inbox reads to know who spoke last (set
// from its author's role in the event now: the role they posted with is not recorded). Running it
// again changes nothing.
// Usage: npx tsx scripts/backfill-task-threads.ts <eventId>, with firebase-admin's usual settings
// (GOOGLE_APPLICATION_CREDENTIALS and GCLOUD_PROJECT for a project, FIRESTORE_EMULATOR_HOST for an emulator).
import { fileURLToPath } from 'node:url';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { eventPaths } from '../src/domain/paths';
import { hasRole } from '../src/domain/roles';
import { roleSchema } from '../src/domain/role-schema';
import { BATCH_WRITE_LIMIT } from '../src/domain/constants';

type Update = { path: string; data: Record<string, unknown> };

async function commit(db: Firestore, updates: readonly Update[]): Promise<void> {
  for (let start = 0; start < updates.length; start += BATCH_WRITE_LIMIT) {
    const batch = db.batch();
    for (const { path, data } of updates.slice(start, start + BATCH_WRITE_LIMIT)) batch.update(db.doc(path), data);
    await batch.commit();
  }
}

/** Writes the missing fields; answers how many statuses and posts it completed. */
export async function backfillTaskThreads(
  db: Firestore,
  eventId: string,
): Promise<{ statuses: number; posts: number }> {
  const paths = eventPaths(eventId);
  const [statuses, comments, replies, users] = await Promise.all([
    db.collection(paths.collection('taskStatuses')).get(),
    db.collection(paths.collection('comments')).get(),
    db.collection(paths.collection('replies')).get(),
    db.collection(paths.collection('users')).get(),
  ]);
  const organisers = new Set(
    users.docs.filter((user) => hasRole(roleSchema.parse(user.get('permissions')), 'moderator')).map((user) => user.id),
  );
  const statusUpdates = statuses.docs
    .filter((status) => status.get('id') !== status.id)
    .map((status) => ({ path: status.ref.path, data: { id: status.id } }));
  const postUpdates = [...comments.docs, ...replies.docs]
    .filter((post) => typeof post.get('isFromOrganiser') !== 'boolean')
    .map((post) => ({ path: post.ref.path, data: { isFromOrganiser: organisers.has(String(post.get('createdBy'))) } }));
  await commit(db, [...statusUpdates, ...postUpdates]);
  return { statuses: statusUpdates.length, posts: postUpdates.length };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const eventId = process.argv[2];
  if (!eventId) {
    console.error('Usage: npx tsx scripts/backfill-task-threads.ts <eventId>');
    process.exit(2);
  }
  const { statuses, posts } = await backfillTaskThreads(getFirestore(initializeApp()), eventId);
  console.log(`Event ${eventId}: ${statuses} task statuses given their id, ${posts} comments and replies marked.`);
}
