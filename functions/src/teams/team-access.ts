import { HttpsError } from 'firebase-functions/https';
import { eventPaths } from '../../../src/domain/paths';
import { type Role } from '../../../src/domain/roles';
import { roleSchema } from '../../../src/domain/role-schema';
import { managesTeam, teamSchema, type Team } from '../../../src/domain/team';
import { TEAM_MESSAGES } from '../../../src/domain/messages';
import { adminFirestore } from '../lib/admin';
import { insufficientRoleMessage } from '../lib/callable-checks';
import { DomainError } from '../lib/domain-error';

/** The caller's role in the event ('user' reading when they are not one of its users is refused). */
export async function callerRole(eventId: string, uid: string): Promise<Role> {
  const snapshot = await adminFirestore().doc(eventPaths(eventId).user(uid)).get();
  if (!snapshot.exists) throw new HttpsError('permission-denied', insufficientRoleMessage('user'));
  return roleSchema.parse(snapshot.data()?.permissions);
}

/** A team of the event, parsed; 'Invalid team' when missing or malformed. */
export async function readTeam(eventId: string, teamId: string): Promise<Team> {
  const snapshot = await adminFirestore().doc(eventPaths(eventId).doc('teams', teamId)).get();
  if (!snapshot.exists) throw new DomainError(TEAM_MESSAGES.invalidTeam, 'not-found');
  const parsed = teamSchema.safeParse({ ...snapshot.data(), id: snapshot.id });
  if (!parsed.success) throw new DomainError(TEAM_MESSAGES.invalidTeam);
  return parsed.data;
}

/**
 * Moderators manage every team; a team owner manages their own team only. Answers the caller's
 * role so handlers can limit what an owner may grant.
 */
export async function requireTeamManager(eventId: string, uid: string, team: Team): Promise<Role> {
  const role = await callerRole(eventId, uid);
  if (managesTeam(team, { uid, role })) return role;
  throw new HttpsError('permission-denied', insufficientRoleMessage('moderator'));
}
