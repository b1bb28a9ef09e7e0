/**
 * `npm test`: everything, in the order that fails fastest — lint, type-check, the tests that need
 * no backend (unit, component, the emulator's conformance suite), then one local stack on free
 * ports shared by the integration and end-to-end tests. Ends with one "N passed, N failed" line.
 */
import { spawn } from 'node:child_process';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStack, stackDescription } from './stack';

interface VitestJson {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
}

const resultsDir = 'test-results';
const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSteps: string[] = [];

function run(title: string, command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<boolean> {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env });
    child.on('exit', (code) => {
      const ok = code === 0;
      console.log(`${ok ? '✔' : '✘'} ${title} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
      if (!ok) failedSteps.push(title);
      resolve(ok);
    });
  });
}

async function vitest(title: string, projects: string[], env?: NodeJS.ProcessEnv): Promise<boolean> {
  const output = join(resultsDir, `${projects.join('-')}.json`);
  const args = ['vitest', 'run', ...projects.flatMap((project) => ['--project', project]), '--reporter=default', '--reporter=json', `--outputFile.json=${output}`];
  const ok = await run(title, 'npx', args, env);
  try {
    const result = JSON.parse(await readFile(output, 'utf8')) as VitestJson;
    totals.passed += result.numPassedTests;
    totals.failed += result.numFailedTests;
    totals.skipped += result.numPendingTests + result.numTodoTests;
  } catch {
    // No report means the run died before testing; the failed step says so below.
  }
  return ok;
}

await rm(resultsDir, { recursive: true, force: true });
await mkdir(resultsDir, { recursive: true });

const staticChecksPassed = (await run('lint', 'npx', ['eslint', '.'])) && (await run('type-check', 'npm', ['run', 'typecheck']));
if (staticChecksPassed) {
  await vitest('unit, component and emulator tests', ['unit', 'component', 'emulator']);

  console.log('\n▶ starting the local stack on free ports');
  const dataDir = await mkdtemp(join(tmpdir(), 'eventflow-test-stack-'));
  const stack = await startStack({ ports: 'free', dataDir, seed: true });
  try {
    await vitest('integration and end-to-end tests', ['integration', 'e2e'], { ...process.env, EVENTFLOW_STACK: stackDescription(stack) });
  } finally {
    await stack.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

console.log('');
if (failedSteps.length) console.log(`Failed: ${failedSteps.join('; ')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(failedSteps.length || totals.failed ? 1 : 0);
