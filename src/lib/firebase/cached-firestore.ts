import {
  arrayRemove,
  arrayUnion,
  clearIndexedDbPersistence,
  collection,
  connectFirestoreEmulator,
  deleteField,
  doc,
  documentId,
  getCountFromServer,
  getDoc,
  getDocs,
  initializeFirestore,
  limit,
  loadBundle,
  memoryLocalCache,
  memoryLruGarbageCollector,
  onSnapshot,
  orderBy,
  persistentLocalCache,
  persistentMultipleTabManager,
  query,
  runTransaction,
  startAfter,
  terminate,
  waitForPendingWrites,
  where,
  writeBatch,
  type DocumentSnapshot,
  type FieldPath,
  type Firestore,
  type QueryConstraint,
  type QuerySnapshot,
  type Unsubscribe,
} from 'firebase/firestore';
import { BATCH_WRITE_LIMIT, LOCAL_CACHE_BYTES } from '../../domain/constants';
import { firebaseClient } from './client';
import { documentBundle, serverDocumentOf } from './document-bundle';
import {
  sdkConstraints,
  sdkData,
  type BatchOperation,
  type Constraint,
  type DocumentReader,
  type DocumentTransaction,
  type Listener,
  type StoredDocument,
} from './firestore-terms';

/**
 * Whether Firestore keeps its cache on disk: in a browser, yes (IndexedDB, shared by the portal's
 * tabs); where there is no IndexedDB (Node: the tests, the scripts) the cache lives in memory, of
 * the same size and kept the same way (least recently used first out), so it holds what a browser's would.
 */
const persistentCache = (): boolean => typeof indexedDB !== 'undefined';

function localCache() {
  return persistentCache()
    ? persistentLocalCache({ cacheSizeBytes: LOCAL_CACHE_BYTES, tabManager: persistentMultipleTabManager() })
    : memoryLocalCache({ garbageCollector: memoryLruGarbageCollector({ cacheSizeBytes: LOCAL_CACHE_BYTES }) });
}

function openFirestore(): Firestore {
  const { app, env } = firebaseClient();
  const opened = initializeFirestore(app, { localCache: localCache() });
  if (env.emulators) connectFirestoreEmulator(opened, env.emulators.host, env.emulators.firestorePort);
  return opened;
}

let db: Firestore | undefined;

/** The full SDK's Firestore with its 40 MB local cache: listens, writes, and reads once it is open. */
export function cachedDb(): Firestore {
  return (db ??= openFirestore());
}

const builders = { where, orderBy, limit, startAfter, documentId };
const fieldValues = { arrayUnion, arrayRemove, deleteField };

const ref = (path: string) => doc(cachedDb(), path);
const matching = (path: string, constraints: readonly Constraint[]) =>
  query(collection(cachedDb(), path), ...sdkConstraints<QueryConstraint, FieldPath>(builders, constraints));

export const cachedReader: DocumentReader = {
  readDocument: (path) => getDoc(ref(path)),
  readCollection: async (path, constraints) => (await getDocs(matching(path, constraints))).docs,
  countDocuments: async (path, constraints) => (await getCountFromServer(matching(path, constraints))).data().count,
};

/**
 * Puts documents the lite SDK read into the cache, with no request: loaded as a bundle, each at the
 * version the server answered, so the screen that showed them shows them offline too. A document
 * read as missing is not kept (the lite SDK keeps no time for it).
 */
export async function keepInCache(snapshots: readonly StoredDocument[]): Promise<void> {
  const documents = snapshots.map(serverDocumentOf).filter((document) => document !== undefined);
  if (documents.length === 0) return;
  const { projectId } = firebaseClient().app.options;
  await loadBundle(cachedDb(), documentBundle(`lite-reads-${crypto.randomUUID()}`, projectId ?? '', documents));
}

/**
 * Listens to one document. Changes of its metadata are reported too, so a write made here is seen
 * as pending (snapshot.metadata.hasPendingWrites) and then as stored.
 */
export function listenToDocument(path: string, { next, fail }: Listener<DocumentSnapshot>): Unsubscribe {
  return onSnapshot(ref(path), { includeMetadataChanges: true }, next, fail);
}

/** Listens to the documents of a query, metadata changes included as for listenToDocument. */
export function listenToQuery(
  path: string,
  constraints: readonly Constraint[],
  { next, fail }: Listener<QuerySnapshot>,
): Unsubscribe {
  return onSnapshot(matching(path, constraints), { includeMetadataChanges: true }, next, fail);
}

interface DocumentWriter {
  set(ref: ReturnType<typeof doc>, data: object, options: { merge: boolean }): unknown;
  update(ref: ReturnType<typeof doc>, data: object): unknown;
  delete(ref: ReturnType<typeof doc>): unknown;
}

function addOperation(writer: DocumentWriter, operation: BatchOperation): void {
  if (operation.type === 'delete') return void writer.delete(ref(operation.path));
  const data = sdkData(fieldValues, operation.data);
  if (operation.type === 'set') writer.set(ref(operation.path), data, { merge: operation.merge ?? false });
  else writer.update(ref(operation.path), data);
}

/** Commits any number of writes, 500 to a batch (Firestore's limit for one commit). */
export async function commitInBatches(operations: readonly BatchOperation[]): Promise<void> {
  for (let start = 0; start < operations.length; start += BATCH_WRITE_LIMIT) {
    const batch = writeBatch(cachedDb());
    for (const operation of operations.slice(start, start + BATCH_WRITE_LIMIT)) addOperation(batch, operation);
    await batch.commit();
  }
}

/** Runs `work` in a transaction (retried by the SDK when what it read changed meanwhile). */
export function runInTransaction<Result>(work: (transaction: DocumentTransaction) => Promise<Result>): Promise<Result> {
  return runTransaction(cachedDb(), (transaction) =>
    work({
      read: (path) => transaction.get(ref(path)),
      write: (operation) => addOperation(transaction, operation),
    }),
  );
}

/**
 * Forgets every document this browser keeps (signing out clears storage): stops Firestore, its
 * listeners and its writes not yet sent, deletes its on-disk cache (which a page load that never
 * opened it may still hold from an earlier session) and opens a fresh, empty one.
 */
export async function clearLocalCache(): Promise<void> {
  const current = cachedDb();
  await terminate(current);
  if (persistentCache()) await clearIndexedDbPersistence(current);
  db = openFirestore();
}

/** Resolves once the server has every write made so far (those kept while offline too). */
export async function keptWritesSent(): Promise<void> {
  await waitForPendingWrites(cachedDb());
}
