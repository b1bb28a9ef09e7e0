import { connectivityFailureMessage, friendlyAuthMessage } from '../../domain/messages';
import { healthCheckCallable } from '../../domain/callables';
import { callFunction } from '../../lib/firebase/functions';

const internalErrorCodes = new Set(['auth/internal-error', 'auth/network-request-failed']);

/**
 * The message a person sees when signing in fails. An internal or network failure is checked
 * against the backend's health: when that fails too, the network (VPN, firewall) is the likely cause.
 */
export async function signInErrorMessage(error: unknown, supportEmail?: string): Promise<string> {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && internalErrorCodes.has(code)) {
    const healthy = await callFunction(healthCheckCallable, {}).then(
      (result) => result.success,
      () => false,
    );
    if (!healthy) return connectivityFailureMessage(supportEmail);
  }
  return friendlyAuthMessage(typeof code === 'string' ? code : '');
}
