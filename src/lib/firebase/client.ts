import {
  clearIndexedDbPersistence,
  connectFirestoreEmulator,
  initializeFirestore,
  memoryLocalCache,
  memoryLruGarbageCollector,
  persistentLocalCache,
  persistentMultipleTabManager,
  terminate,
  waitForPendingWrites,
  type Firestore,
} from 'firebase/firestore';
import type { Firestore as UncachedFirestore } from 'firebase/firestore/lite';
import { initAuthClient, type AuthClient } from './auth-client';
import { LOCAL_CACHE_BYTES } from '../../domain/constants';
import { TEAM_MESSAGES } from '../../domain/messages';
import type { ClientEnv } from './env';

/** The app, Auth and Firestore: what the data stores use. */
export interface FirebaseClient extends AuthClient {
  db: Firestore;
}

let client: FirebaseClient | undefined;

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

function openFirestore({ app, env }: AuthClient): Firestore {
  const db = initializeFirestore(app, { localCache: localCache() });
  if (env.emulators) connectFirestoreEmulator(db, env.emulators.host, env.emulators.firestorePort);
  return db;
}

/** Creates the SDK clients once (Auth first, see auth-client.ts), wired to the local emulators when the build says so. */
export function initFirebase(env?: ClientEnv): FirebaseClient {
  if (client) return client;
  const authed = initAuthClient(env);
  client = { ...authed, db: openFirestore(authed) };
  return client;
}

/** The data client, made on first use; without a usable configuration there is none: 'Client not found'. */
export function firebaseClient(): FirebaseClient {
  if (client) return client;
  try {
    return initFirebase();
  } catch (error) {
    throw new Error(`${TEAM_MESSAGES.clientNotFound}\n${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
}

let uncached: Promise<UncachedFirestore> | undefined;

/**
 * The lite SDK's Firestore on the same app (and so the same signed-in person): one-off reads from
 * the server with no local cache, loaded by the first screen that reads a whole large list.
 */
export function uncachedFirestore(): Promise<UncachedFirestore> {
  uncached ??= import('firebase/firestore/lite').then(({ connectFirestoreEmulator: connectEmulator, getFirestore }) => {
    const { app, env } = firebaseClient();
    const db = getFirestore(app);
    if (env.emulators) connectEmulator(db, env.emulators.host, env.emulators.firestorePort);
    return db;
  });
  return uncached;
}

/**
 * Forgets every document this browser keeps (signing out clears storage): stops Firestore, its
 * listeners and its writes not yet sent, deletes its on-disk cache (which a page load that never
 * used Firestore may still hold from an earlier session) and opens a fresh, empty one.
 */
export async function clearLocalCache(): Promise<void> {
  const current = firebaseClient();
  await terminate(current.db);
  if (persistentCache()) await clearIndexedDbPersistence(current.db);
  client = { ...current, db: openFirestore(current) };
}

/** Resolves once the server has every write made so far (those kept while offline too). */
export async function keptWritesSent(): Promise<void> {
  await waitForPendingWrites(firebaseClient().db);
}
