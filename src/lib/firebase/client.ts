import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore/lite';
import { initAuthClient, type AuthClient } from './auth-client';
import { TEAM_MESSAGES } from '../../domain/messages';
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
