import type { DecodedIdToken } from 'firebase-admin/auth';
import { HttpsError, type CallableRequest } from 'firebase-functions/https';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { INTERNAL_ERROR_MESSAGE } from './callable-errors';
import { defineCallable } from './define-callable';
import { DomainError } from './domain-error';

// The wrapper's checks run before any Firestore read, so these calls need no backend; the role
// lookup itself is covered by the integration tests against the local stack.

function request(data: unknown, uid?: string): CallableRequest<never> {
  return {
    data: data as never,
    rawRequest: {} as CallableRequest['rawRequest'],
    acceptsStreaming: false,
    ...(uid && { auth: { uid, token: { uid } as DecodedIdToken, rawToken: 'token' } }),
  };
}

async function failure(call: Promise<unknown>): Promise<HttpsError> {
  const error = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (error instanceof HttpsError) return error;
  throw new Error(`expected an HttpsError, got ${String(error)}`);
}

const echo = z.object({ eventId: z.string(), text: z.string() });

describe('defineCallable', () => {
  it('serves a public callable to a signed-out caller', async () => {
    const callable = defineCallable({
      public: true,
      input: z.object({}),
      handler: ({ uid }) => ({ uid: uid ?? null }),
    });
    await expect(callable.run(request({}))).resolves.toEqual({ uid: null });
  });

  it("refuses a signed-out caller of a signed-in or role callable with 'User is not authenticated'", async () => {
    const signedIn = defineCallable({ input: echo, handler: ({ input }) => input.text });
    const adminOnly = defineCallable({ input: echo, minRole: 'admin', handler: ({ input }) => input.text });
    for (const callable of [signedIn, adminOnly]) {
      const error = await failure(callable.run(request({ eventId: 'e1', text: 'hi' })));
      expect(error.code).toBe('unauthenticated');
      expect(error.message).toBe('User is not authenticated');
    }
  });

  it('hands the handler the parsed input, the caller and the event', async () => {
    const callable = defineCallable({
      input: echo,
      handler: (context) => ({ ...context.input, uid: context.uid, eventId: context.eventId }),
    });
    await expect(
      callable.run(request({ eventId: 'e1', text: 'hi', invokingUser: 'u1', extra: true }, 'u1')),
    ).resolves.toEqual({
      eventId: 'e1',
      text: 'hi',
      uid: 'u1',
    });
  });

  it('refuses a payload made out in another user’s name', async () => {
    const callable = defineCallable({ input: echo, handler: () => 'done' });
    const error = await failure(callable.run(request({ eventId: 'e1', text: 'hi', invokingUser: 'u2' }, 'u1')));
    expect(error.code).toBe('permission-denied');
  });

  it('refuses an invalid payload before the handler runs, saying what is wrong in words', async () => {
    let ran = false;
    const callable = defineCallable({ input: echo, handler: () => (ran = true) });
    const error = await failure(callable.run(request({ eventId: 'e1' }, 'u1')));
    expect(error.code).toBe('invalid-argument');
    expect(error.message).toBe('Text: This is required.');
    expect(ran).toBe(false);
  });

  it("needs the payload's event to check a role", async () => {
    const callable = defineCallable({ input: z.object({}), minRole: 'user', handler: () => 'done' });
    const error = await failure(callable.run(request({}, 'u1')));
    expect(error.code).toBe('invalid-argument');
    expect(error.message).toBe('Event ID not found');
  });

  it("keeps a domain error's message and hides an unexpected one", async () => {
    const selfDelete = defineCallable({
      input: echo,
      handler: () => {
        throw new DomainError("Can't self delete");
      },
    });
    const crash = defineCallable({
      input: echo,
      handler: () => {
        throw new Error('database password is hunter2');
      },
    });
    const payload = { eventId: 'e1', text: 'hi' };

    const refused = await failure(selfDelete.run(request(payload, 'u1')));
    expect([refused.code, refused.message]).toEqual(['failed-precondition', "Can't self delete"]);
    const crashed = await failure(crash.run(request(payload, 'u1')));
    expect([crashed.code, crashed.message]).toEqual(['internal', INTERNAL_ERROR_MESSAGE]);
  });

  it('answers only what the output schema declares', async () => {
    const callable = defineCallable({
      public: true,
      input: z.object({}),
      output: z.object({ success: z.literal(true) }),
      handler: () => ({ success: true as const, secret: 'kept on the server' }),
    });
    await expect(callable.run(request({}))).resolves.toEqual({ success: true });
  });
});
