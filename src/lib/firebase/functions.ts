import { httpsCallable } from 'firebase/functions';
import type { z } from 'zod';
import { firebaseClient } from './client';

/** A callable as src/domain/callables.ts declares it: its exact name and both schemas. */
export interface CallableDefinition<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  name: string;
  input: I;
  output: O;
}

/** What the caller supplies: everything but the fields every call carries anyway. */
export type CallableInput<D extends CallableDefinition> = Omit<z.input<D['input']>, 'eventId' | 'invokingUser'>;

/**
 * Calls a Cloud Function by its exact name. Every payload carries the event id, and the signed-in
 * user as invokingUser, which the function checks against the caller. The answer is parsed with the
 * callable's output schema, so a changed function fails here rather than deep inside a screen.
 */
export async function callFunction<D extends CallableDefinition>(definition: D, input: CallableInput<D>): Promise<z.output<D['output']>> {
  const { functions, eventId, auth } = firebaseClient();
  const invokingUser = auth.currentUser?.uid;
  const payload = { ...input, eventId, ...(invokingUser ? { invokingUser } : {}) };
  const result = await httpsCallable(functions, definition.name)(payload);
  return definition.output.parse(result.data);
}
