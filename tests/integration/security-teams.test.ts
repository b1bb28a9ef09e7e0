import { randomUUID } from 'node:crypto';
import { signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventPaths } from '../../src/domain/paths';
import { ORGANISER_TEAM_BY_ORGANISERS_ONLY, STAFF_CANNOT_JOIN_TEAM } from '../../src/domain/security';
import { TEAM_MEMBER_MESSAGES } from '../../src/domain/team';
import { adminAuth, adminDb, createPerson, type TestPerson } from '../support/auth-people';
import { getStack } from '../support/stack';
import { connectStackClient, refusalMessage } from '../support/stack-client';

// The team callables never move someone who already belongs to a team, nor
// organiser staff, into the caller's team, and a transfer of ownership never leaves a person in
// two teams. Run as a team owner and as a moderator through the real client SDK; the legitimate
// flows beside each refusal still work.

const stack = getStack();
const paths = eventPaths(stack.eventId);
const { auth, call, close } = connectStackClient('security-teams');
let moderator: TestPerson;

beforeAll(async () => {
  moderator = await createPerson('moderator');
});

afterAll(async () => {
  await signOut(auth);
  await close();
});

const unique = () => randomUUID().slice(0, 8);
// Each test makes a dozen or more calls, on a machine shared with other test runs.
const SLOW_CALLS_MS = 120_000;
const newPerson = (label: string) => {
  const id = unique();
  return { firstName: `${label}${id}`, surname: 'Tester', email: `${label.toLowerCase()}-${id}@example.test` };
};

interface TeamWithOwner {
  teamId: string;
  owner: TestPerson;
}

/** A team made by the moderator through createUser_LEGACY, whose owner can then sign in. */
async function teamWithOwner(): Promise<TeamWithOwner> {
  await signInWithEmailAndPassword(auth, moderator.email, moderator.password);
  const details = newPerson('Owner');
  const { teamId, ownerId } = await call<{ teamId: string; ownerId: string }>('createUser_LEGACY', {
    team: { name: `Team ${unique()}` },
    owner: details,
  });
  const password = `owner-${unique()}`;
  await adminAuth().updateUser(ownerId, { password });
  return { teamId, owner: { uid: ownerId, email: details.email, password, firstName: details.firstName } };
}

async function stored(path: string) {
  return (await adminDb().doc(path).get()).data();
}

describe('createTeamMember and createStandShare', { timeout: SLOW_CALLS_MS }, () => {
  it("an owner cannot add another team's member, nor organiser staff, to their team", async () => {
    const mine = await teamWithOwner();
    const theirs = await teamWithOwner();
    const staff = await createPerson('moderator');
    await signInWithEmailAndPassword(auth, mine.owner.email, mine.owner.password);
    const asMember = (email: string) =>
      call('createTeamMember', {
        teamId: mine.teamId,
        member: { firstName: 'Pulled', surname: 'In', email, role: 'user' },
      });
    expect(await refusalMessage(asMember(theirs.owner.email))).toBe(TEAM_MEMBER_MESSAGES.inAnotherTeam);
    expect(await refusalMessage(asMember(staff.email))).toBe(STAFF_CANNOT_JOIN_TEAM);
    expect(await stored(paths.doc('teams', mine.teamId))).toMatchObject({ userIds: [mine.owner.uid] });
    expect(await stored(paths.user(theirs.owner.uid))).toMatchObject({
      teamId: theirs.teamId,
      firstName: theirs.owner.firstName,
    });
    expect(await stored(paths.user(staff.uid))).toMatchObject({ teamId: '', permissions: 'moderator' });
  });

  it("an owner cannot make another team's member, nor organiser staff, the owner of a new stand share", async () => {
    const mine = await teamWithOwner();
    const theirs = await teamWithOwner();
    const staff = await createPerson('admin');
    await signInWithEmailAndPassword(auth, mine.owner.email, mine.owner.password);
    const asShareOwner = (email: string) =>
      call('createStandShare', {
        parentTeamId: mine.teamId,
        team: { name: `Share ${unique()}` },
        owner: { firstName: 'Pulled', surname: 'In', email },
      });
    expect(await refusalMessage(asShareOwner(theirs.owner.email))).toBe(TEAM_MEMBER_MESSAGES.inAnotherTeam);
    expect(await refusalMessage(asShareOwner(staff.email))).toBe(STAFF_CANNOT_JOIN_TEAM);
    expect(await stored(paths.doc('teams', mine.teamId))).toMatchObject({ childTeamIds: [], standShareRole: 'none' });
    expect(
      (await adminDb().collection(paths.collection('teams')).where('parentTeamId', '==', mine.teamId).get()).empty,
    ).toBe(true);
    expect(await stored(paths.user(theirs.owner.uid))).toMatchObject({ teamId: theirs.teamId });
    expect(await stored(paths.user(staff.uid))).toMatchObject({ teamId: '', permissions: 'admin' });
  });

  it('a moderator cannot move them either', async () => {
    const mine = await teamWithOwner();
    const theirs = await teamWithOwner();
    const admin = await createPerson('admin');
    await signInWithEmailAndPassword(auth, moderator.email, moderator.password);
    expect(
      await refusalMessage(
        call('createStandShare', {
          parentTeamId: mine.teamId,
          team: { name: `Share ${unique()}` },
          owner: { firstName: 'X', surname: 'Y', email: theirs.owner.email },
        }),
      ),
    ).toBe(TEAM_MEMBER_MESSAGES.inAnotherTeam);
    expect(
      await refusalMessage(
        call('createUser_LEGACY', {
          team: { name: `Team ${unique()}` },
          owner: { firstName: 'X', surname: 'Y', email: admin.email },
        }),
      ),
    ).toBe(STAFF_CANNOT_JOIN_TEAM);
    expect(await stored(paths.user(admin.uid))).toMatchObject({ teamId: '', permissions: 'admin' });
  });

  it('an owner cannot make their stand share an organiser team; a moderator can', async () => {
    const mine = await teamWithOwner();
    await signInWithEmailAndPassword(auth, mine.owner.email, mine.owner.password);
    const shareOwner = newPerson('Share');
    const organiserShare = () =>
      call<{ teamId: string }>('createStandShare', {
        parentTeamId: mine.teamId,
        team: { name: `Share ${unique()}`, isOrganiser: true },
        owner: shareOwner,
      });
    expect(await refusalMessage(organiserShare())).toBe(ORGANISER_TEAM_BY_ORGANISERS_ONLY);
    expect(await stored(paths.doc('teams', mine.teamId))).toMatchObject({
      childTeamIds: [],
      standShareRole: 'none',
      isOrganiser: false,
    });
    expect(
      (await adminDb().collection(paths.collection('teams')).where('parentTeamId', '==', mine.teamId).get()).empty,
    ).toBe(true);
    expect(
      (await adminDb().collection(paths.collection('users')).where('email', '==', shareOwner.email).get()).empty,
    ).toBe(true);

    await signInWithEmailAndPassword(auth, moderator.email, moderator.password);
    const { teamId } = await organiserShare();
    expect(await stored(paths.doc('teams', teamId))).toMatchObject({
      isOrganiser: true,
      parentTeamId: mine.teamId,
      standShareRole: 'child',
    });
  });

  it('new people still join: an owner adds a member and a stand share with its own owner', async () => {
    const mine = await teamWithOwner();
    await signInWithEmailAndPassword(auth, mine.owner.email, mine.owner.password);
    const member = await call<{ uid: string; isNew: boolean }>('createTeamMember', {
      teamId: mine.teamId,
      member: { ...newPerson('Member'), role: 'user' },
    });
    expect(member.isNew).toBe(true);
    const share = await call<{ teamId: string; ownerId: string }>('createStandShare', {
      parentTeamId: mine.teamId,
      team: { name: `Share ${unique()}` },
      owner: newPerson('Share'),
    });
    expect(await stored(paths.user(share.ownerId))).toMatchObject({ teamId: share.teamId });
    expect(await stored(paths.doc('teams', mine.teamId))).toMatchObject({
      standShareRole: 'parent',
      childTeamIds: [share.teamId],
      userIds: expect.arrayContaining([member.uid]),
    });
  });
});

describe('cleanupAndTransferUser', { timeout: SLOW_CALLS_MS }, () => {
  it('refuses to hand a team to someone of another team or to organiser staff, and changes nothing', async () => {
    const leaving = await teamWithOwner();
    const otherTeam = await teamWithOwner();
    const staff = await createPerson('reportViewer');
    await signInWithEmailAndPassword(auth, moderator.email, moderator.password);
    expect(
      await refusalMessage(
        call('cleanupAndTransferUser', { targetUserId: leaving.owner.uid, transferToUserId: otherTeam.owner.uid }),
      ),
    ).toBe(TEAM_MEMBER_MESSAGES.inAnotherTeam);
    expect(
      await refusalMessage(
        call('cleanupAndTransferUser', { targetUserId: leaving.owner.uid, transferToUserId: staff.uid }),
      ),
    ).toBe(STAFF_CANNOT_JOIN_TEAM);
    expect(await stored(paths.doc('teams', leaving.teamId))).toMatchObject({ ownerId: leaving.owner.uid });
    expect(await stored(paths.user(leaving.owner.uid))).toMatchObject({ teamId: leaving.teamId });
    expect(await stored(paths.user(otherTeam.owner.uid))).toMatchObject({ teamId: otherTeam.teamId });
  });

  it('hands the team to a member of that same team, who ends in exactly one team', async () => {
    const leaving = await teamWithOwner();
    await signInWithEmailAndPassword(auth, moderator.email, moderator.password);
    const member = await call<{ uid: string }>('createTeamMember', {
      teamId: leaving.teamId,
      member: { ...newPerson('Heir'), role: 'user' },
    });
    await expect(
      call('cleanupAndTransferUser', { targetUserId: leaving.owner.uid, transferToUserId: member.uid }),
    ).resolves.toMatchObject({ transferred: { teams: 1 } });
    expect(await stored(paths.doc('teams', leaving.teamId))).toMatchObject({
      ownerId: member.uid,
      userIds: [member.uid],
    });
    expect(await stored(paths.user(member.uid))).toMatchObject({ teamId: leaving.teamId });
    expect(
      (await adminDb().collection(paths.collection('teams')).where('userIds', 'array-contains', member.uid).get()).size,
    ).toBe(1);
  });
});
