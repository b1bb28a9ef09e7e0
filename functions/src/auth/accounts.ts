import type { BaseAuth } from 'firebase-admin/auth';
import { HttpsError } from 'firebase-functions/https';
import { stampUpdate } from '../../../src/domain/audit';
import { eventPaths, profilePath } from '../../../src/domain/paths';
import { hasRole, roleSchema, type Role } from '../../../src/domain/roles';
import { userSchema, type User } from '../../../src/domain/user';
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

/** Acting on someone else's account needs a role in the event; acting on one's own never does. */
export async function requireSelfOrRole(eventId: string, callerUid: string, targetUid: string, required: Role): Promise<void> {
  if (callerUid !== targetUid) await requireCallerRole(eventId, callerUid, required);
}

/** The caller's role in the event must reach `required`. */
export async function requireCallerRole(eventId: string, callerUid: string, required: Role): Promise<void> {
  const snapshot = await adminFirestore().doc(eventPaths(eventId).user(callerUid)).get();
  const role = snapshot.exists ? roleSchema.parse(snapshot.get('permissions')) : undefined;
  if (!hasRole(role, required)) throw new HttpsError('permission-denied', insufficientRoleMessage(required));
}

/**
 * Writes fields of a person to every record the product keeps of them: profiles/{uid} and their
 * user record in each event of the profile's eventIds (plus this one). Records that do not exist
 * are left alone, so this never creates a half-made user.
 */
export async function updatePersonRecords(eventId: string, uid: string, fields: Record<string, string>, actingUid: string): Promise<void> {
  const db = adminFirestore();
  const profileRef = db.doc(profilePath(uid));
  const profile = await profileRef.get();
  const profileEventIds: unknown = profile.get('eventIds');
  const eventIds = new Set([eventId, ...(Array.isArray(profileEventIds) ? profileEventIds.filter((id): id is string => typeof id === 'string' && id !== '' && !id.includes('/')) : [])]);
  const userRefs = [...eventIds].map((id) => db.doc(eventPaths(id).user(uid)));
  const users = userRefs.length > 0 ? await db.getAll(...userRefs) : [];
  const stamp = stampUpdate(actingUid, new Date());
  const batch = db.batch();
  if (profile.exists) batch.update(profileRef, fields);
  for (const user of users) if (user.exists) batch.update(user.ref, { ...fields, ...stamp });
  await batch.commit();
}
