import { useEffect } from 'react';
import { watchSession } from '../data/session/session-store';
import { reportProblem } from '../lib/firebase/reporting';
import { setSession } from '../data/session/session-state';

/** Keeps the session in step with Firebase Auth for the whole app. */
export function SessionWatcher() {
  useEffect(
    () =>
      watchSession(
        (user) => setSession(user ? { status: 'signedIn', user } : { status: 'signedOut' }),
        () => setSession({ status: 'loading' }),
        (error) => reportProblem(error, { area: 'session' }),
      ),
    [],
  );
  return null;
}
