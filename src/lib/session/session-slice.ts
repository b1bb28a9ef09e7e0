import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Role } from '../../domain/roles';

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
}

export type SessionState =
  | { status: 'loading' }
  | { status: 'signedOut' }
  | { status: 'signedIn'; user: SessionUser };

const initialState = { status: 'loading' } as SessionState;

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    sessionLoading: () => ({ status: 'loading' }) as SessionState,
    signedIn: (_state, action: PayloadAction<SessionUser>) => ({ status: 'signedIn', user: action.payload }) as SessionState,
    signedOut: () => ({ status: 'signedOut' }) as SessionState,
  },
});

export const { sessionLoading, signedIn, signedOut } = sessionSlice.actions;

export const selectSession = (state: { session: SessionState }): SessionState => state.session;
