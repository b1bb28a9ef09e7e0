import { HttpsError } from 'firebase-functions/https';
import { teamAdminFieldsSchema } from '../../../src/domain/custom-field';
import { confirmationSchema } from '../../../src/domain/forms/form';
import { customRuleOutcomes, formCustomFieldRules } from '../../../src/domain/forms/logic';
import { formLogicCustomFieldsCallable } from '../../../src/domain/forms/logic-callables';
import { FORM_MESSAGES } from '../../../src/domain/messages';
import { eventPaths, type EventPaths } from '../../../src/domain/paths';
import { hasRole, type Role } from '../../../src/domain/roles';
import type { CustomFieldValue } from '../../../src/domain/team';
import { adminFirestore } from '../lib/admin';
import { insufficientRoleMessage } from '../lib/callable-checks';
import { defineCallable } from '../lib/define-callable';
import { DomainError } from '../lib/domain-error';
import { loadFormDefinition } from './public-form';

/** A team's admin-only custom field values (kept off the team document, which its people read). */
export async function adminOnlyValuesOf(paths: EventPaths, teamId: string): Promise<Record<string, CustomFieldValue>> {
  if (!teamId) return {};
  const snapshot = await adminFirestore().doc(paths.doc('teamAdminFields', teamId)).get();
  const parsed = teamAdminFieldsSchema.safeParse({ ...snapshot.data(), id: teamId });
  return snapshot.exists && parsed.success ? parsed.data.values : {};
}

async function readCallerTeamId(paths: EventPaths, uid: string): Promise<string> {
  const snapshot = await adminFirestore().doc(paths.user(uid)).get();
  const teamId: unknown = snapshot.get('teamId');
  return typeof teamId === 'string' ? teamId : '';
}

/**
 * Whether each rule of the form's logic, the logic of its groups and its confirmations' rules on one
 * team's admin-only custom fields matches; the values stay here. A team's people ask for their own
 * team, and only of a form they may fill in (published, not archived); organisers for any team of the
 * event.
 */
export async function formLogicCustomFields(
  eventId: string,
  caller: { uid: string; role: Role },
  formId: string,
  teamId: string,
): Promise<Record<string, boolean>> {
  const paths = eventPaths(eventId);
  const isOrganiser = hasRole(caller.role, 'moderator');
  if (!teamId) return {};
  if (!isOrganiser && teamId !== (await readCallerTeamId(paths, caller.uid)))
    throw new HttpsError('permission-denied', insufficientRoleMessage('moderator'));
  const loaded = await loadFormDefinition(paths, formId);
  if (!loaded || (!isOrganiser && (!loaded.form.isPublished || loaded.form.isArchived)))
    throw new DomainError(FORM_MESSAGES.invalidForm, 'not-found');
  const confirmations = await Promise.all(
    loaded.form.confirmationIds.map(async (id) => {
      const snapshot = await adminFirestore().doc(paths.doc('confirmations', id)).get();
      return confirmationSchema.safeParse({ ...snapshot.data(), id }).data?.rules ?? [];
    }),
  );
  const rules = formCustomFieldRules(loaded.definition, confirmations.flat());
  if (rules.length === 0) return {};
  return customRuleOutcomes(rules, await adminOnlyValuesOf(paths, teamId));
}

export const getFormLogicCustomFields = defineCallable({
  input: formLogicCustomFieldsCallable.input,
  output: formLogicCustomFieldsCallable.output,
  minRole: 'user',
  rateLimit: 'getFormLogicCustomFields',
  handler: async ({ input, uid, role, eventId }) => ({
    outcomes: await formLogicCustomFields(eventId, { uid, role }, input.formId, input.teamId),
  }),
});
