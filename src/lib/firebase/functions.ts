import type * as FunctionsSdk from 'firebase/functions';
import * as z from 'zod/mini';
import type { CallableContract } from '../../domain/callables';
import { FUNCTIONS_REGION } from '../../domain/constants';
import { CONNECTION_MESSAGES } from '../../domain/messages';
import { authClient } from './auth-client';
import { isBrowserOffline } from './network';

type AnyCallable = CallableContract<z.core.$ZodType, z.core.$ZodType>;

let functions: Promise<{ client: FunctionsSdk.Functions; sdk: typeof FunctionsSdk }> | undefined;

/**
 * The Functions SDK and its client in the event's region, loaded and created on the first call:
 * the screens that only read never download it.
 */
function functionsClient() {
  functions ??= import('firebase/functions').then((sdk) => {
    const { app, env } = authClient();
    const client = sdk.getFunctions(app, FUNCTIONS_REGION);
    if (env.emulators) sdk.connectFunctionsEmulator(client, env.emulators.host, env.emulators.functionsPort);
    return { client, sdk };
  });
  return functions;
}

/** What the caller supplies: everything but the fields every call carries anyway. */
export type CallableInput<C extends AnyCallable> = Omit<z.input<C['input']>, 'eventId' | 'invokingUser'>;

/**
 * Calls a Cloud Function by its exact name. Every payload carries the event id, and the signed-in
 * user as invokingUser, which the function checks against the caller. The answer is parsed with the
 * callable's output schema, so a changed function fails here rather than deep inside a screen.
 */
export async function callFunction<C extends AnyCallable>(
  callable: C,
  input: CallableInput<C>,
  options: { timeoutMs?: number } = {},
): Promise<z.output<C['output']>> {
  // A callable runs on the server only: offline, it is refused at once with a plain message (the
  // screen keeps what was entered, as it does on any error); the connection lost midway says the same.
  if (isBrowserOffline()) throw new Error(CONNECTION_MESSAGES.needsConnection);
  const { eventId, auth } = authClient();
  const invokingUser = auth.currentUser?.uid;
  // The SDK would send an undefined field as null, which optional fields of a schema refuse.
  const defined = Object.fromEntries(
    Object.entries(input as Record<string, unknown>).filter(([, value]) => value !== undefined),
  );
  const payload = { ...defined, eventId, ...(invokingUser ? { invokingUser } : {}) };
  const { client, sdk } = await functionsClient();
  try {
    const result = await sdk.httpsCallable(
      client,
      callable.name,
      options.timeoutMs ? { timeout: options.timeoutMs } : undefined,
    )(payload);
    return z.parse(callable.output, result.data) as z.output<C['output']>;
  } catch (error) {
    if (isBrowserOffline()) throw new Error(CONNECTION_MESSAGES.needsConnection, { cause: error });
    throw error;
  }
}

/**
 * The Auth tenant of a multi-tenant build (VITE_TENANT_ID); undefined in a single-tenant build. The
 * functions act in the tenant the caller signed in to; a payload may name it, never another.
 */
export function buildTenantId(): string | undefined {
  return authClient().env.tenantId;
}

/**
 * Calls the variant of a callable that serves this build: the _MULTI one, with the build's tenant,
 * in a multi-tenant build; the _LEGACY one (the project's own Auth) otherwise.
 */
export async function callTenantVariant<L extends AnyCallable, M extends AnyCallable>(
  variants: { legacy: L; multi: M },
  input: CallableInput<L>,
): Promise<z.output<L['output']> | z.output<M['output']>> {
  const tenantId = buildTenantId();
  // The _MULTI input is the _LEGACY one with the tenant added (src/domain/auth-callables.ts).
  if (tenantId) return callFunction(variants.multi, { ...input, tenantId } as CallableInput<M>);
  return callFunction(variants.legacy, input);
}
