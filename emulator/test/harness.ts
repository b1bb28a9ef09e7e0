import { randomUUID } from 'node:crypto';
import { setLogLevel } from 'firebase/firestore/lite';
import { afterAll, beforeAll, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../src/index.js';

export interface EmulatorHosts {
  /** "host:port" of the Firestore emulator (REST and gRPC on one port). */
  firestoreHost: string;
  /** "host:port" of the Storage emulator. */
  storageHost: string;
  /** A project id unique to the calling test file, so files never see each other's data. */
  projectId: string;
  /** The Storage bucket of that project. */
  bucket: string;
}

/**
 * Points a test file at an emulator: Google's, when FIRESTORE_EMULATOR_HOST and
 * FIREBASE_STORAGE_EMULATOR_HOST are set, otherwise ours, started on free ports for this file.
 * The returned object is filled in by beforeAll.
 */
export function useEmulator(): EmulatorHosts {
  // Many cases expect a refused request; the SDK would log each one as an error.
  setLogLevel('silent');
  const hosts = {} as EmulatorHosts;
  let running: RunningEmulator | undefined;
  beforeAll(async () => {
    hosts.projectId = `demo-${randomUUID().slice(0, 8)}`;
    hosts.bucket = `${hosts.projectId}.appspot.com`;
    const external = process.env.FIRESTORE_EMULATOR_HOST;
    const externalStorage = process.env.FIREBASE_STORAGE_EMULATOR_HOST;
    if (external && externalStorage) {
      hosts.firestoreHost = external;
      hosts.storageHost = externalStorage;
      return;
    }
    running = await startEmulator({});
    hosts.firestoreHost = `${running.host}:${running.firestorePort}`;
    hosts.storageHost = `${running.host}:${running.storagePort}`;
  });
  afterAll(async () => {
    await running?.stop();
  });
  return hosts;
}

export function splitHost(hostAndPort: string): { host: string; port: number } {
  const at = hostAndPort.lastIndexOf(':');
  return { host: hostAndPort.slice(0, at), port: Number(hostAndPort.slice(at + 1)) };
}

/** True when this run drives Google's Firestore emulator (FIRESTORE_EMULATOR_HOST is set). */
export const againstGoogleFirestore = Boolean(process.env.FIRESTORE_EMULATOR_HOST);

/**
 * A case whose expectation is production Firestore's documented behaviour where Google's emulator
 * departs from it: it runs against ours only. Every use is listed in the README with its reason.
 */
export const productionOnly = it.skipIf(againstGoogleFirestore);
