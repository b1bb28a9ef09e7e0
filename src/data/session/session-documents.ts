import { recordSignInCallable } from '../../domain/auth-callables';
import { TEAM_MESSAGES } from '../../domain/messages';
import { teamSchema, type Team } from '../../domain/team';
import { userSchema, type User } from '../../domain/user';
import { firebaseClient } from '../../lib/firebase/client';
import { parseDocument, readDocument } from '../../lib/firebase/documents';
import { callFunction } from '../../lib/firebase/functions';

// The session's reads and write in Firestore (with Firestore's SDK and the records' schemas): a
// dynamic import of session-records.ts (started as it loads), so a screen's first paint does not
// wait for them.

/** The event's record of a person, undefined when there is none; a malformed one fails with the spec's shape check message. */
export async function readUserRecord(uid: string): Promise<User | undefined> {
  const snapshot = await readDocument(firebaseClient().paths.user(uid));
  return snapshot.exists()
    ? parseDocument(userSchema, 'user', snapshot, TEAM_MESSAGES.failedToParseUserOrTeam)
    : undefined;
}

/** A team's record, undefined when it is gone; a malformed one fails like a malformed user record. */
export async function readTeamRecord(teamId: string): Promise<Team | undefined> {
  const snapshot = await readDocument(firebaseClient().paths.doc('teams', teamId));
  return snapshot.exists()
    ? parseDocument(teamSchema, 'team', snapshot, TEAM_MESSAGES.failedToParseUserOrTeam)
    : undefined;
}

/** Records the sign-in on the user's event record (hasLoggedIn, lastLoginInTime): the recordSignIn function writes it. */
export async function recordLogin(): Promise<void> {
  await callFunction(recordSignInCallable, {});
}
