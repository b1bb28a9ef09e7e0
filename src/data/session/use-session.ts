import { useSyncExternalStore } from 'react';
import { getSession, subscribeToSession, type SessionState, type SessionUser } from './session-state';

export function useSession(): SessionState {
  // Prerendered markup (src/app/prerender.tsx) was made before any session was known: still loading.
  return useSyncExternalStore(subscribeToSession, getSession, getSession);
}

/** The signed-in user; only for screens that the route guard already keeps signed-out people from. */
export function useSessionUser(): SessionUser {
  const session = useSession();
  if (session.status !== 'signedIn') throw new Error('User is not authenticated');
  return session.user;
}
