import { StrictMode } from 'react';
import { RouterProvider, type DataRouter } from 'react-router';
import { mountedRouteIds } from './router';
import { FeedbackProvider } from '../components/feedback/feedback-context';
import { MountedRoutesContext } from '../components/mounted-routes';
import { SessionWatcher } from './session-watcher';

/** The whole portal at the router's location: what the browser renders, and what the build prerenders for the sign-in screen. */
export function AppRoot({ router }: { router: DataRouter }) {
  return (
    <StrictMode>
      <MountedRoutesContext value={mountedRouteIds}>
        <FeedbackProvider>
          <SessionWatcher />
          <RouterProvider router={router} />
        </FeedbackProvider>
      </MountedRoutesContext>
    </StrictMode>
  );
}
