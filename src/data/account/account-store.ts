import { EmailAuthProvider, reauthenticateWithCredential, updatePassword } from 'firebase/auth';
import {
  getTokenLinkCallable,
  updateDisplayNameLegacyCallable,
  updateDisplayNameMultiCallable,
} from '../../domain/auth-callables';
import { sendEmailWithTemplateCallable } from '../../domain/email-callables';
import { USER_NOT_AUTHENTICATED } from '../../domain/messages';
import { firebaseClient } from '../../lib/firebase/client';
import { buildTenantId, callFunction, callTenantVariant } from '../../lib/firebase/functions';
import { reportProblem } from '../../lib/firebase/reporting';

// The signed-in person's own account. A multi-tenant build (VITE_TENANT_ID) calls the _MULTI
// variants with its tenant, a single-tenant build the _LEGACY ones.

/** Renames the person in Auth and in their profile and user records; answers the display name. */
export async function updateDisplayName(firstName: string, surname: string): Promise<string> {
  const result = await callTenantVariant(
    { legacy: updateDisplayNameLegacyCallable, multi: updateDisplayNameMultiCallable },
    { firstName, surname },
  );
  return result.displayName;
}

/** Mails a verification link to the new address (verifyEmailChange); nothing changes until it is opened. */
export async function requestEmailChange(uid: string, newEmail: string): Promise<void> {
  await callFunction(getTokenLinkCallable, {
    mode: 'verifyAndChangeEmail',
    id: uid,
    newEmail,
    tenantId: buildTenantId(),
  });
}

/**
 * Changes the password after proving the current one (Firebase asks for a recent sign-in anyway),
 * then mails confirmPasswordChange. The change has happened by then, so a failed mail is reported,
 * not shown as a failure of the change.
 */
export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  const user = firebaseClient().auth.currentUser;
  if (!user?.email) throw new Error(USER_NOT_AUTHENTICATED);
  await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, currentPassword));
  await updatePassword(user, newPassword);
  await callFunction(sendEmailWithTemplateCallable, {
    targetUserId: user.uid,
    kind: 'confirmPasswordChange',
    tenantId: buildTenantId(),
  }).catch((error: unknown) => reportProblem(error, { entityType: 'email' }, { kind: 'confirmPasswordChange' }));
}
