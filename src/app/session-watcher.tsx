import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { watchSession } from '../data/session/session-store';
import { reportProblem } from '../lib/firebase/reporting';
import { sessionLoading, signedIn, signedOut } from '../data/session/session-slice';

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
