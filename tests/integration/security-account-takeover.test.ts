import { randomUUID } from 'node:crypto';
import { signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { afterAll, describe, expect, it } from 'vitest';
import { AUTH_LINK_MESSAGES } from '../../src/domain/auth-callables';
import { USER_NOT_FOUND } from '../../src/domain/messages';
import { eventPaths, profilePath } from '../../src/domain/paths';
import type { Role } from '../../src/domain/roles';
import {
  NO_EMAIL_CHANGE_TO_UNDO,
  NOT_A_USER_OF_THE_EVENT,
  TARGET_OUTRANKS_CALLER,
  TOO_MANY_REQUESTS,
} from '../../src/domain/security';
import {
  adminAuth,
  adminDb,
  authTokenDoc,
  createPerson,
  linkIn,
  mailsTo,
  waitForMail,
  type TestPerson,
} from '../support/auth-people';
import { getStack } from '../support/stack';
import { connectStackClient, refusalMessage } from '../support/stack-client';

// Each takeover path of the account callables, run as the hostile
// caller through the real client SDK against the stack, is refused with a clear message and leaves
// the victim's account as it was; the legitimate flow next to it still works.

const stack = getStack();
const { eventId } = stack;
const paths = eventPaths(eventId);
const { auth, call, close } = connectStackClient('security-takeover');

afterAll(async () => {
  await signOut(auth);
  await close();
});

const CHANGE_OWN_EMAIL_ONLY = 'You can only change the email address of your own account';
const unique = () => randomUUID().slice(0, 8);
// Each test makes a dozen or more calls, on a machine shared with other test runs.
const SLOW_CALLS_MS = 120_000;

async function signInAs(person: TestPerson): Promise<void> {
  await signInWithEmailAndPassword(auth, person.email, person.password);
}

/** A person of this event who holds `role` in another event as well (one account serves both). */
async function personWithRoleElsewhere(role: Role): Promise<TestPerson> {
  const person = await createPerson('user');
  const otherEventId = `other-event-${unique()}`;
  await adminDb().doc(eventPaths(otherEventId).user(person.uid)).set({
    id: person.uid,
    firstName: person.firstName,
    surname: 'Tester',
    email: person.email,
    permissions: role,
    teamId: '',
  });
  await adminDb()
    .doc(profilePath(person.uid))
    .update({ eventIds: [eventId, otherEventId] });
  return person;
}

/** An account that exists in Auth (with its profile) but is no user of this event. */
async function outsider(): Promise<TestPerson> {
  const id = unique();
  const person = {
    uid: `outsider-${id}`,
    email: `outsider-${id}@example.test`,
    password: `secret-${id}`,
    firstName: `Olive${id}`,
  };
  await adminAuth().createUser({
    uid: person.uid,
    email: person.email,
    password: person.password,
    displayName: `${person.firstName} Outsider`,
  });
  await adminDb()
    .doc(profilePath(person.uid))
    .set({ id: person.uid, firstName: person.firstName, surname: 'Outsider', email: person.email, eventIds: [] });
  return person;
}

/** Nothing arrives for the address within a moment (the functions mail synchronously, so a short wait suffices). */
async function expectNoMail(address: string): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(await mailsTo(address)).toEqual([]);
}

const linkParams = (url: URL) => ({
  token: url.searchParams.get('token')!,
  uid: url.searchParams.get('uid')!,
  mode: url.searchParams.get('mode')!,
});

describe('item 1: account takeover through upsertUser_MULTI and getTokenLink', { timeout: SLOW_CALLS_MS }, () => {
  it("attaching an existing person's email changes neither their name nor team and answers no uid", async () => {
    const moderator = await createPerson('moderator');
    const staff = await createPerson('eventflowAdmin');
    await signInAs(moderator);
    const { results } = await call<{ results: { uid: string; isNew: boolean; error: string }[] }>('upsertUser_MULTI', {
      users: [{ email: staff.email, firstName: 'Mallory', surname: 'Attacker' }],
      sendWelcome: false,
    });
    expect(results).toEqual([expect.objectContaining({ uid: '', isNew: false, error: '' })]);
    expect((await adminDb().doc(paths.user(staff.uid)).get()).data()).toMatchObject({
      firstName: staff.firstName,
      surname: 'Tester',
      permissions: 'eventflowAdmin',
      teamId: '',
    });
    expect((await adminDb().doc(profilePath(staff.uid)).get()).data()).toMatchObject({
      firstName: staff.firstName,
      surname: 'Tester',
    });
    expect((await adminAuth().getUser(staff.uid)).displayName).toBe(`${staff.firstName} Tester`);

    // Naming a team for them is refused rather than moving Eventflow Staff into it.
    const { results: intoTeam } = await call<{ results: { error: string }[] }>('upsertUser_MULTI', {
      users: [{ email: staff.email, firstName: 'Mallory', surname: 'Attacker', teamId: `team-${unique()}` }],
      sendWelcome: false,
    });
    expect(intoTeam[0]!.error).toBe('This person is organiser staff and cannot join a team');
    expect((await adminDb().doc(paths.user(staff.uid)).get()).get('teamId')).toBe('');
  });

  it('an existing account of another event is attached under its own name and gets a sign-in link, no set-password link', async () => {
    const moderator = await createPerson('moderator');
    const person = await outsider();
    await signInAs(moderator);
    const { results } = await call<{ results: { uid: string; isNew: boolean; emailSent: boolean }[] }>(
      'upsertUser_MULTI',
      {
        users: [{ email: person.email, firstName: 'Renamed', surname: 'ByModerator', teamName: 'Any team' }],
      },
    );
    expect(results).toEqual([expect.objectContaining({ uid: '', isNew: false, emailSent: true })]);
    expect((await adminDb().doc(paths.user(person.uid)).get()).data()).toMatchObject({
      firstName: person.firstName,
      surname: 'Outsider',
      permissions: 'user',
    });
    const mail = await waitForMail(person.email);
    expect(mail.text).toContain(`${stack.env.APP_URL}/auth/login`);
    expect(mail.text).not.toContain('token=');
  });

  it("a moderator's reset link for Eventflow Staff, or for anyone who outranks them in another event, is refused and nothing is sent", async () => {
    const moderator = await createPerson('moderator');
    const staff = await createPerson('eventflowAdmin');
    const adminElsewhere = await personWithRoleElsewhere('admin');
    await signInAs(moderator);
    for (const target of [staff, adminElsewhere]) {
      for (const mode of ['resetPassword', 'setPassword']) {
        expect(await refusalMessage(call('getTokenLink', { mode, id: target.uid }))).toBe(TARGET_OUTRANKS_CALLER);
      }
      await expectNoMail(target.email);
    }
  });

  it("a moderator's reset link for a user goes to that user's own address and is never answered", async () => {
    const moderator = await createPerson('moderator');
    const member = await createPerson('user');
    await signInAs(moderator);
    await expect(call('getTokenLink', { mode: 'resetPassword', id: member.uid })).resolves.toEqual({
      link: null,
      sentTo: member.email,
    });
    const link = linkIn(await waitForMail(member.email), '/auth/reset-password');
    expect(link.searchParams.get('uid')).toBe(member.uid);
    expect(await mailsTo(moderator.email)).toEqual([]);
    // Someone who is no user of the event cannot be targeted at all.
    expect(await refusalMessage(call('getTokenLink', { mode: 'resetPassword', id: (await outsider()).uid }))).toBe(
      USER_NOT_FOUND,
    );
  });

  it('a stored email edited in Firestore does not redirect the welcome reminder: it goes to the account itself', async () => {
    const moderator = await createPerson('moderator');
    const member = await createPerson('user');
    const attackerAddress = `attacker-${unique()}@example.test`;
    await adminDb().doc(paths.user(member.uid)).update({ email: attackerAddress });
    await signInAs(moderator);
    await expect(call('sendWelcomeChaser', { targetUserId: member.uid })).resolves.toEqual({ to: member.email });
    await waitForMail(member.email);
    await expectNoMail(attackerAddress);
  });
});

describe('item 1: rollbackEmail', { timeout: SLOW_CALLS_MS }, () => {
  it("a moderator cannot set someone else's address", async () => {
    const moderator = await createPerson('moderator');
    const member = await createPerson('user');
    await signInAs(moderator);
    const attackerAddress = `attacker-${unique()}@example.test`;
    expect(
      await refusalMessage(call('rollbackEmail', { targetUserId: member.uid, originalEmail: attackerAddress })),
    ).toBe(CHANGE_OWN_EMAIL_ONLY);
    expect((await adminAuth().getUser(member.uid)).email).toBe(member.email);
  });

  it('a user cannot change their own address through it without a verified change to undo', async () => {
    const member = await createPerson('user');
    await signInAs(member);
    const unverified = `unverified-${unique()}@example.test`;
    expect(await refusalMessage(call('rollbackEmail', { targetUserId: member.uid, originalEmail: unverified }))).toBe(
      NO_EMAIL_CHANGE_TO_UNDO,
    );
    expect((await adminAuth().getUser(member.uid)).email).toBe(member.email);
  });

  it('undoes the caller’s own verified change once, back to exactly the address it replaced', async () => {
    const member = await createPerson('user');
    const newEmail = `changed-${unique()}@example.test`;
    await signInAs(member);
    await call('getTokenLink', { mode: 'verifyAndChangeEmail', id: member.uid, newEmail });
    const params = linkParams(linkIn(await waitForMail(newEmail), '/auth/update-email'));
    await expect(call('updateEmailViaToken_LEGACY', { token: params.token, uid: params.uid })).resolves.toEqual({
      email: newEmail,
    });

    const otherAddress = `other-${unique()}@example.test`;
    expect(await refusalMessage(call('rollbackEmail', { targetUserId: member.uid, originalEmail: otherAddress }))).toBe(
      NO_EMAIL_CHANGE_TO_UNDO,
    );
    await expect(call('rollbackEmail', { targetUserId: member.uid, originalEmail: member.email })).resolves.toEqual({
      email: member.email,
    });
    expect((await adminAuth().getUser(member.uid)).email).toBe(member.email);
    expect((await adminDb().doc(paths.user(member.uid)).get()).get('email')).toBe(member.email);
    expect(await refusalMessage(call('rollbackEmail', { targetUserId: member.uid, originalEmail: member.email }))).toBe(
      NO_EMAIL_CHANGE_TO_UNDO,
    );
  });
});

describe('item 2: nobody acts on a person who outranks them', { timeout: SLOW_CALLS_MS }, () => {
  it('a moderator cannot delete, transfer away or rename an admin or Eventflow Staff', async () => {
    const moderator = await createPerson('moderator');
    const receiver = await createPerson('user');
    const admin = await createPerson('admin');
    const staff = await createPerson('eventflowAdmin');
    await signInAs(moderator);
    for (const target of [admin, staff]) {
      expect(await refusalMessage(call('deleteUser_LEGACY', { targetUserId: target.uid }))).toBe(
        TARGET_OUTRANKS_CALLER,
      );
      expect(
        await refusalMessage(
          call('cleanupAndTransferUser', { targetUserId: target.uid, transferToUserId: receiver.uid }),
        ),
      ).toBe(TARGET_OUTRANKS_CALLER);
      expect(
        await refusalMessage(
          call('updateDisplayName_LEGACY', { targetUserId: target.uid, firstName: 'Mallory', surname: 'Owned' }),
        ),
      ).toBe(TARGET_OUTRANKS_CALLER);
      expect((await adminDb().doc(paths.user(target.uid)).get()).data()).toMatchObject({ firstName: target.firstName });
      expect((await adminAuth().getUser(target.uid)).displayName).toBe(`${target.firstName} Tester`);
    }
  });

  it('a role held in another event counts, and people outside the event cannot be renamed at all', async () => {
    const moderator = await createPerson('moderator');
    const adminElsewhere = await personWithRoleElsewhere('admin');
    const stranger = await outsider();
    await signInAs(moderator);
    expect(await refusalMessage(call('deleteUser_LEGACY', { targetUserId: adminElsewhere.uid }))).toBe(
      TARGET_OUTRANKS_CALLER,
    );
    expect(
      await refusalMessage(
        call('updateDisplayName_LEGACY', { targetUserId: adminElsewhere.uid, firstName: 'Mallory', surname: '' }),
      ),
    ).toBe(TARGET_OUTRANKS_CALLER);
    expect(
      await refusalMessage(
        call('updateDisplayName_LEGACY', { targetUserId: stranger.uid, firstName: 'Mallory', surname: '' }),
      ),
    ).toBe(USER_NOT_FOUND);
    expect((await adminAuth().getUser(stranger.uid)).displayName).toBe(`${stranger.firstName} Outsider`);
    expect((await adminDb().doc(paths.user(adminElsewhere.uid)).get()).exists).toBe(true);
  });

  it('a moderator still renames and deletes a user, and an admin deletes a moderator', async () => {
    const moderator = await createPerson('moderator');
    const member = await createPerson('user');
    const admin = await createPerson('admin');
    await signInAs(moderator);
    await expect(
      call('updateDisplayName_LEGACY', { targetUserId: member.uid, firstName: 'Renamed', surname: 'Member' }),
    ).resolves.toEqual({ displayName: 'Renamed Member' });
    await expect(call('deleteUser_LEGACY', { targetUserId: member.uid })).resolves.toEqual({ authUserDeleted: true });
    await signInAs(admin);
    await expect(call('deleteUser_LEGACY', { targetUserId: moderator.uid })).resolves.toEqual({
      authUserDeleted: true,
    });
  });
});

describe('item 5: mail', { timeout: SLOW_CALLS_MS }, () => {
  it("a moderator's template email carries the portal's own link, event name and support address, whatever the caller sends", async () => {
    const moderator = await createPerson('moderator');
    const member = await createPerson('user');
    await signInAs(moderator);
    await expect(
      call('sendEmailWithTemplate', {
        targetUserId: member.uid,
        kind: 'taskReminder',
        templateModel: {
          actionUrl: 'https://evil.example.test/phish',
          eventName: 'Evil Corp',
          supportEmail: 'help@evil.example.test',
          teamName: 'Stand Twelve',
        },
      }),
    ).resolves.toMatchObject({ ErrorCode: 0 });
    const mail = await waitForMail(member.email);
    expect(mail.text).toContain('These tasks for Stand Twelve');
    expect(mail.text).toContain(`${stack.env.APP_URL}/auth/login`);
    for (const injected of ['evil.example.test', 'Evil Corp']) {
      expect(mail.text).not.toContain(injected);
      expect(mail.html).not.toContain(injected);
    }
  });

  it('sends only the kinds of the caller’s rank: no link-bearing kinds, and users only their own notice', async () => {
    const moderator = await createPerson('moderator');
    const member = await createPerson('user');
    await signInAs(moderator);
    for (const kind of ['verifyPasswordChange', 'welcome', 'welcomeChaser', 'verifyEmailChange']) {
      expect(await refusalMessage(call('sendEmailWithTemplate', { targetUserId: member.uid, kind }))).toBe(
        'This email cannot be sent from here',
      );
    }
    await signInAs(member);
    expect(
      await refusalMessage(
        call('sendEmailWithTemplate', { targetUserId: moderator.uid, kind: 'confirmPasswordChange' }),
      ),
    ).toBe('This action needs the Moderator role or higher');
    await expectNoMail(member.email);
    await expectNoMail(moderator.email);
  });

  it('an email change link needs membership of the event', async () => {
    const stranger = await outsider();
    await signInAs(stranger);
    const newEmail = `stranger-new-${unique()}@example.test`;
    expect(
      await refusalMessage(call('getTokenLink', { mode: 'verifyAndChangeEmail', id: stranger.uid, newEmail })),
    ).toBe(NOT_A_USER_OF_THE_EVENT);
    await expectNoMail(newEmail);
  });

  it('a caller who asks for links too often is told to try later, and no more mail goes out', async () => {
    const member = await createPerson('user');
    await signInAs(member);
    const addresses = Array.from({ length: 11 }, (_, index) => `flood-${index}-${unique()}@example.test`);
    for (const newEmail of addresses.slice(0, 10))
      await expect(
        call('getTokenLink', { mode: 'verifyAndChangeEmail', id: member.uid, newEmail }),
      ).resolves.toMatchObject({ sentTo: newEmail });
    expect(
      await refusalMessage(
        call('getTokenLink', { mode: 'verifyAndChangeEmail', id: member.uid, newEmail: addresses[10] }),
      ),
    ).toBe(TOO_MANY_REQUESTS);
    await expectNoMail(addresses[10]!);
    // The allowance is the caller's own: someone else is not held back.
    const other = await createPerson('user');
    await signInAs(other);
    await expect(
      call('getTokenLink', { mode: 'verifyAndChangeEmail', id: other.uid, newEmail: `other-${unique()}@example.test` }),
    ).resolves.toMatchObject({ link: null });
  });
});

describe('item 6: links', { timeout: SLOW_CALLS_MS }, () => {
  it('a continuePath that leaves the app is dropped from the mailed link', async () => {
    await signOut(auth);
    for (const continuePath of [
      '/\\evil.example.test',
      'https://evil.example.test/x',
      '//evil.example.test',
      '/\t/evil.example.test',
    ]) {
      const person = await createPerson('user');
      await call('getForgotPassLink_LEGACY', { email: person.email, continuePath });
      expect(linkIn(await waitForMail(person.email), '/auth/reset-password').searchParams.get('continuePath')).toBe(
        '/',
      );
    }
  });

  it('stores only the hash of a token, bound to its tenant; a newer link of the same kind revokes the older one', async () => {
    await signOut(auth);
    const person = await createPerson('user');
    await call('getForgotPassLink_LEGACY', { email: person.email });
    const first = linkParams(linkIn(await waitForMail(person.email), '/auth/reset-password'));
    const tokens = adminDb().collection(paths.collection('authTokens'));
    expect((await tokens.doc(first.token).get()).exists).toBe(false);
    expect((await authTokenDoc(first.token).get()).data()).toMatchObject({
      uid: person.uid,
      mode: 'resetPassword',
      tenantId: null,
    });
    expect(
      await refusalMessage(
        call('setPasswordViaToken_MULTI', { ...first, password: 'tenant-secret', tenantId: `tenant-${unique()}` }),
      ),
    ).toBe(AUTH_LINK_MESSAGES.invalid);

    await call('getForgotPassLink_LEGACY', { email: person.email });
    const second = linkParams(linkIn(await waitForMail(person.email, { count: 2 }), '/auth/reset-password'));
    await expect(call('verifyAuthToken', first)).resolves.toEqual({ status: 'invalid', email: null });
    await expect(call('verifyAuthToken', second)).resolves.toEqual({ status: 'valid', email: person.email });
    await expect(call('setPasswordViaToken_LEGACY', { ...second, password: 'new-secret-1' })).resolves.toEqual({
      email: person.email,
    });
  });
});
