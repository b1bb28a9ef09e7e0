import { authClient, initAuthClient, type AuthClient } from './auth-client';
import { TEAM_MESSAGES } from '../../domain/messages';
import type { ClientEnv } from './env';

/** The app, Auth and the event's paths: what the data stores start from (Firestore comes through documents.ts). */
export type FirebaseClient = AuthClient;

/** Creates the SDK clients once (Auth first, see auth-client.ts), wired to the local emulators when the build says so. */
export function initFirebase(env?: ClientEnv): FirebaseClient {
  return initAuthClient(env);
}

/** The data client, made on first use; without a usable configuration there is none: 'Client not found'. */
export function firebaseClient(): FirebaseClient {
  try {
    return authClient();
  } catch (error) {
    throw new Error(`${TEAM_MESSAGES.clientNotFound}\n${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
}
