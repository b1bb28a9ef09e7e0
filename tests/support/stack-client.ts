import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, type Auth } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore/lite';
import { connectFunctionsEmulator, getFunctions, httpsCallable, type Functions } from 'firebase/functions';
import { FUNCTIONS_REGION } from '../../src/domain/constants';
import { normaliseError } from '../../src/lib/firebase/errors';
import { getStack } from './stack';

/** The web SDKs of one test file, wired to the running stack, as a browser of the portal would be. */
export interface StackClient {
  app: FirebaseApp;
  auth: Auth;
  db: Firestore;
  functions: Functions;
  /**
   * Calls a callable by name as the portal does: the event id and the signed-in user as
   * invokingUser are added (a test may override either in `data`).
   */
  call<T = unknown>(name: string, data?: Record<string, unknown>): Promise<T>;
  close(): Promise<void>;
}

export function connectStackClient(label: string): StackClient {
  const stack = getStack();
  const app = initializeApp(
    { apiKey: stack.env.VITE_FIREBASE_API_KEY, projectId: stack.projectId },
    `${label}-${randomUUID()}`,
  );
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${stack.host}:${stack.ports.auth}`, { disableWarnings: true });
  const db = getFirestore(app);
  connectFirestoreEmulator(db, stack.host, stack.ports.firestore);
  const functions = getFunctions(app, FUNCTIONS_REGION);
  connectFunctionsEmulator(functions, stack.host, stack.ports.functions);
  const call = async <T>(name: string, data: Record<string, unknown> = {}): Promise<T> => {
    const invokingUser = auth.currentUser?.uid;
    const result = await httpsCallable(
      functions,
      name,
    )({ eventId: stack.eventId, ...(invokingUser ? { invokingUser } : {}), ...data });
    return result.data as T;
  };
  return { app, auth, db, functions, call, close: () => deleteApp(app) };
}

/** The message a refused call carries, as the portal shows it (without the SDK's " [412]" suffix). */
export async function refusalMessage(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (error === undefined) throw new Error('expected the call to be refused');
  return normaliseError(error).message;
}
