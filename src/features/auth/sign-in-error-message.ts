import { AUTH_UNKNOWN_ERROR_MESSAGE, connectivityFailureMessage, friendlyAuthMessage } from '../../domain/messages';
import { BUILT_PUBLIC_BRANDING } from '../../lib/built-public-branding';
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
  /** The event's support address, when it is known. */
  supportEmail: () => Promise<string | undefined>;
}

/**
 * The support address for the connectivity message, from the public branding that anyone may read
 * (the emails settings are for members). When the backend cannot be reached the read fails, so the
 * address the build wrote into the page is used, and without one the word "support"
 * (connectivityFailureMessage).
 */
async function readSupportEmail(): Promise<string | undefined> {
  try {
    const { getPublicBranding } = await import('../../data/settings/public-branding-store');
    return (await getPublicBranding()).supportEmail || undefined;
  } catch {
    return BUILT_PUBLIC_BRANDING?.supportEmail || undefined;
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
