import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useMountedRoutes } from '../../../components/mounted-routes';
import { useSession } from '../../../data/session/use-session';
import { inAppContinuePath } from '../../../domain/continue-path';
import { homePathFor } from '../home-path';

/** Once the session holds the user (and their role), go where they were heading, or home. */
export function useRedirectWhenSignedIn(continuePath: string | null, enabled = true): void {
  const session = useSession();
  const navigate = useNavigate();
  const mounted = useMountedRoutes();
  useEffect(() => {
    if (!enabled || session.status !== 'signedIn') return;
    navigate(inAppContinuePath(continuePath) ?? homePathFor(session.user.role, (routeId) => mounted.has(routeId)), {
      replace: true,
    });
  }, [enabled, session, navigate, continuePath, mounted]);
}
