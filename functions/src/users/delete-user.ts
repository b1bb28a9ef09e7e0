import { deleteUserCallable } from '../../../src/domain/users-callables';
import { defineCallable } from '../lib/define-callable';
import { removeEventUser, requireDeletableUser } from './remove-event-user';

/** deleteUser_LEGACY: removes a person from the event without handing their work to anyone. */
export const deleteUser = defineCallable({
  input: deleteUserCallable.input,
  output: deleteUserCallable.output,
  minRole: 'moderator',
  handler: async ({ input, eventId, uid, role, tenantId }) => {
    await requireDeletableUser(eventId, uid, role, input.targetUserId);
    return { authUserDeleted: await removeEventUser(eventId, input.targetUserId, tenantId) };
  },
});
