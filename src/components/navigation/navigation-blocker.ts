import { createContext, use, useEffect, useRef, useState } from 'react';
import type { BlockerFunction, PortalHistory } from './portal-history';

/** The portal's history, provided by the app's router (absent in tests that render under a memory router). */
export const PortalHistoryContext = createContext<PortalHistory | undefined>(undefined);

export type NavigationBlocker = { state: 'unblocked' } | { state: 'blocked'; proceed(): void; reset(): void };

/**
 * Holds navigations for which `shouldBlock` answers true until the person decides: `proceed`
 * makes the navigation, `reset` stays. Outside the portal's router nothing is blocked.
 */
export function useNavigationBlocker(shouldBlock: BlockerFunction): NavigationBlocker {
  const history = use(PortalHistoryContext);
  const [blocker, setBlocker] = useState<NavigationBlocker>({ state: 'unblocked' });
  const latest = useRef(shouldBlock);
  useEffect(() => {
    latest.current = shouldBlock;
  });
  useEffect(
    () =>
      history?.block(
        (transition) => latest.current(transition),
        (retry) =>
          setBlocker({
            state: 'blocked',
            proceed() {
              setBlocker({ state: 'unblocked' });
              retry();
            },
            reset: () => setBlocker({ state: 'unblocked' }),
          }),
      ),
    [history],
  );
  return blocker;
}
