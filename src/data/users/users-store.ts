import { TEAM_MESSAGES, USER_NOT_FOUND } from '../../domain/messages';
import type { Role } from '../../domain/roles';
import { permissionChangeRefusal, userSchema, type User } from '../../domain/user';
import { cleanupAndTransferUserCallable, sendWelcomeChaserCallable } from '../../domain/users-callables';
import { firebaseClient } from '../../lib/firebase/client';
import { commitInBatches, parseDocuments, readCollection, withUpdateStamp } from '../../lib/firebase/documents';
import { readEntity } from '../read-entity';
import { callFunction } from '../../lib/firebase/functions';
import { byText } from '../../domain/text-order';

/** The event's users, by first name (the default sort of the users list). */
export async function listEventUsers(): Promise<User[]> {
  const snapshots = await readCollection(firebaseClient().paths.collection('users'));
  return parseDocuments(userSchema, 'user', snapshots).sort(byText('firstName'));
}

/** One user's event record; a missing or invalid one fails with the spec's 'Invalid user'. */
export async function getEventUser(uid: string): Promise<User> {
  return readEntity(firebaseClient().paths.user(uid), userSchema, 'user', { invalid: TEAM_MESSAGES.invalidUser });
}

export async function updateUserPermissions(actor: { uid: string; role: Role }, target: Pick<User, 'id' | 'permissions'>, role: Role): Promise<void> {
  const refusal = permissionChangeRefusal(actor, target, role);
  if (refusal) throw new Error(refusal);
  if (!target.id) throw new Error(USER_NOT_FOUND);
  await commitInBatches([{ type: 'update', path: firebaseClient().paths.user(target.id), data: withUpdateStamp({ permissions: role }) }]);
}

export function deleteUserWithTransfer(targetUserId: string, transferToUserId: string) {
  return callFunction(cleanupAndTransferUserCallable, { targetUserId, transferToUserId });
}

export function sendWelcomeChaser(targetUserId: string) {
  return callFunction(sendWelcomeChaserCallable, { targetUserId });
}
