import { useSelector } from 'react-redux';
import { selectSession, type SessionState, type SessionUser } from './session-slice';

export function useSession(): SessionState {
  return useSelector(selectSession);
}

/** The signed-in user; only for screens that the route guard already keeps signed-out people from. */
export function useSessionUser(): SessionUser {
  const session = useSession();
  if (session.status !== 'signedIn') throw new Error('User is not authenticated');
  return session.user;
}
