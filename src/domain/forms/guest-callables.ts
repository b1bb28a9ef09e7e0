import * as z from 'zod/mini';
import { callable } from '../callables';
import { GUEST_UPLOAD_LIMIT_BYTES } from '../constants';
import { emailSchema, idSchema } from '../schema-fields';

export const GUEST_UPLOAD_TOO_LARGE = 'Files sent with a guest form may add up to 10 MB';

export const GUEST_FORM_BUSY = 'This form has received too many answers in the last hour. Please try again later.';

export const guestFileSchema = z.object({
  /** The field key: the field id, or templateId.loopIndex.fieldId inside a template. */
  key: z.string().check(z.minLength(1), z.maxLength(300)),
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  contentType: z._default(z.string().check(z.maxLength(200)), ''),
  /** The file's bytes, base64-encoded. */
  data: z.string().check(z.maxLength(Math.ceil((GUEST_UPLOAD_LIMIT_BYTES * 4) / 3) + 4)),
});
export type GuestFile = z.output<typeof guestFileSchema>;

/**
 * addGuestSubmissionPublic: a guest's answers to a public form. The server checks the form is
 * public, validates every answer with the form's logic (the same evaluator), stores the files under
 * the submission and field path and writes the submission as a guest's.
 */
/** The name of the guest form's hidden trap field, named like one a bot fills in gladly. */
export const GUEST_HONEYPOT_NAME = 'website';

export const addGuestSubmissionCallable = callable(
  'addGuestSubmissionPublic',
  z.object({
    eventId: idSchema,
    formId: idSchema,
    values: z._default(z.record(z.string(), z.unknown()), {}),
    files: z._default(z.array(guestFileSchema).check(z.maxLength(20)), []),
    /** The resume token of the guest's saved draft, which sending replaces. */
    draftToken: z.optional(z.string().check(z.maxLength(100))),
    /** The guest form's honeypot: people never see it, so an answer in it is a bot's. */
    [GUEST_HONEYPOT_NAME]: z.optional(z.string().check(z.maxLength(1000))),
  }),
  z.object({ submissionId: idSchema }),
);

/** Ours: how long a guest's resume link works. */
export const GUEST_DRAFT_LIFETIME_DAYS = 14;
export const GUEST_DRAFT_LINK_INVALID = 'This link to your saved answers has expired or is not valid';
/** The query parameter of /guests/forms/{formId} that carries a resume token. */
export const GUEST_DRAFT_QUERY_PARAM = 'draft';

/**
 * saveGuestDraftPublic (ours, beyond the spec): a guest keeps their answers so far and receives a
 * link to continue, emailed to them. Answers are checked as a draft (no file answers are kept: files
 * are chosen when sending). With the token of an earlier save, the same draft is updated.
 */
export const saveGuestDraftCallable = callable(
  'saveGuestDraftPublic',
  z.object({
    eventId: idSchema,
    formId: idSchema,
    email: emailSchema,
    values: z._default(z.record(z.string(), z.unknown()), {}),
    draftToken: z.optional(z.string().check(z.maxLength(100))),
  }),
  z.object({ saved: z.literal(true) }),
);

/** getGuestDraftPublic (ours): the answers a resume link holds, for that form only. */
export const getGuestDraftCallable = callable(
  'getGuestDraftPublic',
  z.object({ eventId: idSchema, formId: idSchema, draftToken: z.string().check(z.minLength(1), z.maxLength(100)) }),
  z.object({ values: z.record(z.string(), z.unknown()) }),
);
