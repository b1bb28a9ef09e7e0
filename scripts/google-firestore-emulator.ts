import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startProcess } from './managed-process';
import { pickFreePorts } from './ports';

/** Where Debian's `google-cloud-cli-firestore-emulator` package installs Google's Firestore emulator. */
export const GOOGLE_FIRESTORE_EMULATOR =
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud_firestore_emulator';

const HOST = '127.0.0.1';
const READY_LINE = /Dev App Server is now running/;
// A cold JVM on a busy 2-core machine takes a few seconds; allow plenty.
const READY_TIMEOUT_MS = 60_000;

export interface GoogleFirestoreEmulator {
  host: string;
  port: number;
  /** "host:port", the form FIRESTORE_EMULATOR_HOST takes. */
  hostAndPort: string;
  /** Every line the emulator printed, for explaining a failure. */
  logFile: string;
  stop(): Promise<void>;
}

export function googleFirestoreEmulatorInstalled(): boolean {
  return existsSync(GOOGLE_FIRESTORE_EMULATOR);
}

/**
 * Starts Google's Firestore emulator (REST and gRPC on one port) on a free port of 127.0.0.1 and
 * resolves once it is ready; resolves null when it is not installed. Its data lives in memory only.
 */
export async function startGoogleFirestore(): Promise<GoogleFirestoreEmulator | null> {
  if (!googleFirestoreEmulatorInstalled()) return null;
  const [port] = await pickFreePorts(HOST, 1);
  const runDir = await mkdtemp(join(tmpdir(), 'google-firestore-emulator-'));
  const child = startProcess({
    name: "Google's Firestore emulator",
    command: GOOGLE_FIRESTORE_EMULATOR,
    args: ['start', '--host', HOST, '--port', String(port)],
    cwd: runDir,
    env: process.env,
    logFile: join(runDir, 'emulator.log'),
  });
  const stop = async () => {
    await child.stop(5_000);
  };
  try {
    await child.waitForLine(READY_LINE, READY_TIMEOUT_MS);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    host: HOST,
    port,
    hostAndPort: `${HOST}:${port}`,
    logFile: child.logFile,
    stop: async () => {
      await stop();
      await rm(runDir, { recursive: true, force: true });
    },
  };
}
