import { onAuthStateChanged, signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { authClient } from '../../lib/firebase/auth-client';
import type { SessionUser } from './session-slice';

/** The Firestore side of the session (and Firestore's SDK) loads only once somebody is signed in. */
const sessionRecords = () => import('./session-records');

/**
 * Set while this browser has a session (signing out clears localStorage): a returning person's
 * browser then fetches the session's code while Auth restores the sign-in, not after it.
 */
const SESSION_HINT_KEY = 'eventflow.hasSession';

/** Whether this browser had a session when it last looked (a hint: Auth has the final word). */
export const hadSessionBefore = (): boolean => localStorage.getItem(SESSION_HINT_KEY) !== null;

/** Starts fetching the session's code (once) ahead of Auth's answer, for a browser that had a session. */
export function preloadSessionRecords(): void {
  if (hadSessionBefore()) void sessionRecords();
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
  preloadSessionRecords();
  return onAuthStateChanged(authClient().auth, (user) => {
    if (!user) {
      localStorage.removeItem(SESSION_HINT_KEY);
      onChange(null);
      return;
    }
    localStorage.setItem(SESSION_HINT_KEY, '1');
    // Between Auth's answer and the user record, screens wait instead of bouncing to the login.
    onLoading();
    sessionRecords()
      .then(({ loadSessionUser }) => loadSessionUser(user))
      .then(onChange, (error: unknown) => {
        onError(error);
        onChange(null);
      });
  });
}

/** Signs in and records the login on the user's event record (hasLoggedIn, lastLoginInTime). */
export async function signInWithEmail(email: string, password: string): Promise<void> {
  const [credential, { recordLogin }] = await Promise.all([signInWithEmailAndPassword(authClient().auth, email.trim(), password), sessionRecords()]);
  await recordLogin(credential.user.uid);
}

/** Signs out and forgets everything this browser kept for the session. */
export async function signOutEverywhere(): Promise<void> {
  await signOut(authClient().auth);
  localStorage.clear();
  sessionStorage.clear();
}
