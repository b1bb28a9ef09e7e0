import { randomUUID } from 'node:crypto';
import { signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { collection, getDocs, query, where } from 'firebase/firestore/lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stampCreate } from '../../src/domain/audit';
import type { EventNotification } from '../../src/domain/notifications';
import { eventPaths } from '../../src/domain/paths';
import { adminAuth, adminDb, createPerson } from '../support/auth-people';
import { getStack } from '../support/stack';
import { connectStackClient } from '../support/stack-client';

// People who join after a notification went out: they see what was published to their team type
// (or to everyone) as unread, through the real callables, and read it under the rules.

const stack = getStack();
const paths = eventPaths(stack.eventId);
const admin = connectStackClient('late-joiners-admin');
const joiner = connectStackClient('late-joiners-joiner');
const unique = () => randomUUID().slice(0, 8);
const person = (label: string) => {
  const id = unique();
  return { firstName: `${label}${id}`, surname: 'Joiner', email: `${label.toLowerCase()}-${id}@example.test` };
};

const teamTypeName = `Late type ${unique()}`;
let teamTypeId: string;
const notificationIds: Partial<Record<'toType' | 'toEveryone' | 'toOtherType' | 'draft' | 'scheduled', string>> = {};

async function storeNotification(
  status: EventNotification['status'],
  teamTypeIds: string[],
  teamId = '',
): Promise<string> {
  const ref = adminDb().collection(paths.collection('notifications')).doc();
  await ref.set({
    ...stampCreate('late-joiners-test', new Date()),
    id: ref.id,
    title: `Hall B opens ${unique()}`,
    description: 'Use the exhibitor entrance.',
    sendEmail: false,
    teamTypeIds,
    teamId,
    teamIds: teamId ? [teamId] : [],
    linkUrl: '',
    buttonUrl: '',
    buttonText: '',
    scheduledAt: status === 'scheduled' ? new Date(Date.now() + 86_400_000).toISOString() : '',
    status,
    sentAt: status === 'pushed' ? new Date().toISOString() : '',
    providerResponse: '',
    recipientIds: [],
    emailedIds: [],
  });
  return ref.id;
}

const eventUser = async (uid: string) => (await adminDb().doc(paths.user(uid)).get()).data() ?? {};
const recipientsOf = async (id: string) =>
  ((await adminDb().doc(paths.doc('notifications', id)).get()).get('recipientIds') ?? []) as string[];
const mine = () => [notificationIds.toType, notificationIds.toEveryone].sort();

beforeAll(async () => {
  teamTypeId = `late-type-${unique()}`;
  await adminDb().doc(paths.doc('teamTypes', teamTypeId)).set({ id: teamTypeId, name: teamTypeName, teamIds: [] });
  notificationIds.toType = await storeNotification('pushed', [teamTypeId]);
  notificationIds.toEveryone = await storeNotification('pushed', []);
  notificationIds.toOtherType = await storeNotification('pushed', [`other-${unique()}`]);
  notificationIds.draft = await storeNotification('draft', [teamTypeId]);
  notificationIds.scheduled = await storeNotification('scheduled', []);
  const organiser = await createPerson('admin');
  await signInWithEmailAndPassword(admin.auth, organiser.email, organiser.password);
});

afterAll(async () => {
  await Promise.all([signOut(admin.auth), signOut(joiner.auth)]);
  await Promise.all([admin.close(), joiner.close()]);
});

describe('people who join after a notification was published', () => {
  it('a new owner, a member added later and an imported owner each get the published ones of their type, unread', async () => {
    const owner = person('Owner');
    const created = await admin.call<{ teamId: string; ownerId: string }>('createUser_LEGACY', {
      team: { name: `Team ${unique()}`, teamTypeId, isOrganiser: false, customFields: {} },
      owner,
    });
    const member = person('Member');
    const added = await admin.call<{ uid: string }>('createTeamMember', {
      teamId: created.teamId,
      member: { ...member, role: 'user' },
    });
    const importedOwner = person('Imported');
    const [record] = await admin.call<{ userId: string; error: string }[]>('importTeamRows', {
      rows: [
        {
          rowNumber: 1,
          teamName: `Imported team ${unique()}`,
          teamType: teamTypeName,
          isOrganiser: 'no',
          ownerFirstName: importedOwner.firstName,
          ownerSurname: importedOwner.surname,
          ownerEmail: importedOwner.email,
        },
      ],
    });
    expect(record?.error).toBe('');

    // The demo event's own published notifications to everyone come too; these are the test's.
    const others = [notificationIds.draft, notificationIds.scheduled, notificationIds.toOtherType];
    for (const uid of [created.ownerId, added.uid, record!.userId]) {
      const unread = (await eventUser(uid)).notificationIds as string[];
      expect(unread).toEqual(expect.arrayContaining(mine()));
      expect(unread).not.toEqual(expect.arrayContaining([expect.toBeOneOf(others)]));
    }
    for (const id of mine()) {
      expect(await recipientsOf(id!)).toEqual(expect.arrayContaining([created.ownerId, added.uid, record!.userId]));
    }
    // Not a draft, not one still to be sent, not another type's.
    for (const id of others) {
      expect(await recipientsOf(id!)).toEqual([]);
    }

    // The owner reads them under the rules, as the bell and the notifications list do.
    const password = `Pw-${randomUUID()}`;
    await adminAuth().updateUser(created.ownerId, { password });
    await signInWithEmailAndPassword(joiner.auth, owner.email, password);
    const readable = await getDocs(
      query(
        collection(joiner.db, paths.collection('notifications')),
        where('recipientIds', 'array-contains', created.ownerId),
      ),
    );
    const ids = readable.docs.map((snapshot) => snapshot.id);
    expect(ids).toEqual(expect.arrayContaining(mine()));
    expect(ids.sort()).toEqual(((await eventUser(created.ownerId)).notificationIds as string[]).sort());
  }, 180_000);

  it('does not mark unread again what a person has read when they are upserted once more', async () => {
    const owner = person('Reader');
    const created = await admin.call<{ teamId: string; ownerId: string }>('createUser_LEGACY', {
      team: { name: `Team ${unique()}`, teamTypeId, isOrganiser: false, customFields: {} },
      owner,
    });
    await adminDb().doc(paths.user(created.ownerId)).update({ notificationIds: [] });
    const { results } = await admin.call<{ results: { error: string }[] }>('upsertUser_MULTI', {
      users: [{ ...owner, teamId: created.teamId, teamName: 'ignored' }],
      sendWelcome: false,
    });
    expect(results[0]?.error).toBe('');
    expect((await eventUser(created.ownerId)).notificationIds).toEqual([]);
  }, 120_000);

  it("a member added to a team gets what was published to that team by name; another team's owner does not", async () => {
    const created = await admin.call<{ teamId: string; ownerId: string }>('createUser_LEGACY', {
      team: { name: `Team ${unique()}`, teamTypeId: '', isOrganiser: false, customFields: {} },
      owner: person('Named'),
    });
    const toTeam = await storeNotification('pushed', [], created.teamId);
    const added = await admin.call<{ uid: string }>('createTeamMember', {
      teamId: created.teamId,
      member: { ...person('Added'), role: 'user' },
    });
    const other = await admin.call<{ teamId: string; ownerId: string }>('createUser_LEGACY', {
      team: { name: `Team ${unique()}`, teamTypeId: '', isOrganiser: false, customFields: {} },
      owner: person('Other'),
    });
    expect((await eventUser(added.uid)).notificationIds).toContain(toTeam);
    expect((await eventUser(other.ownerId)).notificationIds ?? []).not.toContain(toTeam);
    expect(await recipientsOf(toTeam)).toEqual([added.uid]);
  }, 120_000);
});
