import type { z } from 'zod';
import {
  displayNameOf,
  updateDisplayNameLegacyCallable,
  updateDisplayNameMultiCallable,
} from '../../../src/domain/auth-callables';
import { defineCallable } from '../lib/define-callable';
import { accountAuth, requireSelfOrMayActOn, updatePersonRecords } from './accounts';

type DisplayNameInput = z.output<typeof updateDisplayNameLegacyCallable.input>;

/**
 * Renames a person in Auth (displayName) and in their profile and user records: oneself, or as a
 * moderator someone of the event who does not outrank the caller.
 */
async function updateDisplayName(
  input: DisplayNameInput,
  callerUid: string,
  tenantId: string | undefined,
): Promise<{ displayName: string }> {
  const targetUid = input.targetUserId ?? callerUid;
  await requireSelfOrMayActOn(input.eventId, callerUid, targetUid, 'moderator');
  const displayName = displayNameOf(input.firstName, input.surname);
  await accountAuth(tenantId).updateUser(targetUid, { displayName });
  await updatePersonRecords(
    input.eventId,
    targetUid,
    { firstName: input.firstName, surname: input.surname },
    callerUid,
  );
  return { displayName };
}

export const updateDisplayName_LEGACY = defineCallable({
  input: updateDisplayNameLegacyCallable.input,
  output: updateDisplayNameLegacyCallable.output,
  handler: ({ input, uid, tenantId }) => updateDisplayName(input, uid, tenantId),
});

export const updateDisplayName_MULTI = defineCallable({
  input: updateDisplayNameMultiCallable.input,
  output: updateDisplayNameMultiCallable.output,
  handler: ({ input, uid, tenantId }) => updateDisplayName(input, uid, tenantId),
});
