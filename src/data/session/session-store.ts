import { onAuthStateChanged, signInWithEmailAndPassword, signOut, type User } from 'firebase/auth';
import { updateDoc } from 'firebase/firestore/lite';
import { stampUpdate } from '../../domain/audit';
import { TEAM_MESSAGES } from '../../domain/messages';
import { teamSchema } from '../../domain/team';
import { userSchema } from '../../domain/user';
import { firebaseClient } from '../../lib/firebase/client';
import { docRef, parseDocument, readDocument } from '../../lib/firebase/documents';
import type { SessionUser } from './session-slice';

const missingUserMessage = 'User not found';

type TeamContext = Pick<SessionUser, 'teamTypeId' | 'standShareRole' | 'isOrganiser' | 'parentTeamId'>;

const noTeam: TeamContext = { teamTypeId: '', standShareRole: 'none', isOrganiser: false, parentTeamId: '' };

/**
 * What screens need to know about the user's team: its type (the team's teamTypeId, which the
 * security rules read too), its stand-share role and whether it is an organiser team. A team that
 * is gone reads as no team.
 */
async function loadTeamContext(teamId: string): Promise<TeamContext> {
  if (!teamId) return noTeam;
  const teamSnapshot = await readDocument(firebaseClient().paths.doc('teams', teamId));
  if (!teamSnapshot.exists()) return noTeam;
  const team = parseDocument(teamSchema, 'team', teamSnapshot, TEAM_MESSAGES.invalidTeam);
  return { teamTypeId: team.teamTypeId, standShareRole: team.standShareRole, isOrganiser: team.isOrganiser, parentTeamId: team.parentTeamId };
}

/** Reads the event's record of a signed-in person, which holds their role. */
async function loadSessionUser(user: User): Promise<SessionUser> {
  const { paths } = firebaseClient();
  const snapshot = await readDocument(paths.user(user.uid));
  if (!snapshot.exists()) throw new Error(missingUserMessage);
  const record = parseDocument(userSchema, 'user', snapshot, 'Invalid user');
  return {
    uid: user.uid,
    email: record.email || user.email || '',
    firstName: record.firstName,
    surname: record.surname,
    role: record.permissions,
    isOnboarded: record.isOnboarded,
    teamId: record.teamId,
    ...(await loadTeamContext(record.teamId)),
  };
}

/**
 * Follows Firebase Auth: reports the session user when someone is signed in and belongs to this
 * event, and `null` when nobody is (or the account has no place in this event).
 */
export function watchSession(
  onChange: (user: SessionUser | null) => void,
  onLoading: () => void,
  onError: (error: unknown) => void,
): () => void {
  return onAuthStateChanged(firebaseClient().auth, (user) => {
    if (!user) {
      onChange(null);
      return;
    }
    // Between Auth's answer and the user record, screens wait instead of bouncing to the login.
    onLoading();
    loadSessionUser(user).then(onChange, (error: unknown) => {
      onError(error);
      onChange(null);
    });
  });
}

/** Signs in and records the login on the user's event record (hasLoggedIn, lastLoginInTime). */
export async function signInWithEmail(email: string, password: string): Promise<void> {
  const { auth, paths } = firebaseClient();
  const credential = await signInWithEmailAndPassword(auth, email.trim(), password);
  const now = new Date();
  await updateDoc(docRef(paths.user(credential.user.uid)), { hasLoggedIn: true, lastLoginInTime: now.toISOString(), ...stampUpdate(credential.user.uid, now) });
}

/** Signs out and forgets everything this browser kept for the session. */
export async function signOutEverywhere(): Promise<void> {
  await signOut(firebaseClient().auth);
  localStorage.clear();
  sessionStorage.clear();
}
