import { parseArgs } from 'node:util';
import { join, relative } from 'node:path';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';
import { killAllProcessesNow, startProcess, type ManagedProcess } from './managed-process';
import { assertPortsFree } from './ports';
import { DEFAULT_STACK_PORTS, STACK_HOST, repoRoot, startStack, type Stack } from './stack';

// `npm start`: the local backend on the documented ports with data kept in .emulator-data/, the
// demo event seeded once, and Vite serving the portal against it. Ctrl-C stops everything and
// keeps the data; a second Ctrl-C kills whatever is still running.

const { values } = parseArgs({
  options: { official: { type: 'boolean', default: false } },
});

const dataDir = join(repoRoot, '.emulator-data');
const say = (message: string) => console.log(`  ${message}`);
const startup = new AbortController();
let starting: Promise<Stack> | undefined;
let vite: ManagedProcess | undefined;
let shuttingDownSince: number | undefined;
// npm and tsx pass the terminal's Ctrl-C on as well, so one key press can arrive two or three
// times within milliseconds; only a press after this long counts as the second, forcing one.
const REPEATED_SIGNAL_MS = 1_000;

async function shutDown(exitCode: number): Promise<never> {
  shuttingDownSince = Date.now();
  startup.abort(new Error('Stopped during start-up'));
  await vite?.stop(5_000);
  // A stack still starting cleans up after itself once it sees the abort.
  const stack = await starting?.catch(() => undefined);
  await stack?.stop();
  console.log(`  Stopped. The data is kept in ${relative(process.cwd(), dataDir) || '.'}/.`);
  process.exit(exitCode);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (shuttingDownSince === undefined) {
      console.log('\n  Stopping (saving data to .emulator-data/; Ctrl-C again to force)…');
      void shutDown(0);
    } else if (Date.now() - shuttingDownSince > REPEATED_SIGNAL_MS) {
      console.log('\n  Forced stop: killing every process now (data written since the last save may be lost).');
      killAllProcessesNow();
      process.exit(130);
    }
  });
}

function printSummary(running: Stack): void {
  const width = Math.max(...DEMO_ACCOUNTS.map((account) => account.label.length));
  const lines = [
    '',
    '  ┌──────────────────────────────────────────────────────────────',
    '  │ Eventflow is running',
    '  │',
    `  │ Portal      ${running.env.APP_URL}`,
    `  │ Mail inbox  ${running.env.MAIL_INBOX_URL}   (every email the functions send lands here)`,
    '  │',
    `  │ Demo sign-ins, password: ${DEMO_PASSWORD}`,
    ...DEMO_ACCOUNTS.map((account) => `  │   ${account.label.padEnd(width)}  ${account.email}`),
    '  │',
    `  │ Emulators   auth ${running.ports.auth} · firestore ${running.ports.firestore} · storage ${running.ports.storage} · functions ${running.ports.functions}`,
    `  │ Data        ${relative(process.cwd(), dataDir) || '.'}/ (kept between runs; delete it to start afresh)`,
    `  │ Logs        ${relative(process.cwd(), join(repoRoot, '.firebase', 'local', 'logs'))}/`,
    '  │',
    '  │ Ctrl-C stops everything and keeps the data.',
    '  └──────────────────────────────────────────────────────────────',
    '',
  ];
  console.log(lines.join('\n'));
}

try {
  const startedAt = Date.now();
  await assertPortsFree(STACK_HOST, { app: DEFAULT_STACK_PORTS.app });
  console.log(
    `\n  Starting the local stack${values.official ? " with Google's Firestore and Storage emulators" : ''}…`,
  );
  starting = startStack({
    ports: 'default',
    dataDir,
    seed: true,
    runSchedule: true,
    // Rules and indexes are edited while the portal runs: reload them, and show each denial.
    watchRules: true,
    onEmulatorLine: (line) => console.log(`  [emulator] ${line}`),
    official: values.official,
    log: say,
    signal: startup.signal,
  });
  const stack = await starting;
  vite = startProcess({
    name: 'vite',
    command: process.execPath,
    args: [
      join(repoRoot, 'node_modules', 'vite', 'bin', 'vite.js'),
      '--port',
      String(stack.ports.app),
      '--strictPort',
      '--host',
      stack.host,
    ],
    cwd: repoRoot,
    // Variables already in the environment take precedence over Vite's .env files.
    env: { ...process.env, ...stack.env },
    logFile: join(repoRoot, '.firebase', 'local', 'logs', 'vite.log'),
    echo: (line) => console.log(`  [vite] ${line}`),
  });
  await vite.waitForLine(/ready in|Local:/, 60_000, startup.signal);
  printSummary(stack);
  say(`Started in ${((Date.now() - startedAt) / 1000).toFixed(1)} s.`);
  const how = await vite.exited;
  if (shuttingDownSince === undefined) {
    console.error(`\n  Vite stopped (${how}); stopping the stack.`);
    await shutDown(1);
  }
} catch (error) {
  if (shuttingDownSince === undefined) {
    console.error(`\n  ${error instanceof Error ? error.message : String(error)}\n`);
    await shutDown(1);
  }
}
