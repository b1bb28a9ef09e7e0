import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { FirestoreEngine } from './firestore/engine.js';
import { startFirestoreServer } from './firestore/server.js';
import { startStorageServer } from './storage/server.js';
import { StorageStore } from './storage/store.js';

export interface EmulatorOptions {
  host?: string;
  /** 0 picks a free port. */
  firestorePort?: number;
  /** 0 picks a free port. */
  storagePort?: number;
  /** The project named in the ready lines; every project's data is kept apart either way. */
  project?: string;
  /** Like Google's `--import` + `--export-on-exit`: loaded at start, written by `stop()`. */
  dataDir?: string;
}

export interface RunningEmulator {
  host: string;
  firestorePort: number;
  storagePort: number;
  /** Writes the data directory (when one was given) and closes both servers. */
  stop(): Promise<void>;
  /** Writes the data directory now without stopping. */
  save(): Promise<void>;
}

const FIRESTORE_FILE = 'firestore.json';
const STORAGE_DIR = 'storage';

async function loadEngine(dataDir: string | undefined): Promise<FirestoreEngine> {
  const engine = new FirestoreEngine();
  if (!dataDir) return engine;
  try {
    engine.importState(JSON.parse(await readFile(join(dataDir, FIRESTORE_FILE), 'utf8')));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  return engine;
}

async function saveEngine(engine: FirestoreEngine, dataDir: string): Promise<void> {
  await mkdir(dataDir, { recursive: true });
  // Write beside and rename, so a crash mid-write never leaves a truncated export.
  const target = join(dataDir, FIRESTORE_FILE);
  await writeFile(`${target}.tmp`, JSON.stringify(engine.exportState()));
  await rename(`${target}.tmp`, target);
}

export async function startEmulator(options: EmulatorOptions = {}): Promise<RunningEmulator> {
  const host = options.host ?? '127.0.0.1';
  const { dataDir } = options;
  const engine = await loadEngine(dataDir);
  const store = dataDir ? await StorageStore.loadFrom(join(dataDir, STORAGE_DIR)) : new StorageStore();
  const firestore = await startFirestoreServer({ engine, host, port: options.firestorePort ?? 0 });
  const storage = await startStorageServer({ store, host, port: options.storagePort ?? 0 });

  const save = async () => {
    if (!dataDir) return;
    await saveEngine(engine, dataDir);
    await store.saveTo(join(dataDir, STORAGE_DIR));
  };
  let stopped: Promise<void> | undefined;
  const stop = () => {
    stopped ??= (async () => {
      await Promise.all([firestore.close(), storage.close()]);
      await save();
    })();
    return stopped;
  };
  return { host, firestorePort: firestore.port, storagePort: storage.port, stop, save };
}

export { FirestoreEngine } from './firestore/engine.js';
export { StorageStore } from './storage/store.js';
