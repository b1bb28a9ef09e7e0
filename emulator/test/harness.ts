import { randomUUID } from 'node:crypto';
import {
  deleteApp as deleteAdminApp,
  initializeApp as initializeAdminApp,
  type App as AdminApp,
} from 'firebase-admin/app';
import { getFirestore as getAdminFirestore, type Firestore as AdminFirestore } from 'firebase-admin/firestore';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  connectFirestoreEmulator as connectFullFirestoreEmulator,
  getFirestore as getFullFirestore,
  setLogLevel as setFullLogLevel,
  terminate,
  type Firestore as FullFirestore,
} from 'firebase/firestore';
import {
  connectFirestoreEmulator,
  getFirestore,
  setLogLevel,
  type EmulatorMockTokenOptions,
  type Firestore,
} from 'firebase/firestore/lite';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../src/index.js';

/** Google's Firestore emulator, when this run drives it ("host:port"). */
const googleFirestoreHost = process.env.FIRESTORE_EMULATOR_HOST || undefined;

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
 * Points a test file at an emulator. Firestore: Google's when FIRESTORE_EMULATOR_HOST is set,
 * otherwise ours. Storage: always ours (there is no Google Storage emulator here). Ours is started
 * on free ports for this file. The returned object is filled in by beforeAll.
 */
export function useEmulator(): EmulatorHosts {
  // Many cases expect a refused request; the SDK would log each one as an error.
  setLogLevel('silent');
  setFullLogLevel('silent');
  const hosts = {} as EmulatorHosts;
  let running: RunningEmulator | undefined;
  beforeAll(async () => {
    hosts.projectId = `demo-${randomUUID().slice(0, 8)}`;
    hosts.bucket = `${hosts.projectId}.appspot.com`;
    running = await startEmulator({});
    hosts.firestoreHost = googleFirestoreHost ?? `${running.host}:${running.firestorePort}`;
    hosts.storageHost = `${running.host}:${running.storagePort}`;
  });
  afterAll(async () => {
    await Promise.all([...fullApps].map((app) => terminate(getFullFirestore(app))));
    await Promise.all([...fullApps].map((app) => deleteApp(app)));
    fullApps.clear();
    await Promise.all([...webApps].map((app) => deleteApp(app)));
    await Promise.all([...adminApps].map((app) => deleteAdminApp(app)));
    webApps.clear();
    adminApps.clear();
    await running?.stop();
  });
  return hosts;
}

export function splitHost(hostAndPort: string): { host: string; port: number } {
  const at = hostAndPort.lastIndexOf(':');
  return { host: hostAndPort.slice(0, at), port: Number(hostAndPort.slice(at + 1)) };
}

/** One project on the Firestore emulator under test. */
export interface FirestoreTarget {
  firestoreHost: string;
  projectId: string;
}

/**
 * Loads a Firestore ruleset for the target's project the way `@firebase/rules-unit-testing` does,
 * into whichever emulator is under test; fails with the emulator's answer when it is refused.
 */
export async function loadFirestoreRules(target: FirestoreTarget, source: string): Promise<void> {
  const response = await fetch(
    `http://${target.firestoreHost}/emulator/v1/projects/${target.projectId}:securityRules`,
    {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content: source }] } }),
    },
  );
  if (!response.ok) throw new Error(`Loading rules failed (${response.status}): ${await response.text()}`);
}

/** A `rules_version = '2'` Firestore ruleset whose statements sit in `match /databases/{database}/documents`. */
export function firestoreRuleset(statements: string): string {
  return `rules_version = '2';\nservice cloud.firestore {\n  match /databases/{database}/documents {\n${statements}\n  }\n}\n`;
}

let rulesProjects = 0;

/**
 * A project of its own, on the emulator useEmulator chose, with `rules` loaded in beforeAll, so the
 * rules and data of one describe block never meet another's.
 */
export function useRulesProject(hosts: EmulatorHosts, rules: string): FirestoreTarget {
  const target = {} as FirestoreTarget;
  beforeAll(async () => {
    rulesProjects += 1;
    target.firestoreHost = hosts.firestoreHost;
    target.projectId = `${hosts.projectId}-${rulesProjects}`;
    await loadFirestoreRules(target, rules);
  });
  return target;
}

/** 'allowed' when the request succeeds, otherwise the SDK's error code (e.g. 'permission-denied'). */
export function outcome(request: Promise<unknown>): Promise<string> {
  return request.then(
    () => 'allowed',
    (error: { code?: unknown }) => (typeof error?.code === 'string' ? error.code : String(error)),
  );
}

export async function expectAllowed(request: Promise<unknown>): Promise<void> {
  expect(await outcome(request)).toBe('allowed');
}

export async function expectDenied(request: Promise<unknown>): Promise<void> {
  expect(await outcome(request)).toBe('permission-denied');
}

const webApps = new Set<FirebaseApp>();

/**
 * A web SDK (`firebase/firestore/lite`) client of the target's project, signed in as `user` through
 * an unsigned `mockUserToken` (its `sub` becomes request.auth.uid, every field a token claim), or
 * signed out when `user` is null. useEmulator deletes the apps after the file.
 */
export function webFirestore(target: FirestoreTarget, user: EmulatorMockTokenOptions | null = null): Firestore {
  const app = initializeApp({ projectId: target.projectId, apiKey: 'demo' }, `web-${randomUUID()}`);
  webApps.add(app);
  const db = getFirestore(app);
  const { host, port } = splitHost(target.firestoreHost);
  connectFirestoreEmulator(db, host, port, user ? { mockUserToken: user } : {});
  return db;
}

const fullApps = new Set<FirebaseApp>();

/**
 * A client of the full web SDK (`firebase/firestore`), which in Node speaks gRPC: writes over the
 * Write stream, reads over the Listen stream. Signed in as `uid` through an unsigned mockUserToken,
 * or signed out when `uid` is null. useEmulator ends the clients after the file.
 */
export function fullSdkFirestore(target: FirestoreTarget, uid: string | null = null): FullFirestore {
  const app = initializeApp({ projectId: target.projectId, apiKey: 'demo' }, `full-${randomUUID()}`);
  fullApps.add(app);
  const db = getFullFirestore(app);
  const { host, port } = splitHost(target.firestoreHost);
  connectFullFirestoreEmulator(db, host, port, uid ? { mockUserToken: { sub: uid } } : {});
  return db;
}

const adminApps = new Set<AdminApp>();

/**
 * A firebase-admin client of the target's project: it talks gRPC with `Bearer owner`, so rules do
 * not apply to it (seeding data, reading what a refused request left behind).
 */
export function adminFirestore(target: FirestoreTarget): AdminFirestore {
  const app = initializeAdminApp({ projectId: target.projectId }, `admin-${randomUUID()}`);
  adminApps.add(app);
  // Without TLS the client assumes an emulator and sends `Bearer owner` instead of credentials.
  const db = getAdminFirestore(app);
  db.settings({ host: target.firestoreHost, ssl: false });
  return db;
}

/** True when this run drives Google's Firestore emulator (FIRESTORE_EMULATOR_HOST is set). */
export const againstGoogleFirestore = googleFirestoreHost !== undefined;

/**
 * A case whose expectation is production Firestore's documented behaviour where Google's emulator
 * departs from it: it runs against ours only. Every use is listed in emulator/README.md with its reason.
 */
export const productionOnly = it.skipIf(againstGoogleFirestore);
