import { textSortKey } from '../../src/domain/text-order';
import { randomUUID } from 'node:crypto';
import { signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEAM_MESSAGES } from '../../src/domain/messages';
import { eventPaths } from '../../src/domain/paths';
import { adminDb, createPerson, linkIn, waitForMail } from '../support/auth-people';
import { getStack } from '../support/stack';
import { connectStackClient, refusalMessage } from '../support/stack-client';

// The team callables through the real client SDK against the local stack, as the portal calls them.

const stack = getStack();
const { eventId } = stack;
const paths = eventPaths(eventId);
const { auth, call, close } = connectStackClient('teams-callables');
const refusal = refusalMessage;

beforeAll(async () => {
  const moderator = await createPerson('moderator');
  await signInWithEmailAndPassword(auth, moderator.email, moderator.password);
});

afterAll(async () => {
  await signOut(auth);
  await close();
});

const unique = () => randomUUID().slice(0, 8);
const person = (label: string) => {
  const id = unique();
  return { firstName: `${label}${id}`, surname: 'Tester', email: `${label.toLowerCase()}-${id}@example.test` };
};

async function teamDoc(teamId: string) {
  return (await adminDb().doc(paths.doc('teams', teamId)).get()).data();
}

describe('team callables', () => {
  it('creates a team with its owner in its team type and mails the owner a set-password link', async () => {
    const teamTypeId = `type-${unique()}`;
    await adminDb()
      .doc(paths.doc('teamTypes', teamTypeId))
      .set({ id: teamTypeId, name: `Type ${teamTypeId}`, teamIds: [] });
    const owner = person('Owner');
    const name = `Team ${unique()}`;
    const created = await call<{ teamId: string; ownerId: string; isNewOwner: boolean }>('createUser_LEGACY', {
      team: { name: `  ${name}`, teamTypeId, isOrganiser: false, customFields: {} },
      owner: { ...owner, email: owner.email.toUpperCase() },
    });
    expect(created.isNewOwner).toBe(true);
    // Each name is stored with its sort key, which orders the lists' first pages.
    expect(await teamDoc(created.teamId)).toMatchObject({
      name,
      nameSortKey: textSortKey(name),
      ownerId: created.ownerId,
      userIds: [created.ownerId],
      standShareRole: 'none',
    });
    expect((await adminDb().doc(paths.doc('teamTypes', teamTypeId)).get()).data()?.teamIds).toEqual([created.teamId]);
    expect((await adminDb().doc(paths.user(created.ownerId)).get()).data()).toMatchObject({
      email: owner.email,
      firstNameSortKey: textSortKey(owner.firstName),
      teamId: created.teamId,
      permissions: 'user',
    });
    const mail = await waitForMail(owner.email);
    expect(linkIn(mail, '/auth/set-password').searchParams.get('uid')).toBe(created.ownerId);
  });

  it('adds a member through createTeamMember, who gets the welcomeTeamMember mail', async () => {
    const owner = person('Owner');
    const { teamId } = await call<{ teamId: string }>('createUser_LEGACY', {
      team: { name: `Team ${unique()}` },
      owner,
    });
    const member = person('Member');
    const added = await call<{ uid: string; isNew: boolean }>('createTeamMember', {
      teamId,
      member: { ...member, role: 'user' },
    });
    expect(added.isNew).toBe(true);
    expect((await teamDoc(teamId))?.userIds).toContain(added.uid);
    expect((await adminDb().doc(paths.user(added.uid)).get()).data()).toMatchObject({
      firstName: member.firstName,
      firstNameSortKey: textSortKey(member.firstName),
    });
    const mail = await waitForMail(member.email);
    expect(mail.subject).toContain('added to');
    expect(linkIn(mail, '/auth/set-password').searchParams.get('mode')).toBe('setPassword');
    expect(await refusal(call('createTeamMember', { teamId, member: { ...member, role: 'user' } }))).toBe(
      'This person is already a member of this team',
    );
  });

  it('refuses a member beyond the team member limit', async () => {
    const owner = person('Owner');
    const { teamId } = await call<{ teamId: string }>('createUser_LEGACY', {
      team: { name: `Team ${unique()}` },
      owner,
    });
    const limit =
      ((await adminDb().doc(paths.settings('variables')).get()).data()?.teamMemberLimit as number | undefined) ?? 10;
    await adminDb()
      .doc(paths.doc('teams', teamId))
      .update({ userIds: Array.from({ length: limit }, (_, i) => `filler-${i}`) });
    expect(await refusal(call('createTeamMember', { teamId, member: { ...person('Late'), role: 'user' } }))).toBe(
      `This team is full: the team member limit is ${limit}`,
    );
  });

  it('adds a stand share under a parent and refuses to delete the parent while it exists', async () => {
    const { teamId: parentId } = await call<{ teamId: string }>('createUser_LEGACY', {
      team: { name: `Parent ${unique()}` },
      owner: person('Owner'),
    });
    const shareOwner = person('Share');
    const share = await call<{ teamId: string }>('createStandShare', {
      parentTeamId: parentId,
      team: { name: `Share ${unique()}` },
      owner: shareOwner,
    });
    expect(await teamDoc(parentId)).toMatchObject({ standShareRole: 'parent', childTeamIds: [share.teamId] });
    expect(await teamDoc(share.teamId)).toMatchObject({ standShareRole: 'child', parentTeamId: parentId });
    const mail = await waitForMail(shareOwner.email);
    expect(mail.text).toContain('sharing its stand');

    expect(await refusal(call('deleteTeam', { teamId: parentId }))).toBe(TEAM_MESSAGES.teamHasStandShares);
    expect(TEAM_MESSAGES.teamHasStandShares).toBe("Can't delete a team with stand shares still in it");

    await call('deleteTeam', { teamId: share.teamId });
    expect(await teamDoc(share.teamId)).toBeUndefined();
    expect(await teamDoc(parentId)).toMatchObject({ standShareRole: 'none', childTeamIds: [] });
    await expect(call('deleteTeam', { teamId: parentId })).resolves.toEqual({ success: true });
  });

  it('refuses team management to a team member of another team', async () => {
    const { teamId } = await call<{ teamId: string }>('createUser_LEGACY', {
      team: { name: `Team ${unique()}` },
      owner: person('Owner'),
    });
    const outsider = await createPerson('user');
    const signedInAs = auth.currentUser!;
    await signInWithEmailAndPassword(auth, outsider.email, outsider.password);
    try {
      await expect(
        call('createTeamMember', { teamId, member: { ...person('X'), role: 'user' } }),
      ).rejects.toMatchObject({ code: 'functions/permission-denied' });
      await expect(call('deleteTeam', { teamId })).rejects.toMatchObject({ code: 'functions/permission-denied' });
    } finally {
      await auth.updateCurrentUser(signedInAs);
    }
  });
});
