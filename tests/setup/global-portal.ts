import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, preview } from 'vite';

/**
 * Serves the portal for end-to-end tests: a production build wired (through VITE_* variables) to the
 * stack that global-stack.ts started, on a free port. Reuses EVENTFLOW_PORTAL_URL when given.
 */
export default async function servePortal(): Promise<(() => Promise<void>) | undefined> {
  if (process.env.EVENTFLOW_PORTAL_URL) return undefined;
  const stack = JSON.parse(process.env.EVENTFLOW_STACK ?? 'null') as { env: Record<string, string>; ports: { app: number } } | null;
  if (!stack) throw new Error('global-portal needs the stack: list tests/setup/global-stack.ts before it.');
  Object.assign(process.env, stack.env);
  const outDir = await mkdtemp(join(tmpdir(), 'eventflow-portal-'));
  await build({ logLevel: 'warn', build: { outDir, emptyOutDir: true, sourcemap: false } });
  // The stack reserved this port for the portal: links in its e-mails (APP_URL) point at it.
  const port = stack.ports.app;
  const server = await preview({ logLevel: 'warn', build: { outDir }, preview: { host: '127.0.0.1', port, strictPort: true } });
  process.env.EVENTFLOW_PORTAL_URL = `http://127.0.0.1:${port}/`;
  return async () => {
    await server.close();
    await rm(outDir, { recursive: true, force: true });
  };
}
