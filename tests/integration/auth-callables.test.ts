import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { afterAll, describe, expect, it } from 'vitest';
import { AUTH_LINK_MESSAGES } from '../../src/domain/auth-callables';
import { eventPaths, profilePath } from '../../src/domain/paths';
import { adminAuth, adminDb, authTokenDoc, createPerson, linkIn, mailsTo, waitForMail } from '../support/auth-people';
import { getStack } from '../support/stack';
import { connectStackClient, refusalMessage } from '../support/stack-client';

// The sign-in callables through the real client SDK against the local stack, as the portal calls them.

const stack = getStack();
const { eventId } = stack;
const { auth, call, close } = connectStackClient('auth-callables');
const refusal = refusalMessage;

afterAll(async () => {
  await close();
});

function linkParams(url: URL) {
  return {
    token: url.searchParams.get('token')!,
    uid: url.searchParams.get('uid')!,
    mode: url.searchParams.get('mode')!,
  };
}

describe('forgot password and reset via token', () => {
  it('mails a reset link that sets a new password once, and only once', async () => {
    await signOut(auth);
    const person = await createPerson();
    await expect(
      call('getForgotPassLink_LEGACY', { email: person.email.toUpperCase(), continuePath: '/my-account' }),
    ).resolves.toEqual({ success: true });

    const mail = await waitForMail(person.email);
    expect(mail.subject).toMatch(/^Reset your .* password$/);
    const link = linkIn(mail, '/auth/reset-password');
    expect(link.origin).toBe(stack.env.APP_URL);
    expect(link.searchParams.get('continuePath')).toBe('/my-account');
    const params = linkParams(link);
    expect(params).toMatchObject({ uid: person.uid, mode: 'resetPassword' });
    await expect(call('verifyAuthToken', params)).resolves.toEqual({ status: 'valid', email: person.email });

    // A weak password is refused before the token is spent.
    expect(await refusal(call('setPasswordViaToken_LEGACY', { ...params, password: 'abc' }))).toBe(
      'The password provided is too weak.',
    );
    await expect(call('verifyAuthToken', params)).resolves.toMatchObject({ status: 'valid' });

    await expect(call('setPasswordViaToken_LEGACY', { ...params, password: 'brand-new-secret' })).resolves.toEqual({
      email: person.email,
    });
    await expect(signInWithEmailAndPassword(auth, person.email, 'brand-new-secret')).resolves.toBeTruthy();
    await signOut(auth);
    const confirmation = await waitForMail(person.email, { count: 2 });
    expect(confirmation.subject).toMatch(/password has changed$/);

    expect(await refusal(call('setPasswordViaToken_LEGACY', { ...params, password: 'another-secret' }))).toBe(
      AUTH_LINK_MESSAGES.used,
    );
    await expect(call('verifyAuthToken', params)).resolves.toEqual({ status: 'used', email: null });
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    await signOut(auth);
    const nobody = `nobody-${randomUUID()}@example.test`;
    // The web SDK sends an undefined field as null; it reads as absent.
    await expect(call('getForgotPassLink_LEGACY', { email: nobody, continuePath: undefined })).resolves.toEqual({
      success: true,
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await mailsTo(nobody)).toEqual([]);
  });

  it('refuses an expired token and a token of another account or purpose', async () => {
    await signOut(auth);
    const person = await createPerson();
    const token = `expired-${randomUUID()}`;
    await authTokenDoc(token).set({
      uid: person.uid,
      mode: 'setPassword',
      newEmail: null,
      continuePath: null,
      createdAt: '2026-01-01T00:00:00.000Z',
      expiresAt: '2026-01-04T00:00:00.000Z',
      usedAt: null,
    });
    const params = { token, uid: person.uid, mode: 'setPassword' };
    await expect(call('verifyAuthToken', params)).resolves.toEqual({ status: 'expired', email: null });
    expect(await refusal(call('setPasswordViaToken_LEGACY', { ...params, password: 'long-enough' }))).toBe(
      AUTH_LINK_MESSAGES.expired,
    );
    await expect(call('verifyAuthToken', { ...params, uid: 'someone-else' })).resolves.toEqual({
      status: 'invalid',
      email: null,
    });
    await expect(call('verifyAuthToken', { ...params, mode: 'resetPassword' })).resolves.toEqual({
      status: 'invalid',
      email: null,
    });
    await expect(call('verifyAuthToken', { ...params, token: 'no-such-token' })).resolves.toEqual({
      status: 'invalid',
      email: null,
    });
  });
});

describe('getTokenLink', () => {
  it("mails a moderator's set-password link to the member's own address, answers no link, and refuses a plain user asking for someone else", async () => {
    const moderator = await createPerson('moderator');
    const member = await createPerson();
    await signInWithEmailAndPassword(auth, moderator.email, moderator.password);
    await expect(call('getTokenLink', { mode: 'setPassword', id: member.uid, verifyUrl: '/my-team' })).resolves.toEqual(
      { link: null, sentTo: member.email },
    );
    const url = linkIn(await waitForMail(member.email), '/auth/set-password');
    expect(url.searchParams.get('continuePath')).toBe('/my-team');
    await expect(call('verifyAuthToken', linkParams(url))).resolves.toEqual({ status: 'valid', email: member.email });

    await signInWithEmailAndPassword(auth, member.email, member.password);
    expect(await refusal(call('getTokenLink', { mode: 'setPassword', id: moderator.uid }))).toBe(
      'This action needs the Moderator role or higher',
    );
    await signOut(auth);
  });
});

describe('email change via token', () => {
  it('mails the new address, changes Auth and the stored records when the link is used, and confirms', async () => {
    const person = await createPerson();
    const newEmail = `changed-${randomUUID().slice(0, 8)}@example.test`;
    await signInWithEmailAndPassword(auth, person.email, person.password);
    await expect(call('getTokenLink', { mode: 'verifyAndChangeEmail', id: person.uid, newEmail })).resolves.toEqual({
      link: null,
      sentTo: newEmail,
    });
    await signOut(auth);

    const mail = await waitForMail(newEmail);
    expect(mail.subject).toMatch(/^Confirm your new email address/);
    const params = linkParams(linkIn(mail, '/auth/update-email'));
    await expect(call('verifyAuthToken', params)).resolves.toEqual({ status: 'valid', email: newEmail });
    await expect(call('updateEmailViaToken_LEGACY', { token: params.token, uid: params.uid })).resolves.toEqual({
      email: newEmail,
    });

    expect((await adminAuth().getUser(person.uid)).email).toBe(newEmail);
    expect((await adminDb().doc(eventPaths(eventId).user(person.uid)).get()).get('email')).toBe(newEmail);
    expect((await adminDb().doc(profilePath(person.uid)).get()).get('email')).toBe(newEmail);
    expect((await waitForMail(newEmail, { count: 2 })).subject).toMatch(/email address has changed$/);

    await expect(signInWithEmailAndPassword(auth, newEmail, person.password)).resolves.toBeTruthy();
    await signOut(auth);
    await expect(signInWithEmailAndPassword(auth, person.email, person.password)).rejects.toThrow();
    expect(await refusal(call('updateEmailViaToken_LEGACY', { token: params.token, uid: params.uid }))).toBe(
      AUTH_LINK_MESSAGES.used,
    );
  });

  it('refuses an address that another account uses', async () => {
    const person = await createPerson();
    const other = await createPerson();
    await signInWithEmailAndPassword(auth, person.email, person.password);
    expect(
      await refusal(call('getTokenLink', { mode: 'verifyAndChangeEmail', id: person.uid, newEmail: other.email })),
    ).toBe('The email address is already in use by another account.');
    await signOut(auth);
  });
});

describe('rollbackEmail', () => {
  it('says so when the original email is missing', async () => {
    const admin = await createPerson('admin');
    await signInWithEmailAndPassword(auth, admin.email, admin.password);
    expect(await refusal(call('rollbackEmail', { targetUserId: admin.uid }))).toBe(
      'Original email is not defined in the rollback',
    );
    await signOut(auth);
  });
}); // The undo of a verified change, and every refusal, are in security-account-takeover.test.ts.

describe('updateDisplayName', () => {
  it('renames the caller in Auth, their profile and their event record', async () => {
    const person = await createPerson();
    await signInWithEmailAndPassword(auth, person.email, person.password);
    await expect(call('updateDisplayName_LEGACY', { firstName: '  Robin ', surname: 'Quinn' })).resolves.toEqual({
      displayName: 'Robin Quinn',
    });
    expect((await adminAuth().getUser(person.uid)).displayName).toBe('Robin Quinn');
    expect((await adminDb().doc(eventPaths(eventId).user(person.uid)).get()).data()).toMatchObject({
      firstName: 'Robin',
      firstNameSortKey: 'robin',
      surname: 'Quinn',
      updatedBy: person.uid,
    });
    expect((await adminDb().doc(profilePath(person.uid)).get()).data()).toMatchObject({
      firstName: 'Robin',
      surname: 'Quinn',
    });
    await signOut(auth);
  });
});

describe('sendEmailWithTemplate', () => {
  it('lets a user send themselves the password-change confirmation, and nothing else', async () => {
    const person = await createPerson();
    await signInWithEmailAndPassword(auth, person.email, person.password);
    await expect(
      call('sendEmailWithTemplate', { targetUserId: person.uid, kind: 'confirmPasswordChange' }),
    ).resolves.toMatchObject({ ErrorCode: 0 });
    expect((await waitForMail(person.email)).subject).toMatch(/password has changed$/);
    expect(await refusal(call('sendEmailWithTemplate', { targetUserId: person.uid, kind: 'taskReminder' }))).toBe(
      'This action needs the Moderator role or higher',
    );
    await signOut(auth);
  });
});

describe('multi-tenant variants', () => {
  it('work in the Auth tenant named by the payload', async () => {
    const tenant = await adminAuth()
      .tenantManager()
      .createTenant({ displayName: 'auth-tests', emailSignInConfig: { enabled: true, passwordRequired: true } });
    const person = await createPerson('user', tenant.tenantId);
    await signOut(auth);
    await call('getForgotPassLink_MULTI', { email: person.email, tenantId: tenant.tenantId });
    const params = linkParams(linkIn(await waitForMail(person.email), '/auth/reset-password'));
    await expect(
      call('setPasswordViaToken_MULTI', { ...params, password: 'tenant-secret', tenantId: tenant.tenantId }),
    ).resolves.toEqual({ email: person.email });
    const tenantAuth = getAuth(
      initializeApp({ apiKey: stack.env.VITE_FIREBASE_API_KEY, projectId: stack.projectId }, `tenant-${randomUUID()}`),
    );
    connectAuthEmulator(tenantAuth, `http://${stack.host}:${stack.ports.auth}`, { disableWarnings: true });
    tenantAuth.tenantId = tenant.tenantId;
    await expect(signInWithEmailAndPassword(tenantAuth, person.email, 'tenant-secret')).resolves.toBeTruthy();
    await deleteApp(tenantAuth.app);
  });
});
