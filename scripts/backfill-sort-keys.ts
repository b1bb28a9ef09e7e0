// Writes the stored sort keys the lists' first pages are read by (users' firstNameSortKey, teams'
// nameSortKey) into an event's records that lack them or hold a stale one: records written before
// the keys existed. Running it again changes nothing.
// Usage: npx tsx scripts/backfill-sort-keys.ts <eventId>, with firebase-admin's usual settings
// (GOOGLE_APPLICATION_CREDENTIALS and GCLOUD_PROJECT for a project, FIRESTORE_EMULATOR_HOST for an emulator).
import { fileURLToPath } from 'node:url';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { BATCH_WRITE_LIMIT } from '../src/domain/constants';
import { eventPaths } from '../src/domain/paths';
import { TEAM_NAME_SORT_KEY } from '../src/domain/team';
import { textSortKey } from '../src/domain/text-order';
import { USER_FIRST_NAME_SORT_KEY } from '../src/domain/user';

/** Stores the sort key of `textField` in `keyField` wherever it is missing or stale; answers how many documents changed. */
async function backfillCollection(db: Firestore, path: string, textField: string, keyField: string): Promise<number> {
  const snapshots = (await db.collection(path).get()).docs;
  const stale = snapshots.flatMap((snapshot) => {
    const text: unknown = snapshot.get(textField);
    if (typeof text !== 'string') return [];
    const wanted = textSortKey(text);
    return snapshot.get(keyField) === wanted ? [] : [{ ref: snapshot.ref, wanted }];
  });
  for (let start = 0; start < stale.length; start += BATCH_WRITE_LIMIT) {
    const batch = db.batch();
    for (const { ref, wanted } of stale.slice(start, start + BATCH_WRITE_LIMIT)) batch.update(ref, { [keyField]: wanted });
    await batch.commit();
  }
  return stale.length;
}

export async function backfillSortKeys(db: Firestore, eventId: string): Promise<{ users: number; teams: number }> {
  const paths = eventPaths(eventId);
  const [users, teams] = await Promise.all([
    backfillCollection(db, paths.collection('users'), 'firstName', USER_FIRST_NAME_SORT_KEY),
    backfillCollection(db, paths.collection('teams'), 'name', TEAM_NAME_SORT_KEY),
  ]);
  return { users, teams };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const eventId = process.argv[2];
  if (!eventId) {
    console.error('Usage: npx tsx scripts/backfill-sort-keys.ts <eventId>');
    process.exit(2);
  }
  const changed = await backfillSortKeys(getFirestore(initializeApp()), eventId);
  console.log(`Sort keys written: ${changed.users} users, ${changed.teams} teams of event ${eventId}`);
}
