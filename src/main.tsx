import './app/bootstrap.scss';
import './app/theme.css';
// First of the scripts: starts fetching the opened screen's code (see opened-screen.ts).
import { openedScreenLoaded, router } from './app/opened-screen';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppRoot } from './app/app-root';
import { isPrerenderedHere } from './lib/prerendered';
import { initSentry } from './app/sentry';
import { initAuthClient } from './lib/firebase/auth-client';

const container = document.getElementById('root');
if (!container) throw new Error('Root container not found');

const firebase = initAuthClient();
void initSentry(firebase.env.sentryDsn);

// The opened screen's code comes first (half a second at most), so its first render is the screen itself.
// (Not a top-level await: that would make the bundler split the entry into many more requests.)
void openedScreenLoaded.then(() => {
  const app = <AppRoot router={router} />;
  // The sign-in screen's HTML already shows it (prerendered by the build): React takes that markup
  // over. Anywhere else React renders afresh, replacing whatever the HTML held.
  if (isPrerenderedHere(container, window.location)) hydrateRoot(container, app);
  else createRoot(container).render(app);
});
