import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAsDemo } from '../../../tests/support/demo-sign-in';
import { getStack } from '../../../tests/support/stack';
import { initFirebase, type FirebaseClient } from '../../lib/firebase/client';
import { parseClientEnv } from '../../lib/firebase/env';
import { eventPaths } from '../../domain/paths';
import { adminDb } from '../../../tests/support/auth-people';
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

  describe('deleting a type takes it out of everything that names it, in one commit', () => {
    const paths = eventPaths(getStack().eventId);
    const stored = async (collectionName: 'suppliers' | 'tasks' | 'cardLayouts' | 'downloads', id: string) =>
      (await adminDb().doc(paths.doc(collectionName, id)).get()).data();
    const id = (name: string) => `${name}-${randomUUID().slice(0, 8)}`;
    const records = {
      hiddenSupplier: id('hidden-supplier'),
      onlySupplier: id('only-supplier'),
      onlyTask: id('only-task'),
      sharedTask: id('shared-task'),
      layout: id('layout'),
      shownDownload: id('shown-download'),
    };
    let gone: string;
    let kept: string;
    let writtenPaths: string[] = [];

    /** Records naming the two types, written as the organisers' screens write them. */
    async function writeRecords() {
      const supplier = (showToTeamTypeIds: string[], hideFromTeamTypeIds: string[], viewerTeamTypeIds: string[]) => ({
        company: 'Stand Builders',
        isArchived: false,
        showToTeamTypeIds,
        hideFromTeamTypeIds,
        viewerTeamTypeIds,
      });
      const task = (teamTypeIds: string[]) => ({
        title: 'Send the risk assessment',
        dueDate: '2030-06-01T09:00:00.000Z',
        isArchived: false,
        teamTypeIds,
        viewerTeamTypeIds: teamTypeIds,
      });
      const writes = {
        [paths.doc('suppliers', records.hiddenSupplier)]: supplier([], [gone], [kept, '(none)']),
        [paths.doc('suppliers', records.onlySupplier)]: supplier([gone], [], [gone]),
        [paths.doc('tasks', records.onlyTask)]: task([gone]),
        [paths.doc('tasks', records.sharedTask)]: task([gone, kept]),
        [paths.doc('cardLayouts', records.layout)]: {
          name: 'Sponsors',
          isDefault: false,
          cardIds: ['a', 'b', 'c', 'd', 'e', 'f'],
          teamTypeIds: [gone, kept],
        },
        [paths.doc('downloads', records.shownDownload)]: {
          name: 'Floor plan',
          data: 'https://example.test/plan.pdf',
          fileSize: 1,
          storagePath: 'plan.pdf',
          showDownload: true,
          showToTeamTypeIds: [gone],
          hideFromTeamTypeIds: [],
          viewerTeamTypeIds: [gone],
        },
      };
      writtenPaths = Object.keys(writes);
      await Promise.all(
        Object.entries(writes).map(([path, data]) =>
          adminDb()
            .doc(path)
            .set({ ...data, id: path.split('/').at(-1) }),
        ),
      );
    }

    beforeAll(async () => {
      gone = (await createTeamType({ name: `Gone ${randomUUID().slice(0, 8)}`, teamIds: [] })).id;
      kept = (await createTeamType({ name: `Kept ${randomUUID().slice(0, 8)}`, teamIds: [] })).id;
      await writeRecords();
    });

    afterAll(async () => {
      await deleteTeamType(kept);
      await Promise.all(writtenPaths.map((path) => adminDb().doc(path).delete()));
    });

    it('a new type joins the readers of a supplier hidden from another type, and leaves them when deleted', async () => {
      const newcomer = await createTeamType({ name: `New ${randomUUID().slice(0, 8)}`, teamIds: [] });
      expect((await stored('suppliers', records.hiddenSupplier))?.viewerTeamTypeIds).toContain(newcomer.id);
      await deleteTeamType(newcomer.id);
      const { viewerTeamTypeIds } = (await stored('suppliers', records.hiddenSupplier))!;
      expect(viewerTeamTypeIds).not.toContain(newcomer.id);
      expect(viewerTeamTypeIds).toEqual(expect.arrayContaining([kept, '(none)']));
      expect(viewerTeamTypeIds).not.toContain(gone);
    });

    it('refuses a moderator deleting the type, and nothing that names it changes', async () => {
      await signInAsDemo(client.auth, 'moderator');
      try {
        await expect(deleteTeamType(gone)).rejects.toMatchObject({ code: 'permission-denied' });
      } finally {
        await signInAsDemo(client.auth, 'admin');
      }
      expect(await stored('suppliers', records.hiddenSupplier)).toMatchObject({ hideFromTeamTypeIds: [gone] });
      expect(await stored('tasks', records.onlyTask)).toMatchObject({ teamTypeIds: [gone], isArchived: false });
      expect(await stored('cardLayouts', records.layout)).toMatchObject({ teamTypeIds: [gone, kept] });
    });

    it('hide lists lose it; what was only for it is archived or no longer shown, never shown to every team', async () => {
      await deleteTeamType(gone);
      // Hidden from the deleted type: its teams are now teams without a type, and see what those see.
      expect(await stored('suppliers', records.hiddenSupplier)).toMatchObject({
        showToTeamTypeIds: [],
        hideFromTeamTypeIds: [],
        viewerTeamTypeIds: ['(any)'],
        isArchived: false,
      });
      expect(await stored('suppliers', records.onlySupplier)).toMatchObject({
        showToTeamTypeIds: [],
        isArchived: true,
      });
      expect(await stored('tasks', records.onlyTask)).toMatchObject({ teamTypeIds: [], isArchived: true });
      expect(await stored('tasks', records.sharedTask)).toMatchObject({
        teamTypeIds: [kept],
        viewerTeamTypeIds: [kept],
        isArchived: false,
      });
      expect(await stored('cardLayouts', records.layout)).toMatchObject({ teamTypeIds: [kept] });
      expect(await stored('downloads', records.shownDownload)).toMatchObject({
        showToTeamTypeIds: [],
        showDownload: false,
      });
    });
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
