import './app/bootstrap.scss';
import './app/theme.css';
// First of the scripts: starts fetching the opened screen's code (see opened-screen.ts).
import { router } from './app/opened-screen';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppRoot } from './app/app-root';
import { openedScreenLoaded } from './app/router';
import { isPrerenderedHere } from './lib/prerendered';
import { initSentry } from './app/sentry';
import { initAuthClient } from './lib/firebase/auth-client';

const container = document.getElementById('root');
if (!container) throw new Error('Root container not found');

const firebase = initAuthClient();
void initSentry(firebase.env.sentryDsn);

/** The longest the first render waits for the opened screen's code before showing a skeleton. */
const FIRST_RENDER_WAIT_MS = 500;

// The sign-in screen's HTML already shows it (prerendered by the build): React takes that markup
// over once the screen's code is in, however long that takes, since the markup shows meanwhile.
// Anywhere else React renders afresh, replacing whatever the HTML held, as soon as the screen's
// code is in (half a second at most), so that its first render is the screen itself.
// (Not a top-level await: that would make the bundler split the entry into many more requests.)
const prerendered = isPrerenderedHere(container, window.location);
void openedScreenLoaded(router, prerendered ? undefined : FIRST_RENDER_WAIT_MS).then(() => {
  const app = <AppRoot router={router} />;
  if (prerendered) hydrateRoot(container, app);
  else createRoot(container).render(app);
});
