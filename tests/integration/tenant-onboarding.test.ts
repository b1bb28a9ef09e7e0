import { randomUUID } from 'node:crypto';
import { signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_LINK_MESSAGES, type AuthLinkParams } from '../../src/domain/auth-callables';
import { requestEmailChange } from '../../src/data/account/account-store';
import {
  checkAuthLink,
  confirmEmailChange,
  requestPasswordReset,
  setPasswordWithLink,
} from '../../src/data/auth/auth-store';
import { createTeamWithOwner } from '../../src/data/teams/teams-store';
import { initFirebase, type FirebaseClient } from '../../src/lib/firebase/client';
import { parseClientEnv } from '../../src/lib/firebase/env';
import { adminAuth, authTokenDoc, createPerson, createTenant, linkIn, waitForMail } from '../support/auth-people';
import { getStack } from '../support/stack';
import { connectStackClient, refusalMessage, type StackClient } from '../support/stack-client';

// A multi-tenant build of the portal (VITE_TENANT_ID set) onboards a team owner end to end, through
// the stores its screens call: an admin signed in to the tenant adds a team, the owner's welcome
// mail arrives, its link sets the password, and the owner signs in to the tenant, not to the project.

const unique = () => randomUUID().slice(0, 8);

function linkParams(url: URL): AuthLinkParams {
  const mode = url.searchParams.get('mode');
  if (mode !== 'setPassword' && mode !== 'resetPassword' && mode !== 'verifyAndChangeEmail')
    throw new Error(`Not an auth link: ${url.toString()}`);
  return { token: url.searchParams.get('token')!, uid: url.searchParams.get('uid')!, mode };
}

function asPasswordLink(link: AuthLinkParams): AuthLinkParams & { mode: 'setPassword' | 'resetPassword' } {
  if (link.mode === 'verifyAndChangeEmail') throw new Error('Not a password link');
  return { ...link, mode: link.mode };
}

describe('a tenant build onboards a team owner', { timeout: 240_000 }, () => {
  let tenantId: string;
  let client: FirebaseClient;
  /** The same portal built without a tenant: the project's own Auth. */
  let projectClient: StackClient;
  const owner = { firstName: 'Tess', surname: 'Tenant', email: `tenant-owner-${unique()}@example.test` };
  let ownerId: string;

  beforeAll(async () => {
    tenantId = await createTenant('onb');
    client = initFirebase(parseClientEnv({ ...getStack().env, VITE_TENANT_ID: tenantId }));
    projectClient = connectStackClient('tenant-onboarding-project');
    const admin = await createPerson('admin', tenantId);
    await signInWithEmailAndPassword(client.auth, admin.email, admin.password);
  });

  afterAll(async () => {
    await signOut(client.auth);
    await projectClient.close();
  });

  it('an admin adds a team; its owner sets a password from the welcome link and signs in to the tenant only', async () => {
    expect(client.auth.tenantId).toBe(tenantId);
    ({ ownerId } = await createTeamWithOwner({ team: { name: `Tenant stand ${unique()}` }, owner }));

    // The account is the tenant's; the project's Auth has never heard of the address.
    expect((await adminAuth().tenantManager().authForTenant(tenantId).getUser(ownerId)).email).toBe(owner.email);
    await expect(adminAuth().getUserByEmail(owner.email)).rejects.toMatchObject({ code: 'auth/user-not-found' });

    const link = asPasswordLink(linkParams(linkIn(await waitForMail(owner.email), '/auth/set-password')));
    expect(link).toMatchObject({ uid: ownerId, mode: 'setPassword' });
    await signOut(client.auth);
    await expect(checkAuthLink(link)).resolves.toEqual({ status: 'valid', email: owner.email });

    // Presented to the project's own Auth (_LEGACY), the tenant's link is worth nothing and stays unused.
    expect(
      await refusalMessage(
        projectClient.call('setPasswordViaToken_LEGACY', {
          token: link.token,
          uid: link.uid,
          mode: link.mode,
          password: 'stolen-secret-1',
        }),
      ),
    ).toBe(AUTH_LINK_MESSAGES.invalid);
    expect((await authTokenDoc(link.token).get()).get('usedAt')).toBeNull();

    await expect(setPasswordWithLink(link, 'owner-secret-1')).resolves.toBe(owner.email);
    const signedIn = await signInWithEmailAndPassword(client.auth, owner.email, 'owner-secret-1');
    expect(signedIn.user).toMatchObject({ uid: ownerId, tenantId });
    await expect(signInWithEmailAndPassword(projectClient.auth, owner.email, 'owner-secret-1')).rejects.toThrow();
    await signOut(client.auth);
  });

  it("the owner's reset-password and email-change links work in the tenant", async () => {
    await requestPasswordReset(owner.email);
    const reset = asPasswordLink(
      linkParams(linkIn(await waitForMail(owner.email, { count: 2 }), '/auth/reset-password')),
    );
    await expect(setPasswordWithLink(reset, 'owner-secret-2')).resolves.toBe(owner.email);
    await signInWithEmailAndPassword(client.auth, owner.email, 'owner-secret-2');

    const newEmail = `tenant-moved-${unique()}@example.test`;
    await requestEmailChange(ownerId, newEmail);
    const change = linkParams(linkIn(await waitForMail(newEmail), '/auth/update-email'));
    await expect(confirmEmailChange(change)).resolves.toBe(newEmail);
    expect((await adminAuth().tenantManager().authForTenant(tenantId).getUser(ownerId)).email).toBe(newEmail);
    await signOut(client.auth);
    await expect(signInWithEmailAndPassword(client.auth, newEmail, 'owner-secret-2')).resolves.toBeTruthy();
    await signOut(client.auth);
  });
});
