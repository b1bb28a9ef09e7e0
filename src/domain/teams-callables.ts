import * as z from 'zod/mini';
import { callable } from './callables';
import { roleSchema } from './role-schema';
import { requiredText } from './schema-fields';
import { customFieldValueSchema, teamMemberSchema, teamOwnerSchema } from './team';

// The team callables' contracts, shared by the client (callFunction) and the functions (defineCallable).

const eventPayload = { eventId: z.string().check(z.minLength(1)), invokingUser: z.optional(z.string()) };

const teamDetailsInput = z.object({
  name: requiredText(),
  isOrganiser: z._default(z.boolean(), false),
  customFields: z._default(z.record(z.string(), customFieldValueSchema), {}),
});

const createdTeam = z.object({
  teamId: z.string(),
  ownerId: z.string(),
  /** False when the owner already had an account (they got the existing-account welcome). */
  isNewOwner: z.boolean(),
});

/**
 * Adds a team with its owner (the legacy createUser of the spec): upserts the owner's account and
 * event user, creates the team, puts it in its team type and sends the welcome email. Any failure
 * after the owner was upserted rolls both back.
 */
export const createTeamCallable = callable(
  'createUser_LEGACY',
  z.object({
    ...eventPayload,
    team: z.extend(teamDetailsInput, { teamTypeId: z._default(z.string(), '') }),
    owner: teamOwnerSchema,
  }),
  createdTeam,
);

/** Adds a stand share: a child team under a parent team, with its own owner; sends standShareWelcome. */
export const createStandShareCallable = callable(
  'createStandShare',
  z.object({ ...eventPayload, parentTeamId: requiredText(), team: teamDetailsInput, owner: teamOwnerSchema }),
  createdTeam,
);

/** Deletes a team without stand shares ("Can't delete a team with stand shares still in it"). */
export const deleteTeamCallable = callable(
  'deleteTeam',
  z.object({ ...eventPayload, teamId: requiredText('Team ID is empty') }),
  z.object({ success: z.literal(true) }),
);

/** Adds a person to a team: account, event user, profile, team.userIds, and the welcome email. */
export const createTeamMemberCallable = callable(
  'createTeamMember',
  z.object({ ...eventPayload, teamId: requiredText(), member: teamMemberSchema }),
  z.object({ uid: z.string(), isNew: z.boolean(), role: roleSchema }),
);
