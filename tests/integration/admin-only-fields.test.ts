import { randomUUID } from 'node:crypto';
import { signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { doc, getDoc } from 'firebase/firestore/lite';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adminOnlyFieldMessage } from '../../src/domain/custom-field';
import { eventPaths } from '../../src/domain/paths';
import { adminDb, createPerson } from '../support/auth-people';
import { getStack } from '../support/stack';
import { connectStackClient, refusalMessage } from '../support/stack-client';

// Admin-only custom field values: kept off the team document, set by admins only, read by admins only.

const { eventId } = getStack();
const paths = eventPaths(eventId);
const { auth, db, call, close } = connectStackClient('admin-only-fields');
const unique = () => randomUUID().slice(0, 8);
const hiddenFieldId = `credit-${unique()}`;
const shownFieldId = `stand-${unique()}`;

async function signInAs(role: 'user' | 'moderator' | 'admin') {
  const person = await createPerson(role);
  await signInWithEmailAndPassword(auth, person.email, person.password);
  return person;
}
const owner = () => ({ firstName: `Owner${unique()}`, surname: 'Tester', email: `owner-${unique()}@example.test` });

beforeAll(async () => {
  await adminDb().doc(paths.doc('customFields', hiddenFieldId)).set({
    id: hiddenFieldId,
    label: 'Credit check',
    type: 'text',
    showField: false,
    showToChildTeams: true,
    index: 90,
  });
  await adminDb()
    .doc(paths.doc('customFields', shownFieldId))
    .set({ id: shownFieldId, label: 'Stand number', type: 'text', showField: true, showToChildTeams: true, index: 91 });
});

afterEach(async () => {
  await signOut(auth);
});

afterAll(async () => {
  await adminDb().doc(paths.doc('customFields', hiddenFieldId)).delete();
  await adminDb().doc(paths.doc('customFields', shownFieldId)).delete();
  await close();
});

describe('admin-only custom field values', () => {
  it("an admin's value is stored apart from the team, which holds only the fields its people see", async () => {
    await signInAs('admin');
    const { teamId } = await call<{ teamId: string }>('createUser_LEGACY', {
      team: { name: `Team ${unique()}`, customFields: { [hiddenFieldId]: 'bad payer', [shownFieldId]: 'A12' } },
      owner: owner(),
    });
    const team = (await adminDb().doc(paths.doc('teams', teamId)).get()).data();
    expect(team?.customFields).toMatchObject({ [shownFieldId]: 'A12' });
    expect(team?.customFields).not.toHaveProperty(hiddenFieldId);
    // The event's other admin-only fields (the demo's invoice reference) get their empty default.
    expect((await adminDb().doc(paths.doc('teamAdminFields', teamId)).get()).data()).toMatchObject({
      id: teamId,
      values: { [hiddenFieldId]: 'bad payer' },
    });
    expect((await getDoc(doc(db, paths.doc('teamAdminFields', teamId)))).data()?.values).toMatchObject({
      [hiddenFieldId]: 'bad payer',
    });
  });

  it('a moderator cannot set one, and nothing is created', async () => {
    await signInAs('moderator');
    const newOwner = owner();
    const message = await refusalMessage(
      call('createUser_LEGACY', {
        team: { name: `Team ${unique()}`, customFields: { [hiddenFieldId]: 'fine' } },
        owner: newOwner,
      }),
    );
    expect(message).toBe(adminOnlyFieldMessage('Credit check'));
    expect(
      (await adminDb().collection(paths.collection('users')).where('email', '==', newOwner.email).get()).empty,
    ).toBe(true);
  });

  it("a team owner cannot set one on a stand share, nor read their own team's", async () => {
    await signInAs('admin');
    const { teamId } = await call<{ teamId: string }>('createUser_LEGACY', {
      team: { name: `Team ${unique()}` },
      owner: owner(),
    });
    await signOut(auth);
    const teamOwner = await signInAs('user');
    await adminDb().doc(paths.user(teamOwner.uid)).update({ teamId });
    await adminDb()
      .doc(paths.doc('teams', teamId))
      .update({ ownerId: teamOwner.uid, userIds: [teamOwner.uid] });
    const message = await refusalMessage(
      call('createStandShare', {
        parentTeamId: teamId,
        team: { name: `Share ${unique()}`, customFields: { [hiddenFieldId]: 'fine' } },
        owner: owner(),
      }),
    );
    expect(message).toBe(adminOnlyFieldMessage('Credit check'));
    await expect(getDoc(doc(db, paths.doc('teamAdminFields', teamId)))).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });
});
