import { createStandShareCallable } from '../../../src/domain/teams-callables';
import { STAND_SHARE_MESSAGES } from '../../../src/domain/team';
import { eventPaths } from '../../../src/domain/paths';
import { adminFirestore } from '../lib/admin';
import { defineCallable } from '../lib/define-callable';
import { DomainError } from '../lib/domain-error';
import { createTeamWithOwner } from './create-team-with-owner';
import { readTeam, requireTeamManager } from './team-access';

/**
 * Adds a stand share: a child team under a parent, with its own owner, in the parent's team type.
 * Moderators may add one under any team, an owner under their own team.
 */
export const createStandShare = defineCallable({
  rateLimit: 'createStandShare',
  input: createStandShareCallable.input,
  output: createStandShareCallable.output,
  handler: async ({ input, uid, tenantId }) => {
    const parent = await readTeam(input.eventId, input.parentTeamId);
    await requireTeamManager(input.eventId, uid, parent);
    if (parent.standShareRole === 'child') throw new DomainError(STAND_SHARE_MESSAGES.nestedStandShare);
    const teamTypes = await adminFirestore()
      .collection(eventPaths(input.eventId).collection('teamTypes'))
      .where('teamIds', 'array-contains', parent.id)
      .limit(1)
      .get();
    return createTeamWithOwner({
      eventId: input.eventId,
      invokingUid: uid,
      tenantId,
      team: input.team,
      owner: input.owner,
      teamTypeId: teamTypes.docs[0]?.id ?? '',
      parent,
    });
  },
});
