/**
 * `npm test`: everything, in the order that fails fastest — lint, format and type-check side by side, then
 * the tests that need no backend (unit, component, the emulator's conformance suites and the rules
 * attack matrix) side by side with the emulator's Firestore suites against Google's Firestore
 * emulator (when installed) and with two local stacks starting on free ports, then the integration
 * tests on the first stack (the portals building meanwhile), then the end-to-end tests in two shards,
 * one on each stack, side by side.
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
  /** More Vitest arguments. */
  args?: string[];
}

async function vitest(title: string, projects: string[], options: VitestOptions = {}): Promise<boolean> {
  const output = join(resultsDir, `${options.report ?? projects.join('-')}.json`);
  const args = [
    'vitest',
    'run',
    ...projects.flatMap((project) => ['--project', project]),
    ...(options.files ?? []),
    ...(options.args ?? []),
  ];
  args.push('--reporter=default', '--reporter=json', `--outputFile.json=${output}`);
  const ok = await run(title, 'npx', args, options);
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

const staticChecks = await Promise.all([
  run('lint', 'npx', ['eslint', '.'], { buffered: true }),
  run('format', 'npx', ['prettier', '--check', '.'], { buffered: true }),
  run('type-check', 'npm', ['run', 'typecheck']),
]);
if (staticChecks.every(Boolean)) {
  // Two stacks start (and seed) while the tests that need no backend run: they mostly wait on their
  // processes starting, as Google's emulator mostly waits on its JVM. The second, started once the
  // first holds its ports, gives the end-to-end tests a demo event of their own for half the files.
  console.log('\n▶ starting two local stacks on free ports');
  const dataDirs = await Promise.all([1, 2].map(() => mkdtemp(join(tmpdir(), 'eventflow-test-stack-'))));
  const firstStarted = startStack({ ports: 'free', dataDir: dataDirs[0], seed: true });
  const secondStarted = firstStarted.then(() => startStack({ ports: 'free', dataDir: dataDirs[1], seed: true }));
  const stacksStarted = Promise.all([firstStarted, secondStarted]);
  stacksStarted.catch(() => undefined);
  await Promise.all([
    vitest('unit, component, emulator and rules tests', ['unit', 'component', 'component-mocked', 'emulator', 'rules']),
    firestoreSuitesAgainstGoogle(),
  ]);
  const stacks = await stacksStarted.catch((error: unknown) => {
    console.log(`✘ starting the local stacks: ${error instanceof Error ? error.message : String(error)}`);
    failedSteps.push('starting the local stacks');
    return null;
  });
  if (stacks) {
    const portalDirs = await Promise.all(stacks.map(() => mkdtemp(join(tmpdir(), 'eventflow-portal-'))));
    try {
      // The integration tests run on the first stack alone: they and the end-to-end tests write to the
      // seeded demo event, and counts one run reads (the reports' totals, the scheduled jobs' reach)
      // would change under it if they shared it. The portals the end-to-end tests serve (one per
      // stack: each build is wired to its stack) build meanwhile.
      const envs = stacks.map((stack) => ({ ...process.env, EVENTFLOW_STACK: stackDescription(stack) }));
      const portalsBuilt = Promise.all(
        stacks.map((stack, index) =>
          run(`building the portal for end-to-end shard ${index + 1}`, 'npx', portalBuildArgs(portalDirs[index]), {
            env: portalBuildEnv(stack.env),
            buffered: true,
          }),
        ),
      );
      await vitest('integration tests', ['integration'], { env: envs[0] });
      const built = await portalsBuilt;
      // Half the files each, side by side: a browser story mostly waits on the stack and the page.
      // Without a build, the end-to-end setup builds it itself (and says what failed).
      await Promise.all(
        envs.map((env, index) =>
          vitest(`end-to-end tests, shard ${index + 1} of ${envs.length}`, ['e2e'], {
            env: built[index] ? { ...env, EVENTFLOW_PORTAL_BUILD: portalDirs[index] } : env,
            args: [`--shard=${index + 1}/${envs.length}`],
            report: `e2e-${index + 1}`,
            buffered: true,
          }),
        ),
      );
    } finally {
      await Promise.all(stacks.map((stack) => stack.stop()));
      await Promise.all(portalDirs.map((dir) => rm(dir, { recursive: true, force: true })));
    }
  }
  await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
}

console.log('');
if (failedSteps.length) console.log(`Failed: ${failedSteps.join('; ')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(failedSteps.length || totals.failed ? 1 : 0);
