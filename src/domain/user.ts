import * as z from 'zod/mini';
import { auditFieldsSchema } from './audit';
import { hasRole, type Role } from './roles';
import { roleSchema } from './role-schema';
import { TEAM_MEMBER_ROLES } from './team';
import { textSortKey } from './text-order';
import {
  dateTimeOrEmptySchema,
  emailSchema,
  flag,
  idListSchema,
  idOrEmptySchema,
  idSchema,
  trimmedText,
} from './schema-fields';

/** A person's record within an event (events/{eventId}/users/{uid}). */
export const userSchema = z.object({
  id: idSchema,
  firstName: trimmedText(),
  surname: trimmedText(),
  email: emailSchema,
  /** The user's role; a missing or unknown value reads as 'user'. */
  permissions: roleSchema,
  /** The team the user belongs to ('' for organiser staff without a team). */
  teamId: idOrEmptySchema,
  /** Their role within the team (see TEAM_MEMBER_ROLES); not their event-wide role. */
  teamRole: z._default(z.catch(z.enum(TEAM_MEMBER_ROLES), 'user'), 'user'),
  hasLoggedIn: flag(false),
  lastLoginInTime: dateTimeOrEmptySchema,
  /** Unread notifications: marking one read removes its id. */
  notificationIds: idListSchema,
  isOnboarded: flag(false),
  emailResponseIds: idListSchema,
  ...auditFieldsSchema.shape,
});
export type User = z.output<typeof userSchema>;

/**
 * The stored sort key of a user's first name (see text-order.ts): the users list's first page is
 * read ordered by it. Every writer of an event user's first name writes it through `withFirstNameSortKey`.
 */
export const USER_FIRST_NAME_SORT_KEY = 'firstNameSortKey';

/** An event user's fields with the sort key of their first name beside it. */
export function withFirstNameSortKey<Fields extends { firstName: string }>(
  fields: Fields,
): Fields & { [USER_FIRST_NAME_SORT_KEY]: string } {
  return { ...fields, [USER_FIRST_NAME_SORT_KEY]: textSortKey(fields.firstName) };
}

/** The sign-in side's profile (profiles/{uid}): who the person is and which events they belong to. */
export const userProfileSchema = z.object({
  id: idSchema,
  firstName: trimmedText(),
  surname: trimmedText(),
  email: emailSchema,
  eventIds: idListSchema,
});
export type UserProfile = z.output<typeof userProfileSchema>;

/** The form of an email address the product stores: trimmed and lower-cased. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Ours: the refusals of a permission change the screen also prevents. */
export const PERMISSION_MESSAGES = {
  ownRole: "You can't change your own permissions",
  adminOnly: 'Only an admin can give or take the admin role',
} as const;

/** Why `actor` may not move `target` from its current role to `role` (undefined: they may): never oneself; admin roles only by admins. */
export function permissionChangeRefusal(
  actor: { uid: string; role: Role },
  target: Pick<User, 'id' | 'permissions'>,
  role: Role,
): string | undefined {
  if (actor.uid === target.id) return PERMISSION_MESSAGES.ownRole;
  const touchesAdmin = hasRole(role, 'admin') || hasRole(target.permissions, 'admin');
  if (
    touchesAdmin &&
    !hasRole(
      actor.role,
      hasRole(role, 'eventflowAdmin') || hasRole(target.permissions, 'eventflowAdmin') ? 'eventflowAdmin' : 'admin',
    )
  )
    return PERMISSION_MESSAGES.adminOnly;
  return undefined;
}
