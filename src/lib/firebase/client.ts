import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore/lite';
import { initAuthClient, type AuthClient } from './auth-client';
import type { ClientEnv } from './env';

/** The app, Auth and Firestore: what the data stores use. */
export interface FirebaseClient extends AuthClient {
  db: Firestore;
}

let client: FirebaseClient | undefined;

/** Creates the SDK clients once (Auth first, see auth-client.ts), wired to the local emulators when the build says so. */
export function initFirebase(env?: ClientEnv): FirebaseClient {
  if (client) return client;
  const authed = initAuthClient(env);
  const db = getFirestore(authed.app);
  if (authed.env.emulators) connectFirestoreEmulator(db, authed.env.emulators.host, authed.env.emulators.firestorePort);
  client = { ...authed, db };
  return client;
}

export function firebaseClient(): FirebaseClient {
  return client ?? initFirebase();
}
