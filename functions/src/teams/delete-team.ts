import { FieldValue } from 'firebase-admin/firestore';
import { TEAM_MESSAGES } from '../../../src/domain/messages';
import { eventPaths } from '../../../src/domain/paths';
import { stampUpdate } from '../../../src/domain/audit';
import { deleteTeamCallable } from '../../../src/domain/teams-callables';
import { adminFirestore } from '../lib/admin';
import { defineCallable } from '../lib/define-callable';
import { recordActivity } from '../lib/activity';
import { DomainError } from '../lib/domain-error';
import { readTeam } from './team-access';

/**
 * Deletes a team that has no stand shares: the team leaves its team type and its parent (a parent
 * left without children goes back to 'none'), and its people stay as users without a team.
 */
export const deleteTeam = defineCallable({
  minRole: 'moderator',
  input: deleteTeamCallable.input,
  output: deleteTeamCallable.output,
  handler: async ({ input, uid, eventId }) => {
    const db = adminFirestore();
    const paths = eventPaths(eventId);
    const team = await readTeam(eventId, input.teamId);
    // childTeamIds is the record; the query also catches a child whose parent lost track of it.
    const children = await db.collection(paths.collection('teams')).where('parentTeamId', '==', team.id).limit(1).get();
    if (team.childTeamIds.length > 0 || !children.empty) throw new DomainError(TEAM_MESSAGES.teamHasStandShares);

    const [teamTypes, members] = await Promise.all([
      db.collection(paths.collection('teamTypes')).where('teamIds', 'array-contains', team.id).get(),
      db.collection(paths.collection('users')).where('teamId', '==', team.id).get(),
    ]);
    const stamp = stampUpdate(uid, new Date());
    const batch = db.batch();
    batch.delete(db.doc(paths.doc('teams', team.id)));
    batch.delete(db.doc(paths.doc('teamAdminFields', team.id)));
    for (const teamType of teamTypes.docs)
      batch.update(teamType.ref, { teamIds: FieldValue.arrayRemove(team.id), ...stamp });
    for (const member of members.docs) batch.update(member.ref, { teamId: '', ...stamp });
    if (team.parentTeamId) {
      const parent = await db.doc(paths.doc('teams', team.parentTeamId)).get();
      if (parent.exists) {
        const remaining = ((parent.data()?.childTeamIds as string[] | undefined) ?? []).filter((id) => id !== team.id);
        batch.update(parent.ref, {
          childTeamIds: remaining,
          standShareRole: remaining.length > 0 ? 'parent' : 'none',
          ...stamp,
        });
      }
    }
    await recordActivity(batch, eventId, {
      subject: { kind: 'team', teamId: team.id },
      verb: 'deleted',
      at: stamp.updatedAt,
      actorId: uid,
      summary: team.name,
    });
    await batch.commit();
    return { success: true as const };
  },
});
