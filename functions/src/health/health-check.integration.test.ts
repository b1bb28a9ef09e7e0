import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, createUserWithEmailAndPassword, getAuth, signOut } from 'firebase/auth';
import {
  connectFunctionsEmulator,
  FunctionsError,
  getFunctions,
  httpsCallable,
  type Functions,
} from 'firebase/functions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getStack } from '../../../tests/support/stack';
import { healthCheckCallable } from '../../../src/domain/callables';
import { FUNCTIONS_REGION } from '../../../src/domain/constants';

// healthCheck as the portal calls it (the web SDK against the Functions emulator of the local
// stack) and as a firewall test would (a plain HTTP POST in the callable protocol).

const stack = getStack();
let app: FirebaseApp;
let functions: Functions;

beforeAll(() => {
  app = initializeApp({ projectId: stack.projectId, apiKey: 'demo-api-key' }, `health-check-${Date.now()}`);
  functions = getFunctions(app, FUNCTIONS_REGION);
  connectFunctionsEmulator(functions, stack.host, stack.ports.functions);
  connectAuthEmulator(getAuth(app), `http://${stack.host}:${stack.ports.auth}`, { disableWarnings: true });
});

afterAll(async () => {
  await deleteApp(app);
});

describe('healthCheck', () => {
  it('answers success to a signed-out caller of the web SDK', async () => {
    const healthCheck = httpsCallable(functions, healthCheckCallable.name);
    const withEvent = await healthCheck({ eventId: stack.eventId });
    expect(healthCheckCallable.output.parse(withEvent.data)).toEqual({ success: true });
    expect((await healthCheck()).data).toEqual({ success: true });
  });

  it('answers success to a plain HTTP POST in the callable protocol', async () => {
    const url = `http://${stack.host}:${stack.ports.functions}/${stack.projectId}/${FUNCTIONS_REGION}/healthCheck`;
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ data: {} }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ result: { success: true } });
  });

  it('checks the invoking user of a signed-in caller against their ID token', async () => {
    const auth = getAuth(app);
    const { user } = await createUserWithEmailAndPassword(auth, `health-${Date.now()}@example.com`, 'a-long-password');
    const healthCheck = httpsCallable(functions, healthCheckCallable.name);
    try {
      await expect(healthCheck({ eventId: stack.eventId, invokingUser: user.uid })).resolves.toMatchObject({
        data: { success: true },
      });
      const refusal = await healthCheck({ eventId: stack.eventId, invokingUser: 'someone-else' }).catch(
        (error: unknown) => error,
      );
      expect(refusal).toBeInstanceOf(FunctionsError);
      expect((refusal as FunctionsError).code).toBe('functions/permission-denied');
      // The web SDK appends the HTTP status to the function's message.
      expect((refusal as FunctionsError).message).toBe('invokingUser does not match the signed-in user [403]');
    } finally {
      await signOut(auth);
    }
  });
});
