import { describe, expect, it } from 'vitest';
import { AUTH_LINK_MESSAGES } from '../../domain/auth-callables';
import { authFailureMessage, type AuthFailureProbes } from './sign-in-error-message';

function firebaseError(code: string, message = code): Error {
  return Object.assign(new Error(message), { code });
}

const healthy: AuthFailureProbes = {
  isBackendHealthy: async () => true,
  supportEmail: async () => 'help@expo.example',
};
const unreachable = (supportEmail?: string): AuthFailureProbes => ({
  isBackendHealthy: async () => false,
  supportEmail: async () => supportEmail,
});

describe('authFailureMessage', () => {
  it.each([
    ['auth/wrong-password', 'The password provided is incorrect.'],
    ['auth/invalid-credential', 'The password provided is incorrect.'],
    ['auth/user-not-found', 'No user found with the provided identifier.'],
    ['auth/too-many-requests', 'Too many requests. Please try again later.'],
    ['auth/email-already-in-use', 'The email address is already in use by another account.'],
    ['auth/weak-password', 'The password provided is too weak.'],
    ['auth/requires-recent-login', 'Please log in again to perform this operation.'],
    ['auth/user-disabled', 'The user account has been disabled.'],
    ['auth/operation-not-allowed', 'An unknown error occurred. Please try again.'],
  ])('%s reads "%s"', async (code, message) => {
    expect(await authFailureMessage(firebaseError(code), healthy)).toBe(message);
  });

  it('a network failure with a healthy backend is the network message', async () => {
    expect(await authFailureMessage(firebaseError('auth/network-request-failed'), healthy)).toBe(
      'A network request failed. Please check your connection and try again.',
    );
  });

  it('an internal error with a failed healthCheck asks to verify the VPN or firewall, naming the support address', async () => {
    const message = await authFailureMessage(firebaseError('auth/internal-error'), unreachable('help@expo.example'));
    expect(message).toMatch(/VPN or firewall/);
    expect(message).toMatch(/help@expo\.example/);
    expect(await authFailureMessage(firebaseError('functions/internal', 'internal'), unreachable())).toMatch(
      /VPN or firewall.*contact support\.$/,
    );
  });

  it("shows a callable's own refusal as it is, without the SDK's status suffix", async () => {
    expect(
      await authFailureMessage(
        firebaseError('functions/failed-precondition', `${AUTH_LINK_MESSAGES.used} [412]`),
        healthy,
      ),
    ).toBe(AUTH_LINK_MESSAGES.used);
  });

  it('an internal callable failure with a healthy backend, or a thrown non-error, is the unknown message', async () => {
    expect(await authFailureMessage(firebaseError('functions/internal', 'internal'), healthy)).toBe(
      'An unknown error occurred. Please try again.',
    );
    expect(await authFailureMessage('boom', healthy)).toBe('An unknown error occurred. Please try again.');
  });
});
