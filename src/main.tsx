import './app/bootstrap.scss';
import './app/theme.css';
// First of the scripts: starts fetching the opened screen's code (see opened-screen.ts).
import { openedScreenLoaded, router } from './app/opened-screen';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRouter, mountedRouteIds } from './app/router';
import { FeedbackProvider } from './components/feedback/feedback-context';
import { MountedRoutesContext } from './components/mounted-routes';
import { initSentry } from './app/sentry';
import { SessionWatcher } from './app/session-watcher';
import { initAuthClient } from './lib/firebase/auth-client';

const container = document.getElementById('root');
if (!container) throw new Error('Root container not found');

const firebase = initAuthClient();
void initSentry(firebase.env.sentryDsn);

const root = createRoot(container);

// The opened screen's code comes first (half a second at most), so its first render is the screen itself.
// (Not a top-level await: that would make the bundler split the entry into many more requests.)
void openedScreenLoaded.then(() =>
  root.render(
    <StrictMode>
      <MountedRoutesContext value={mountedRouteIds}>
        <FeedbackProvider>
          <SessionWatcher />
          <AppRouter router={router} />
        </FeedbackProvider>
      </MountedRoutesContext>
    </StrictMode>,
  ),
);
