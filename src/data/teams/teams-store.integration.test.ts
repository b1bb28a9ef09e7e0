import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInAsDemo } from '../../../tests/support/demo-sign-in';
import { getStack } from '../../../tests/support/stack';
import { DEMO_TEAM_ID } from '../../../scripts/seed';
import { MISSING_ID_MESSAGES, noTeamForUserMessage, TEAM_MESSAGES } from '../../domain/messages';
import { initFirebase, type FirebaseClient } from '../../lib/firebase/client';
import { parseClientEnv } from '../../lib/firebase/env';
import { backfillFirstPageFields } from '../../../scripts/backfill-first-pages';
import { adminDb } from '../../../tests/support/auth-people';
import { PAGE_SIZE } from '../../domain/constants';
import { eventPaths } from '../../domain/paths';
import { groupStandShares, type Team } from '../../domain/team';
import { textSortKey } from '../../domain/text-order';
import {
  createStandShare,
  createTeamMember,
  createTeamWithOwner,
  deleteTeam,
  listFirstPageOfTeams,
  countTeams,
  getTeam,
  getTeamOfUser,
  listStandShares,
  listTeamMembers,
  listTeams,
  deleteTeamMember,
  updateTeam,
  updateTeamMember,
} from './teams-store';

// Teams through the real callables (owner accounts, welcome mails) and the client writes the
// security rules allow: organisers edit any team, an owner only takes people out of their own.
describe('teams against the local stack', () => {
  let client: FirebaseClient;
  const tag = () => randomUUID().slice(0, 8);
  const owner = (id: string) => ({ firstName: 'Tess', surname: `Owner ${id}`, email: `team-owner-${id}@example.test` });

  beforeAll(async () => {
    client = initFirebase(parseClientEnv(getStack().env));
    await signInAsDemo(client.auth, 'moderator');
  });

  it('creates a team with its owner, edits its details and lists it by name', async () => {
    const id = tag();
    const { teamId, ownerId } = await createTeamWithOwner({ team: { name: `Acme ${id}` }, owner: owner(id) });
    const created = await getTeam(teamId);
    expect(created).toMatchObject({ name: `Acme ${id}`, ownerId, userIds: [ownerId], standShareRole: 'none' });
    const updated = await updateTeam(
      created,
      { name: ` Acme Stands ${id} `, teamTypeId: '', isOrganiser: true, customFields: {} },
      [],
    );
    expect(await getTeam(teamId)).toMatchObject({
      name: `Acme Stands ${id}`,
      isOrganiser: true,
      updatedAt: updated.updatedAt,
    });
    expect((await adminDb().doc(eventPaths(getStack().eventId).doc('teams', teamId)).get()).data()).toMatchObject({
      nameSortKey: textSortKey(`Acme Stands ${id}`),
    });
    expect((await listTeams()).map((team) => team.id)).toContain(teamId);
  });

  it('adds a stand share under its parent and a member with a team-level role; removes the member', async () => {
    const id = tag();
    const { teamId } = await createTeamWithOwner({ team: { name: `Parent ${id}` }, owner: owner(id) });
    const share = await createStandShare({
      parentTeamId: teamId,
      team: { name: `Share ${id}` },
      owner: owner(`s${id}`),
    });
    expect((await listStandShares(teamId)).map((team) => team.id)).toEqual([share.teamId]);
    expect(await getTeam(share.teamId)).toMatchObject({ standShareRole: 'child', parentTeamId: teamId });
    const { uid } = await createTeamMember({
      teamId,
      member: { firstName: 'Mia', surname: 'Member', email: `team-member-${id}@example.test`, role: 'user' },
    });
    await updateTeamMember(uid, { firstName: ' Mia ', surname: 'Mitchell', teamRole: 'admin' });
    expect((await adminDb().doc(eventPaths(getStack().eventId).user(uid)).get()).data()).toMatchObject({
      firstName: 'Mia',
      firstNameSortKey: 'mia',
    });
    expect((await listTeamMembers(teamId)).find((member) => member.id === uid)).toMatchObject({
      firstName: 'Mia',
      surname: 'Mitchell',
      teamRole: 'admin',
      teamId,
    });
    await deleteTeamMember(await getTeam(teamId), uid);
    expect((await listTeamMembers(teamId)).map((member) => member.id)).not.toContain(uid);
    expect((await getTeam(teamId)).userIds).not.toContain(uid);
  });

  it('reads the first page alone: the first top-level teams in the whole list’s order, their stand shares, and the count beside them', async () => {
    const id = tag();
    // '0 …' sorts before every letter, so this team is on the first page however many teams other tests made.
    const parent = await createTeamWithOwner({ team: { name: `0 Parent ${id}` }, owner: owner(id) });
    const share = await createStandShare({
      parentTeamId: parent.teamId,
      team: { name: `Share ${id}` },
      owner: owner(`s${id}`),
    });
    // Other tests' fixtures are written without the product's writers: the backfill gives them the first pages' fields, as at a deploy.
    await backfillFirstPageFields(adminDb(), getStack().eventId);
    const [teams, firstPage, total] = await Promise.all([listTeams(), listFirstPageOfTeams(), countTeams()]);
    expect(total).toBe(teams.length);
    const topLevel = (list: readonly Team[]) => groupStandShares(list).topLevel.map((team) => team.id);
    expect(topLevel(firstPage)).toEqual(topLevel(teams).slice(0, PAGE_SIZE));
    expect(
      groupStandShares(firstPage)
        .childrenOf(parent.teamId)
        .map((team) => team.id),
    ).toEqual([share.teamId]);
  });

  it("keeps the owner in the team and refuses a team with stand shares' deletion", async () => {
    const id = tag();
    const { teamId, ownerId } = await createTeamWithOwner({ team: { name: `Keep ${id}` }, owner: owner(id) });
    await expect(deleteTeamMember(await getTeam(teamId), ownerId)).rejects.toThrow(TEAM_MESSAGES.invalidTeamOwner);
    await createStandShare({ parentTeamId: teamId, team: { name: `Child ${id}` }, owner: owner(`c${id}`) });
    await expect(deleteTeam(teamId)).rejects.toThrow();
    expect(await getTeam(teamId)).toMatchObject({ id: teamId });
  });

  it("deletes a team without stand shares; a missing one reads as Invalid team, and as its owner's failed team lookup", async () => {
    const id = tag();
    const { teamId, ownerId } = await createTeamWithOwner({ team: { name: `Gone ${id}` }, owner: owner(id) });
    expect((await getTeamOfUser({ uid: ownerId, teamId })).id).toBe(teamId);
    await deleteTeam(teamId);
    await expect(getTeam(teamId)).rejects.toThrow(TEAM_MESSAGES.invalidTeam);
    await expect(getTeamOfUser({ uid: ownerId, teamId })).rejects.toThrow(noTeamForUserMessage(ownerId));
  });

  it("refuses a call without a team id with the spec's 'teamId is null'", async () => {
    await expect(getTeam('')).rejects.toThrow(MISSING_ID_MESSAGES.teamIdNull);
    await expect(listTeamMembers('')).rejects.toThrow(MISSING_ID_MESSAGES.teamIdNull);
    await expect(listStandShares('')).rejects.toThrow(MISSING_ID_MESSAGES.teamIdNull);
    await expect(getTeamOfUser({ uid: 'someone', teamId: '' })).rejects.toThrow(MISSING_ID_MESSAGES.teamIdNull);
  });

  it('refuses a team member editing their team or adding a stand share to a team they do not own', async () => {
    await signInAsDemo(client.auth, 'teamMember');
    try {
      const team = await getTeam(DEMO_TEAM_ID);
      await expect(
        updateTeam(
          team,
          { name: 'Renamed by a member', teamTypeId: team.teamTypeId, isOrganiser: false, customFields: {} },
          [],
        ),
      ).rejects.toMatchObject({ code: 'permission-denied' });
      await expect(
        createStandShare({ parentTeamId: team.id, team: { name: 'Sneaky share' }, owner: owner(tag()) }),
      ).rejects.toThrow();
      expect((await getTeam(team.id)).name).toBe(team.name);
    } finally {
      await signInAsDemo(client.auth, 'moderator');
    }
  });
});
