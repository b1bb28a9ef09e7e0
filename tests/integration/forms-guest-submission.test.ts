import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createForm, updateFormFields } from '../../src/data/forms/forms-store';
import {
  createGuestSubmission,
  getGuestDraft,
  getSubmission,
  saveGuestDraft,
} from '../../src/data/forms/submissions-store';
import { GUEST_DRAFT_LINK_INVALID, GUEST_DRAFT_QUERY_PARAM } from '../../src/domain/forms/guest-callables';
import { newField, type Field } from '../../src/domain/forms/field';
import { logicMapSchema } from '../../src/domain/forms/logic';
import { FIELD_VALIDATION_MESSAGES, submitterName } from '../../src/domain/forms/submission';
import { FORM_MESSAGES } from '../../src/domain/messages';
import { uploadTooLargeMessage } from '../../src/domain/upload-check';
import { initFirebase, type FirebaseClient } from '../../src/lib/firebase/client';
import { parseClientEnv } from '../../src/lib/firebase/env';
import { waitForMail } from '../support/auth-people';
import { signInAsDemo } from '../support/demo-sign-in';
import { getStack } from '../support/stack';
import { connectStackClient } from '../support/stack-client';

// Guests submit a public form only through addGuestSubmissionPublic, which checks
// every answer again on the server with the same logic evaluator. Hostile calls go straight at it.

let client: FirebaseClient;
let publicFormId: string;
let privateFormId: string;
const ids = { size: '', corner: '', plan: '', arrival: '' };

function visitorFields(formId: string): Field[] {
  const parent = { formId };
  ids.size = `size-${formId}`;
  ids.corner = `corner-${formId}`;
  ids.plan = `plan-${formId}`;
  ids.arrival = `arrival-${formId}`;
  return [
    {
      ...newField('dropdown', ids.size, parent, 'Stand size'),
      options: [
        { label: 'Small', value: 'small' },
        { label: 'Large', value: 'large' },
      ],
      isRequired: true,
    },
    { ...newField('text', ids.corner, parent, 'Which corner?'), isRequired: true },
    { ...newField('upload', ids.plan, parent, 'Stand plan'), hasMaxFileSize: true, maxFileSizeMB: 1 },
    {
      ...newField('radio', ids.arrival, parent, 'How will you arrive?'),
      options: [
        { label: 'By train', value: 'train' },
        { label: 'By car', value: 'car' },
      ],
    },
  ];
}

beforeAll(async () => {
  client = initFirebase(parseClientEnv(getStack().env));
  await signInAsDemo(client.auth, 'moderator');
  const settings = {
    title: `Visitor booking ${randomUUID()}`,
    description: '',
    isPublished: true,
    isPublic: true,
    isEditable: false,
  };
  const publicForm = await createForm(settings);
  const fields = visitorFields(publicForm.id);
  await updateFormFields(
    publicForm.id,
    fields,
    logicMapSchema.parse({ [ids.corner]: { rules: [{ sourceId: ids.size, sourceValue: 'large' }] } }),
  );
  publicFormId = publicForm.id;
  const privateForm = await createForm({ ...settings, isPublic: false });
  privateFormId = privateForm.id;
  await client.auth.signOut();
});

const pdf = (name: string, bytes: number) =>
  new File([new Uint8Array(bytes).fill(37)], name, { type: 'application/pdf' });

describe('addGuestSubmissionPublic', () => {
  // Storing a guest's file is not covered here yet: on the loaded shared machine the call that
  // stores one did not answer within 120 s (see the F1 report); the refusals below run before it.
  it("stores a guest's answers, drops a hidden field's answer, and shows the submitter as 'Guest submission'", async () => {
    const { submissionId } = await createGuestSubmission({
      formId: publicFormId,
      values: { [ids.size]: 'small', [ids.corner]: 'sneaked in while hidden' },
    });
    await signInAsDemo(client.auth, 'moderator');
    const stored = await getSubmission(submissionId);
    expect(stored).toMatchObject({ formId: publicFormId, isGuest: true, isDraft: false, teamId: '', createdBy: '' });
    expect(stored.values).toEqual({ [ids.size]: 'small' });
    expect(submitterName(stored, () => 'someone')).toBe(FORM_MESSAGES.guestSubmitter);
    await client.auth.signOut();
  });

  it("refuses a form that is not public with 'Form is not public'", async () => {
    await expect(createGuestSubmission({ formId: privateFormId, values: {} })).rejects.toThrow(
      FORM_MESSAGES.formNotPublic,
    );
    await expect(createGuestSubmission({ formId: `missing-${randomUUID()}`, values: {} })).rejects.toThrow(
      FORM_MESSAGES.formNotPublic,
    );
  });

  it('refuses answers keyed by ids that are not fields of the form, or a required visible answer left out', async () => {
    await expect(
      createGuestSubmission({ formId: publicFormId, values: { [ids.size]: 'small', 'not-a-field': 'x' } }),
    ).rejects.toThrow(FORM_MESSAGES.invalidSubmission);
    await expect(createGuestSubmission({ formId: publicFormId, values: { [ids.size]: 'large' } })).rejects.toThrow(
      FORM_MESSAGES.invalidSubmission,
    );
    await expect(createGuestSubmission({ formId: publicFormId, values: { [ids.size]: 'giant' } })).rejects.toThrow(
      FORM_MESSAGES.invalidSubmission,
    );
  });

  it('refuses a single-choice answer that is not one of its options, or several of them, and stores one that is', async () => {
    for (const arrival of ['helicopter', ['train', 'car'], { other: 'Boat' }]) {
      await expect(
        createGuestSubmission({ formId: publicFormId, values: { [ids.size]: 'small', [ids.arrival]: arrival } }),
      ).rejects.toThrow(FORM_MESSAGES.invalidSubmission);
    }
    const { submissionId } = await createGuestSubmission({
      formId: publicFormId,
      values: { [ids.size]: 'small', [ids.arrival]: 'car' },
    });
    await signInAsDemo(client.auth, 'moderator');
    expect((await getSubmission(submissionId)).values).toEqual({ [ids.size]: 'small', [ids.arrival]: 'car' });
    await client.auth.signOut();
  });

  it("refuses a file over the field's limit, a file for a field that takes none, a disallowed type and an SVG", async () => {
    await expect(
      createGuestSubmission({
        formId: publicFormId,
        values: { [ids.size]: 'small' },
        files: { [ids.plan]: [pdf('big.pdf', 1_500_000)] },
      }),
    ).rejects.toThrow(uploadTooLargeMessage(1e6));
    await expect(
      createGuestSubmission({
        formId: publicFormId,
        values: { [ids.size]: 'small' },
        files: { [ids.size]: [pdf('plan.pdf', 10)] },
      }),
    ).rejects.toThrow(FORM_MESSAGES.invalidSubmission);
    const script = new File(['<script>'], 'page.html', { type: 'text/html' });
    await expect(
      createGuestSubmission({ formId: publicFormId, values: { [ids.size]: 'small' }, files: { [ids.plan]: [script] } }),
    ).rejects.toThrow(/can't be uploaded/);
    // SVG can carry script and form files are stored as sent: refused even by a field open to every type.
    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'], 'logo.svg', {
      type: 'image/svg+xml',
    });
    await expect(
      createGuestSubmission({ formId: publicFormId, values: { [ids.size]: 'small' }, files: { [ids.plan]: [svg] } }),
    ).rejects.toThrow(/can't be uploaded/);
    expect(FIELD_VALIDATION_MESSAGES.fileTooLarge(1)).toContain('1 MB');
  });

  it('refuses a call naming another event, where the form does not exist', async () => {
    const stranger = connectStackClient('forms-guest-other-event');
    const otherEvent = `other-event-${randomUUID().slice(0, 8)}`;
    await expect(
      stranger.call('addGuestSubmissionPublic', {
        eventId: otherEvent,
        formId: publicFormId,
        values: { [ids.size]: 'small' },
      }),
    ).rejects.toThrow(FORM_MESSAGES.formNotPublic);
    await stranger.close();
  });

  it('refuses a guest writing a submission directly (the rules)', async () => {
    const { commitInBatches } = await import('../../src/lib/firebase/documents');
    const id = `direct-${randomUUID().slice(0, 8)}`;
    const data = {
      id,
      formId: publicFormId,
      teamId: '',
      taskId: '',
      isDraft: false,
      isGuest: true,
      values: {},
      createdBy: '',
    };
    await expect(
      commitInBatches([{ type: 'set', path: client.paths.doc('submissions', id), data }]),
    ).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it('saves a guest draft, emails a single-purpose resume link, and sending with it replaces the draft', async () => {
    const email = `guest-${randomUUID().slice(0, 8)}@visitors.test`;
    await saveGuestDraft({ formId: publicFormId, email, values: { [ids.size]: 'large', [ids.corner]: 'North-east' } });
    const mail = await waitForMail(email, { timeoutMs: 60_000 });
    const link = new URL(mail.text.match(/https?:\/\/\S+/)![0]);
    expect(link.pathname).toBe(`/guests/forms/${publicFormId}`);
    const draftToken = link.searchParams.get(GUEST_DRAFT_QUERY_PARAM)!;
    expect(await getGuestDraft({ formId: publicFormId, draftToken })).toEqual({
      [ids.size]: 'large',
      [ids.corner]: 'North-east',
    });
    await expect(getGuestDraft({ formId: privateFormId, draftToken })).rejects.toThrow();
    await expect(getGuestDraft({ formId: publicFormId, draftToken: `${draftToken}x` })).rejects.toThrow(
      GUEST_DRAFT_LINK_INVALID,
    );

    await createGuestSubmission({
      formId: publicFormId,
      values: { [ids.size]: 'large', [ids.corner]: 'North-east' },
      draftToken,
    });
    await expect(getGuestDraft({ formId: publicFormId, draftToken })).rejects.toThrow(GUEST_DRAFT_LINK_INVALID);
  });
});
