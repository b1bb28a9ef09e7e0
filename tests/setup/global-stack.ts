import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stackDescription, startStack } from '../../scripts/stack';

// Vitest globalSetup of the integration and e2e projects. scripts/test.ts starts one stack for
// both projects and hands it over in EVENTFLOW_STACK; run on its own, a project starts its own
// stack on free ports with a throw-away data folder, seeded, and stops it afterwards.
export default async function setupStack(): Promise<(() => Promise<void>) | undefined> {
  if (process.env.EVENTFLOW_STACK) return undefined;
  const dataDir = await mkdtemp(join(tmpdir(), 'eventflow-test-data-'));
  const stack = await startStack({ ports: 'free', dataDir, seed: true }).catch(async (error: unknown) => {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  });
  process.env.EVENTFLOW_STACK = stackDescription(stack);
  return async () => {
    delete process.env.EVENTFLOW_STACK;
    await stack.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
