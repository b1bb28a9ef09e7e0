import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import {
  deleteApp as deleteAdminApp,
  initializeApp as initializeAdminApp,
  type App as AdminApp,
} from 'firebase-admin/app';
import { getFirestore as getAdminFirestore, type Firestore as AdminFirestore } from 'firebase-admin/firestore';
import { getStorage as getAdminStorage } from 'firebase-admin/storage';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectFirestoreEmulator, getFirestore, setLogLevel, type Firestore } from 'firebase/firestore/lite';
import { connectStorageEmulator, getStorage, type FirebaseStorage } from 'firebase/storage';

import { startGoogleFirestore } from '../../scripts/google-firestore-emulator';
import { ACTORS, FILES, WORLD, emailOf, type Actor } from './world';

type Bucket = ReturnType<ReturnType<typeof getAdminStorage>['bucket']>;

/** One emulator under test, with the project's rules loaded and the world seeded. */
export interface RulesTarget {
  /** The web SDKs as each actor (guests carry no token). */
  firestoreAs(actor: Actor): Firestore;
  storageAs(actor: Actor): FirebaseStorage | undefined;
  /** Puts documents and files back as the world has them (or removes them when it has none). */
  restore(paths: readonly string[]): Promise<void>;
  restoreFiles(paths: readonly string[]): Promise<void>;
  stop(): Promise<void>;
}

interface Hosts {
  host: string;
  firestorePort: number;
  /** Absent for Google's emulator: there is no Google Storage emulator on this machine. */
  storagePort?: number;
  stop(): Promise<void>;
}

const rulesFile = (name: string) => readFile(new URL(`../../${name}`, import.meta.url), 'utf8');

async function putRules(url: string, name: string): Promise<void> {
  const body = JSON.stringify({ rules: { files: [{ name, content: await rulesFile(name) }] } });
  const response = await fetch(url, { method: 'PUT', headers: { 'content-type': 'application/json' }, body });
  if (!response.ok) throw new Error(`Loading ${name} failed: ${response.status} ${await response.text()}`);
}

/** firebase-admin reads the emulator hosts from the environment when its clients are made. */
function withEmulatorEnv<T>(env: Record<string, string>, make: () => T): T {
  const saved = Object.fromEntries(Object.keys(env).map((key) => [key, process.env[key]]));
  Object.assign(process.env, env);
  try {
    return make();
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
}

async function connect(hosts: Hosts): Promise<RulesTarget> {
  const projectId = `demo-rules-${randomUUID().slice(0, 8)}`;
  const bucketName = `${projectId}.appspot.com`;
  const base = `http://${hosts.host}:${hosts.firestorePort}`;
  await putRules(`${base}/emulator/v1/projects/${projectId}:securityRules`, 'firestore.rules');
  if (hosts.storagePort) await putRules(`http://${hosts.host}:${hosts.storagePort}/internal/setRules`, 'storage.rules');

  const adminApp: AdminApp = initializeAdminApp({ projectId, storageBucket: bucketName }, projectId);
  const env: Record<string, string> = { FIRESTORE_EMULATOR_HOST: `${hosts.host}:${hosts.firestorePort}` };
  if (hosts.storagePort) env.FIREBASE_STORAGE_EMULATOR_HOST = `${hosts.host}:${hosts.storagePort}`;
  const adminDb: AdminFirestore = withEmulatorEnv(env, () => getAdminFirestore(adminApp));
  const bucket: Bucket | undefined = hosts.storagePort
    ? withEmulatorEnv(env, () => getAdminStorage(adminApp).bucket(bucketName))
    : undefined;

  const restore = async (paths: readonly string[]) => {
    const batch = adminDb.batch();
    for (const path of paths) {
      const data = WORLD[path];
      if (data) batch.set(adminDb.doc(path), data);
      else batch.delete(adminDb.doc(path));
    }
    await batch.commit();
  };
  const restoreFiles = async (paths: readonly string[]) => {
    if (!bucket) return;
    await Promise.all(
      paths.map(async (path) => {
        const contentType = FILES[path];
        if (contentType) await bucket.file(path).save(Buffer.from(`file ${path}`), { contentType, resumable: false });
        else await bucket.file(path).delete({ ignoreNotFound: true });
      }),
    );
  };
  await restore(Object.keys(WORLD));
  await restoreFiles(Object.keys(FILES));

  const apps: FirebaseApp[] = [];
  const clients = new Map(
    ACTORS.map((actor) => {
      const app = initializeApp(
        { projectId, apiKey: 'rules-matrix', storageBucket: bucketName },
        `${projectId}-${actor}`,
      );
      apps.push(app);
      const mockUserToken = actor === 'guest' ? undefined : { sub: actor, email: emailOf(actor) };
      const db = getFirestore(app);
      connectFirestoreEmulator(db, hosts.host, hosts.firestorePort, mockUserToken ? { mockUserToken } : {});
      let storage: FirebaseStorage | undefined;
      if (hosts.storagePort) {
        storage = getStorage(app);
        connectStorageEmulator(storage, hosts.host, hosts.storagePort, mockUserToken ? { mockUserToken } : {});
      }
      return [actor, { db, storage }] as const;
    }),
  );

  return {
    firestoreAs: (actor) => clients.get(actor)!.db,
    storageAs: (actor) => clients.get(actor)!.storage,
    restore,
    restoreFiles,
    stop: async () => {
      await Promise.all(apps.map((app) => deleteApp(app)));
      await deleteAdminApp(adminApp);
      await hosts.stop();
    },
  };
}

/** Our emulator, Firestore and Storage, started for this file. */
export async function startOurs(): Promise<RulesTarget> {
  setLogLevel('silent');
  // Imported here, so the Google run does not load our emulator at all.
  const { startEmulator } = await import('../../emulator/src/index');
  const running = await startEmulator({});
  return connect({
    host: running.host,
    firestorePort: running.firestorePort,
    storagePort: running.storagePort,
    stop: running.stop,
  });
}

/** Google's Firestore emulator when installed (Storage rows are ours only); null when it is not. */
export async function startGoogle(): Promise<RulesTarget | null> {
  setLogLevel('silent');
  const google = await startGoogleFirestore();
  if (!google) return null;
  return connect({ host: google.host, firestorePort: google.port, stop: google.stop });
}
