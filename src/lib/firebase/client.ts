import { getApp, getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, type Auth } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore/lite';
import { connectFunctionsEmulator, getFunctions, type Functions } from 'firebase/functions';
import { connectStorageEmulator, getStorage, type FirebaseStorage } from 'firebase/storage';
import { FUNCTIONS_REGION } from '../../domain/constants';
import { eventPaths, type EventPaths } from '../../domain/paths';
import { parseClientEnv, type ClientEnv } from './env';

export interface FirebaseClient {
  app: FirebaseApp;
  auth: Auth;
  db: Firestore;
  storage: FirebaseStorage;
  functions: Functions;
  eventId: string;
  paths: EventPaths;
  env: ClientEnv;
}

let client: FirebaseClient | undefined;

/** Creates the SDK clients once, wired to the local emulators when the build says so. */
export function initFirebase(env: ClientEnv = parseClientEnv(import.meta.env)): FirebaseClient {
  if (client) return client;
  const app = getApps().length ? getApp() : initializeApp(env.firebase);
  const auth = getAuth(app);
  // Multi-tenant builds sign users into the event's own Auth tenant.
  if (env.tenantId) auth.tenantId = env.tenantId;
  const db = getFirestore(app);
  const storage = getStorage(app);
  const functions = getFunctions(app, FUNCTIONS_REGION);
  if (env.emulators) {
    const { host, authPort, firestorePort, storagePort, functionsPort } = env.emulators;
    connectAuthEmulator(auth, `http://${host}:${authPort}`, { disableWarnings: true });
    connectFirestoreEmulator(db, host, firestorePort);
    connectStorageEmulator(storage, host, storagePort);
    connectFunctionsEmulator(functions, host, functionsPort);
  }
  client = { app, auth, db, storage, functions, eventId: env.eventId, paths: eventPaths(env.eventId), env };
  return client;
}

export function firebaseClient(): FirebaseClient {
  return client ?? initFirebase();
}
