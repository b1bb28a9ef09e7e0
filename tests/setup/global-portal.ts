import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { preview } from 'vite';
import { portalBuildArgs, portalBuildEnv } from '../../scripts/portal-build';

/**
 * Serves the portal for end-to-end tests: a production build wired (through VITE_* variables) to the
 * stack that global-stack.ts started, on a free port. Reuses EVENTFLOW_PORTAL_URL when given, and
 * serves the build in EVENTFLOW_PORTAL_BUILD when given (scripts/test.ts builds it for the stack
 * while the integration tests run).
 */
export default async function servePortal(): Promise<(() => Promise<void>) | undefined> {
  if (process.env.EVENTFLOW_PORTAL_URL) return undefined;
  const stack = JSON.parse(process.env.EVENTFLOW_STACK ?? 'null') as {
    env: Record<string, string>;
    ports: { app: number };
  } | null;
  if (!stack) throw new Error('global-portal needs the stack: list tests/setup/global-stack.ts before it.');
  Object.assign(process.env, stack.env);
  const given = process.env.EVENTFLOW_PORTAL_BUILD;
  const outDir = given ?? (await mkdtemp(join(tmpdir(), 'eventflow-portal-')));
  if (!given) await buildPortal(outDir, stack.env);
  // The stack reserved this port for the portal: links in its emails (APP_URL) point at it.
  const port = stack.ports.app;
  const server = await preview({
    logLevel: 'warn',
    build: { outDir },
    preview: { host: '127.0.0.1', port, strictPort: true },
  });
  process.env.EVENTFLOW_PORTAL_URL = `http://127.0.0.1:${port}/`;
  return async () => {
    await server.close();
    if (!given) await rm(outDir, { recursive: true, force: true });
  };
}

function buildPortal(outDir: string, stackEnv: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', portalBuildArgs(outDir), { stdio: 'inherit', env: portalBuildEnv(stackEnv) });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`Building the portal failed (exit code ${code})`)),
    );
  });
}
