import type { Role } from '../../domain/roles';
import type { StandShareRole } from '../../domain/team';
import type { TaskViewer } from '../../domain/tasks';

/** Who is using the portal right now, as far as every screen needs to know. */
export interface SessionUser {
  uid: string;
  email: string;
  firstName: string;
  surname: string;
  role: Role;
  isOnboarded: boolean;
  /** The team this person belongs to in this event; empty for organiser staff without a team. */
  teamId: string;
  /** The team type holding the user's team ('' without a team or when the team is in no type). */
  teamTypeId: string;
  /** The user's team's place in a stand share ('none' without a team). */
  standShareRole: StandShareRole;
  /** Whether the user's team is an organiser team (organiser teams see everything teams can). */
  isOrganiser: boolean;
  /** For a stand share (child team): the parent team's id; '' otherwise. */
  parentTeamId: string;
}

/** The signed-in person as the task rules see them (which tasks they may view). */
export function sessionTaskViewer(user: SessionUser): TaskViewer {
  return {
    role: user.role,
    isOrganiserTeam: user.isOrganiser,
    teamTypeId: user.teamTypeId,
    standShareRole: user.standShareRole,
  };
}

export type SessionState = { status: 'loading' } | { status: 'signedOut' } | { status: 'signedIn'; user: SessionUser };

// The session lives in this tiny store rather than in Redux, so the sign-in screens (which need
// nothing else from a store) load without Redux; useSession reads it with useSyncExternalStore.
let current: SessionState = { status: 'loading' };
const listeners = new Set<() => void>();

export function getSession(): SessionState {
  return current;
}

/** Sets the session for every screen: SessionWatcher follows Auth; screens that edit the user update it. */
export function setSession(next: SessionState): void {
  current = next;
  listeners.forEach((listener) => listener());
}

export function subscribeToSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
