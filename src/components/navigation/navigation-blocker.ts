import { useEffect, useRef, useState } from 'react';
import type { BlockerFunction } from './portal-history';
import { useRouterHistory } from './router';

export type NavigationBlocker = { state: 'unblocked' } | { state: 'blocked'; proceed(): void; reset(): void };

/**
 * Holds navigations for which `shouldBlock` answers true until the person decides: `proceed`
 * makes the navigation, `reset` stays. Outside a router nothing is blocked.
 */
export function useNavigationBlocker(shouldBlock: BlockerFunction): NavigationBlocker {
  const history = useRouterHistory();
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
