import * as z from 'zod/mini';
import { describe, expect, it, vi } from 'vitest';
import { CONNECTION_MESSAGES } from '../../domain/messages';
import { normaliseError } from './errors';

describe('normaliseError', () => {
  it('keeps an error’s message, stack and Firebase code', () => {
    const error = Object.assign(new Error('The password provided is incorrect.'), { code: 'auth/wrong-password' });
    const normalised = normaliseError(error);
    expect(normalised.message).toBe('The password provided is incorrect.');
    expect(normalised.code).toBe('auth/wrong-password');
    expect(normalised.stack).toContain('errors.test.ts');
  });

  it("shows a callable's own message without the HTTP status the functions SDK appends", () => {
    const error = Object.assign(new Error("Can't self delete [412]"), { code: 'functions/failed-precondition' });
    expect(normaliseError(error).message).toBe("Can't self delete");
    const other = Object.assign(new Error('Quota [412]'), { code: 'storage/unknown' });
    expect(normaliseError(other).message).toBe('Quota [412]');
  });

  it('says a failed shape check in words, field by field, not as zod’s JSON', () => {
    const failed = z.safeParse(z.object({ title: z.string().check(z.minLength(1, 'Enter a title.')) }), { title: '' });
    expect(normaliseError(failed.error).message).toBe('Title: Enter a title.');
  });

  it("shows a Firestore refusal in production's words, not the emulator's rule lines", () => {
    const error = Object.assign(new Error("\nfalse for 'list' @ L582"), { code: 'permission-denied' });
    expect(normaliseError(error)).toMatchObject({
      message: 'Missing or insufficient permissions.',
      code: 'permission-denied',
    });
  });

  it('says a read of what this browser does not keep needs a connection while offline, and keeps the words online', () => {
    const notKept = Object.assign(new Error('Failed to get document because the client is offline.'), {
      code: 'unavailable',
    });
    vi.stubGlobal('navigator', { onLine: false });
    expect(normaliseError(notKept)).toMatchObject({
      message: CONNECTION_MESSAGES.needsConnection,
      code: 'unavailable',
    });
    vi.stubGlobal('navigator', { onLine: true });
    expect(normaliseError(notKept).message).toBe('Failed to get document because the client is offline.');
    vi.unstubAllGlobals();
  });

  it('turns a thrown non-error into "An unknown error occurred" with the serialised value', () => {
    expect(normaliseError({ reason: 'quota' })).toEqual({ message: 'An unknown error occurred: {"reason":"quota"}' });
    expect(normaliseError('offline')).toEqual({ message: 'An unknown error occurred: offline' });
    expect(normaliseError(undefined)).toEqual({ message: 'An unknown error occurred: undefined' });
  });
});
