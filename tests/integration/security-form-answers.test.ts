import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getApp } from 'firebase-admin/app';
import { getStorage as getAdminStorage } from 'firebase-admin/storage';
import { signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { doc, setDoc } from 'firebase/firestore/lite';
import { connectStorageEmulator, getDownloadURL, getStorage, ref, uploadBytes } from 'firebase/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stampCreate } from '../../src/domain/audit';
import { guestCreationsKey } from '../../functions/src/forms/public-form';
import { RATE_LIMITS_COLLECTION, rateLimitDocId } from '../../functions/src/lib/rate-limit';
import { formNotificationSchema } from '../../src/domain/forms/form';
import { GUEST_FORM_BUSY } from '../../src/domain/forms/guest-callables';
import { GUEST_CREATION_LIMITS } from '../../src/domain/security';
import { FORM_MESSAGES } from '../../src/domain/messages';
import { eventPaths } from '../../src/domain/paths';
import { newWebhook } from '../../src/domain/webhooks';
import { adminDb, createPerson, waitForMail, type TestPerson } from '../support/auth-people';
import { fieldOf, teamSubmissionOf, writeForm } from '../support/forms-admin';
import { getStack } from '../support/stack';
import { connectStackClient, refusalMessage } from '../support/stack-client';

// Mail goes only where an organiser said, and nothing a guest sends grows without bound: a team's answers are written from its browser, so the
// server checks them against the form before it mails them or posts them to a webhook, and an
// email answer is a recipient only when it is exactly one valid address. A file answer must be a
// file of the submission's own folder, downloaded from the project's own storage.

const stack = getStack();
const paths = eventPaths(stack.eventId);
const run = randomUUID().slice(0, 8);
const to = (name: string) => `${name}-${run}@example.test`;
const member = connectStackClient('answers-member');
const guest = connectStackClient('answers-guest');
const storage = getStorage(member.app, `gs://${stack.env.VITE_FIREBASE_STORAGE_BUCKET}`);
connectStorageEmulator(storage, stack.host, stack.ports.storage);

const contact = fieldOf('email', { label: 'Contact email' });
const note = fieldOf('text', { label: 'Note' });
const brochure = fieldOf('upload', { label: 'Brochure' });
let formId: string;
let person: TestPerson;
let teamId: string;
let receiver: Server;
let hookCalls = 0;

/** The mails the local mail catcher delivered to an address by any route: To, Cc, Bcc or the envelope. */
async function mailsMentioning(address: string): Promise<unknown[]> {
  const response = await fetch(`http://${stack.host}:${stack.ports.inbox}/email`);
  const mails = (await response.json()) as { to?: unknown; cc?: unknown; bcc?: unknown; envelope?: unknown }[];
  return mails.filter(({ to, cc, bcc, envelope }) =>
    JSON.stringify({ to, cc, bcc, envelope }).toLowerCase().includes(address.toLowerCase()),
  );
}

/** The member's browser writes a sent submission straight to Firestore (the rules let it). */
async function writeSubmission(
  values: Record<string, unknown>,
  id = `sub-${randomUUID().slice(0, 8)}`,
  isDraft = false,
): Promise<string> {
  await setDoc(
    doc(member.db, paths.doc('submissions', id)),
    teamSubmissionOf({ id, formId, teamId, createdBy: person.uid, isDraft, values }),
  );
  return id;
}

const notify = (submissionId: string) =>
  member.call<{ results: { ErrorCode: number; To: string }[] }>('sendEmailBatchWithTemplate', { submissionId });
const deliver = (submissionId: string) =>
  member.call<{ deliveries: unknown[] }>('deliverSubmissionWebhooks', { submissionId });
const sendRecord = async (submissionId: string) =>
  (await adminDb().doc(paths.doc('formNotificationSends', submissionId)).get()).exists;
const deliveriesOf = async (submissionId: string) =>
  (await adminDb().collection(paths.collection('webhookDeliveries')).where('submissionId', '==', submissionId).get())
    .size;

beforeAll(async () => {
  receiver = createServer((request, response) => {
    hookCalls += 1;
    request.resume();
    response.writeHead(200).end('{}');
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  await adminDb().doc('localSettings/webhooks').set({ allowPrivateAddresses: true });
  ({
    form: { id: formId },
  } = await writeForm(adminDb(), stack.eventId, {
    title: `Answers ${run}`,
    fields: [contact, note, brochure],
    confirmations: [{ name: 'Thanks', message: '<p>Thanks</p>' }],
  }));
  const audit = stampCreate('demo-admin', new Date());
  const notifications = [
    { id: `to-contact-${run}`, name: 'To contact', sendToType: 'field', sendTo: contact.id },
    { id: `to-note-${run}`, name: 'To the note', sendToType: 'field', sendTo: note.id },
  ];
  await Promise.all(
    notifications.map((notification) =>
      adminDb()
        .doc(paths.doc('formNotifications', notification.id))
        .set(formNotificationSchema.parse({ ...notification, formId, message: '<p>Thanks</p>', ...audit })),
    ),
  );
  await adminDb()
    .doc(paths.doc('forms', formId))
    .update({ notificationIds: notifications.map((notification) => notification.id) });
  const hookId = `hook-${run}`;
  await adminDb()
    .doc(paths.doc('webhooks', hookId))
    .set({
      ...newWebhook(hookId, formId),
      ...audit,
      name: 'CRM',
      requestURL: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/crm`,
    });
  await adminDb()
    .doc(paths.doc('webhookSecrets', hookId))
    .set({ id: hookId, secret: randomUUID().replace(/-/g, '').repeat(2) });

  person = await createPerson();
  teamId = `team-${run}`;
  await adminDb()
    .doc(paths.doc('teams', teamId))
    .set({ id: teamId, name: `Answers team ${run}`, ownerId: person.uid, userIds: [person.uid], customFields: {} });
  await adminDb().doc(paths.user(person.uid)).update({ teamId });
  await signInWithEmailAndPassword(member.auth, person.email, person.password);
}, 90_000);

afterAll(async () => {
  await signOut(member.auth);
  await Promise.all([member.close(), guest.close()]);
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

describe("a team's stored answers", () => {
  it('with a list of addresses or an injected header in an email answer are refused before any mail or webhook', async () => {
    for (const answer of [`${to('a')}, ${to('b')}, ${to('c')}`, `${to('x')}\r\nBcc: ${to('z')}`]) {
      const submissionId = await writeSubmission({ [contact.id]: answer });
      expect(await refusalMessage(notify(submissionId))).toBe(FORM_MESSAGES.invalidSubmission);
      expect(await refusalMessage(deliver(submissionId))).toBe(FORM_MESSAGES.invalidSubmission);
      // Nothing claimed, logged or sent: a later legitimate send is not blocked either.
      expect(await sendRecord(submissionId)).toBe(false);
      expect(await deliveriesOf(submissionId)).toBe(0);
    }
    expect(hookCalls).toBe(0);
    for (const name of ['a', 'b', 'c', 'x', 'z']) expect(await mailsMentioning(to(name))).toEqual([]);
  }, 180_000);

  it('mail a notification to a text answer holding an injected header to nobody', async () => {
    const submissionId = await writeSubmission({
      [contact.id]: to('one'),
      [note.id]: `${to('x2')}\r\nBcc: ${to('z2')}`,
    });
    const { results } = await notify(submissionId);
    expect(results.map((result) => result.To)).toEqual([to('one')]);
    await waitForMail(to('one'));
    expect(await mailsMentioning(to('x2'))).toEqual([]);
    expect(await mailsMentioning(to('z2'))).toEqual([]);
  }, 180_000);

  it('with a file answer that points outside the submission, or to another address, are refused', async () => {
    const submissionId = `sub-${randomUUID().slice(0, 8)}`;
    const ownPath = `${paths.storage('submissions', submissionId, brochure.id)}/brochure.pdf`;
    const outside = {
      name: 'brochure.pdf',
      path: ownPath,
      url: 'https://attacker.example.test/brochure.pdf',
      size: 10,
      contentType: 'application/pdf',
    };
    await writeSubmission({ [contact.id]: to('file1'), [brochure.id]: [outside] }, submissionId);
    expect(await refusalMessage(notify(submissionId))).toBe(FORM_MESSAGES.invalidSubmission);
    expect(await refusalMessage(deliver(submissionId))).toBe(FORM_MESSAGES.invalidSubmission);
    // A real file, but of another folder.
    const otherId = `sub-${randomUUID().slice(0, 8)}`;
    const elsewhere = `${paths.storage('submissions', otherId, brochure.id)}/brochure.pdf`;
    await writeSubmission({}, otherId, true);
    await uploadBytes(ref(storage, elsewhere), new TextEncoder().encode('%PDF-1.4 x'), {
      contentType: 'application/pdf',
    });
    const borrowed = { ...outside, path: elsewhere, url: await getDownloadURL(ref(storage, elsewhere)) };
    const borrowingId = await writeSubmission({ [contact.id]: to('file2'), [brochure.id]: [borrowed] });
    expect(await refusalMessage(notify(borrowingId))).toBe(FORM_MESSAGES.invalidSubmission);
    expect(await sendRecord(submissionId)).toBe(false);
    expect(await sendRecord(borrowingId)).toBe(false);
    expect(hookCalls).toBe(0);
    expect(await mailsMentioning(to('file1'))).toEqual([]);
    expect(await mailsMentioning(to('file2'))).toEqual([]);
  }, 180_000);

  it('control: a team sends a form with its own uploaded file, mailed to the one address answered and posted to the webhook', async () => {
    const submissionId = `sub-${randomUUID().slice(0, 8)}`;
    await writeSubmission({}, submissionId, true);
    const path = `${paths.storage('submissions', submissionId, brochure.id)}/brochure.pdf`;
    await uploadBytes(ref(storage, path), new TextEncoder().encode('%PDF-1.4 ours'), {
      contentType: 'application/pdf',
    });
    const file = {
      name: 'brochure.pdf',
      path,
      url: await getDownloadURL(ref(storage, path)),
      size: 13,
      contentType: 'application/pdf',
    };
    await writeSubmission({ [contact.id]: to('good'), [brochure.id]: [file] }, submissionId);
    const { results } = await notify(submissionId);
    expect(results).toEqual([expect.objectContaining({ ErrorCode: 0, To: to('good') })]);
    expect((await waitForMail(to('good'))).text).toContain('Thanks');
    expect((await deliver(submissionId)).deliveries).toEqual([expect.objectContaining({ status: 'success' })]);
    expect(hookCalls).toBe(1);
  }, 180_000);
});

describe('a guest', () => {
  const wantsPlan = fieldOf('dropdown', {
    label: 'Send a plan?',
    options: [
      { label: 'Yes', value: 'yes' },
      { label: 'No', value: 'no' },
    ],
  });
  const plan = fieldOf('upload', { label: 'Stand plan' });
  let guestFormId: string;
  const tinyPdf = (name: string) => ({
    key: plan.id,
    name,
    contentType: 'application/pdf',
    data: Buffer.from('%PDF-1.4 plan').toString('base64'),
  });
  const storedFiles = async (submissionId: string) => {
    process.env.FIREBASE_STORAGE_EMULATOR_HOST = stack.env.FIREBASE_STORAGE_EMULATOR_HOST;
    const [files] = await getAdminStorage(getApp())
      .bucket(stack.env.VITE_FIREBASE_STORAGE_BUCKET)
      .getFiles({ prefix: `${paths.storage('submissions', submissionId)}/` });
    return files.map((file) => file.name);
  };
  const submissionsOf = async (id: string) =>
    (await adminDb().collection(paths.collection('submissions')).where('formId', '==', id).get()).size;

  beforeAll(async () => {
    ({
      form: { id: guestFormId },
    } = await writeForm(adminDb(), stack.eventId, {
      title: `Guest plans ${run}`,
      fields: [wantsPlan, plan],
      logicMap: { [plan.id]: { rules: [{ sourceId: wantsPlan.id, sourceValue: 'yes' }] } },
      confirmations: [{ name: 'Thanks', message: '<p>Thanks</p>' }],
      isPublic: true,
    }));
  }, 180_000);

  it("sends a file for an answer the form's logic hides: the answer is dropped and the file never stored", async () => {
    const { submissionId } = await guest.call<{ submissionId: string }>('addGuestSubmissionPublic', {
      formId: guestFormId,
      values: { [wantsPlan.id]: 'no' },
      files: [tinyPdf('hidden.pdf')],
    });
    const stored = (await adminDb().doc(paths.doc('submissions', submissionId)).get()).data();
    expect(stored?.values).toEqual({ [wantsPlan.id]: 'no' });
    expect(await storedFiles(submissionId)).toEqual([]);
  }, 180_000);

  it('control: a shown file is stored under the submission, and the form document lists no submissions', async () => {
    const { submissionId } = await guest.call<{ submissionId: string }>('addGuestSubmissionPublic', {
      formId: guestFormId,
      values: { [wantsPlan.id]: 'yes' },
      files: [tinyPdf('shown.pdf')],
    });
    const [file] = (await adminDb().doc(paths.doc('submissions', submissionId)).get()).get(`values.${plan.id}`) as {
      path: string;
    }[];
    expect(await storedFiles(submissionId)).toEqual([file!.path]);
    expect((await adminDb().doc(paths.doc('forms', guestFormId)).get()).get('submissionsIds')).toBeUndefined();
  }, 180_000);

  it("is refused with a clear message once guests have created a form's hourly allowance, and nothing is stored or mailed", async () => {
    const counter = adminDb()
      .collection(RATE_LIMITS_COLLECTION)
      .doc(rateLimitDocId('guestCreationsPerForm', guestCreationsKey(stack.eventId, guestFormId)));
    await counter.set({
      callable: 'guestCreationsPerForm',
      windowStartedAt: Date.now(),
      count: GUEST_CREATION_LIMITS.guestCreationsPerForm.max,
    });
    const before = await submissionsOf(guestFormId);
    expect(
      await refusalMessage(
        guest.call('addGuestSubmissionPublic', { formId: guestFormId, values: { [wantsPlan.id]: 'no' } }),
      ),
    ).toBe(GUEST_FORM_BUSY);
    expect(
      await refusalMessage(
        guest.call('saveGuestDraftPublic', {
          formId: guestFormId,
          email: to('draft'),
          values: { [wantsPlan.id]: 'no' },
        }),
      ),
    ).toBe(GUEST_FORM_BUSY);
    expect(await submissionsOf(guestFormId)).toBe(before);
    expect(await mailsMentioning(to('draft'))).toEqual([]);
    expect((await counter.get()).get('count')).toBe(GUEST_CREATION_LIMITS.guestCreationsPerForm.max);
    // The next hour's allowance (here: the window reset) takes answers again.
    await counter.delete();
    await guest.call('addGuestSubmissionPublic', { formId: guestFormId, values: { [wantsPlan.id]: 'no' } });
    expect(await submissionsOf(guestFormId)).toBe(before + 1);
    expect((await counter.get()).get('count')).toBe(1);
  }, 180_000);
});
