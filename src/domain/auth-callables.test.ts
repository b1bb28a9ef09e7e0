import { describe, expect, it } from 'vitest';
import { newPasswordProblem } from './auth-callables';

describe('a new password and its confirmation', () => {
  it.each([
    ['short', 'shirt', 'The passwords do not match.'],
    ['long enough', 'long enouhg', 'The passwords do not match.'],
    ['short', 'short', 'The password provided is too weak.'],
    ['long enough', 'long enough', undefined],
  ])('%j then %j: %s', (password, confirmation, problem) => {
    expect(newPasswordProblem(password, confirmation)).toBe(problem);
  });
});
