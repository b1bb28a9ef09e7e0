import * as z from 'zod/mini';
import { callable } from '../callables';
import { idOrEmptySchema, idSchema } from '../schema-fields';

/**
 * getFormLogicCustomFields (ours): whether each of a form's rules on a team's admin-only custom
 * fields matches (keyed by customRuleKey), so that the screen shows the items the server will keep.
 * The values themselves never leave the server. A team's own people ask for their team; organisers
 * (moderators and up) for the team whose answers they edit.
 */
export const formLogicCustomFieldsCallable = callable(
  'getFormLogicCustomFields',
  z.object({ eventId: idSchema, formId: idSchema, teamId: idOrEmptySchema }),
  z.object({ outcomes: z.record(z.string(), z.boolean()) }),
);
