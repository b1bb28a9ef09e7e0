import {
  getForgotPassLinkLegacyCallable,
  getForgotPassLinkMultiCallable,
  setPasswordViaTokenLegacyCallable,
  setPasswordViaTokenMultiCallable,
  updateEmailViaTokenLegacyCallable,
  updateEmailViaTokenMultiCallable,
  verifyAuthTokenCallable,
  type AuthLinkParams,
  type AuthTokenStatus,
} from '../../domain/auth-callables';
import { buildTenantId, callFunction, callTenantVariant } from '../../lib/firebase/functions';

// The sign-in flows' calls. A multi-tenant build (VITE_TENANT_ID) calls the _MULTI variants with
// its tenant; a single-tenant build the _LEGACY ones.

/** Mails a reset link when the address has an account; the answer never says whether it has. */
export async function requestPasswordReset(email: string, continuePath?: string): Promise<void> {
  await callTenantVariant(
    { legacy: getForgotPassLinkLegacyCallable, multi: getForgotPassLinkMultiCallable },
    { email, continuePath },
  );
}

export async function checkAuthLink(link: AuthLinkParams): Promise<{ status: AuthTokenStatus; email: string | null }> {
  return callFunction(verifyAuthTokenCallable, {
    token: link.token,
    uid: link.uid,
    mode: link.mode,
    tenantId: buildTenantId(),
  });
}

/** Sets the password a set-password or reset-password link was sent for; answers the account's email. */
export async function setPasswordWithLink(
  link: AuthLinkParams & { mode: 'setPassword' | 'resetPassword' },
  password: string,
): Promise<string> {
  const result = await callTenantVariant(
    { legacy: setPasswordViaTokenLegacyCallable, multi: setPasswordViaTokenMultiCallable },
    { token: link.token, uid: link.uid, mode: link.mode, password },
  );
  return result.email;
}

/** Changes the account's email to the address the link was sent to; answers the new address. */
export async function confirmEmailChange(link: AuthLinkParams): Promise<string> {
  const result = await callTenantVariant(
    { legacy: updateEmailViaTokenLegacyCallable, multi: updateEmailViaTokenMultiCallable },
    { token: link.token, uid: link.uid },
  );
  return result.email;
}
