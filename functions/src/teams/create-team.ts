import { createTeamCallable } from '../../../src/domain/teams-callables';
import { defineCallable } from '../lib/define-callable';
import { createTeamWithOwner } from './create-team-with-owner';

/**
 * createUser_LEGACY: adds a team with its owner. Creating the owner's Auth account needs the Admin
 * SDK, so the whole "add team" runs here rather than in the browser (moderators and up).
 */
export const createUser_LEGACY = defineCallable({
  rateLimit: 'createUser_LEGACY',
  minRole: 'moderator',
  input: createTeamCallable.input,
  output: createTeamCallable.output,
  handler: ({ input, uid, tenantId, eventId }) =>
    createTeamWithOwner({
      eventId,
      invokingUid: uid,
      tenantId,
      team: { name: input.team.name, isOrganiser: input.team.isOrganiser, customFields: input.team.customFields },
      owner: input.owner,
      teamTypeId: input.team.teamTypeId,
    }),
});
