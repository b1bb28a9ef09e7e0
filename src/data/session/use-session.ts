import { useSyncExternalStore } from 'react';
import { getSession, subscribeToSession, type SessionState, type SessionUser } from './session-state';

export function useSession(): SessionState {
  // Hydrating prerendered markup (src/app/prerender.tsx) reads the session as it is then: still
  // loading, as when the build rendered it (SessionWatcher starts following Auth after the render).
  return useSyncExternalStore(subscribeToSession, getSession, getSession);
}

/** The signed-in user; only for screens that the route guard already keeps signed-out people from. */
export function useSessionUser(): SessionUser {
  const session = useSession();
  if (session.status !== 'signedIn') throw new Error('User is not authenticated');
  return session.user;
}
