import * as z from 'zod/mini';
import { callable } from '../callables';
import { customFieldValueSchema } from '../team';
import { idOrEmptySchema, idSchema } from '../schema-fields';

/**
 * getFormLogicCustomFields (ours): the values of a team's admin-only custom fields that a form's
 * rules read, so that the screen shows the items the server will keep. Nothing else of the team's
 * admin-only data leaves the server. A team's own people ask for their team; organisers (moderators
 * and up) for the team whose answers they edit.
 */
export const formLogicCustomFieldsCallable = callable(
  'getFormLogicCustomFields',
  z.object({ eventId: idSchema, formId: idSchema, teamId: idOrEmptySchema }),
  z.object({ values: z.record(z.string(), customFieldValueSchema) }),
);
