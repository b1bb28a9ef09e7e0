import { randomUUID } from 'node:crypto';
import { signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newField } from '../../src/domain/forms/field';
import { formNotificationSchema, formSchema } from '../../src/domain/forms/form';
import { customRuleKey, logicRuleSchema } from '../../src/domain/forms/logic';
import { eventPaths } from '../../src/domain/paths';
import { adminDb, createPerson, waitForMail, type TestPerson } from '../support/auth-people';
import { getStack } from '../support/stack';
import { connectStackClient, refusalMessage } from '../support/stack-client';

// Rules on admin-only custom fields: the team filling in is told whether each of its form's rules on
// them matches (never a value, nothing of another team's), and the server evaluates a member's
// answers with the real values.

const unique = () => randomUUID().slice(0, 8);
const paths = eventPaths(getStack().eventId);
const run = unique();
const member = connectStackClient('logic-values-member');
const rivalClient = connectStackClient('logic-values-rival');
const organiserClient = connectStackClient('logic-values-organiser');
const formId = `logic-form-${run}`;
const draftFormId = `logic-draft-form-${run}`;
const teamId = `logic-team-${run}`;
const rivalTeamId = `logic-rival-${run}`;
const credit = `credit-${run}`;
const secret = `secret-${run}`;
const noteId = `note-${run}`;
const heldMail = `held-${run}@example.test`;
const creditRule = { sourceId: credit, sourceType: 'custom', sourceValue: 'hold' };
let submitter: TestPerson;
let rival: TestPerson;
let organiser: TestPerson;
const now = () => new Date().toISOString();
const audit = () => ({ createdAt: now(), createdBy: 'seed', updatedAt: now(), updatedBy: 'seed' });

const ask = (client: typeof member, values: Record<string, unknown>) =>
  client.call<{ outcomes: Record<string, unknown> }>('getFormLogicCustomFields', { formId, ...values });

beforeAll(async () => {
  [submitter, rival, organiser] = await Promise.all([createPerson(), createPerson(), createPerson('moderator')]);
  const db = adminDb();
  const adminOnly = (id: string, label: string) =>
    db.doc(paths.doc('customFields', id)).set({ id, label, type: 'text', showField: false, index: 95 });
  await Promise.all([adminOnly(credit, 'Credit hold'), adminOnly(secret, 'Internal note')]);
  for (const [id, person] of [
    [teamId, submitter],
    [rivalTeamId, rival],
  ] as const) {
    await db
      .doc(paths.doc('teams', id))
      .set({ id, name: `Team ${id}`, ownerId: person.uid, userIds: [person.uid], customFields: {} });
    await db.doc(paths.user(person.uid)).update({ teamId: id });
    await db
      .doc(paths.doc('teamAdminFields', id))
      .set({ id, values: { [credit]: 'hold', [secret]: `secret of ${id}` } });
  }
  const note = { ...newField('text', noteId, { formId }, 'Why is your credit on hold?'), isRequired: true, ...audit() };
  await db.doc(paths.doc('fields', noteId)).set(note);
  const logicMap = { [noteId]: { rules: [creditRule] } };
  const form = (id: string, isPublished: boolean, notificationIds: string[]) =>
    formSchema.parse({
      id,
      title: `Credit ${id}`,
      fieldIds: [noteId],
      logicMap,
      notificationIds,
      isPublished,
      ...audit(),
    });
  await db.doc(paths.doc('forms', formId)).set(form(formId, true, [`held-${run}`]));
  await db.doc(paths.doc('forms', draftFormId)).set(form(draftFormId, false, []));
  await db.doc(paths.doc('formNotifications', `held-${run}`)).set(
    formNotificationSchema.parse({
      id: `held-${run}`,
      formId,
      name: 'Held',
      sendToType: 'custom',
      sendTo: heldMail,
      rules: [{ sourceId: noteId, sourceType: 'fieldId', condition: 'isNotEmpty' }],
      ...audit(),
    }),
  );
  await Promise.all([
    signInWithEmailAndPassword(member.auth, submitter.email, submitter.password),
    signInWithEmailAndPassword(rivalClient.auth, rival.email, rival.password),
    signInWithEmailAndPassword(organiserClient.auth, organiser.email, organiser.password),
  ]);
}, 60_000);

afterAll(async () => {
  await Promise.all([signOut(member.auth), signOut(rivalClient.auth), signOut(organiserClient.auth)]);
  await Promise.all([member.close(), rivalClient.close(), organiserClient.close()]);
  await Promise.all([credit, secret].map((id) => adminDb().doc(paths.doc('customFields', id)).delete()));
});

describe('getFormLogicCustomFields', () => {
  it("tells a team, and an organiser editing its answers, whether each of the form's rules on them matches, never a value", async () => {
    const outcome = { [customRuleKey(logicRuleSchema.parse(creditRule))]: true };
    expect((await ask(member, { teamId })).outcomes).toEqual(outcome);
    expect((await ask(organiserClient, { teamId })).outcomes).toEqual(outcome);
  }, 30_000);

  it("refuses another team's values, and a form that is not open to teams", async () => {
    expect(await refusalMessage(ask(rivalClient, { teamId }))).toMatch(/Moderator role/);
    expect(await refusalMessage(ask(member, { teamId, formId: draftFormId }))).toBe('Invalid form');
    // The victim's values stay where they were.
    expect((await adminDb().doc(paths.doc('teamAdminFields', teamId)).get()).data()?.values).toEqual({
      [credit]: 'hold',
      [secret]: `secret of ${teamId}`,
    });
  }, 30_000);
});

describe("a member's answers on the server", () => {
  it('are checked and notified with the real admin-only value, as the screen showed them', async () => {
    const submissionId = `sub-${unique()}`;
    await adminDb()
      .doc(paths.doc('submissions', submissionId))
      .set({
        id: submissionId,
        formId,
        teamId,
        taskId: '',
        isDraft: false,
        isGuest: false,
        values: { [noteId]: 'Paid last week' },
        ...audit(),
        createdBy: submitter.uid,
      });
    const answer = await member.call<{ results: { ErrorCode: number }[] }>('sendEmailBatchWithTemplate', {
      submissionId,
    });
    expect(answer.results.map((result) => result.ErrorCode)).toEqual([0]);
    expect((await waitForMail(heldMail)).text).toContain('Paid last week');
  }, 60_000);
});
