import { AUTH_UNKNOWN_ERROR_MESSAGE, connectivityFailureMessage, friendlyAuthMessage } from '../../domain/messages';
import { normaliseError } from '../../lib/firebase/errors';

/** Failures that may mean the server cannot be reached at all, rather than a refusal. */
const POSSIBLY_UNREACHABLE_CODES = new Set([
  'auth/internal-error',
  'auth/network-request-failed',
  'functions/internal',
  'functions/unavailable',
  'functions/deadline-exceeded',
]);

export interface AuthFailureProbes {
  /** True when the healthCheck callable answers. */
  isBackendHealthy: () => Promise<boolean>;
  /** The support address of the emails settings, when it can be read. */
  supportEmail: () => Promise<string | undefined>;
}

/**
 * The support address for the connectivity message. Settings are readable only with a session in
 * production rules, and when the backend is unreachable they cannot be read at all, so this falls
 * back to the word "support" (connectivityFailureMessage) whenever the read fails.
 */
async function readSupportEmail(): Promise<string | undefined> {
  try {
    const { getSettings } = await import('../../data/settings/settings-store');
    return (await getSettings('emails')).supportEmail || undefined;
  } catch {
    return undefined;
  }
}

// Loaded only when a sign-in fails that way: the sign-in screen itself needs Auth alone.
const defaultProbes: AuthFailureProbes = {
  isBackendHealthy: () =>
    Promise.all([import('../../lib/firebase/functions'), import('../../domain/callables')])
      .then(([{ callFunction }, { healthCheckCallable }]) => callFunction(healthCheckCallable, {}))
      .then(
        (result) => result.success,
        () => false,
      ),
  supportEmail: readSupportEmail,
};

/**
 * What a person reads when a sign-in flow fails (spec 002 §8): Firebase Auth codes become their
 * friendly text; a callable's own refusal ("This link has already been used...") is shown as it is;
 * an internal or network failure is checked against healthCheck, and when that fails too the
 * message asks to verify the VPN or firewall and names the support address (or "support").
 */
export async function authFailureMessage(error: unknown, probes: AuthFailureProbes = defaultProbes): Promise<string> {
  const { code, message } = normaliseError(error);
  if (code && POSSIBLY_UNREACHABLE_CODES.has(code) && !(await probes.isBackendHealthy())) {
    return connectivityFailureMessage(await probes.supportEmail());
  }
  if (code?.startsWith('auth/')) return friendlyAuthMessage(code);
  if (code?.startsWith('functions/') && !POSSIBLY_UNREACHABLE_CODES.has(code)) return message;
  return AUTH_UNKNOWN_ERROR_MESSAGE;
}
