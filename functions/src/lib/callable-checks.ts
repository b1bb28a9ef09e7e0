import { HttpsError } from 'firebase-functions/https';
import { z } from 'zod';
import { MISSING_ID_MESSAGES, USER_NOT_AUTHENTICATED } from '../../../src/domain/messages';
import { OTHER_TENANT } from '../../../src/domain/security';
import { hasRole, ROLE_LABELS, type Role } from '../../../src/domain/roles';
import { roleSchema } from '../../../src/domain/role-schema';
import { describeInputProblems, inputProblemSentence } from '../../../src/domain/input-problems';

// The decisions defineCallable takes before a handler runs, kept free of I/O so that each one can be
// tested on its own. Each returns what it established or throws the HttpsError the caller receives.

export const INVOKING_USER_MISMATCH = 'invokingUser does not match the signed-in user';

export function insufficientRoleMessage(required: Role): string {
  return `This action needs the ${ROLE_LABELS[required]} role or higher`;
}

/** The signed-in caller's uid; only public callables can be called signed out. */
export function requireSignedIn(uid: string | undefined): string {
  if (!uid) throw new HttpsError('unauthenticated', USER_NOT_AUTHENTICATED);
  return uid;
}

function payloadField(data: unknown, field: string): unknown {
  return typeof data === 'object' && data !== null ? (data as Record<string, unknown>)[field] : undefined;
}

/**
 * A payload that names its invoking user must name the caller: the client sends invokingUser with
 * every signed-in call, and nobody may act under someone else's name (a signed-out caller included).
 */
export function requireInvokingUserIsCaller(data: unknown, uid: string | undefined): void {
  const invokingUser = payloadField(data, 'invokingUser');
  if (invokingUser !== undefined && invokingUser !== null && invokingUser !== uid) {
    throw new HttpsError('permission-denied', INVOKING_USER_MISMATCH);
  }
}

/**
 * The Auth tenant a signed-in call acts in: always the caller's own (undefined for the project's own
 * Auth). A payload naming another tenant is refused, so that nobody signed in to one tenant (or to
 * none) reaches the accounts of another.
 */
export function requireOwnTenant(data: unknown, callerTenant: string | undefined): string | undefined {
  const named = payloadField(data, 'tenantId');
  if (named !== undefined && named !== null && named !== callerTenant)
    throw new HttpsError('permission-denied', OTHER_TENANT);
  return callerTenant;
}

/** The event a call is about, when the payload names a usable one (the client adds it to every call). */
export function payloadEventId(data: unknown): string | undefined {
  const eventId = payloadField(data, 'eventId');
  return typeof eventId === 'string' && eventId.trim() !== '' && !eventId.includes('/') ? eventId : undefined;
}

/** Role checks are per event, so a callable with a minimum role cannot run without one. */
export function requireEventId(data: unknown): string {
  const eventId = payloadEventId(data);
  if (!eventId) throw new HttpsError('invalid-argument', MISSING_ID_MESSAGES.eventId);
  return eventId;
}

/**
 * The caller's role in the event, when it reaches `required`. `storedUser` is the caller's
 * events/{eventId}/users/{uid} document data, undefined when they are not a user of the event; an
 * unreadable `permissions` value counts as the lowest role.
 */
export function requireRole(storedUser: Record<string, unknown> | undefined, required: Role): Role {
  const role = storedUser ? roleSchema.parse(storedUser.permissions) : undefined;
  if (role === undefined || !hasRole(role, required))
    throw new HttpsError('permission-denied', insufficientRoleMessage(required));
  return role;
}

/**
 * The payload as the handler's schema reads it; a call without a payload counts as an empty one. A
 * refused payload answers its problems in words ("To: Enter a valid email address."), the message the
 * caller's screen shows, with each problem's path and sentence in the details.
 */
export function parseInput<S extends z.core.$ZodType>(schema: S, data: unknown): z.output<S> {
  const parsed = z.safeParse(schema, data ?? {}, { error: inputProblemSentence });
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => ({ path: issue.path.map(String), message: issue.message }));
    throw new HttpsError('invalid-argument', describeInputProblems(parsed.error.issues), { issues });
  }
  return parsed.data;
}
