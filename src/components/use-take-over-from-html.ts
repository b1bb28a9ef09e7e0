import { useEffect, useState, useSyncExternalStore } from 'react';
import { finishTakeOver, focusedFieldBeforeTakeOver } from '../lib/prerendered';

/**
 * For a screen the build prerenders (vite.config.ts): once the screen is the app's, hydrated or
 * drawn afresh, the person is put back where they were in the HTML's form and a form they sent
 * is sent. Called by the screen itself, since React hydrates a lazily loaded screen after the root.
 */
export function useTakeOverFromHtml(): void {
  // Read while rendering, when the HTML's markup is still in place even if the app draws afresh.
  const [focusedId] = useState(focusedFieldBeforeTakeOver);
  useEffect(() => finishTakeOver(focusedId), [focusedId]);
}

const noChanges = () => () => undefined;

/**
 * False while React hydrates the HTML's markup, true once it has and in any render afresh. What a
 * screen draws from what the person did before the take-over (an email typed into the HTML's
 * form) waits for true, so that the hydration finds the markup the HTML has.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
