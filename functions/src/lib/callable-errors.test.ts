import { HttpsError } from 'firebase-functions/https';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { INTERNAL_ERROR_MESSAGE, isUnexpected, toHttpsError } from './callable-errors';
import { DomainError } from './domain-error';

describe('toHttpsError', () => {
  it('passes an HttpsError through unchanged', () => {
    const error = new HttpsError('not-found', 'User not found', { id: 'u1' });
    expect(toHttpsError(error)).toBe(error);
    expect(isUnexpected(error)).toBe(false);
  });

  it("keeps a domain error's exact message and code", () => {
    const precondition = toHttpsError(new DomainError("Can't self delete"));
    expect(precondition.code).toBe('failed-precondition');
    expect(precondition.message).toBe("Can't self delete");

    const invalid = toHttpsError(new DomainError('Invalid team', 'invalid-argument'));
    expect(invalid.code).toBe('invalid-argument');
    expect(invalid.message).toBe('Invalid team');
    expect(isUnexpected(new DomainError('Invalid team'))).toBe(false);
  });

  it('turns anything else into an internal error that reveals nothing', () => {
    const thrownValues = [
      new Error('connect ECONNREFUSED 10.0.0.1:443'),
      z.string().safeParse(1).error,
      'a string',
      { code: 7 },
    ];
    for (const value of thrownValues) {
      const error = toHttpsError(value);
      expect(error.code).toBe('internal');
      expect(error.message).toBe(INTERNAL_ERROR_MESSAGE);
      expect(isUnexpected(value)).toBe(true);
    }
  });
});
