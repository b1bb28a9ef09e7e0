/**
 * `npm test`: everything, in the order that fails fastest — lint, format and type-check side by side
 * (the local stack starting on free ports meanwhile: it mostly waits on its processes), then three
 * things side by side: the tests that need no backend (unit, component, the emulator's conformance
 * suites and the rules attack matrix, in two runs), the emulator's Firestore suites against
 * Google's Firestore emulator (when installed), and the integration tests on the stack (the portal
 * building meanwhile); then the end-to-end tests on the same stack, on their own.
 * Ends with one "N passed, N failed" line.
 */
import { spawn } from 'node:child_process';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startGoogleFirestore, type GoogleFirestoreEmulator } from './google-firestore-emulator';
import { portalBuildArgs, portalBuildEnv } from './portal-build';
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
/** Why each failed test run failed, from scripts/vitest-failure-reporter.ts: printed last. */
const failureReasons: { title: string; lines: string }[] = [];

interface RunOptions {
  env?: NodeJS.ProcessEnv;
  /** Hold the output and print it in one piece at the end, so runs side by side do not interleave. */
  buffered?: boolean;
}

function run(
  title: string,
  command: string,
  args: string[],
  { env = process.env, buffered = false }: RunOptions = {},
): Promise<boolean> {
  console.log(`\n▶ ${title}${buffered ? ' (its output follows when it ends)' : ''}`);
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit', env });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code) => {
      const ok = code === 0;
      if (buffered) process.stdout.write(`\n── ${title} ──\n${Buffer.concat(output).toString()}`);
      console.log(`${ok ? '✔' : '✘'} ${title} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
      if (!ok) failedSteps.push(title);
      resolve(ok);
    });
  });
}

interface VitestOptions extends RunOptions {
  /** Only test files whose path contains one of these. */
  files?: string[];
  /** Names the JSON report (default: the projects joined). */
  report?: string;
}

async function vitest(title: string, projects: string[], options: VitestOptions = {}): Promise<boolean> {
  const report = options.report ?? projects.join('-');
  const output = join(resultsDir, `${report}.json`);
  const failures = join(resultsDir, `${report}.failures.txt`);
  const args = ['vitest', 'run', ...projects.flatMap((project) => ['--project', project]), ...(options.files ?? [])];
  args.push('--reporter=default', '--reporter=json', `--outputFile.json=${output}`);
  args.push('--reporter=./scripts/vitest-failure-reporter.ts');
  const env = { ...(options.env ?? process.env), VITEST_FAILURES_FILE: failures };
  const ok = await run(title, 'npx', args, { ...options, env });
  const lines = await readFile(failures, 'utf8').catch(() => '');
  if (lines) failureReasons.push({ title, lines });
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

/**
 * The emulator's Firestore conformance and rules conformance suites once more, against Google's
 * Firestore emulator (the harness picks it from FIRESTORE_EMULATOR_HOST; Storage stays ours).
 */
async function firestoreSuitesAgainstGoogle(): Promise<void> {
  const title = "emulator Firestore and rules conformance against Google's Firestore emulator";
  let google: GoogleFirestoreEmulator | null;
  try {
    google = await startGoogleFirestore();
  } catch (error) {
    console.log(`✘ ${title}: it did not start: ${error instanceof Error ? error.message : String(error)}`);
    failedSteps.push(title);
    return;
  }
  if (!google) {
    console.log("\nGoogle's Firestore emulator is not installed: the runs against it were skipped");
    return;
  }
  try {
    await vitest(title, ['emulator'], {
      env: { ...process.env, FIRESTORE_EMULATOR_HOST: google.hostAndPort },
      files: ['emulator/test/firestore-', 'emulator/test/rules-conformance-'],
      report: 'emulator-google',
      buffered: true,
    });
  } finally {
    await google.stop();
  }
}

await rm(resultsDir, { recursive: true, force: true });
await mkdir(resultsDir, { recursive: true });

// The stack starts (and seeds) while the static checks run: it mostly waits on its processes.
console.log('\n▶ starting the local stack on free ports');
const dataDir = await mkdtemp(join(tmpdir(), 'eventflow-test-stack-'));
const stackStarted = startStack({ ports: 'free', dataDir, seed: true });
stackStarted.catch(() => undefined);
const staticChecks = await Promise.all([
  run('lint', 'npx', ['eslint', '.'], { buffered: true }),
  run('format', 'npx', ['prettier', '--check', '.'], { buffered: true }),
  run('type-check', 'npm', ['run', 'typecheck'], { buffered: true }),
]);
const stack = await stackStarted.catch((error: unknown) => {
  console.log(`✘ starting the local stack: ${error instanceof Error ? error.message : String(error)}`);
  failedSteps.push('starting the local stack');
  return null;
});
if (staticChecks.every(Boolean)) {
  // Two runs of one worker each for the tests that need no backend, of about the same length: files
  // that share a worker's loaded modules and jsdom (unit, component) run as one batch only in a run
  // of one worker, and each component file with module mocks sets up jsdom and its modules anew.
  const backendFreeTests = Promise.all([
    vitest('unit, component, emulator and rules tests', ['unit', 'component', 'emulator', 'rules']),
    vitest('component tests with module mocks', ['component-mocked'], { buffered: true }),
    firestoreSuitesAgainstGoogle(),
  ]);
  if (stack) {
    const portalDir = await mkdtemp(join(tmpdir(), 'eventflow-portal-'));
    try {
      // One after the other on the stack: both write to the seeded demo event, and counts one run
      // reads (the reports' totals, the scheduled jobs' reach) would change under it if they shared
      // it. The portal the end-to-end tests serve builds meanwhile: it touches no data.
      const env = { ...process.env, EVENTFLOW_STACK: stackDescription(stack) };
      const portalBuilt = run('building the portal for the end-to-end tests', 'npx', portalBuildArgs(portalDir), {
        env: portalBuildEnv(stack.env),
        buffered: true,
      });
      await vitest('integration tests', ['integration', 'integration-own-page'], {
        env,
        report: 'integration',
        buffered: true,
      });
      // The end-to-end tests wait on screens: they run alone, not against the other tests for the cores.
      await backendFreeTests;
      // Without a build, the end-to-end setup builds it itself (and says what failed).
      const e2eEnv = (await portalBuilt) ? { ...env, EVENTFLOW_PORTAL_BUILD: portalDir } : env;
      await vitest('end-to-end tests', ['e2e'], { env: e2eEnv });
    } finally {
      await stack.stop();
      await rm(portalDir, { recursive: true, force: true });
    }
  } else {
    await backendFreeTests;
  }
} else {
  await stack?.stop();
}
await rm(dataDir, { recursive: true, force: true });

console.log('');
for (const { title, lines } of failureReasons) console.log(`Why ${title} failed:\n${lines}\n`);
if (failedSteps.length) console.log(`Failed: ${failedSteps.join('; ')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(failedSteps.length || totals.failed ? 1 : 0);
