import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TEAM_ID, DEMO_TEAM_TYPE_ID } from '../../../scripts/seed';
import { signInAsDemo } from '../../../tests/support/demo-sign-in';
import { getStack } from '../../../tests/support/stack';
import { waitForMail } from '../../../tests/support/auth-people';
import { callFunction } from '../../lib/firebase/functions';
import { sendEmailBatchWithTemplateCallable } from '../../domain/email-callables';
import { newField, type Field } from '../../domain/forms/field';
import { logicMapSchema, type LogicContext } from '../../domain/forms/logic';
import { FORM_MESSAGES } from '../../domain/messages';
import { taskValuesSchema } from '../../domain/tasks';
import { initFirebase, type FirebaseClient } from '../../lib/firebase/client';
import { readDocument } from '../../lib/firebase/documents';
import { parseClientEnv } from '../../lib/firebase/env';
import { listStorageFolder } from '../../lib/firebase/storage-folder';
import { deleteTasks, getTaskStatus, createTask } from '../tasks/tasks-store';
import {
  createConfirmation,
  createForm,
  deleteForms,
  duplicateForm,
  listConfirmations,
  getForm,
  getGuestForm,
  getLoadedForm,
  getLoadedGuestForm,
  listOpenForms,
  updateFormFields,
  updateFormSettings,
} from './forms-store';
import { listFieldsByIds } from './fields-store';
import { createFormNotification, listFormNotifications } from '../form-notifications/form-notifications-store';
import { createWebhook, getWebhookSecret, listFormWebhooks } from '../webhooks/webhooks-store';
import { newFormNotificationValues } from '../../domain/form-notifications';
import { newWebhook } from '../../domain/webhooks';
import {
  deleteSubmission,
  listFormSubmissions,
  listTeamSubmissions,
  getSubmissionCounts,
  saveSubmission,
} from './submissions-store';
import { submissionCountsByForm } from '../../domain/forms/submission';
import { formSubmissionCounts } from '../../domain/reports/form-report';
import { getFormsReport } from '../report-forms/report-forms-store';
import { getOverviewSummary, refreshOverviewSummary } from '../report-summaries/report-summaries-store';

const member: LogicContext = {
  customFields: {},
  user: { teamId: DEMO_TEAM_ID, teamTypeId: DEMO_TEAM_TYPE_ID },
  isAdmin: false,
};
const settings = (title: string) => ({ title, description: '', isPublished: true, isPublic: false, isEditable: false });

/** A stand booking form: a size dropdown whose 'large' answer shows a corner-stand question, and an upload. */
function bookingFields(formId: string): Field[] {
  const parent = { formId };
  return [
    {
      ...newField('dropdown', `size-${formId}`, parent, 'Stand size'),
      options: [
        { label: 'Small', value: 'small' },
        { label: 'Large', value: 'large' },
      ],
      isRequired: true,
    },
    { ...newField('text', `corner-${formId}`, parent, 'Which corner?'), isRequired: true },
    newField('upload', `plan-${formId}`, parent, 'Stand plan'),
  ];
}
const cornerLogic = (formId: string) =>
  logicMapSchema.parse({ [`corner-${formId}`]: { rules: [{ sourceId: `size-${formId}`, sourceValue: 'large' }] } });

describe('forms against the local stack (rules enforced)', () => {
  let client: FirebaseClient;
  beforeAll(async () => {
    client = initFirebase(parseClientEnv(getStack().env));
  });

  it('adds a form with its first field, default confirmation and two notifications in one batch', async () => {
    await signInAsDemo(client.auth, 'moderator');
    const form = await createForm(settings(`Welcome pack ${randomUUID()}`));
    expect(form.fieldIds).toHaveLength(1);
    expect(form.confirmationIds).toHaveLength(1);
    expect(form.notificationIds).toHaveLength(2);
    const [first] = await listFieldsByIds(form.fieldIds);
    expect(first).toMatchObject({ type: 'text', formId: form.id, createdBy: client.auth.currentUser!.uid });
    expect(
      (await listConfirmations(form.id)).map((confirmation) => [confirmation.isDefault, confirmation.isActive]),
    ).toEqual([[true, true]]);
    for (const id of form.notificationIds)
      expect((await readDocument(client.paths.doc('formNotifications', id))).exists()).toBe(true);
    await expect(createForm(settings('  '))).rejects.toThrow(FORM_MESSAGES.invalidForm);
  });

  it('saves the builder: fields in order and logic; logic naming a field not on the form is refused', async () => {
    await signInAsDemo(client.auth, 'moderator');
    const form = await createForm(settings(`Stand booking ${randomUUID()}`));
    const fields = bookingFields(form.id);
    await updateFormFields(form.id, fields, cornerLogic(form.id));
    const loaded = await getLoadedForm(form.id);
    expect(loaded.definition.fields.map((field) => field.id)).toEqual(fields.map((field) => field.id));
    // The first field was removed from the form and from the store.
    expect(await listFieldsByIds(form.fieldIds)).toEqual([]);
    await expect(updateFormFields(form.id, fields, logicMapSchema.parse({ ghost: { rules: [] } }))).rejects.toThrow(
      FORM_MESSAGES.invalidForm,
    );
    await expect(updateFormFields(form.id, [{ ...fields[0]!, label: '' }], {})).rejects.toThrow(
      'Invalid updated fields',
    );
  });

  it('lets a team member save a draft, resume it, and send it with a file, hidden answers dropped and the task completed', async () => {
    await signInAsDemo(client.auth, 'moderator');
    const form = await createForm(settings(`Stand booking ${randomUUID()}`));
    await updateFormFields(form.id, bookingFields(form.id), cornerLogic(form.id));
    const task = await createTask({
      values: taskValuesSchema.parse({
        title: `Book your stand ${randomUUID()}`,
        dueDate: new Date(Date.now() + 86_400_000).toISOString(),
        type: 'form',
        formId: form.id,
      }),
      files: [],
      groupIds: [],
    });

    await signInAsDemo(client.auth, 'teamMember');
    expect((await listOpenForms()).map((open) => open.id)).toContain(form.id);
    const draft = await saveSubmission({
      formId: form.id,
      teamId: DEMO_TEAM_ID,
      taskId: task.id,
      isDraft: true,
      values: { [`size-${form.id}`]: 'large' },
      context: member,
    });
    expect(await listTeamSubmissions(DEMO_TEAM_ID, form.id)).toMatchObject([{ id: draft.id, isDraft: true }]);
    expect((await getTaskStatus(task.id, DEMO_TEAM_ID))?.progressStatus).toBe('inProgress');

    // A required, visible question left empty is refused; so is an answer keyed by a field the form does not have.
    await expect(
      saveSubmission({
        formId: form.id,
        submissionId: draft.id,
        teamId: DEMO_TEAM_ID,
        isDraft: false,
        values: { [`size-${form.id}`]: 'large' },
        context: member,
      }),
    ).rejects.toThrow(FORM_MESSAGES.invalidSubmission);
    await expect(
      saveSubmission({
        formId: form.id,
        submissionId: draft.id,
        teamId: DEMO_TEAM_ID,
        isDraft: true,
        values: { bogus: 'x' },
        context: member,
      }),
    ).rejects.toThrow(FORM_MESSAGES.invalidSubmission);

    const progress: number[] = [];
    const sent = await saveSubmission(
      {
        formId: form.id,
        submissionId: draft.id,
        teamId: DEMO_TEAM_ID,
        isDraft: false,
        values: { [`size-${form.id}`]: 'small', [`corner-${form.id}`]: 'kept from the draft but now hidden' },
        files: { [`plan-${form.id}`]: [new File(['%PDF plan'], 'Stand plan.pdf', { type: 'application/pdf' })] },
        context: member,
      },
      (_file, percent) => progress.push(percent),
    );
    expect(sent.isDraft).toBe(false);
    expect(sent.values).not.toHaveProperty(`corner-${form.id}`);
    const [file] = sent.values[`plan-${form.id}`] as { path: string; url: string }[];
    expect(file!.path.startsWith(`${client.paths.storage('submissions', sent.id, `plan-${form.id}`)}/`)).toBe(true);
    expect(await (await fetch(file!.url)).text()).toBe('%PDF plan');
    expect(progress.at(-1)).toBe(100);
    expect((await getTaskStatus(task.id, DEMO_TEAM_ID))?.isComplete).toBe(true);

    // A sent answer of a form that is not editable cannot be changed by the team.
    await expect(
      saveSubmission({
        formId: form.id,
        submissionId: sent.id,
        teamId: DEMO_TEAM_ID,
        isDraft: false,
        values: { [`size-${form.id}`]: 'small' },
        context: member,
      }),
    ).rejects.toThrow();

    await signInAsDemo(client.auth, 'moderator');
    expect((await listFormSubmissions(form.id)).map((submission) => submission.id)).toEqual([sent.id]);
    // Found by query: the form document keeps no list of its submissions.
    expect(await getSubmissionCounts([form.id])).toEqual({ [form.id]: { sent: 1, drafts: 0 } });
    expect(await getForm(form.id)).not.toHaveProperty('submissionsIds');
    // An organiser's edit keeps the team's answer the team's.
    const edited = await saveSubmission({
      formId: form.id,
      submissionId: sent.id,
      teamId: '',
      isDraft: false,
      values: { ...sent.values, [`size-${form.id}`]: 'large', [`corner-${form.id}`]: 'Yes' },
      context: { ...member, isAdmin: true },
    });
    expect(edited).toMatchObject({ teamId: DEMO_TEAM_ID, isGuest: false, createdBy: sent.createdBy });
    await deleteSubmission(sent.id);
    expect(await getSubmissionCounts([form.id])).toEqual({ [form.id]: { sent: 0, drafts: 0 } });
    expect((await getTaskStatus(task.id, DEMO_TEAM_ID))?.isComplete).toBe(false);
    expect(await listStorageFolder(client.paths.storage('submissions', sent.id))).toEqual([]);
    // The task is due tomorrow for every team: left behind, it would raise their risk in the reports' tests.
    await deleteTasks([task.id]);
  });

  it("opens a form to guests only while it is public ('Form is not public' otherwise)", async () => {
    await signInAsDemo(client.auth, 'moderator');
    const form = await createForm(settings(`Visitor survey ${randomUUID()}`));
    await updateFormFields(form.id, bookingFields(form.id), cornerLogic(form.id));
    await client.auth.signOut();
    await expect(getGuestForm(form.id)).rejects.toThrow(FORM_MESSAGES.formNotPublic);
    await expect(getGuestForm(`missing-${randomUUID()}`)).rejects.toThrow(FORM_MESSAGES.formNotPublic);

    await signInAsDemo(client.auth, 'moderator');
    await updateFormSettings(form.id, { ...settings(form.title), isPublic: true });
    await client.auth.signOut();
    const loaded = await getLoadedGuestForm(form.id);
    expect(loaded.definition.fields).toHaveLength(3);
    expect(loaded.definition.logicMap).toEqual(cornerLogic(form.id));
  });

  it('duplicates a form with new field ids and its logic and confirmations following them, then deletes everything', async () => {
    await signInAsDemo(client.auth, 'moderator');
    const form = await createForm(settings(`Catering ${randomUUID()}`));
    await updateFormFields(form.id, bookingFields(form.id), cornerLogic(form.id));
    await createConfirmation(form.id, {
      name: 'Large stands',
      message: '<p>We will call you.</p>',
      operator: 'ANY',
      rules: [
        {
          ...logicMapSchema.parse({ x: { rules: [{ sourceId: `size-${form.id}`, sourceValue: 'large' }] } }).x!
            .rules[0]!,
        },
      ],
      isDefault: false,
      isActive: true,
    });
    const copy = await duplicateForm({ formId: form.id, withWebhooks: false });
    expect(copy).toMatchObject({ title: `${form.title} (Copy)`, isPublished: false, isPublic: false });
    const copied = await listFieldsByIds(copy.fieldIds);
    expect(copied.map((field) => field.label)).toEqual(['Stand size', 'Which corner?', 'Stand plan']);
    expect(copied.every((field) => field.formId === copy.id && !form.fieldIds.includes(field.id))).toBe(true);
    const [size, corner] = copied;
    expect(copy.logicMap[corner!.id]!.rules[0]!.sourceId).toBe(size!.id);
    const confirmations = await listConfirmations(copy.id);
    expect(confirmations.map((confirmation) => confirmation.name)).toEqual(['Default confirmation', 'Large stands']);
    expect(confirmations[1]!.rules[0]!.sourceId).toBe(size!.id);

    await deleteForms([form.id, copy.id]);
    await expect(getForm(form.id)).rejects.toThrow(FORM_MESSAGES.invalidForm);
    expect(await listFieldsByIds(copy.fieldIds)).toEqual([]);
    expect((await readDocument(client.paths.doc('confirmations', copy.confirmationIds[0]!))).exists()).toBe(false);
    // Deleting goes through a callable: its first call may start the functions cold.
  }, 60_000);

  it("an admin's copy points its email-field notification, merge tags and webhook payload at the copy's fields", async () => {
    await signInAsDemo(client.auth, 'admin');
    const form = await createForm(settings(`Badges ${randomUUID()}`));
    await updateFormFields(form.id, bookingFields(form.id), cornerLogic(form.id));
    const [sizeId, cornerId] = [`size-${form.id}`, `corner-${form.id}`];
    await createFormNotification(form.id, {
      ...newFormNotificationValues(),
      name: 'To the corner',
      sendToType: 'field',
      sendTo: cornerId,
      subjectLine: `Stand {{field:${sizeId}}}`,
      message: `<p>Size {{field:${sizeId}}}</p>`,
    });
    const webhook = await createWebhook({
      values: {
        ...newWebhook('new', form.id),
        name: 'CRM',
        requestURL: 'https://crm.example.test/hook',
        payloadFields: [{ category: 'field', targetId: 'size', sourceId: sizeId, sourceType: '', nestedKey: '' }],
      },
    });

    const copy = await duplicateForm({ formId: form.id, withWebhooks: true });
    const [size, corner] = await listFieldsByIds(copy.fieldIds);
    const notification = (await listFormNotifications(copy.id)).find((each) => each.name === 'To the corner');
    expect(notification).toMatchObject({
      sendTo: corner!.id,
      subjectLine: `Stand {{field:${size!.id}}}`,
      message: `<p>Size {{field:${size!.id}}}</p>`,
    });
    const [copiedWebhook] = await listFormWebhooks(copy.id);
    expect(copy.webhookIds).toEqual([copiedWebhook!.id]);
    expect(copiedWebhook!.payloadFields[0]!.sourceId).toBe(size!.id);
    const secret = await getWebhookSecret(copiedWebhook!.id);
    expect(secret).toHaveLength(64);
    expect(secret).not.toBe(await getWebhookSecret(webhook.id));
    // The original keeps its own.
    expect((await listFormWebhooks(form.id))[0]!.payloadFields[0]!.sourceId).toBe(sizeId);

    // Published, the copy mails the address answered in its own field, with its own answer merged in.
    await updateFormSettings(copy.id, settings(copy.title));
    await signInAsDemo(client.auth, 'teamMember');
    const address = `corner-${randomUUID().slice(0, 8)}@example.test`;
    const sent = await saveSubmission({
      formId: copy.id,
      teamId: DEMO_TEAM_ID,
      isDraft: false,
      values: { [size!.id]: 'large', [corner!.id]: address },
      context: member,
    });
    await callFunction(sendEmailBatchWithTemplateCallable, { submissionId: sent.id, targetUserId: sent.createdBy });
    const mail = await waitForMail(address, { timeoutMs: 20_000 });
    expect(mail.text).toContain('Size Large');
    await signInAsDemo(client.auth, 'admin');
    await deleteForms([form.id, copy.id]);
  }, 120_000);

  it('counts sent submissions and drafts apart, alike in the forms list, the Submissions tab and the reports', async () => {
    await signInAsDemo(client.auth, 'moderator');
    const form = await createForm(settings(`Power order ${randomUUID()}`));
    await updateFormFields(form.id, bookingFields(form.id), cornerLogic(form.id));
    await signInAsDemo(client.auth, 'teamMember');
    // One sent, one draft.
    for (const isDraft of [false, true])
      await saveSubmission({
        formId: form.id,
        teamId: DEMO_TEAM_ID,
        isDraft,
        values: { [`size-${form.id}`]: 'small' },
        context: member,
      });

    // The new form and the demo's Stand requirements (seeded with 2 sent and 1 draft).
    const expected = { [form.id]: { sent: 1, drafts: 1 }, 'demo-form-stand': { sent: 2, drafts: 1 } };
    const formIds = Object.keys(expected);
    await signInAsDemo(client.auth, 'moderator');
    // The forms list and the Submissions shortcut: count queries.
    expect(await getSubmissionCounts(formIds)).toEqual(expected);
    // The Submissions tab: the listed rows.
    const listed = (await Promise.all(formIds.map(listFormSubmissions))).flat();
    expect(Object.fromEntries(submissionCountsByForm(listed))).toEqual(expected);

    await signInAsDemo(client.auth, 'reportViewer');
    // The forms report.
    const { forms, submissions } = await getFormsReport();
    const reported = formSubmissionCounts(forms, submissions).filter((row) => formIds.includes(row.form.id));
    expect(Object.fromEntries(reported.map((row) => [row.form.id, row.submitted]))).toEqual({
      [form.id]: 1,
      'demo-form-stand': 2,
    });
    // The reports overview's submissions per form, computed by the functions.
    await refreshOverviewSummary();
    const perForm = (await getOverviewSummary())!.submissionsPerForm.filter((row) => formIds.includes(row.formId));
    expect(Object.fromEntries(perForm.map((row) => [row.formId, { sent: row.submitted, drafts: row.drafts }]))).toEqual(
      expected,
    );

    await signInAsDemo(client.auth, 'moderator');
    await deleteForms([form.id]);
  }, 90_000);

  it('refuses a team member who tries to build forms', async () => {
    await signInAsDemo(client.auth, 'teamMember');
    await expect(createForm(settings(`Sneaky ${randomUUID()}`))).rejects.toThrow();
  });
});
