import { createMemoryRouter } from 'react-router';
import { prerender } from 'react-dom/static';
import { AppRoot } from './app-root';
import { openedScreenLoaded, portalRoutes } from './router';

/**
 * The portal's markup at `path` as a person without a session first sees it, made at build time
 * (scripts/vite-prerender.ts) so that the screen paints from the HTML before any script has run.
 * The same routes on a memory router, rendered once the screen's code is in, as the browser's
 * first render is (see main.tsx): the browser then hydrates exactly this markup.
 */
export async function prerenderScreen(path: string): Promise<string> {
  const router = createMemoryRouter(portalRoutes(), { initialEntries: [path] });
  await openedScreenLoaded(router);
  // React would otherwise leave a failing part to be drawn in the browser, and the build would pass.
  const failures: unknown[] = [];
  const { prelude } = await prerender(<AppRoot router={router} />, {
    onError: (failure) => void failures.push(failure),
  });
  if (failures.length > 0) throw new Error(`Prerendering ${path} failed`, { cause: failures[0] });
  if (router.state.errors)
    throw new Error(`Prerendering ${path} failed`, { cause: Object.values(router.state.errors)[0] });
  return new Response(prelude).text();
}
