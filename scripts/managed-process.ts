import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { createInterface } from 'node:readline';

/**
 * A long-running child (an emulator, the mail catcher, Vite) in its own process group, so that
 * stopping it also stops everything it spawned, and a terminal's Ctrl-C reaches only our parent
 * script, which then shuts the children down in order (firebase-tools must export before exiting).
 */
export interface ManagedProcess {
  readonly name: string;
  readonly pid: number;
  /** Every line the child printed, stdout and stderr interleaved. */
  readonly logFile: string;
  /** Resolves with the exit code (or the signal's name) once the child has exited. */
  readonly exited: Promise<number | string>;
  hasExited(): boolean;
  /** Resolves with the first line matching `pattern`; rejects when the child exits first or time runs out. */
  waitForLine(pattern: RegExp, timeoutMs: number, signal?: AbortSignal): Promise<RegExpMatchArray>;
  /** The last lines of output, for error messages. */
  outputTail(lineCount?: number): string;
  /** SIGINT to the group, SIGKILL after `graceMs`; always leaves no member of the group alive. */
  stop(graceMs?: number): Promise<void>;
}

export interface ProcessOptions {
  name: string;
  command: string;
  args: string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
  logFile: string;
  /** Also hand each output line to this function (Vite's messages belong on the developer's terminal). */
  echo?: (line: string) => void;
}

const TAIL_LINES = 200;
// Groups still alive, killed synchronously if our process exits without stopping them (a crash,
// process.exit in a test runner), so nothing is left running detached from any terminal.
const liveGroups = new Set<number>();
let exitHookInstalled = false;

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch (error) {
    // ESRCH: the whole group is already gone.
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}

/** Kills every child group this process started and has not stopped yet (the forced second Ctrl-C). */
export function killAllProcessesNow(): void {
  for (const pid of liveGroups) signalGroup(pid, 'SIGKILL');
  liveGroups.clear();
}

function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on('exit', killAllProcessesNow);
}

export function startProcess(options: ProcessOptions): ManagedProcess {
  installExitHook();
  mkdirSync(dirname(options.logFile), { recursive: true });
  const log = createWriteStream(options.logFile);
  const child = spawn(options.command, options.args, {
    cwd: options.cwd,
    env: options.env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (child.pid === undefined) throw new Error(`Could not start ${options.name} (${options.command})`);
  const pid = child.pid;
  liveGroups.add(pid);

  const tail: string[] = [];
  const lineListeners = new Set<(line: string) => void>();
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => {
      log.write(`${line}\n`);
      tail.push(line);
      if (tail.length > TAIL_LINES) tail.shift();
      options.echo?.(line);
      for (const listener of lineListeners) listener(line);
    });
  }

  let exitedWith: number | string | undefined;
  const exited = new Promise<number | string>((resolve) => {
    child.on('error', (error) => {
      tail.push(`failed to start: ${error.message}`);
      exitedWith = -1;
      resolve(exitedWith);
    });
    child.on('exit', (code, signal) => {
      exitedWith = code ?? signal ?? -1;
      resolve(exitedWith);
    });
  }).finally(() => {
    log.end();
  });

  const outputTail = (lineCount = 25) => tail.slice(-lineCount).join('\n');

  const waitForLine = (pattern: RegExp, timeoutMs: number, signal?: AbortSignal) =>
    new Promise<RegExpMatchArray>((resolve, reject) => {
      const done = (finish: () => void) => {
        clearTimeout(timer);
        lineListeners.delete(onLine);
        signal?.removeEventListener('abort', onAbort);
        finish();
      };
      const onLine = (line: string) => {
        const match = line.match(pattern);
        if (match) done(() => resolve(match));
      };
      const onAbort = () => done(() => reject(signal?.reason));
      const timer = setTimeout(
        () =>
          done(() =>
            reject(
              new Error(
                `${options.name} did not print ${pattern} within ${timeoutMs / 1000} s. Last output:\n${outputTail()}`,
              ),
            ),
          ),
        timeoutMs,
      );
      const earlier = tail.map((line) => line.match(pattern)).find(Boolean);
      if (earlier) return done(() => resolve(earlier));
      lineListeners.add(onLine);
      signal?.addEventListener('abort', onAbort, { once: true });
      void exited.then((how) =>
        done(() =>
          reject(new Error(`${options.name} exited (${how}) before it was ready. Last output:\n${outputTail()}`)),
        ),
      );
    });

  let stopping: Promise<void> | undefined;
  const stop = (graceMs = 10_000) => {
    stopping ??= (async () => {
      if (exitedWith === undefined) {
        signalGroup(pid, 'SIGINT');
        const timer = setTimeout(() => signalGroup(pid, 'SIGKILL'), graceMs);
        await exited;
        clearTimeout(timer);
      }
      // The leader is gone; anything it left behind in its group goes too.
      signalGroup(pid, 'SIGKILL');
      liveGroups.delete(pid);
    })();
    return stopping;
  };

  return {
    name: options.name,
    pid,
    logFile: options.logFile,
    exited,
    hasExited: () => exitedWith !== undefined,
    waitForLine,
    outputTail,
    stop,
  };
}

/** Runs a command to completion (the functions build), failing with its output when it fails. */
export async function runToCompletion(options: Omit<ProcessOptions, 'echo'>): Promise<void> {
  const child = startProcess(options);
  const how = await child.exited;
  await child.stop();
  if (how !== 0) throw new Error(`${options.name} failed (${how}):\n${child.outputTail(40)}`);
}
