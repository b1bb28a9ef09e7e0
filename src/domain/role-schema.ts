import * as z from 'zod/mini';
import { DEFAULT_ROLE, ROLES } from './roles';

// Apart from roles.ts so that screens needing only the role names and ranks (the route table,
// the sign-in screen) do not load zod.

/** Rejects anything that is not a role: for inputs that change someone's role. */
export const strictRoleSchema = z.enum(ROLES);

/**
 * A stored role as read: a missing or unknown value reads as 'user', so a damaged record can
 * never grant more than the lowest role.
 */
export const roleSchema = z.catch(strictRoleSchema, DEFAULT_ROLE);
