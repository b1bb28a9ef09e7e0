import { onAuthStateChanged, signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { authClient } from '../../lib/firebase/auth-client';
import { reportProblem } from '../../lib/firebase/reporting';
import { isRole } from '../../domain/roles';
import type { SessionUser } from './session-state';

/** The Firestore side of the session (and Firestore's SDK) loads only once somebody is signed in. */
const sessionRecords = () => import('./session-records');

/**
 * The last session user this browser saw, kept while it has a session (signing out clears
 * localStorage). A returning person's screen opens with it straight away — its code and its reads
 * start while Auth restores the sign-in — and the records read afterwards replace it. Only what
 * screens show comes from it: every read is still checked by the security rules against the
 * restored sign-in, and Auth finding nobody signs the screen out.
 */
const REMEMBERED_SESSION_KEY = 'eventflow.session';

const STRING_FIELDS = [
  'uid',
  'email',
  'firstName',
  'surname',
  'teamId',
  'teamTypeId',
  'standShareRole',
  'parentTeamId',
] as const;

/** The remembered session user, or null when there is none or it is not one (then it is forgotten). */
export function rememberedSessionUser(): SessionUser | null {
  const text = localStorage.getItem(REMEMBERED_SESSION_KEY);
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Record<string, unknown>;
    const wellFormed =
      STRING_FIELDS.every((field) => typeof value[field] === 'string') &&
      isRole(value.role) &&
      typeof value.isOnboarded === 'boolean' &&
      typeof value.isOrganiser === 'boolean';
    if (wellFormed) return value as unknown as SessionUser;
  } catch {
    // Not JSON: forgotten below.
  }
  localStorage.removeItem(REMEMBERED_SESSION_KEY);
  return null;
}

/** Whether this browser had a session when it last looked (a hint: Auth has the final word). */
export const hadSessionBefore = (): boolean => localStorage.getItem(REMEMBERED_SESSION_KEY) !== null;

/** Starts fetching the session's code (once) ahead of Auth's answer, for a browser that had a session. */
export function preloadSessionRecords(): void {
  if (hadSessionBefore()) void sessionRecords();
}

/**
 * Follows Firebase Auth: reports the session user when someone is signed in and belongs to this
 * event, and `null` when nobody is (or the account has no place in this event). A remembered
 * session user is reported at once, before Auth answers.
 */
export function watchSession(
  onChange: (user: SessionUser | null) => void,
  onLoading: () => void,
  onError: (error: unknown) => void,
): () => void {
  preloadSessionRecords();
  const remembered = rememberedSessionUser();
  if (remembered) onChange(remembered);
  return onAuthStateChanged(authClient().auth, (user) => {
    if (!user) {
      localStorage.removeItem(REMEMBERED_SESSION_KEY);
      onChange(null);
      return;
    }
    // Between Auth's answer and the user record, screens wait instead of bouncing to the login
    // (a remembered session of this person keeps its screen meanwhile).
    if (remembered?.uid !== user.uid) onLoading();
    sessionRecords()
      .then(({ loadSessionUser }) => loadSessionUser(user))
      .then(
        (sessionUser) => {
          localStorage.setItem(REMEMBERED_SESSION_KEY, JSON.stringify(sessionUser));
          onChange(sessionUser);
        },
        (error: unknown) => {
          localStorage.removeItem(REMEMBERED_SESSION_KEY);
          onError(error);
          onChange(null);
        },
      );
  });
}

/** Signs in and records the login on the user's event record (hasLoggedIn, lastLoginInTime). */
export async function signInWithEmail(email: string, password: string): Promise<void> {
  const [, { recordLogin }] = await Promise.all([
    signInWithEmailAndPassword(authClient().auth, email.trim(), password),
    sessionRecords(),
  ]);
  await recordLogin();
}

/** Signs out and forgets everything this browser kept for the session, Firestore's cache of documents too. */
export async function signOutEverywhere(): Promise<void> {
  const { cachedFirestore } = await import('../../lib/firebase/firestore-sdks');
  // Signing out goes ahead even if the cache cannot be cleared (another tab holding it, say).
  await cachedFirestore()
    .then(({ clearLocalCache }) => clearLocalCache())
    .catch((error: unknown) => reportProblem(error, { entityType: 'localCache' }));
  await signOut(authClient().auth);
  localStorage.clear();
  sessionStorage.clear();
}
