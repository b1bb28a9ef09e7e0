import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { watchSession } from '../lib/firebase/auth';
import { reportProblem } from '../lib/firebase/reporting';
import { sessionLoading, signedIn, signedOut } from '../lib/session/session-slice';

/** Keeps the session slice in step with Firebase Auth for the whole app. */
export function SessionWatcher() {
  const dispatch = useDispatch();
  useEffect(
    () =>
      watchSession(
        (user) => dispatch(user ? signedIn(user) : signedOut()),
        () => dispatch(sessionLoading()),
        (error) => reportProblem(error, { area: 'session' }),
      ),
    [dispatch],
  );
  return null;
}
