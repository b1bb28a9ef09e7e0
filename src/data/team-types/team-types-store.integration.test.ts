import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInAsDemo } from '../../../tests/support/demo-sign-in';
import { getStack } from '../../../tests/support/stack';
import { initFirebase, type FirebaseClient } from '../../lib/firebase/client';
import { parseClientEnv } from '../../lib/firebase/env';
import { createTeamWithOwner, getTeam } from '../teams/teams-store';
import { createTeamType, deleteTeamType, getTeamType, listTeamTypes, updateTeamType } from './team-types-store';

// Team types keep both sides of the link: the type's teamIds and each team's teamTypeId (which the
// security rules read when a member asks for restricted pages and downloads).
describe('team types against the local stack', () => {
  let client: FirebaseClient;
  const newTeam = async () => {
    const id = randomUUID().slice(0, 8);
    const { teamId } = await createTeamWithOwner({
      team: { name: `Typed ${id}` },
      owner: { firstName: 'Tia', surname: 'Type', email: `team-type-${id}@example.test` },
    });
    return teamId;
  };

  beforeAll(async () => {
    client = initFirebase(parseClientEnv(getStack().env));
    await signInAsDemo(client.auth, 'admin');
  });

  it('creates a type with its teams, moves a team to another type, and deletes a type leaving its teams without one', async () => {
    const [first, second] = [await newTeam(), await newTeam()];
    const exhibitors = await createTeamType({
      name: ` Exhibitors ${randomUUID().slice(0, 8)} `,
      teamIds: [first, second],
    });
    expect(await getTeamType(exhibitors.id)).toMatchObject({ name: exhibitors.name, teamIds: [first, second] });
    expect((await getTeam(first)).teamTypeId).toBe(exhibitors.id);

    const sponsors = await createTeamType({ name: `Sponsors ${randomUUID().slice(0, 8)}`, teamIds: [] });
    await updateTeamType(exhibitors.id, { name: exhibitors.name, teamIds: [first] });
    await updateTeamType(sponsors.id, { name: sponsors.name, teamIds: [second] });
    expect((await getTeam(second)).teamTypeId).toBe(sponsors.id);
    expect((await getTeamType(exhibitors.id)).teamIds).toEqual([first]);

    await deleteTeamType(exhibitors.id);
    expect((await getTeam(first)).teamTypeId).toBe('');
    expect((await listTeamTypes()).map((type) => type.id)).not.toContain(exhibitors.id);
    await expect(getTeamType(exhibitors.id)).rejects.toThrow('Invalid team type');
    await deleteTeamType(sponsors.id);
  });

  it('leaves a team already in another type out of a new one', async () => {
    const team = await newTeam();
    const owning = await createTeamType({ name: `Owning ${randomUUID().slice(0, 8)}`, teamIds: [team] });
    const other = await createTeamType({ name: `Other ${randomUUID().slice(0, 8)}`, teamIds: [team] });
    expect(other.teamIds).toEqual([]);
    expect((await getTeam(team)).teamTypeId).toBe(owning.id);
    await Promise.all([deleteTeamType(owning.id), deleteTeamType(other.id)]);
  });

  it('refuses a moderator creating a team type (admins manage them)', async () => {
    await signInAsDemo(client.auth, 'moderator');
    try {
      await expect(createTeamType({ name: 'Not mine to add', teamIds: [] })).rejects.toMatchObject({
        code: 'permission-denied',
      });
    } finally {
      await signInAsDemo(client.auth, 'admin');
    }
  });
});
