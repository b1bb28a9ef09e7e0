import { HttpsError } from 'firebase-functions/https';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { OTHER_TENANT } from '../../../src/domain/security';
import {
  INVOKING_USER_MISMATCH,
  insufficientRoleMessage,
  parseInput,
  payloadEventId,
  requireEventId,
  requireInvokingUserIsCaller,
  requireOwnTenant,
  requireRole,
  requireSignedIn,
} from './callable-checks';

function thrown(run: () => unknown): HttpsError {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpsError) return error;
    throw error;
  }
  throw new Error('expected an HttpsError');
}

describe('requireSignedIn', () => {
  it('answers the caller uid', () => {
    expect(requireSignedIn('u1')).toBe('u1');
  });

  it("refuses a signed-out caller with the spec's message", () => {
    const error = thrown(() => requireSignedIn(undefined));
    expect(error.code).toBe('unauthenticated');
    expect(error.message).toBe('User is not authenticated');
  });
});

describe('requireOwnTenant', () => {
  it("answers the caller's own tenant, named in the payload or not", () => {
    expect(requireOwnTenant({ tenantId: 't1' }, 't1')).toBe('t1');
    expect(requireOwnTenant({ eventId: 'e1' }, 't1')).toBe('t1');
    expect(requireOwnTenant({ tenantId: null }, undefined)).toBeUndefined();
  });

  it('refuses a payload naming another tenant, or any tenant for a caller of the project Auth', () => {
    for (const [data, callerTenant] of [
      [{ tenantId: 't2' }, 't1'],
      [{ tenantId: 't2' }, undefined],
      [{ tenantId: '' }, 't1'],
    ] as const) {
      const error = thrown(() => requireOwnTenant(data, callerTenant));
      expect(error.code).toBe('permission-denied');
      expect(error.message).toBe(OTHER_TENANT);
    }
  });
});

describe('requireInvokingUserIsCaller', () => {
  it('lets through payloads that name the caller or nobody', () => {
    expect(() => requireInvokingUserIsCaller({ invokingUser: 'u1', eventId: 'e1' }, 'u1')).not.toThrow();
    expect(() => requireInvokingUserIsCaller({ eventId: 'e1' }, 'u1')).not.toThrow();
    expect(() => requireInvokingUserIsCaller(null, undefined)).not.toThrow();
  });

  it('refuses to act under another user', () => {
    const error = thrown(() => requireInvokingUserIsCaller({ invokingUser: 'someone-else' }, 'u1'));
    expect(error.code).toBe('permission-denied');
    expect(error.message).toBe(INVOKING_USER_MISMATCH);
  });

  it('refuses a signed-out caller who names a user', () => {
    expect(thrown(() => requireInvokingUserIsCaller({ invokingUser: 'u1' }, undefined)).code).toBe('permission-denied');
  });
});

describe('requireEventId', () => {
  it('answers the payload event', () => {
    expect(requireEventId({ eventId: 'demo-event' })).toBe('demo-event');
  });

  it.each([[{}], [null], [{ eventId: '' }], [{ eventId: '  ' }], [{ eventId: 42 }], [{ eventId: 'a/b' }]])(
    "refuses %j with 'Event ID not found'",
    (data) => {
      const error = thrown(() => requireEventId(data));
      expect(error.code).toBe('invalid-argument');
      expect(error.message).toBe('Event ID not found');
    },
  );

  it('is optional for callables without a minimum role', () => {
    expect(payloadEventId({ eventId: 'e1' })).toBe('e1');
    expect(payloadEventId(undefined)).toBeUndefined();
  });
});

describe('requireRole', () => {
  it('passes a role at or above the required rank', () => {
    expect(requireRole({ permissions: 'moderator' }, 'moderator')).toBe('moderator');
    expect(requireRole({ permissions: 'eventflowAdmin' }, 'admin')).toBe('eventflowAdmin');
  });

  it('refuses a role below the required rank', () => {
    const error = thrown(() => requireRole({ permissions: 'reportViewer' }, 'moderator'));
    expect(error.code).toBe('permission-denied');
    expect(error.message).toBe(insufficientRoleMessage('moderator'));
    expect(error.message).toBe('This action needs the Moderator role or higher');
  });

  it('refuses someone who is not a user of the event, whatever the rank asked', () => {
    expect(thrown(() => requireRole(undefined, 'user')).code).toBe('permission-denied');
  });

  it('reads a missing or unknown stored role as the lowest role', () => {
    expect(requireRole({}, 'user')).toBe('user');
    expect(requireRole({ permissions: 'superuser' }, 'user')).toBe('user');
    expect(thrown(() => requireRole({ permissions: 'superuser' }, 'reportViewer')).code).toBe('permission-denied');
  });
});

describe('parseInput', () => {
  const schema = z.object({ eventId: z.string(), to: z.email() });

  it('answers the parsed payload without unknown fields', () => {
    expect(parseInput(schema, { eventId: 'e1', to: 'a@b.co', invokingUser: 'u1' })).toEqual({
      eventId: 'e1',
      to: 'a@b.co',
    });
  });

  it('reads a missing payload as an empty one', () => {
    expect(parseInput(z.object({ eventId: z.string().optional() }), null)).toEqual({});
  });

  it('refuses an invalid payload, naming each field by its label and its problem in words', () => {
    const error = thrown(() => parseInput(schema, { to: 'not-an-address' }));
    expect(error.code).toBe('invalid-argument');
    expect(error.message).toBe('Event ID: This is required. To: Enter a valid email address.');
    expect(error.details).toEqual({
      issues: [
        { path: ['eventId'], message: 'This is required.' },
        { path: ['to'], message: 'Enter a valid email address.' },
      ],
    });
  });

  it('keeps a schema’s own message', () => {
    const titled = z.object({ title: z.string().min(1, 'Enter a title.') });
    expect(thrown(() => parseInput(titled, { title: '' })).message).toBe('Title: Enter a title.');
  });
});
