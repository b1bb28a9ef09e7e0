import { randomUUID } from 'node:crypto';
import { signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_NOTIFICATION_MESSAGES, mergeTag } from '../../src/domain/form-notifications';
import { newField } from '../../src/domain/forms/field';
import { formNotificationSchema, formSchema } from '../../src/domain/forms/form';
import { eventPaths } from '../../src/domain/paths';
import { adminDb, createPerson, mailsTo, waitForMail, type TestPerson } from '../support/auth-people';
import { getStack } from '../support/stack';
import { connectStackClient, refusalMessage } from '../support/stack-client';

// A stored submission sends exactly the form's active notifications whose rules
// match, with its answers; the batch callables take only a submission id, so a member or a guest
// cannot mail an address or text of their own, another team's submission, or the same version twice.

const unique = () => randomUUID().slice(0, 8);
const paths = eventPaths(getStack().eventId);
const member = connectStackClient('notify-member');
const rivalClient = connectStackClient('notify-rival');
const guest = connectStackClient('notify-guest');
const run = unique();
const formId = `notify-form-${run}`;
const teamId = `notify-team-${run}`;
const ids = { size: `size-${run}`, contact: `contact-${run}` };
const to = (name: string) => `${name}-${run}@example.test`;
let submitter: TestPerson;
let rival: TestPerson;
const now = () => new Date().toISOString();
const audit = () => ({ createdAt: now(), createdBy: 'seed', updatedAt: now(), updatedBy: 'seed' });

async function saveNotification(id: string, values: Record<string, unknown>): Promise<void> {
  await adminDb()
    .doc(paths.doc('formNotifications', id))
    .set(formNotificationSchema.parse({ id, formId, ...audit(), ...values }));
}

async function storeSubmission(values: Record<string, unknown>, extra: Record<string, unknown> = {}): Promise<string> {
  const id = `sub-${unique()}`;
  await adminDb()
    .doc(paths.doc('submissions', id))
    .set({
      id,
      formId,
      teamId,
      taskId: '',
      isDraft: false,
      isGuest: false,
      values,
      ...audit(),
      createdBy: submitter.uid,
      ...extra,
    });
  return id;
}

const notify = (client = member, submissionId: string, extra: Record<string, unknown> = {}) =>
  client.call<{ kind: string; results: { ErrorCode: number }[] }>('sendEmailBatchWithTemplate', {
    submissionId,
    ...extra,
  });

beforeAll(async () => {
  [submitter, rival] = await Promise.all([createPerson(), createPerson()]);
  await adminDb()
    .doc(paths.doc('teams', teamId))
    .set({ id: teamId, name: `Acme ${run}`, ownerId: submitter.uid, userIds: [submitter.uid], customFields: {} });
  await adminDb().doc(paths.user(submitter.uid)).update({ teamId });
  const parent = { formId };
  const fields = [
    {
      ...newField('dropdown', ids.size, parent, 'Stand size'),
      options: [
        { label: 'Small', value: 'small' },
        { label: 'Large', value: 'large' },
      ],
    },
    newField('email', ids.contact, parent, 'Contact email'),
  ];
  await Promise.all(
    fields.map((field) =>
      adminDb()
        .doc(paths.doc('fields', field.id))
        .set({ ...field, ...audit() }),
    ),
  );
  const notifications = ['large', 'small', 'contact', 'inactive', 'submitter'].map((name) => `${name}-${run}`);
  await adminDb()
    .doc(paths.doc('forms', formId))
    .set(
      formSchema.parse({
        id: formId,
        title: `Stand order ${run}`,
        fieldIds: fields.map((field) => field.id),
        notificationIds: notifications,
        isPublished: true,
        isPublic: true,
        ...audit(),
      }),
    );
  const sizeIs = (value: string) => [{ sourceId: ids.size, sourceType: 'fieldId', sourceValue: value }];
  await Promise.all([
    saveNotification(notifications[0]!, {
      name: 'Large',
      sendToType: 'custom',
      sendTo: to('large'),
      rules: sizeIs('large'),
      isFormTitleSubjectLine: false,
      subjectLine: `Large stand ${run}`,
      message: `<p>Size: ${mergeTag(ids.size)}, contact ${mergeTag(ids.contact)}</p>`,
    }),
    saveNotification(notifications[1]!, {
      name: 'Small',
      sendToType: 'custom',
      sendTo: to('small'),
      rules: sizeIs('small'),
    }),
    saveNotification(notifications[2]!, {
      name: 'Contact',
      sendToType: 'field',
      sendTo: ids.contact,
      bccTo: to('bcc'),
      replyTo: to('office'),
      message: '<p>Thanks</p>',
    }),
    saveNotification(notifications[3]!, { name: 'Off', sendToType: 'custom', sendTo: to('inactive'), isActive: false }),
    saveNotification(notifications[4]!, { name: 'Submitter', sendToType: 'user', rules: sizeIs('medium') }),
  ]);
  await Promise.all([
    signInWithEmailAndPassword(member.auth, submitter.email, submitter.password),
    signInWithEmailAndPassword(rivalClient.auth, rival.email, rival.password),
  ]);
}, 60_000);

afterAll(async () => {
  await Promise.all([signOut(member.auth), signOut(rivalClient.auth)]);
  await Promise.all([member.close(), rivalClient.close(), guest.close()]);
});

describe('sendEmailBatchWithTemplate', () => {
  it("sends exactly the active notifications whose rules match, with the submission's answers; a replay is refused", async () => {
    const submissionId = await storeSubmission({ [ids.size]: 'large', [ids.contact]: to('contact') });
    const answer = await notify(member, submissionId);
    expect(answer.kind).toBe('formNotification');
    expect(answer.results.map((result) => result.ErrorCode)).toEqual([0, 0, 0]);
    const large = await waitForMail(to('large'));
    expect(large.subject).toBe(`Large stand ${run}`);
    expect(large.text).toContain(`Size: Large, contact ${to('contact')}`);
    expect(large.text).toContain('Stand size: Large');
    const contact = await waitForMail(to('contact'));
    expect(contact.subject).toBe(`Stand order ${run}`);
    expect((await waitForMail(to('bcc'))).subject).toBe(`Stand order ${run}`);
    // Not matching (small, submitter's rule) or inactive: nothing.
    expect(await mailsTo(to('small'))).toHaveLength(0);
    expect(await mailsTo(to('inactive'))).toHaveLength(0);
    expect(await mailsTo(submitter.email)).toHaveLength(0);
    // The log: one entry per mail, with the caller's browser, filed under the form's template.
    const log = await adminDb()
      .collection(paths.collection('emailResponses'))
      .where('recipient', '==', to('large'))
      .get();
    // The Functions emulator hands the callable no client address, so ipAddress is null here (deployed: the caller's).
    expect(log.docs.map((doc) => doc.data())).toEqual([
      expect.objectContaining({
        type: 'pending',
        templateId: 'formNotification',
        teamId,
        userAgent: expect.any(String),
        ipAddress: null,
      }),
    ]);

    expect(await refusalMessage(notify(member, submissionId))).toBe(FORM_NOTIFICATION_MESSAGES.alreadySent);
    // A changed version sends the update email.
    await adminDb()
      .doc(paths.doc('submissions', submissionId))
      .update({ updatedAt: new Date(Date.now() + 1000).toISOString() });
    expect((await notify(member, submissionId)).kind).toBe('formNotificationUpdate');
    expect((await waitForMail(to('large'), { count: 2 })).subject).toBe(`Updated: Large stand ${run}`);
  }, 90_000);

  it("refuses another team's submission, a guest's call for a member's, made-up addresses and drafts, and mails nobody", async () => {
    const submissionId = await storeSubmission({ [ids.size]: 'small', [ids.contact]: to('contact2') });
    expect(await refusalMessage(notify(rivalClient, submissionId))).toBe(FORM_NOTIFICATION_MESSAGES.notYourSubmission);
    expect(await refusalMessage(guest.call('sendEmailBatchWithTemplatePublic', { submissionId }))).toBe(
      FORM_NOTIFICATION_MESSAGES.notYourSubmission,
    );
    expect(
      await refusalMessage(
        notify(member, submissionId, { to: 'attacker@evil.test', templateModel: { message: 'spam' } }),
      ),
    ).toBe('to, templateModel are not expected here.');
    // Another event: the caller is nobody there.
    expect(
      await refusalMessage(member.call('sendEmailBatchWithTemplate', { submissionId, eventId: `other-${run}` })),
    ).toMatch(/role or higher/);
    const draft = await storeSubmission({ [ids.size]: 'small' }, { isDraft: true });
    expect(await refusalMessage(notify(member, draft))).toBe(FORM_NOTIFICATION_MESSAGES.draftNotSent);
    expect(await mailsTo(to('contact2'))).toHaveLength(0);
    expect(await mailsTo('attacker@evil.test')).toHaveLength(0);
  }, 60_000);

  it("sends a guest's submission once through the public callable", async () => {
    const submissionId = await storeSubmission(
      { [ids.size]: 'small', [ids.contact]: to('guest') },
      { isGuest: true, teamId: '', createdBy: '' },
    );
    expect((await guest.call<{ kind: string }>('sendEmailBatchWithTemplatePublic', { submissionId })).kind).toBe(
      'formNotification',
    );
    expect((await waitForMail(to('guest'))).text).toContain('Thanks');
    expect(await refusalMessage(guest.call('sendEmailBatchWithTemplatePublic', { submissionId }))).toBe(
      FORM_NOTIFICATION_MESSAGES.alreadySent,
    );
  }, 60_000);

  it("mails everyone it can when an address is refused, then fails with 'Failed to send N emails: …'", async () => {
    // Answers are checked before sending, so the refused address is a stored copy address.
    await adminDb()
      .doc(paths.doc('formNotifications', `contact-${run}`))
      .update({ bccTo: 'not-an-address' });
    const submissionId = await storeSubmission({ [ids.size]: 'large', [ids.contact]: to('contact3') });
    const before = (await mailsTo(to('large'))).length;
    expect(await refusalMessage(notify(member, submissionId))).toMatch(/^Failed to send 1 emails: Email 3: -?\d+ - \S/);
    expect((await waitForMail(to('large'), { count: before + 1 })).subject).toBe(`Large stand ${run}`);
    expect((await waitForMail(to('contact3'))).subject).toBe(`Stand order ${run}`);
    await adminDb()
      .doc(paths.doc('formNotifications', `contact-${run}`))
      .update({ bccTo: to('bcc') });
  }, 60_000);
});
