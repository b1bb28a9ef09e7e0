import {
  getGuestDraftCallable,
  GUEST_DRAFT_LIFETIME_DAYS,
  GUEST_DRAFT_QUERY_PARAM,
  saveGuestDraftCallable,
} from '../../../src/domain/forms/guest-callables';
import { GUEST_LOGIC_CONTEXT } from '../../../src/domain/forms/logic';
import { checkSubmissionValues, submissionSchema } from '../../../src/domain/forms/submission';
import { FORM_MESSAGES } from '../../../src/domain/messages';
import { eventPaths } from '../../../src/domain/paths';
import {
  GUEST_DRAFT_MAILS_PER_FORM_REFUSED,
  GUEST_DRAFT_MAILS_PER_RECIPIENT_REFUSED,
} from '../../../src/domain/security';
import { normaliseEmail } from '../../../src/domain/user';
import { appLink } from '../auth/app-url';
import { adminFirestore } from '../lib/admin';
import { defineCallable } from '../lib/define-callable';
import { DomainError } from '../lib/domain-error';
import { enforceRateLimit } from '../lib/rate-limit';
import { assertAllSent } from '../lib/mailer/mailer';
import { getMailer } from '../lib/mailer/get-mailer';
import {
  countGuestCreation,
  draftOfToken,
  guestDraftTokenDoc,
  guestDraftTokenRecord,
  loadPublicForm,
  newGuestDraftToken,
  requireFormWindowOpen,
} from './public-form';

/** Answers without files: a guest's draft keeps what was typed; files are chosen when sending. */
function withoutFiles(values: Record<string, unknown>): Record<string, unknown> {
  const isFileList = (value: unknown) =>
    Array.isArray(value) && value.some((entry) => typeof entry === 'object' && entry !== null && 'path' in entry);
  return Object.fromEntries(Object.entries(values).filter(([, value]) => !isFileList(value)));
}

/**
 * Saves a guest's answers so far to a public form as a guest draft and emails a link to continue
 * (/guests/forms/{formId}?draft={token}). The token is single-purpose (this form's draft), kept only
 * as its hash, and expires; saving again with it updates the same draft and sends a fresh link.
 */
export const saveGuestDraftPublic = defineCallable({
  public: true,
  rateLimit: 'saveGuestDraftPublic',
  input: saveGuestDraftCallable.input,
  output: saveGuestDraftCallable.output,
  handler: async ({ input }) => {
    const paths = eventPaths(input.eventId);
    const now = new Date();
    const { form, definition } = await loadPublicForm(paths, input.formId);
    await requireFormWindowOpen(paths, form, now);
    const earlier = input.draftToken ? await draftOfToken(paths, input.formId, input.draftToken, now) : undefined;
    let values;
    try {
      values = checkSubmissionValues(definition, withoutFiles(input.values), GUEST_LOGIC_CONTEXT, { isDraft: true });
    } catch {
      throw new DomainError(FORM_MESSAGES.invalidSubmission, 'invalid-argument');
    }
    // However many callers ask, one mailbox and one form receive only so many of these mails.
    await enforceRateLimit(
      'guestDraftMailsPerRecipient',
      normaliseEmail(input.email),
      GUEST_DRAFT_MAILS_PER_RECIPIENT_REFUSED,
    );
    await enforceRateLimit(
      'guestDraftMailsPerForm',
      `${input.eventId}/${input.formId}`,
      GUEST_DRAFT_MAILS_PER_FORM_REFUSED,
    );
    if (!earlier) await countGuestCreation(input.eventId, input.formId);
    const submissionId = earlier?.submissionId ?? adminFirestore().collection(paths.collection('submissions')).doc().id;
    const at = now.toISOString();
    const draft = submissionSchema.parse({
      id: submissionId,
      formId: input.formId,
      teamId: '',
      taskId: '',
      isDraft: true,
      isGuest: true,
      values,
      createdAt: at,
      createdBy: '',
      updatedAt: at,
      updatedBy: '',
    });
    const token = newGuestDraftToken();
    const batch = adminFirestore().batch();
    batch.set(adminFirestore().doc(paths.doc('submissions', submissionId)), draft);
    batch.set(guestDraftTokenDoc(paths, token), guestDraftTokenRecord(input.formId, submissionId, input.email, now));
    // One working link per draft: the one used to save again stops working.
    if (input.draftToken) batch.delete(guestDraftTokenDoc(paths, input.draftToken));
    await batch.commit();

    const link = await appLink(
      input.eventId,
      `/guests/forms/${encodeURIComponent(input.formId)}?${GUEST_DRAFT_QUERY_PARAM}=${token}`,
    );
    const text = `Your answers to "${form.title}" are saved.\n\nContinue where you left off: ${link}\n\nThe link works for ${GUEST_DRAFT_LIFETIME_DAYS} days. If you did not ask for it, ignore this email.`;
    const escape = (value: string) =>
      value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
    const html = `<p>Your answers to <strong>${escape(form.title)}</strong> are saved.</p><p><a href="${escape(link)}">Continue where you left off</a></p><p>The link works for ${GUEST_DRAFT_LIFETIME_DAYS} days. If you did not ask for it, ignore this email.</p>`;
    assertAllSent(
      await getMailer().send([
        {
          to: input.email,
          subject: `Your saved answers: ${form.title}`,
          text,
          html,
          metadata: { eventId: input.eventId, templateId: 'guestDraft' },
        },
      ]),
    );
    return { saved: true as const };
  },
});

/** The answers a resume link holds, for its form only ('This link … has expired or is not valid' otherwise). */
export const getGuestDraftPublic = defineCallable({
  public: true,
  rateLimit: 'getGuestDraftPublic',
  input: getGuestDraftCallable.input,
  output: getGuestDraftCallable.output,
  handler: async ({ input }) => {
    const paths = eventPaths(input.eventId);
    await loadPublicForm(paths, input.formId);
    const token = await draftOfToken(paths, input.formId, input.draftToken, new Date());
    const snapshot = await adminFirestore().doc(paths.doc('submissions', token.submissionId)).get();
    const draft = submissionSchema.safeParse({ ...snapshot.data(), id: snapshot.id });
    if (!snapshot.exists || !draft.success || !draft.data.isDraft || draft.data.formId !== input.formId)
      throw new DomainError(FORM_MESSAGES.invalidSubmission, 'not-found');
    return { values: draft.data.values };
  },
});
