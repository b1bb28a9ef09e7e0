import * as z from 'zod/mini';
import { callable } from '../callables';
import { idSchema } from '../schema-fields';

/**
 * deleteForms (ours; moderators and up): removes forms with everything that hangs off them, their
 * submissions (whose completed tasks go back to incomplete), fields, confirmations, notifications,
 * webhooks with their secrets and delivery logs, and guest draft links. Answers the ids of the
 * deleted submissions, whose stored files the browser then removes.
 */
export const deleteFormsCallable = callable(
  'deleteForms',
  z.object({ eventId: idSchema, formIds: z.array(idSchema).check(z.minLength(1), z.maxLength(100)) }),
  z.object({ submissionIds: z.array(idSchema) }),
);
