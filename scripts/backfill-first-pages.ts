// Writes the fields the lists' first pages are read by into an event's records written before they
// existed: users' firstNameSortKey and teams' nameSortKey (where missing or stale), and teams'
// parentTeamId ('' where missing: the teams' first page asks for top-level teams by it). Running it
// again changes nothing.
// Usage: npx tsx scripts/backfill-first-pages.ts <eventId>, with firebase-admin's usual settings
// (GOOGLE_APPLICATION_CREDENTIALS and GCLOUD_PROJECT for a project, FIRESTORE_EMULATOR_HOST for an emulator).
import { fileURLToPath } from 'node:url';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import { BATCH_WRITE_LIMIT } from '../src/domain/constants';
import { eventPaths } from '../src/domain/paths';
import { TEAM_NAME_SORT_KEY } from '../src/domain/team';
import { textSortKey } from '../src/domain/text-order';
import { USER_FIRST_NAME_SORT_KEY } from '../src/domain/user';

/** The sort key of `textField` in `keyField`, when it is missing or stale. */
const sortKeyOf = (textField: string, keyField: string) => (snapshot: DocumentSnapshot) => {
  const text: unknown = snapshot.get(textField);
  if (typeof text !== 'string') return {};
  const key = textSortKey(text);
  return snapshot.get(keyField) === key ? {} : { [keyField]: key };
};

/** Applies what `missing` answers for each document of a collection (nothing when it answers no fields); answers how many documents changed. */
async function backfillCollection(
  db: Firestore,
  path: string,
  missing: (snapshot: DocumentSnapshot) => Record<string, unknown>,
): Promise<number> {
  const changes = (await db.collection(path).get()).docs.flatMap((snapshot) => {
    const fields = missing(snapshot);
    return Object.keys(fields).length > 0 ? [{ ref: snapshot.ref, fields }] : [];
  });
  for (let start = 0; start < changes.length; start += BATCH_WRITE_LIMIT) {
    const batch = db.batch();
    for (const { ref, fields } of changes.slice(start, start + BATCH_WRITE_LIMIT)) batch.update(ref, fields);
    await batch.commit();
  }
  return changes.length;
}

export async function backfillFirstPageFields(
  db: Firestore,
  eventId: string,
): Promise<{ users: number; teams: number }> {
  const paths = eventPaths(eventId);
  const teamKey = sortKeyOf('name', TEAM_NAME_SORT_KEY);
  const [users, teams] = await Promise.all([
    backfillCollection(db, paths.collection('users'), sortKeyOf('firstName', USER_FIRST_NAME_SORT_KEY)),
    backfillCollection(db, paths.collection('teams'), (snapshot) => ({
      ...teamKey(snapshot),
      ...(snapshot.get('parentTeamId') === undefined ? { parentTeamId: '' } : {}),
    })),
  ]);
  return { users, teams };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const eventId = process.argv[2];
  if (!eventId) {
    console.error('Usage: npx tsx scripts/backfill-first-pages.ts <eventId>');
    process.exit(2);
  }
  const changed = await backfillFirstPageFields(getFirestore(initializeApp()), eventId);
  console.log(`First-page fields written: ${changed.users} users, ${changed.teams} teams of event ${eventId}`);
}
