import { prerender } from 'react-dom/static';
import { createMemoryHistory } from '../components/navigation/memory-history';
import { AppRoot } from './app-root';
import { createRouter } from './router';

/**
 * The portal's markup at `path` as a person without a session first sees it, made at build time
 * (scripts/vite-prerender.ts) so that the screen paints from the HTML before any script has run.
 * Waits for the screen's code like the browser's first render does (see opened-screen.ts).
 */
export async function prerenderScreen(path: string): Promise<string> {
  const { prelude } = await prerender(<AppRoot router={createRouter(createMemoryHistory(path))} />);
  return new Response(prelude).text();
}
