import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { FirestoreEngine } from './firestore/engine.js';
import { FirestoreError } from './firestore/errors.js';
import { startFirestoreServer } from './firestore/server.js';
import type { RulesDocument } from './rules/contract.js';
import { compileRulesetFor } from './rules/load.js';
import { StorageRules } from './storage/rules.js';
import { startStorageServer } from './storage/server.js';
import { StorageStore } from './storage/store.js';
import { applyFile } from './watched-file.js';

export interface EmulatorOptions {
  host?: string;
  /** 0 picks a free port. */
  firestorePort?: number;
  /** 0 picks a free port. */
  storagePort?: number;
  /**
   * The project named in the ready lines, and whose Firestore `firestore.get()` in storage rules
   * reads for a bucket not named `<project>.appspot.com`; every project's data is kept apart either way.
   */
  project?: string;
  /** Like Google's `--import` + `--export-on-exit`: loaded at start, written by `stop()`. */
  dataDir?: string;
  /** Firestore rules in force for every project that loads none of its own over HTTP. */
  rulesFile?: string;
  /** Storage rules in force for every bucket until `/internal/setRules` replaces them. */
  storageRulesFile?: string;
  /** A `firestore.indexes.json`: queries production would refuse for want of an index are refused. */
  indexesFile?: string;
  /** Reload the three files above when they change; a broken edit keeps the previous version. */
  watch?: boolean;
  /** Where file reloads and Storage rule denials are reported (default: stdout; Firestore denials go to stderr). */
  log?: (line: string) => void;
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

/** `firestore.get()` in storage rules: a plain read of our own engine, outside any rules. */
function firestoreReader(engine: FirestoreEngine) {
  return (project: string, database: string, path: string): RulesDocument | null => {
    try {
      const document = engine.getDocument(`projects/${project}/databases/${database}/documents/${path}`);
      return { name: document.name as string, fields: document.fields ?? {} };
    } catch (error) {
      if (error instanceof FirestoreError && error.code === 'NOT_FOUND') return null;
      throw error;
    }
  };
}

function parseIndexes(path: string, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new Error(`${path}: ${(error as Error).message}`, { cause: error });
  }
}

export async function startEmulator(options: EmulatorOptions = {}): Promise<RunningEmulator> {
  const host = options.host ?? '127.0.0.1';
  const { dataDir } = options;
  const log = options.log ?? ((line: string) => console.log(line));
  const engine = await loadEngine(dataDir);
  const storageRules = new StorageRules({
    readFirestore: firestoreReader(engine),
    defaultProject: options.project ?? '',
    log,
  });

  // Project files first: one that does not load stops the start before any port is taken.
  const watch = options.watch ?? false;
  const stopWatching: (() => void)[] = [];
  const { rulesFile, storageRulesFile, indexesFile } = options;
  try {
    if (rulesFile) {
      const apply = (content: string) => {
        const files = [{ name: rulesFile, content }];
        engine.rules.setDefault(compileRulesetFor('cloud.firestore', files), files);
      };
      stopWatching.push(applyFile(rulesFile, { apply, watch, log }));
    }
    if (storageRulesFile) {
      stopWatching.push(
        applyFile(storageRulesFile, {
          apply: (content) => storageRules.load([{ name: storageRulesFile, content }]),
          watch,
          log,
        }),
      );
    }
    if (indexesFile) {
      stopWatching.push(
        applyFile(indexesFile, {
          apply: (text) => engine.setIndexConfiguration(parseIndexes(indexesFile, text)),
          watch,
          log,
        }),
      );
    }
  } catch (error) {
    for (const stop of stopWatching) stop();
    throw error;
  }

  const store = dataDir ? await StorageStore.loadFrom(join(dataDir, STORAGE_DIR)) : new StorageStore();
  const firestore = await startFirestoreServer({ engine, host, port: options.firestorePort ?? 0 });
  const storage = await startStorageServer({ store, host, port: options.storagePort ?? 0, rules: storageRules });

  const save = async () => {
    if (!dataDir) return;
    await saveEngine(engine, dataDir);
    await store.saveTo(join(dataDir, STORAGE_DIR));
  };
  let stopped: Promise<void> | undefined;
  const stop = () => {
    stopped ??= (async () => {
      for (const stopWatchingFile of stopWatching) stopWatchingFile();
      await Promise.all([firestore.close(), storage.close()]);
      await save();
    })();
    return stopped;
  };
  return { host, firestorePort: firestore.port, storagePort: storage.port, stop, save };
}

export { FirestoreEngine } from './firestore/engine.js';
export { StorageStore } from './storage/store.js';
