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
  // React would otherwise leave a failing part to be drawn in the browser, and the build would pass.
  const failures: unknown[] = [];
  const { prelude } = await prerender(<AppRoot router={createRouter(createMemoryHistory(path))} />, { onError: (failure) => void failures.push(failure) });
  if (failures.length > 0) throw new Error(`Prerendering ${path} failed`, { cause: failures[0] });
  return new Response(prelude).text();
}
