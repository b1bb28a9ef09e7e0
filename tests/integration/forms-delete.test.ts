import { randomUUID } from 'node:crypto';
import { signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formSchema } from '../../src/domain/forms/form';
import { eventPaths } from '../../src/domain/paths';
import { taskStatusSchema } from '../../src/domain/tasks';
import { adminDb, createPerson, type TestPerson } from '../support/auth-people';
import { getStack } from '../support/stack';
import { connectStackClient, refusalMessage } from '../support/stack-client';

// Deleting forms leaves nothing behind and undoes what they did: the tasks their sent submissions
// completed reopen, and their webhooks' secrets and delivery logs and their guest draft links go
// with them (none of which a browser may delete). Only organisers may, and only their event's.

const unique = () => randomUUID().slice(0, 8);
const paths = eventPaths(getStack().eventId);
const run = unique();
const organiserClient = connectStackClient('delete-forms-organiser');
const memberClient = connectStackClient('delete-forms-member');
const teamId = `delete-team-${run}`;
const taskId = `delete-task-${run}`;
let organiser: TestPerson;
let member: TestPerson;
const now = () => new Date().toISOString();
const audit = () => ({ createdAt: now(), createdBy: 'seed', updatedAt: now(), updatedBy: 'seed' });

/** A form with a field, a webhook (its secret and one delivery), a guest draft link and a sent submission of a task. */
async function seedForm(label: string) {
  const db = adminDb();
  const ids = {
    form: `${label}-form-${run}`,
    field: `${label}-field-${run}`,
    webhook: `${label}-hook-${run}`,
    delivery: `${label}-delivery-${run}`,
    token: `${label}-token-${run}`,
    submission: `${label}-sub-${run}`,
  };
  await db
    .doc(paths.doc('forms', ids.form))
    .set(
      formSchema.parse({ id: ids.form, title: label, fieldIds: [ids.field], webhookIds: [ids.webhook], ...audit() }),
    );
  await db.doc(paths.doc('fields', ids.field)).set({ id: ids.field, type: 'text', label: 'Name', formId: ids.form });
  await db.doc(paths.doc('webhooks', ids.webhook)).set({ id: ids.webhook, parentId: ids.form, ...audit() });
  await db.doc(paths.doc('webhookSecrets', ids.webhook)).set({ id: ids.webhook, secret: 'x'.repeat(64) });
  await db
    .doc(paths.doc('webhookDeliveries', ids.delivery))
    .set({ id: ids.delivery, webhookId: ids.webhook, formId: ids.form, status: 'succeeded' });
  await db
    .doc(paths.doc('authTokens', ids.token))
    .set({ purpose: 'guestDraft', formId: ids.form, submissionId: 'draft', email: 'guest@example.test' });
  await db.doc(paths.doc('formEntryCounts', ids.form)).set({ formId: ids.form, sent: 1 });
  await db.doc(paths.doc('submissions', ids.submission)).set({
    id: ids.submission,
    formId: ids.form,
    teamId,
    taskId,
    isDraft: false,
    isGuest: false,
    values: {},
    ...audit(),
  });
  const refs = [
    paths.doc('forms', ids.form),
    paths.doc('fields', ids.field),
    paths.doc('webhooks', ids.webhook),
    paths.doc('webhookSecrets', ids.webhook),
    paths.doc('webhookDeliveries', ids.delivery),
    paths.doc('authTokens', ids.token),
    paths.doc('submissions', ids.submission),
    paths.doc('formEntryCounts', ids.form),
  ];
  const existing = async () =>
    (await Promise.all(refs.map((ref) => adminDb().doc(ref).get()))).filter((doc) => doc.exists).length;
  return { ids, refs, existing };
}

const taskStatus = async () => (await adminDb().doc(paths.taskStatus(taskId, teamId)).get()).data();

beforeAll(async () => {
  [organiser, member] = await Promise.all([createPerson('moderator'), createPerson('user')]);
  await adminDb()
    .doc(paths.taskStatus(taskId, teamId))
    .set(
      taskStatusSchema.parse({
        id: paths.taskStatus(taskId, teamId).split('/').pop(),
        taskId,
        teamId,
        isComplete: true,
        progressStatus: 'complete',
        ...audit(),
      }),
    );
  await Promise.all([
    signInWithEmailAndPassword(organiserClient.auth, organiser.email, organiser.password),
    signInWithEmailAndPassword(memberClient.auth, member.email, member.password),
  ]);
}, 60_000);

afterAll(async () => {
  await Promise.all([signOut(organiserClient.auth), signOut(memberClient.auth)]);
  await Promise.all([organiserClient.close(), memberClient.close()]);
});

describe('deleteForms', () => {
  it('refuses a team member and another event, and the form keeps everything', async () => {
    const victim = await seedForm('kept');
    expect(await refusalMessage(memberClient.call('deleteForms', { formIds: [victim.ids.form] }))).toMatch(
      /Moderator role/,
    );
    expect(
      await refusalMessage(
        organiserClient.call('deleteForms', { formIds: [victim.ids.form], eventId: `other-${run}` }),
      ),
    ).toMatch(/role or higher/);
    expect(await victim.existing()).toBe(victim.refs.length);
    expect((await taskStatus())?.isComplete).toBe(true);
  }, 60_000);

  it("removes the forms with their webhook secrets, delivery logs and guest draft links, reopens their submissions' tasks, and leaves other forms alone", async () => {
    const doomed = await seedForm('doomed');
    const other = await seedForm('other');
    const answer = await organiserClient.call<{ submissionIds: string[] }>('deleteForms', {
      formIds: [doomed.ids.form],
    });
    expect(answer.submissionIds).toEqual([doomed.ids.submission]);
    expect(await doomed.existing()).toBe(0);
    expect(await taskStatus()).toMatchObject({
      isComplete: false,
      progressStatus: 'notStarted',
      updatedBy: organiser.uid,
    });
    expect(await other.existing()).toBe(other.refs.length);
  }, 60_000);
});
