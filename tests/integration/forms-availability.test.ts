import { randomUUID } from 'node:crypto';
import { signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { doc, setDoc, writeBatch } from 'firebase/firestore/lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_AVAILABILITY_MESSAGES, onePerTeamSubmissionId } from '../../src/domain/forms/availability';
import { GUEST_HONEYPOT_NAME } from '../../src/domain/forms/guest-callables';
import type { LogicContext } from '../../src/domain/forms/logic';
import { deleteSubmission, saveSubmission } from '../../src/data/forms/submissions-store';
import { initFirebase } from '../../src/lib/firebase/client';
import { parseClientEnv } from '../../src/lib/firebase/env';
import { eventPaths } from '../../src/domain/paths';
import { adminDb, createPerson, type TestPerson } from '../support/auth-people';
import { fieldOf, teamSubmissionOf, writeForm } from '../support/forms-admin';
import { getStack } from '../support/stack';
import { connectStackClient, refusalMessage } from '../support/stack-client';

// A form takes answers only between its opening and closing times and up to its caps. Guests'
// answers go through addGuestSubmissionPublic, which refuses as the screen says; a team's are
// written from its browser, so the rules refuse them. Hostile calls go straight at both.

const stack = getStack();
const paths = eventPaths(stack.eventId);
const run = randomUUID().slice(0, 8);
// The portal's own data layer, as a team member's browser runs it (its default app made first).
const portal = initFirebase(parseClientEnv(stack.env));
const guest = connectStackClient('availability-guest');
const member = connectStackClient('availability-member');
let person: TestPerson;
let teamId: string;
const memberContext: LogicContext = { customFields: {}, user: {}, isAdmin: false };

/** A public, published form with one question and these limits, written as an organiser would. */
async function guestForm(limits: Record<string, unknown>): Promise<string> {
  const { form } = await writeForm(adminDb(), stack.eventId, {
    title: `Availability ${run}`,
    fields: [fieldOf('text', { label: 'Your name' })],
    confirmations: [{ name: 'Thanks', message: '<p>Thanks</p>' }],
    isPublic: true,
  });
  if (Object.keys(limits).length) await adminDb().doc(paths.doc('forms', form.id)).update(limits);
  return form.id;
}

const sendAsGuest = (formId: string, extra: Record<string, unknown> = {}) =>
  guest.call<{ submissionId: string }>('addGuestSubmissionPublic', { formId, values: {}, ...extra });

async function storedSubmissions(formId: string) {
  const snapshot = await adminDb().collection(paths.collection('submissions')).where('formId', '==', formId).get();
  return snapshot.docs.map((entry) => entry.data());
}

const teamSubmission = (formId: string, id: string, isDraft: boolean) =>
  teamSubmissionOf({ id, formId, teamId, createdBy: person.uid, isDraft });

/** The member's browser writes a submission straight to Firestore. */
function writeAsTeam(formId: string, id: string, isDraft = false) {
  return setDoc(doc(member.db, paths.doc('submissions', id)), teamSubmission(formId, id, isDraft));
}

/** A new person owning a new team of the event. */
async function personWithTeam(id: string): Promise<TestPerson> {
  const owner = await createPerson();
  await adminDb()
    .doc(paths.doc('teams', id))
    .set({ id, name: `Availability team ${id}`, ownerId: owner.uid, userIds: [owner.uid], customFields: {} });
  await adminDb().doc(paths.user(owner.uid)).update({ teamId: id });
  return owner;
}

/** The count record a capped form's sends keep. */
async function entryCount(formId: string) {
  return (await adminDb().doc(paths.doc('formEntryCounts', formId)).get()).data();
}

beforeAll(async () => {
  teamId = `team-${run}`;
  person = await personWithTeam(teamId);
  await signInWithEmailAndPassword(member.auth, person.email, person.password);
}, 90_000);

afterAll(async () => {
  await Promise.all([signOut(member.auth), signOut(portal.auth)]);
  await Promise.all([member.close(), guest.close()]);
});

describe('opening and closing times', () => {
  it('a guest sending to a closed form is refused with the date it closed, and nothing is stored', async () => {
    const formId = await guestForm({ closesAt: '2026-01-15T12:00:00.000Z' });
    const message = await refusalMessage(sendAsGuest(formId));
    expect(message).toMatch(/^This form closed on 15 Jan 2026, \d\d:\d\d \S+\.$/);
    expect(
      await refusalMessage(
        guest.call('saveGuestDraftPublic', { formId, email: `later-${run}@example.test`, values: {} }),
      ),
    ).toBe(message);
    expect(await storedSubmissions(formId)).toEqual([]);
  });

  it('a guest sending before the opening is refused with when it opens; within the times it is stored', async () => {
    const early = await guestForm({ opensAt: '2099-06-15T12:00:00.000Z' });
    expect(await refusalMessage(sendAsGuest(early))).toMatch(/^This form opens on 15 Jun 2099, \d\d:\d\d \S+\.$/);
    const open = await guestForm({ opensAt: '2020-01-01T00:00:00.000Z', closesAt: '2099-01-01T00:00:00.000Z' });
    await sendAsGuest(open);
    expect(await storedSubmissions(open)).toHaveLength(1);
  });

  it("a team's write to a closed form is refused by the rules, to an open one it is not", async () => {
    const closed = await guestForm({ closesAt: '2026-01-15T12:00:00.000Z' });
    await expect(writeAsTeam(closed, `closed-${run}`)).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(writeAsTeam(closed, `closed-draft-${run}`, true)).rejects.toMatchObject({ code: 'permission-denied' });
    const early = await guestForm({ opensAt: '2099-06-15T12:00:00.000Z' });
    await expect(writeAsTeam(early, `early-${run}`)).rejects.toMatchObject({ code: 'permission-denied' });
    expect(await storedSubmissions(closed)).toEqual([]);
    const open = await guestForm({ opensAt: '2020-01-01T00:00:00.000Z', closesAt: '2099-01-01T00:00:00.000Z' });
    await writeAsTeam(open, `open-${run}`);
    expect(await storedSubmissions(open)).toHaveLength(1);
  });
});

describe('entry caps', () => {
  it('guests sending at once past the cap: exactly the cap is stored, the others are told the form is full', async () => {
    const formId = await guestForm({ entryLimit: 2 });
    const results = await Promise.allSettled([1, 2, 3].map(() => sendAsGuest(formId)));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(2);
    for (const result of results.filter((result) => result.status === 'rejected'))
      expect(await refusalMessage(Promise.reject(result.reason))).toBe(FORM_AVAILABILITY_MESSAGES.full);
    expect((await storedSubmissions(formId)).filter((submission) => !submission.isDraft)).toHaveLength(2);
    expect(await refusalMessage(sendAsGuest(formId))).toBe(FORM_AVAILABILITY_MESSAGES.full);
  }, 120_000);

  it('drafts are not entries: a guest draft leaves the last entry free', async () => {
    const formId = await guestForm({ entryLimit: 1 });
    await guest.call('saveGuestDraftPublic', { formId, email: `draft-${run}@example.test`, values: {} });
    await sendAsGuest(formId);
    expect(await refusalMessage(sendAsGuest(formId))).toBe(FORM_AVAILABILITY_MESSAGES.full);
  });

  it('a team of a one-per-team form keeps one record: another id is refused, its own is its one entry', async () => {
    const formId = await guestForm({ isOnePerTeam: true });
    await expect(writeAsTeam(formId, `second-${run}`)).rejects.toMatchObject({ code: 'permission-denied' });
    await writeAsTeam(formId, onePerTeamSubmissionId(formId, teamId), true);
    await writeAsTeam(formId, onePerTeamSubmissionId(formId, teamId));
    // Sent and not editable: writing it again (a second entry in its place) is refused.
    await expect(writeAsTeam(formId, onePerTeamSubmissionId(formId, teamId))).rejects.toMatchObject({
      code: 'permission-denied',
    });
    expect(await storedSubmissions(formId)).toHaveLength(1);
  });
});

describe('entry caps for teams', () => {
  it("teams and guests share the one count: at the cap the next team's send is refused as the screen says, and nothing is stored", async () => {
    const formId = await guestForm({ entryLimit: 2 });
    const send = (team: string, isDraft = false) =>
      saveSubmission({ formId, teamId: team, isDraft, values: {}, context: memberContext });
    await signInWithEmailAndPassword(portal.auth, person.email, person.password);
    const first = await send(teamId);
    await send(teamId, true);
    expect(await entryCount(formId)).toMatchObject({ sent: 1, lastEntryId: first.id });
    await sendAsGuest(formId);
    expect(await entryCount(formId)).toMatchObject({ sent: 2 });

    const nextTeamId = `next-team-${run}`;
    const next = await personWithTeam(nextTeamId);
    await signInWithEmailAndPassword(portal.auth, next.email, next.password);
    expect(await refusalMessage(send(nextTeamId))).toBe(FORM_AVAILABILITY_MESSAGES.full);
    const stored = await storedSubmissions(formId);
    expect(stored.filter((submission) => submission.teamId === nextTeamId)).toEqual([]);
    expect(stored.filter((submission) => !submission.isDraft)).toHaveLength(2);
    expect(await entryCount(formId)).toMatchObject({ sent: 2 });

    // An organiser deletes a sent entry: its place is free again, and the next team's send is taken.
    const organiser = await createPerson('moderator');
    await signInWithEmailAndPassword(portal.auth, organiser.email, organiser.password);
    await deleteSubmission(first.id);
    expect(await entryCount(formId)).toMatchObject({ sent: 1 });
    await signInWithEmailAndPassword(portal.auth, next.email, next.password);
    await send(nextTeamId);
    expect(await entryCount(formId)).toMatchObject({ sent: 2 });
  }, 180_000);

  it("a member's raw writes cannot send uncounted, nor raise the count without a new entry", async () => {
    const formId = await guestForm({ entryLimit: 3 });
    await expect(writeAsTeam(formId, `uncounted-${run}`)).rejects.toMatchObject({ code: 'permission-denied' });
    const draftId = `draft-${run}`;
    await writeAsTeam(formId, draftId, true);
    await expect(
      setDoc(doc(member.db, paths.doc('formEntryCounts', formId)), { formId, sent: 1, lastEntryId: draftId }),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    expect(await entryCount(formId)).toBeUndefined();
    expect((await storedSubmissions(formId)).filter((submission) => !submission.isDraft)).toEqual([]);
    // Sent with the count raised naming it, in one batch: the one entry it is.
    const batch = writeBatch(member.db);
    batch.set(doc(member.db, paths.doc('submissions', draftId)), teamSubmission(formId, draftId, false));
    batch.set(doc(member.db, paths.doc('formEntryCounts', formId)), { formId, sent: 1, lastEntryId: draftId });
    await batch.commit();
    expect(await entryCount(formId)).toMatchObject({ sent: 1, lastEntryId: draftId });
  });
});

describe('the honeypot', () => {
  it('a guest submission with the hidden field filled gets an id, and nothing is stored', async () => {
    const formId = await guestForm({});
    const { submissionId } = await sendAsGuest(formId, { [GUEST_HONEYPOT_NAME]: 'https://spam.example' });
    expect(submissionId).toBeTruthy();
    expect((await adminDb().doc(paths.doc('submissions', submissionId)).get()).exists).toBe(false);
    expect(await storedSubmissions(formId)).toEqual([]);
    // The mail its screen then asks for finds nothing to send.
    const mailed = await guest
      .call<{ results?: unknown[] }>('sendEmailBatchWithTemplatePublic', { submissionId })
      .catch(() => ({ results: [] }));
    expect(mailed.results ?? []).toEqual([]);
  });
});
