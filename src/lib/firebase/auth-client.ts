import { getApp, getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  type Auth,
} from 'firebase/auth';
import { eventPaths, type EventPaths } from '../../domain/paths';
import { parseClientEnv, type ClientEnv } from './env';

/**
 * The app and Auth: all the sign-in screens need. Firestore (client.ts), Storage (storage.ts) and
 * Functions (functions.ts) are created by the modules that use them, so each SDK loads with the
 * first screen that needs it.
 */
export interface AuthClient {
  app: FirebaseApp;
  auth: Auth;
  eventId: string;
  paths: EventPaths;
  env: ClientEnv;
}

let client: AuthClient | undefined;

/** Creates the app and Auth once, wired to the local emulators when the build says so. */
export function initAuthClient(env: ClientEnv = parseClientEnv(import.meta.env)): AuthClient {
  if (client) return client;
  const app = getApps().length ? getApp() : initializeApp(env.firebase);
  // getAuth's persistence without its popup/redirect resolver (the portal signs in by email only), ~10 KB less on every screen.
  const auth = initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence] });
  // Multi-tenant builds sign users into the event's own Auth tenant.
  if (env.tenantId) auth.tenantId = env.tenantId;
  if (env.emulators)
    connectAuthEmulator(auth, `http://${env.emulators.host}:${env.emulators.authPort}`, { disableWarnings: true });
  client = { app, auth, eventId: env.eventId, paths: eventPaths(env.eventId), env };
  return client;
}

export function authClient(): AuthClient {
  return client ?? initAuthClient();
}
