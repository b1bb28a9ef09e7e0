import { randomUUID } from 'node:crypto';
import type { DecodedIdToken } from 'firebase-admin/auth';
import { HttpsError, type CallableRequest } from 'firebase-functions/https';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { eventPaths } from '../../../src/domain/paths';
import { getStack } from '../../../tests/support/stack';
import { adminFirestore } from './admin';
import { defineCallable } from './define-callable';

// The role check reads the caller's role from the stack's Firestore, as a deployed callable would.
// Each run uses events of its own, so the seeded demo event stays untouched.

const stack = getStack();
const eventId = `roles-${randomUUID()}`;
const otherEventId = `roles-other-${randomUUID()}`;

const moderatorsOnly = defineCallable({
  input: z.object({ eventId: z.string() }),
  minRole: 'moderator',
  handler: ({ uid, role, eventId: callEventId }) => ({ uid, role, eventId: callEventId }),
});

function callAs(uid: string | undefined, data: Record<string, unknown>): Promise<unknown> {
  return moderatorsOnly.run({
    data: data as never,
    rawRequest: {} as CallableRequest['rawRequest'],
    acceptsStreaming: false,
    ...(uid && { auth: { uid, token: { uid } as DecodedIdToken, rawToken: 'token' } }),
  });
}

async function refusal(call: Promise<unknown>): Promise<[string, string]> {
  const error = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof HttpsError)) throw new Error(`expected an HttpsError, got ${String(error)}`);
  return [error.code, error.message];
}

beforeAll(async () => {
  Object.assign(process.env, stack.env);
  const db = adminFirestore();
  await db.doc(eventPaths(eventId).user('mod')).set({ permissions: 'moderator' });
  await db.doc(eventPaths(eventId).user('admin')).set({ permissions: 'admin' });
  await db.doc(eventPaths(eventId).user('plain')).set({ permissions: 'user' });
  await db.doc(eventPaths(otherEventId).user('elsewhere-admin')).set({ permissions: 'admin' });
});

describe('a callable with a minimum role', () => {
  it('runs for callers whose role in the event reaches it, and tells the handler their role', async () => {
    await expect(callAs('mod', { eventId, invokingUser: 'mod' })).resolves.toEqual({
      uid: 'mod',
      role: 'moderator',
      eventId,
    });
    await expect(callAs('admin', { eventId })).resolves.toEqual({ uid: 'admin', role: 'admin', eventId });
  });

  it('refuses a lower role, a stranger to the event, and an admin of another event', async () => {
    const denied = ['permission-denied', 'This action needs the Moderator role or higher'];
    expect(await refusal(callAs('plain', { eventId }))).toEqual(denied);
    expect(await refusal(callAs('nobody', { eventId }))).toEqual(denied);
    expect(await refusal(callAs('elsewhere-admin', { eventId }))).toEqual(denied);
  });

  it("refuses a signed-out caller with 'User is not authenticated' before reading anything", async () => {
    expect(await refusal(callAs(undefined, { eventId }))).toEqual(['unauthenticated', 'User is not authenticated']);
  });
});
