import { TEAM_MESSAGES, USER_NOT_FOUND } from '../../domain/messages';
import type { Role } from '../../domain/roles';
import { permissionChangeRefusal, USER_FIRST_NAME_SORT_KEY, userSchema, type User } from '../../domain/user';
import { cleanupAndTransferUserCallable, sendWelcomeChaserCallable } from '../../domain/users-callables';
import { firebaseClient } from '../../lib/firebase/client';
import {
  commitInBatches,
  countDocuments,
  limit,
  orderBy,
  parseDocuments,
  readCollection,
  readWhereIn,
  readWholeCollection,
  withUpdateStamp,
} from '../../lib/firebase/documents';
import { readEntity } from '../read-entity';
import { callFunction } from '../../lib/firebase/functions';
import { sortedByText } from '../../domain/text-order';
import { PAGE_SIZE } from '../../domain/constants';

/** The event's users, by first name (the default sort of the users list). */
export async function listEventUsers(): Promise<User[]> {
  const snapshots = await readWholeCollection(firebaseClient().paths.collection('users'));
  return sortedByText(parseDocuments(userSchema, 'user', snapshots), 'firstName');
}

/** The users list's first page, by first name (the list's default order); the count is read beside it (countEventUsers). */
export async function listFirstPageOfEventUsers(): Promise<User[]> {
  const path = firebaseClient().paths.collection('users');
  return parseDocuments(
    userSchema,
    'user',
    await readCollection(path, orderBy(USER_FIRST_NAME_SORT_KEY), limit(PAGE_SIZE)),
  );
}

/** How many users the event has: one count query, for the users list's pager. */
export async function countEventUsers(): Promise<number> {
  return countDocuments(firebaseClient().paths.collection('users'));
}

/** The event records of the given users (a few queries, not one read each); ids without a record are left out. */
export async function listEventUsersById(ids: readonly string[]): Promise<User[]> {
  return parseDocuments(userSchema, 'user', await readWhereIn(firebaseClient().paths.collection('users'), 'id', ids));
}

/** One user's event record; a missing or invalid one fails with the spec's 'Invalid user'. */
export async function getEventUser(uid: string): Promise<User> {
  return readEntity(firebaseClient().paths.user(uid), userSchema, 'user', { invalid: TEAM_MESSAGES.invalidUser });
}

export async function updateUserPermissions(
  actor: { uid: string; role: Role },
  target: Pick<User, 'id' | 'permissions'>,
  role: Role,
): Promise<void> {
  const refusal = permissionChangeRefusal(actor, target, role);
  if (refusal) throw new Error(refusal);
  if (!target.id) throw new Error(USER_NOT_FOUND);
  await commitInBatches([
    { type: 'update', path: firebaseClient().paths.user(target.id), data: withUpdateStamp({ permissions: role }) },
  ]);
}

export function deleteUserWithTransfer(targetUserId: string, transferToUserId: string) {
  return callFunction(cleanupAndTransferUserCallable, { targetUserId, transferToUserId });
}

export function sendWelcomeChaser(targetUserId: string) {
  return callFunction(sendWelcomeChaserCallable, { targetUserId });
}
