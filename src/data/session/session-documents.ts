import { updateDoc } from 'firebase/firestore/lite';
import { stampUpdate } from '../../domain/audit';
import { TEAM_MESSAGES } from '../../domain/messages';
import { teamSchema, type Team } from '../../domain/team';
import { userSchema, type User } from '../../domain/user';
import { firebaseClient } from '../../lib/firebase/client';
import { docRef, parseDocument, readDocument } from '../../lib/firebase/documents';

// The session's reads and write in Firestore (with Firestore's SDK and the records' schemas): a
// dynamic import of session-records.ts (started as it loads), so a screen's first paint does not
// wait for them.

/** The event's record of a person, undefined when there is none; a malformed one fails with the spec's shape check message. */
export async function readUserRecord(uid: string): Promise<User | undefined> {
  const snapshot = await readDocument(firebaseClient().paths.user(uid));
  return snapshot.exists() ? parseDocument(userSchema, 'user', snapshot, TEAM_MESSAGES.failedToParseUserOrTeam) : undefined;
}

/** A team's record, undefined when it is gone; a malformed one fails like a malformed user record. */
export async function readTeamRecord(teamId: string): Promise<Team | undefined> {
  const snapshot = await readDocument(firebaseClient().paths.doc('teams', teamId));
  return snapshot.exists() ? parseDocument(teamSchema, 'team', snapshot, TEAM_MESSAGES.failedToParseUserOrTeam) : undefined;
}

/** Records a login on the user's event record (hasLoggedIn, lastLoginInTime). */
export async function recordLogin(uid: string): Promise<void> {
  const now = new Date();
  await updateDoc(docRef(firebaseClient().paths.user(uid)), { hasLoggedIn: true, lastLoginInTime: now.toISOString(), ...stampUpdate(uid, now) });
}
