import { FieldValue } from 'firebase-admin/firestore';
import { eventPaths } from '../../../src/domain/paths';
import { roleSchema } from '../../../src/domain/role-schema';
import { settingsSchemas } from '../../../src/domain/settings/settings-documents';
import { isTeamFull, TEAM_MEMBER_MESSAGES, teamFullMessage } from '../../../src/domain/team';
import { createTeamMemberCallable } from '../../../src/domain/teams-callables';
import { normaliseEmail } from '../../../src/domain/user';
import { adminFirestore } from '../lib/admin';
import { defineCallable } from '../lib/define-callable';
import { recordActivity } from '../lib/activity';
import { DomainError } from '../lib/domain-error';
import { rollbackOwner, upsertOwner } from '../users/upsert-owner';
import { linkPublishedNotifications } from '../notifications/late-joiners';
import { sendWelcomeEmail } from '../users/welcome-email';
import { displayNameOf } from './display-name';
import { readTeam, requireTeamManager } from './team-access';

async function teamMemberLimit(eventId: string): Promise<number> {
  const snapshot = await adminFirestore().doc(eventPaths(eventId).settings('variables')).get();
  return settingsSchemas.variables.parse(snapshot.data() ?? {}).teamMemberLimit;
}

/**
 * Adds a person to a team: their account (new or existing), event user and profile, the team's
 * userIds, and welcomeTeamMember (standShareWelcome in a stand share) with a set-password link, or
 * the existing-account variant with a sign-in link. Refused beyond the team member limit. A failed
 * email undoes the rest. Moderators add to any team, owners to their own. The form's role is the
 * person's team-level role (teamRole); their event-wide role is always 'user'.
 */
export const createTeamMember = defineCallable({
  rateLimit: 'createTeamMember',
  input: createTeamMemberCallable.input,
  output: createTeamMemberCallable.output,
  handler: async ({ input, uid, tenantId }) => {
    const { eventId, member } = input;
    const db = adminFirestore();
    const paths = eventPaths(eventId);
    const team = await readTeam(eventId, input.teamId);
    await requireTeamManager(eventId, uid, team);

    const limit = await teamMemberLimit(eventId);
    if (isTeamFull(team, limit)) throw new DomainError(teamFullMessage(limit));

    const email = normaliseEmail(member.email);
    const existing = await db.collection(paths.collection('users')).where('email', '==', email).limit(1).get();
    const existingTeamId = (existing.docs[0]?.data().teamId as string | undefined) ?? '';
    if (existingTeamId === team.id) throw new DomainError(TEAM_MEMBER_MESSAGES.alreadyInTeam, 'already-exists');
    if (existingTeamId) throw new DomainError(TEAM_MEMBER_MESSAGES.inAnotherTeam, 'already-exists');

    const person = await upsertOwner({
      eventId,
      email,
      firstName: member.firstName,
      surname: member.surname,
      teamId: team.id,
      teamRole: member.role,
      invokingUid: uid,
      tenantId,
    });
    const teamRef = db.doc(paths.doc('teams', team.id));
    try {
      await teamRef.update({ userIds: FieldValue.arrayUnion(person.uid) });
      const parentTeamName =
        team.standShareRole === 'child' && team.parentTeamId
          ? (await readTeam(eventId, team.parentTeamId).catch(() => undefined))?.name
          : undefined;
      await sendWelcomeEmail({
        eventId,
        family: team.standShareRole === 'child' ? 'standShareWelcome' : 'welcomeTeamMember',
        isNewAccount: person.isNew,
        uid: person.uid,
        tenantId,
        email,
        firstName: member.firstName,
        teamId: team.id,
        teamName: team.name,
        invitedByName: await displayNameOf(eventId, uid),
        parentTeamName: parentTeamName ?? team.name,
      });
      await linkPublishedNotifications(eventId, person.uid);
    } catch (error) {
      await teamRef.update({ userIds: FieldValue.arrayRemove(person.uid) });
      await rollbackOwner(eventId, person);
      throw error;
    }
    // Recorded once the welcome has gone: a failed one undoes the addition.
    const recorded = db.batch();
    await recordActivity(recorded, eventId, {
      subject: { kind: 'team', teamId: team.id },
      verb: 'memberAdded',
      at: new Date().toISOString(),
      actorId: uid,
      summary: `${member.firstName} ${member.surname} (${email})`,
    });
    await recorded.commit();
    const role = roleSchema.parse(person.previousEventUser?.permissions ?? 'user');
    return { uid: person.uid, isNew: person.isNew, role };
  },
});
