import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FUNCTIONS_REGION, SCHEDULED_JOBS_SECRET_VARIABLE } from '../src/domain/constants';
import { runScheduledJobsUrl, startLocalScheduler, type LocalScheduler } from './local-scheduler';
import { runToCompletion, startProcess, type ManagedProcess } from './managed-process';
import { assertPortsFree, pickFreePorts } from './ports';
import { seedDemoEvent } from './seed';

/**
 * The local backend: our Firestore and Storage emulator, firebase-tools' Auth and Functions
 * emulators (their functions pointed at our emulator), and a mail catcher. `npm start` runs it on
 * the documented ports; the integration and end-to-end tests run one on free ports.
 */

export const STACK_PROJECT_ID = 'demo-eventflow';
export const STACK_EVENT_ID = 'demo-event';
export const STACK_HOST = '127.0.0.1';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const requireFromRepo = createRequire(join(repoRoot, 'package.json'));

export interface StackPorts {
  auth: number;
  firestore: number;
  storage: number;
  functions: number;
  /** The mail catcher's SMTP port (functions send here). */
  smtp: number;
  /** The mail catcher's web inbox and REST API (`GET /email`). */
  inbox: number;
  /** firebase-tools' own coordination ports, pinned so two stacks never collide. */
  hub: number;
  logging: number;
  eventarc: number;
  tasks: number;
  /** Where the portal is expected to be served (links in emails use it); the stack does not bind it. */
  app: number;
}

export const DEFAULT_STACK_PORTS: StackPorts = {
  auth: 9099,
  firestore: 8080,
  storage: 9199,
  functions: 5001,
  smtp: 1025,
  inbox: 1080,
  hub: 4400,
  logging: 4500,
  eventarc: 9299,
  tasks: 9499,
  app: 5173,
};

export interface StackOptions {
  /** 'default': the documented ports (fails clearly when one is taken); 'free': ports the OS hands out. */
  ports: 'default' | 'free';
  /** Keeps Firestore, Storage, Auth and mail data here across restarts; without it everything starts empty. */
  dataDir?: string;
  /** Google's Firestore and Storage emulators (Java, downloaded by firebase-tools) instead of ours. */
  official?: boolean;
  /** Seeds the demo event and its sign-ins (once; later starts find them and skip). */
  seed?: boolean;
  /** Runs the scheduled jobs every minute, as Cloud Scheduler does (`npm start`); tests run them at chosen times instead. */
  runSchedule?: boolean;
  /** Reloads the rules and index files into our emulator when they change (`npm start`). */
  watchRules?: boolean;
  /** Also hands each line our emulator prints (rule denials, reloads) to this function. */
  onEmulatorLine?: (line: string) => void;
  /** Progress messages. Each child's full output goes to its log file instead. */
  log?: (message: string) => void;
  /** Aborting stops whatever has started and rejects (Ctrl-C during start-up). */
  signal?: AbortSignal;
}

/** What a client, a test or another process needs to talk to a running stack (JSON-serialisable). */
export interface StackInfo {
  projectId: string;
  eventId: string;
  host: string;
  ports: StackPorts;
  /** The VITE_* configuration of the web app plus the emulator variables of the Node SDKs. */
  env: Record<string, string>;
}

export interface Stack extends StackInfo {
  /** Per-service log files. */
  logFiles: Record<string, string>;
  /** Stops every process (SIGINT, then SIGKILL after a grace period); data stays in dataDir. */
  stop(): Promise<void>;
}

/** The JSON handed to test processes in EVENTFLOW_STACK (read back by tests/support/stack.ts). */
export function stackDescription(stack: StackInfo): string {
  const info: StackInfo = {
    projectId: stack.projectId,
    eventId: stack.eventId,
    host: stack.host,
    ports: stack.ports,
    env: stack.env,
  };
  return JSON.stringify(info);
}

const MAIL_FROM = 'Eventflow Demo <no-reply@demo.eventflow.test>';
const READY_TIMEOUT_MS = 120_000;
const POLL_INTERVAL_MS = 250;

/** The environment of everything that talks to the stack: the web app (VITE_*) and the Node SDKs. */
export function stackEnv(host: string, ports: StackPorts): Record<string, string> {
  const at = (port: number) => `${host}:${port}`;
  return {
    VITE_FIREBASE_API_KEY: 'demo-api-key',
    VITE_FIREBASE_AUTH_DOMAIN: `${STACK_PROJECT_ID}.firebaseapp.com`,
    VITE_FIREBASE_PROJECT_ID: STACK_PROJECT_ID,
    VITE_FIREBASE_STORAGE_BUCKET: `${STACK_PROJECT_ID}.appspot.com`,
    VITE_FIREBASE_APP_ID: '1:000000000000:web:demo',
    VITE_USE_EMULATORS: 'true',
    VITE_EMULATOR_HOST: host,
    VITE_AUTH_EMULATOR_PORT: String(ports.auth),
    VITE_FIRESTORE_EMULATOR_PORT: String(ports.firestore),
    VITE_STORAGE_EMULATOR_PORT: String(ports.storage),
    VITE_FUNCTIONS_EMULATOR_PORT: String(ports.functions),
    VITE_EVENT_ID: STACK_EVENT_ID,
    VITE_TENANT_ID: '',
    VITE_SENTRY_DSN: '',
    GCLOUD_PROJECT: STACK_PROJECT_ID,
    FIREBASE_AUTH_EMULATOR_HOST: at(ports.auth),
    FIRESTORE_EMULATOR_HOST: at(ports.firestore),
    FIREBASE_STORAGE_EMULATOR_HOST: at(ports.storage),
    FUNCTIONS_EMULATOR_ORIGIN: `http://${at(ports.functions)}`,
    MAIL_TRANSPORT: 'smtp',
    SMTP_HOST: host,
    SMTP_PORT: String(ports.smtp),
    MAIL_FROM,
    MAIL_INBOX_URL: `http://${at(ports.inbox)}`,
    APP_URL: `http://${at(ports.app)}`,
    // The basic-auth pair Postmark's delivery webhook must present (local only; production sets its own).
    POSTMARK_WEBHOOK_USERNAME: 'postmark',
    POSTMARK_WEBHOOK_PASSWORD: 'local-postmark-webhook-secret',
  };
}

/** A fresh copy of our own environment without another stack's emulator settings leaking in. */
function inheritedEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of [...Object.keys(stackEnv(STACK_HOST, DEFAULT_STACK_PORTS)), SCHEDULED_JOBS_SECRET_VARIABLE])
    delete env[name];
  return env;
}

async function choosePorts(mode: StackOptions['ports']): Promise<StackPorts> {
  if (mode === 'free') {
    const names = Object.keys(DEFAULT_STACK_PORTS) as (keyof StackPorts)[];
    const free = await pickFreePorts(STACK_HOST, names.length);
    return Object.fromEntries(names.map((name, index) => [name, free[index]])) as unknown as StackPorts;
  }
  // The app port is Vite's to claim; everything else must be free before we start.
  const bound = Object.fromEntries(Object.entries(DEFAULT_STACK_PORTS).filter(([name]) => name !== 'app'));
  await assertPortsFree(STACK_HOST, bound);
  return DEFAULT_STACK_PORTS;
}

function binPath(packageName: string, binName: string): string {
  const manifestPath = requireFromRepo.resolve(`${packageName}/package.json`);
  const manifest = requireFromRepo(manifestPath) as { bin: Record<string, string> | string };
  const bin = typeof manifest.bin === 'string' ? manifest.bin : manifest.bin[binName];
  return join(dirname(manifestPath), bin);
}

interface FirebaseProjectConfig {
  firestore: { rules: string; indexes: string };
  storage: { rules: string };
  functions: { source: string }[];
}

/** The project's firebase.json: where its rules, indexes and functions live (relative to the repository). */
async function readFirebaseConfig(): Promise<FirebaseProjectConfig> {
  return JSON.parse(await readFile(join(repoRoot, 'firebase.json'), 'utf8')) as FirebaseProjectConfig;
}

/** firebase-tools resolves every path in its config relative to the config file's folder. */
async function writeFirebaseConfig(runDir: string, ports: StackPorts, official: boolean): Promise<string> {
  const base = await readFirebaseConfig();
  const fromRunDir = (path: string) => relative(runDir, join(repoRoot, path));
  const service = (port: number) => ({ host: STACK_HOST, port });
  const config = {
    firestore: { rules: fromRunDir(base.firestore.rules), indexes: fromRunDir(base.firestore.indexes) },
    storage: { rules: fromRunDir(base.storage.rules) },
    functions: base.functions.map((codebase) => ({ ...codebase, source: fromRunDir(codebase.source) })),
    emulators: {
      auth: service(ports.auth),
      functions: service(ports.functions),
      hub: service(ports.hub),
      logging: service(ports.logging),
      eventarc: service(ports.eventarc),
      tasks: service(ports.tasks),
      ...(official ? { firestore: service(ports.firestore), storage: service(ports.storage) } : {}),
      ui: { enabled: false },
      singleProjectMode: true,
    },
  };
  const configPath = join(runDir, 'firebase.json');
  await writeFile(configPath, `${JSON.stringify(config, null, 2)}\n`);
  return configPath;
}

function assertJavaAvailable(): void {
  const java = spawnSync('java', ['-version'], { stdio: 'ignore' });
  if (java.error || java.status !== 0) {
    throw new Error(
      "--official needs Google's Firestore and Storage emulators, which are Java programs: install a Java " +
        'runtime (21 or newer, as firebase-tools requires) and make sure firebase-tools can download the emulators from Google on first ' +
        'use. Without --official, the stack uses our own emulator and needs neither.',
    );
  }
}

function delay(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolvePromise();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** Polls `check` until it answers true; fails early when `owner` exits, late when time runs out. */
async function waitUntil(
  what: string,
  owner: ManagedProcess,
  check: () => Promise<boolean>,
  signal?: AbortSignal,
): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    signal?.throwIfAborted();
    if (owner.hasExited()) {
      throw new Error(`${owner.name} exited before ${what} was ready. Last output:\n${owner.outputTail()}`);
    }
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) {
      throw new Error(
        `${what} did not answer within ${READY_TIMEOUT_MS / 1000} s. Last output of ${owner.name}:\n${owner.outputTail()}`,
      );
    }
    await delay(POLL_INTERVAL_MS, signal);
  }
}

async function answers(url: string, init?: RequestInit, timeoutMs = 2000): Promise<Response> {
  return fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
}

/** Waits for every promise, then throws the first failure: nothing is still starting when we clean up. */
async function allOrFirstError<T extends readonly unknown[]>(promises: { [K in keyof T]: Promise<T[K]> }): Promise<T> {
  const results = await Promise.allSettled(promises);
  const failure = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failure) throw failure.reason;
  return results.map((result) => (result as PromiseFulfilledResult<unknown>).value) as unknown as T;
}

export async function startStack(options: StackOptions): Promise<Stack> {
  const startedAt = Date.now();
  const log = options.log ?? (() => {});
  const { signal } = options;
  const official = options.official ?? false;
  if (official) assertJavaAvailable();

  const ports = await choosePorts(options.ports);
  const host = STACK_HOST;
  // Made afresh at every start and never printed, so only this stack's scheduler and tests run
  // the scheduled jobs: the Functions emulator answers whoever reaches its port.
  const env: Record<string, string> = {
    ...stackEnv(host, ports),
    [SCHEDULED_JOBS_SECRET_VARIABLE]: randomBytes(32).toString('base64url'),
  };
  const dataDir = options.dataDir ? resolve(options.dataDir) : undefined;
  // npm start keeps its config and logs in .firebase/local for inspection; test stacks use a temp
  // folder each, so parallel stacks never share firebase-tools' files.
  const runDir =
    options.ports === 'default'
      ? join(repoRoot, '.firebase', 'local')
      : await mkdtemp(join(tmpdir(), 'eventflow-stack-'));
  await mkdir(join(runDir, 'tmp'), { recursive: true });
  const logFile = (name: string) => join(runDir, 'logs', `${name}.log`);
  const processes: ManagedProcess[] = [];
  const track = (child: ManagedProcess) => {
    processes.push(child);
    return child;
  };

  const stopProcesses = async () => {
    // firebase-tools first: it exports Auth data on the way out, and its functions may still be
    // writing to our emulator.
    await processes.find((child) => child.name === 'firebase-tools')?.stop(20_000);
    await Promise.all(processes.map((child) => child.stop(10_000)));
  };
  let stopping: Promise<void> | undefined;
  let scheduler: LocalScheduler | undefined;
  const stop = () => {
    stopping ??= (async () => {
      scheduler?.stop();
      await stopProcesses();
      if (options.ports === 'free') await rm(runDir, { recursive: true, force: true });
    })();
    return stopping;
  };

  try {
    const buildFunctions = async () => {
      log('building the functions…');
      await runToCompletion({
        name: 'functions build',
        command: 'npm',
        args: ['run', 'build', '-w', 'functions'],
        cwd: repoRoot,
        env: inheritedEnv(),
        logFile: logFile('functions-build'),
      });
    };

    const startOurEmulator = async () => {
      const args = ['--import', 'tsx', 'emulator/src/cli.ts', '--host', host, '--project', STACK_PROJECT_ID];
      args.push('--firestore-port', String(ports.firestore), '--storage-port', String(ports.storage));
      // The wall is up in every local run: the project's own rules and indexes, as deployed.
      const project = await readFirebaseConfig();
      args.push(
        '--rules',
        project.firestore.rules,
        '--storage-rules',
        project.storage.rules,
        '--indexes',
        project.firestore.indexes,
      );
      if (options.watchRules) args.push('--watch');
      if (dataDir) args.push('--data', dataDir);
      const emulator = track(
        startProcess({
          name: 'emulator',
          command: process.execPath,
          args,
          cwd: repoRoot,
          env: inheritedEnv(),
          logFile: logFile('emulator'),
          echo: options.onEmulatorLine,
        }),
      );
      await emulator.waitForLine(/^firestore ready on /, READY_TIMEOUT_MS, signal);
      await emulator.waitForLine(/^storage ready on /, READY_TIMEOUT_MS, signal);
      log(
        `firestore + storage (ours, rules and indexes enforced) on ${host}:${ports.firestore} and ${host}:${ports.storage}`,
      );
    };

    const startMailCatcher = async () => {
      const mailDir = dataDir ? join(dataDir, 'mail') : join(runDir, 'mail');
      await mkdir(mailDir, { recursive: true });
      const maildev = track(
        startProcess({
          name: 'maildev',
          command: process.execPath,
          args: [
            binPath('maildev', 'maildev'),
            '--ip',
            host,
            '--smtp',
            String(ports.smtp),
            '--web',
            String(ports.inbox),
            '--mail-directory',
            mailDir,
          ],
          cwd: runDir,
          env: inheritedEnv(),
          logFile: logFile('maildev'),
        }),
      );
      await waitUntil('the mail inbox', maildev, async () => (await answers(`${env.MAIL_INBOX_URL}/email`)).ok, signal);
      log(`mail catcher: SMTP ${host}:${ports.smtp}, inbox ${env.MAIL_INBOX_URL}`);
    };

    await allOrFirstError([buildFunctions(), official ? Promise.resolve() : startOurEmulator(), startMailCatcher()]);
    signal?.throwIfAborted();

    const configPath = await writeFirebaseConfig(runDir, ports, official);
    const services = official ? 'auth,functions,firestore,storage' : 'auth,functions';
    const args = [binPath('firebase-tools', 'firebase'), 'emulators:start', '--only', services];
    args.push('--project', STACK_PROJECT_ID, '--config', configPath);
    if (dataDir) {
      // Auth users (and, with --official, Google's Firestore and Storage data) survive restarts.
      const exportDir = join(dataDir, 'firebase-export');
      args.push('--import', exportDir, '--export-on-exit', exportDir);
    }
    log(`starting firebase-tools (${services})…`);
    const firebase = track(
      startProcess({
        name: 'firebase-tools',
        command: process.execPath,
        args,
        cwd: runDir,
        env: {
          ...inheritedEnv(),
          // firebase-tools passes its environment on to the functions it runs.
          ...(official
            ? {}
            : {
                FIRESTORE_EMULATOR_HOST: env.FIRESTORE_EMULATOR_HOST,
                FIREBASE_STORAGE_EMULATOR_HOST: env.FIREBASE_STORAGE_EMULATOR_HOST,
              }),
          MAIL_TRANSPORT: env.MAIL_TRANSPORT,
          SMTP_HOST: env.SMTP_HOST,
          SMTP_PORT: env.SMTP_PORT,
          MAIL_FROM: env.MAIL_FROM,
          APP_URL: env.APP_URL,
          POSTMARK_WEBHOOK_USERNAME: env.POSTMARK_WEBHOOK_USERNAME,
          POSTMARK_WEBHOOK_PASSWORD: env.POSTMARK_WEBHOOK_PASSWORD,
          [SCHEDULED_JOBS_SECRET_VARIABLE]: env[SCHEDULED_JOBS_SECRET_VARIABLE],
          // firebase-tools finds its running hub through a file in the temp folder, per project id;
          // a private temp folder keeps two stacks of the same project from finding each other's.
          TMPDIR: join(runDir, 'tmp'),
          NO_UPDATE_NOTIFIER: '1',
          // Loading the functions to list them takes seconds; its 10 s default fails on a busy machine.
          FUNCTIONS_DISCOVERY_TIMEOUT: String(READY_TIMEOUT_MS / 1000),
        },
        logFile: logFile('firebase-tools'),
      }),
    );
    const failedOfficial = (error: unknown) =>
      official
        ? new Error(
            "firebase-tools could not start Google's Firestore and Storage emulators (on first use it downloads " +
              `them from Google, which needs internet access). ${(error as Error).message}`,
          )
        : error;
    await allOrFirstError([
      waitUntil('the Auth emulator', firebase, async () => (await answers(`http://${host}:${ports.auth}/`)).ok, signal),
      waitUntil(
        'the healthCheck function',
        firebase,
        async () => {
          // The first call waits while a worker loads the functions (tens of seconds on a busy
          // machine): giving up early would make the emulator start one more worker per poll.
          const healthCheck = {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ data: {} }),
          };
          const response = await answers(
            `http://${host}:${ports.functions}/${STACK_PROJECT_ID}/${FUNCTIONS_REGION}/healthCheck`,
            healthCheck,
            READY_TIMEOUT_MS,
          );
          const body = (await response.json()) as { result?: { success?: boolean } };
          return body.result?.success === true;
        },
        signal,
      ),
      ...(official
        ? [
            waitUntil(
              "Google's Firestore emulator",
              firebase,
              async () => (await answers(`http://${host}:${ports.firestore}/`)).ok,
              signal,
            ),
            waitUntil(
              "Google's Storage emulator",
              firebase,
              async () => Boolean(await answers(`http://${host}:${ports.storage}/`)),
              signal,
            ),
          ]
        : []),
    ]).catch((error: unknown) => {
      throw failedOfficial(error);
    });
    log(`auth on ${host}:${ports.auth}, functions on ${host}:${ports.functions}`);

    const stack: Stack = {
      projectId: STACK_PROJECT_ID,
      eventId: STACK_EVENT_ID,
      host,
      ports,
      env,
      logFiles: Object.fromEntries(processes.map((child) => [child.name, child.logFile])),
      stop,
    };
    if (options.seed) {
      const seeded = await seedDemoEvent(stack);
      log(seeded ? 'seeded the demo event' : 'demo event already seeded');
    }
    if (options.runSchedule) {
      scheduler = startLocalScheduler(
        runScheduledJobsUrl(env.FUNCTIONS_EMULATOR_ORIGIN!, STACK_PROJECT_ID),
        env[SCHEDULED_JOBS_SECRET_VARIABLE],
        log,
      );
      log('scheduled jobs run every minute');
    }
    log(`stack ready in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
    return stack;
  } catch (error) {
    // The logs stay behind to explain the failure.
    await stopProcesses();
    if (signal?.aborted) throw error;
    throw new Error(
      `The local stack did not start: ${error instanceof Error ? error.message : String(error)}\nLogs: ${join(runDir, 'logs')}`,
      {
        cause: error,
      },
    );
  }
}
