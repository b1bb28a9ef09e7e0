import { randomUUID } from 'node:crypto';
import { signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventPaths } from '../../src/domain/paths';
import { OTHER_TENANT } from '../../src/domain/security';
import { adminAuth, adminDb, createPerson, createTenant, mailsTo, type TestPerson } from '../support/auth-people';
import { getStack } from '../support/stack';
import { connectStackClient, refusalMessage, type StackClient } from '../support/stack-client';

// The calls that create and delete accounts act in the Auth tenant the caller signed in to (the
// project's own for a caller of no tenant), whatever the payload says: a tenant's admin makes its
// owners in the tenant, and nobody reaches the accounts of another tenant or of the project.

const stack = getStack();
const paths = eventPaths(stack.eventId);
const unique = () => randomUUID().slice(0, 8);

const tenantAuth = (tenantId: string) => adminAuth().tenantManager().authForTenant(tenantId);
const projectAuth = () => adminAuth();

async function hasAccount(auth: ReturnType<typeof adminAuth> | ReturnType<typeof tenantAuth>, email: string) {
  return auth.getUserByEmail(email).then(
    () => true,
    (error: { code?: string }) => {
      if (error.code === 'auth/user-not-found') return false;
      throw error;
    },
  );
}

async function teamsNamed(name: string) {
  return (await adminDb().collection(paths.collection('teams')).where('name', '==', name).get()).size;
}

const person = (label: string) => ({
  firstName: label,
  surname: 'Tenant',
  email: `tenant-${label.toLowerCase()}-${unique()}@example.test`,
});

async function signedIn(person: TestPerson, tenantId: string | undefined, label: string): Promise<StackClient> {
  const client = connectStackClient(label);
  if (tenantId) client.auth.tenantId = tenantId;
  await signInWithEmailAndPassword(client.auth, person.email, person.password);
  return client;
}

describe('accounts made and removed in the caller’s tenant', { timeout: 300_000 }, () => {
  let tenantA: string;
  let tenantB: string;
  let adminA: StackClient;
  let projectAdmin: StackClient;
  let teamTypeName: string;

  beforeAll(async () => {
    [tenantA, tenantB] = await Promise.all([createTenant('acc'), createTenant('acc')]);
    adminA = await signedIn(await createPerson('admin', tenantA), tenantA, 'tenant-a-admin');
    projectAdmin = await signedIn(await createPerson('admin'), undefined, 'project-admin');
    const teamType = (await adminDb().collection(paths.collection('teamTypes')).limit(1).get()).docs[0];
    teamTypeName = teamType?.get('name') as string;
  });

  afterAll(async () => {
    await Promise.all([signOut(adminA.auth), signOut(projectAdmin.auth)]);
    await Promise.all([adminA.close(), projectAdmin.close()]);
  });

  it('makes every account a tenant admin creates in that tenant, with set-password links bound to it', async () => {
    const owner = person('Owner');
    const { teamId, ownerId } = await adminA.call<{ teamId: string; ownerId: string }>('createUser_LEGACY', {
      team: { name: `Tenant A stand ${unique()}` },
      owner,
    });
    const member = person('Member');
    await adminA.call('createTeamMember', { teamId, member: { ...member, role: 'user' } });
    const shareOwner = person('Share');
    await adminA.call('createStandShare', {
      parentTeamId: teamId,
      team: { name: `Share ${unique()}` },
      owner: shareOwner,
    });
    const upserted = person('Upserted');
    await adminA.call('upsertUser_MULTI', { users: [{ ...upserted, teamName: '' }], sendWelcome: true });
    const imported = person('Imported');
    const [record] = await adminA.call<{ error: string }[]>('importTeamRows', {
      rows: [
        {
          rowNumber: 1,
          teamName: `Imported A ${unique()}`,
          teamType: teamTypeName,
          isOrganiser: 'no',
          ownerFirstName: imported.firstName,
          ownerSurname: imported.surname,
          ownerEmail: imported.email,
        },
      ],
    });
    expect(record?.error).toBe('');

    for (const { email } of [owner, member, shareOwner, upserted, imported]) {
      expect({ email, inTenant: await hasAccount(tenantAuth(tenantA), email) }).toEqual({ email, inTenant: true });
      expect({ email, inProject: await hasAccount(projectAuth(), email) }).toEqual({ email, inProject: false });
    }
    const links = await adminDb().collection(paths.collection('authTokens')).where('uid', '==', ownerId).get();
    expect(links.docs.map((link) => link.get('tenantId'))).toEqual([tenantA]);
  });

  it('refuses a tenant A admin creating into tenant B, and leaves no account or team behind', async () => {
    const owner = person('Intruder');
    const teamName = `Tenant B stand ${unique()}`;
    expect(
      await refusalMessage(adminA.call('createUser_LEGACY', { tenantId: tenantB, team: { name: teamName }, owner })),
    ).toBe(OTHER_TENANT);
    expect(
      await refusalMessage(
        adminA.call('upsertUser_MULTI', { tenantId: tenantB, users: [{ ...owner, teamName: '' }], sendWelcome: true }),
      ),
    ).toBe(OTHER_TENANT);
    for (const auth of [tenantAuth(tenantB), tenantAuth(tenantA), projectAuth()])
      expect(await hasAccount(auth, owner.email)).toBe(false);
    expect(await teamsNamed(teamName)).toBe(0);
    expect(await mailsTo(owner.email)).toEqual([]);
  });

  it('refuses a caller of no tenant creating into a tenant by naming it', async () => {
    const owner = person('Named');
    const teamName = `Named tenant stand ${unique()}`;
    const { teamId } = await projectAdmin.call<{ teamId: string }>('createUser_LEGACY', {
      team: { name: `Project stand ${unique()}` },
      owner: person('ProjectOwner'),
    });
    const refusals = await Promise.all([
      refusalMessage(projectAdmin.call('createUser_LEGACY', { tenantId: tenantA, team: { name: teamName }, owner })),
      refusalMessage(
        projectAdmin.call('createTeamMember', { tenantId: tenantA, teamId, member: { ...owner, role: 'user' } }),
      ),
      refusalMessage(
        projectAdmin.call('createStandShare', {
          tenantId: tenantA,
          parentTeamId: teamId,
          team: { name: teamName },
          owner,
        }),
      ),
      refusalMessage(projectAdmin.call('upsertUser_MULTI', { tenantId: tenantA, users: [{ ...owner, teamName: '' }] })),
      refusalMessage(
        projectAdmin.call('importTeamRows', {
          tenantId: tenantA,
          rows: [
            {
              rowNumber: 1,
              teamName,
              teamType: teamTypeName,
              isOrganiser: 'no',
              ownerFirstName: owner.firstName,
              ownerSurname: owner.surname,
              ownerEmail: owner.email,
            },
          ],
        }),
      ),
    ]);
    expect(refusals).toEqual(Array(5).fill(OTHER_TENANT));
    for (const auth of [tenantAuth(tenantA), projectAuth()]) expect(await hasAccount(auth, owner.email)).toBe(false);
    expect(await teamsNamed(teamName)).toBe(0);
  });

  it("a tenant A admin's removals delete accounts of tenant A only", async () => {
    const projectVictim = await createPerson('user');
    const tenantBVictim = await createPerson('user', tenantB);
    for (const [name, victim] of [
      ['deleteUser_LEGACY', projectVictim],
      ['deleteUser_LEGACY', tenantBVictim],
    ] as const) {
      expect(await refusalMessage(adminA.call(name, { tenantId: tenantB, targetUserId: victim.uid }))).toBe(
        OTHER_TENANT,
      );
      expect((await adminDb().doc(paths.user(victim.uid)).get()).exists).toBe(true);
    }
    // Removing them from the event is the admin's to do; their accounts live elsewhere and stay.
    await expect(adminA.call('deleteUser_LEGACY', { targetUserId: projectVictim.uid })).resolves.toEqual({
      authUserDeleted: false,
    });
    await expect(projectAuth().getUser(projectVictim.uid)).resolves.toMatchObject({ email: projectVictim.email });
    await expect(
      adminA.call('cleanupAndTransferUser', {
        targetUserId: tenantBVictim.uid,
        transferToUserId: adminA.auth.currentUser!.uid,
      }),
    ).resolves.toMatchObject({ authUserDeleted: false });
    await expect(tenantAuth(tenantB).getUser(tenantBVictim.uid)).resolves.toMatchObject({ email: tenantBVictim.email });

    const colleague = await createPerson('user', tenantA);
    await expect(adminA.call('deleteUser_LEGACY', { targetUserId: colleague.uid })).resolves.toEqual({
      authUserDeleted: true,
    });
    await expect(tenantAuth(tenantA).getUser(colleague.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
  });
});
