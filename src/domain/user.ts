import { z } from 'zod';
import { auditFieldsSchema } from './audit';
import { roleSchema } from './roles';
import { TEAM_MEMBER_ROLES } from './team';
import { dateTimeOrEmptySchema, emailSchema, flag, idListSchema, idOrEmptySchema, idSchema, trimmedText } from './schema-fields';

/** A person's record within an event (events/{eventId}/users/{uid}). */
export const userSchema = z
  .object({
    id: idSchema,
    firstName: trimmedText(),
    surname: trimmedText(),
    email: emailSchema,
    /** The user's role; a missing or unknown value reads as 'user'. */
    permissions: roleSchema,
    /** The team the user belongs to ('' for organiser staff without a team). */
    teamId: idOrEmptySchema,
    /** Their role within the team (see TEAM_MEMBER_ROLES); not their event-wide role. */
    teamRole: z.enum(TEAM_MEMBER_ROLES).catch('user').default('user'),
    hasLoggedIn: flag(false),
    lastLoginInTime: dateTimeOrEmptySchema,
    /** Unread notifications: marking one read removes its id. */
    notificationIds: idListSchema,
    isOnboarded: flag(false),
    emailResponseIds: idListSchema,
  })
  .extend(auditFieldsSchema.shape);
export type User = z.output<typeof userSchema>;

/** The sign-in side's profile (profiles/{uid}): who the person is and which events they belong to. */
export const userProfileSchema = z.object({
  id: idSchema,
  firstName: trimmedText(),
  surname: trimmedText(),
  email: emailSchema,
  eventIds: idListSchema,
});
export type UserProfile = z.output<typeof userProfileSchema>;

/** The form of an e-mail address the product stores: trimmed and lower-cased. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
