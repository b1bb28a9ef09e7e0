import type { BaseAuth } from 'firebase-admin/auth';
import { HttpsError } from 'firebase-functions/https';
import { stampUpdate } from '../../../src/domain/audit';
import { eventPaths, profilePath } from '../../../src/domain/paths';
import { hasRole, roleRank, type Role } from '../../../src/domain/roles';
import { roleSchema } from '../../../src/domain/role-schema';
import { NOT_A_USER_OF_THE_EVENT, TARGET_OUTRANKS_CALLER } from '../../../src/domain/security';
import { USER_NOT_FOUND } from '../../../src/domain/messages';
import { DomainError } from '../lib/domain-error';
import { userSchema, withFirstNameSortKey, type User } from '../../../src/domain/user';
import { insufficientRoleMessage } from '../lib/callable-checks';
import { adminAuth, adminFirestore } from '../lib/admin';

/** The Auth an account lives in: the tenant's for _MULTI calls, the project's for _LEGACY ones. */
export function accountAuth(tenantId?: string): BaseAuth {
  return tenantId ? adminAuth().tenantManager().authForTenant(tenantId) : adminAuth();
}

/** Firebase Auth's error code (auth/user-not-found...), when the error carries one. */
export function authErrorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** The person's record in the event, or undefined when they are not part of it (or it does not parse). */
export async function eventUser(eventId: string, uid: string): Promise<User | undefined> {
  const snapshot = await adminFirestore().doc(eventPaths(eventId).user(uid)).get();
  const parsed = userSchema.safeParse({ id: uid, ...snapshot.data() });
  return snapshot.exists && parsed.success ? parsed.data : undefined;
}

/** The caller's role in the event, which must reach `required`. */
export async function requireCallerRole(eventId: string, callerUid: string, required: Role): Promise<Role> {
  const snapshot = await adminFirestore().doc(eventPaths(eventId).user(callerUid)).get();
  const role = snapshot.exists ? roleSchema.parse(snapshot.get('permissions')) : undefined;
  if (!hasRole(role, required)) throw new HttpsError('permission-denied', insufficientRoleMessage(required));
  return role!;
}

/**
 * The highest role a person holds in any event their profile lists (and this one): one account
 * serves all of them, so whoever changes the account must rank at least that high.
 */
export async function highestRole(eventId: string, uid: string): Promise<Role> {
  const db = adminFirestore();
  const profileEventIds: unknown = (await db.doc(profilePath(uid)).get()).get('eventIds');
  const eventIds = new Set([
    eventId,
    ...(Array.isArray(profileEventIds)
      ? profileEventIds.filter((id): id is string => typeof id === 'string' && id !== '' && !id.includes('/'))
      : []),
  ]);
  const users = await db.getAll(...[...eventIds].map((id) => db.doc(eventPaths(id).user(uid))));
  return users
    .filter((user) => user.exists)
    .map((user) => roleSchema.parse(user.get('permissions')))
    .reduce<Role>((top, role) => (roleRank(role) > roleRank(top) ? role : top), 'user');
}

/**
 * The checks before a caller of role `callerRole` acts on someone else's account: the person is a
 * user of this event ('User not found' otherwise) and does not outrank the caller in any event.
 */
export async function requireMayActOn(eventId: string, callerRole: Role, targetUid: string): Promise<User> {
  const target = await eventUser(eventId, targetUid);
  if (!target) throw new DomainError(USER_NOT_FOUND, 'not-found');
  if (roleRank(await highestRole(eventId, targetUid)) > roleRank(callerRole))
    throw new HttpsError('permission-denied', TARGET_OUTRANKS_CALLER);
  return target;
}

/**
 * Acting on an account: one's own needs only to be a user of the event; someone else's needs the
 * `required` role and the requireMayActOn checks. Answers the target's record in the event.
 */
export async function requireSelfOrMayActOn(
  eventId: string,
  callerUid: string,
  targetUid: string,
  required: Role,
): Promise<User> {
  if (callerUid === targetUid) {
    const self = await eventUser(eventId, callerUid);
    if (!self) throw new HttpsError('permission-denied', NOT_A_USER_OF_THE_EVENT);
    return self;
  }
  return requireMayActOn(eventId, await requireCallerRole(eventId, callerUid, required), targetUid);
}

/**
 * Writes fields of a person to every record the product keeps of them: profiles/{uid} and their
 * user record in each event of the profile's eventIds (plus this one). Records that do not exist
 * are left alone, so this never creates a half-made user.
 */
export async function updatePersonRecords(
  eventId: string,
  uid: string,
  fields: Record<string, string>,
  actingUid: string,
): Promise<void> {
  const db = adminFirestore();
  const profileRef = db.doc(profilePath(uid));
  const profile = await profileRef.get();
  const profileEventIds: unknown = profile.get('eventIds');
  const eventIds = new Set([
    eventId,
    ...(Array.isArray(profileEventIds)
      ? profileEventIds.filter((id): id is string => typeof id === 'string' && id !== '' && !id.includes('/'))
      : []),
  ]);
  const userRefs = [...eventIds].map((id) => db.doc(eventPaths(id).user(uid)));
  const users = userRefs.length > 0 ? await db.getAll(...userRefs) : [];
  const stamp = stampUpdate(actingUid, new Date());
  const batch = db.batch();
  if (profile.exists) batch.update(profileRef, fields);
  // An event user's first name goes with its sort key (the users list's order).
  const userFields =
    typeof fields.firstName === 'string' ? withFirstNameSortKey({ ...fields, firstName: fields.firstName }) : fields;
  for (const user of users) if (user.exists) batch.update(user.ref, { ...userFields, ...stamp });
  await batch.commit();
}
