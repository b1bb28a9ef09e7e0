import { describe, expect, it } from 'vitest';
import { newPasswordProblems } from './auth-callables';

describe('a new password and its confirmation', () => {
  it.each([
    ['short', 'shirt', { password: undefined, confirmation: 'The passwords do not match.' }],
    ['long enough', 'long enouhg', { password: undefined, confirmation: 'The passwords do not match.' }],
    ['short', 'short', { password: 'The password provided is too weak.', confirmation: undefined }],
    ['long enough', 'long enough', { password: undefined, confirmation: undefined }],
  ])('%j then %j: %j', (password, confirmation, problems) => {
    expect(newPasswordProblems(password, confirmation)).toEqual(problems);
  });
});
