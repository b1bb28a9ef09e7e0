import { useCallback } from 'react';
import { buildPath } from '../../domain/routes';
import { signOutEverywhere } from '../../data/session/session-store';
import { api } from '../../data/api-slice';
import { useAppDispatch } from '../../data/redux-store';

/**
 * The one sign-out flow (spec 002 §4): signs out of Firebase, clears local and session storage,
 * drops every cached query (core pages and the rest go back to their defaults until the next person
 * loads them) and reloads the app on the sign-in screen, so nothing of the last session survives.
 */
export function useSignOut(): () => Promise<void> {
  const dispatch = useAppDispatch();
  return useCallback(async () => {
    await signOutEverywhere();
    dispatch(api.util.resetApiState());
    window.location.replace(buildPath('login'));
  }, [dispatch]);
}
