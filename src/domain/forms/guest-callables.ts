import { z } from 'zod';
import { callable } from '../callables';
import { idSchema } from '../schema-fields';

/**
 * What one guest submission may carry in files, decoded (ours: a callable's request body is small,
 * so a guest's files travel in it base64-encoded; organisers' and teams' uploads go straight to
 * Storage with the field's own limit).
 */
export const GUEST_UPLOAD_LIMIT_BYTES = 10e6;
export const GUEST_UPLOAD_TOO_LARGE = 'Files sent with a guest form may add up to 10 MB';

export const guestFileSchema = z.object({
  /** The field key: the field id, or templateId.loopIndex.fieldId inside a template. */
  key: z.string().min(1).max(300),
  name: z.string().trim().min(1).max(200),
  contentType: z.string().max(200).default(''),
  /** The file's bytes, base64-encoded. */
  data: z.string().max(Math.ceil((GUEST_UPLOAD_LIMIT_BYTES * 4) / 3) + 4),
});
export type GuestFile = z.output<typeof guestFileSchema>;

/**
 * addGuestSubmissionPublic: a guest's answers to a public form. The server checks the form is
 * public, validates every answer with the form's logic (the same evaluator), stores the files under
 * the submission and field path and writes the submission as a guest's.
 */
export const addGuestSubmissionCallable = callable(
  'addGuestSubmissionPublic',
  z.object({
    eventId: idSchema,
    formId: idSchema,
    values: z.record(z.string(), z.unknown()).default({}),
    files: z.array(guestFileSchema).max(20).default([]),
  }),
  z.object({ submissionId: idSchema }),
);
