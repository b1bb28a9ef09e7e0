import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/https';
import { stampCreate } from '../../../src/domain/audit';
import {
  adminOnlyFieldMessage,
  customFieldDefaultValue,
  customFieldSchema,
  splitCustomFieldValues,
  type CustomField,
} from '../../../src/domain/custom-field';
import { TEAM_MESSAGES } from '../../../src/domain/messages';
import { eventPaths } from '../../../src/domain/paths';
import { hasRole, type Role } from '../../../src/domain/roles';
import { roleSchema } from '../../../src/domain/role-schema';
import { ORGANISER_TEAM_BY_ORGANISERS_ONLY } from '../../../src/domain/security';
import {
  teamSchema,
  withNameSortKey,
  type CustomFieldValue,
  type Team,
  type TeamOwner,
} from '../../../src/domain/team';
import { adminFirestore } from '../lib/admin';
import { recordActivity } from '../lib/activity';
import { DomainError } from '../lib/domain-error';
import { rollbackOwner, upsertOwner, type UpsertOwnerResult } from '../users/upsert-owner';
import { linkPublishedNotifications } from '../notifications/late-joiners';
import { sendWelcomeEmail } from '../users/welcome-email';

export interface NewTeam {
  eventId: string;
  invokingUid: string;
  /** The Auth tenant the caller signed in to, where the owner's account is made (undefined: the project's own). */
  tenantId: string | undefined;
  team: { name: string; isOrganiser: boolean; customFields: Record<string, CustomFieldValue> };
  owner: TeamOwner;
  /** '' for a team in no type. */
  teamTypeId: string;
  /** A stand share: the parent team it hangs under. */
  parent?: Team;
}

/**
 * Every custom field of the event gets a value on a new team: the one given, else the type's
 * default. Admin-only fields are returned apart (they are stored in teamAdminFields, not on the
 * team), and only admins may give them a value: anyone else is refused, naming the field.
 */
async function newTeamCustomFieldValues(eventId: string, callerRole: Role, given: Record<string, CustomFieldValue>) {
  const snapshots = await adminFirestore().collection(eventPaths(eventId).collection('customFields')).get();
  const callerIsAdmin = hasRole(callerRole, 'admin');
  const fields: CustomField[] = [];
  const values: Record<string, CustomFieldValue> = {};
  for (const snapshot of snapshots.docs) {
    const field = customFieldSchema.safeParse({ ...snapshot.data(), id: snapshot.id });
    if (!field.success) continue;
    fields.push(field.data);
    if (!field.data.showField && !callerIsAdmin && Object.hasOwn(given, field.data.id)) {
      throw new HttpsError('permission-denied', adminOnlyFieldMessage(field.data.label));
    }
    const value = given[field.data.id];
    values[field.data.id] =
      typeof value === (field.data.type === 'boolean' ? 'boolean' : 'string')
        ? value!
        : customFieldDefaultValue(field.data.type);
  }
  return splitCustomFieldValues(values, fields);
}

/** Removes a half-made team: the team, its place in the team type and under its parent, and the owner upsert. */
async function rollBack(request: NewTeam, teamId: string, owner: UpsertOwnerResult | undefined): Promise<void> {
  const db = adminFirestore();
  const paths = eventPaths(request.eventId);
  const batch = db.batch();
  batch.delete(db.doc(paths.doc('teams', teamId)));
  batch.delete(db.doc(paths.doc('teamAdminFields', teamId)));
  if (request.teamTypeId)
    batch.update(db.doc(paths.doc('teamTypes', request.teamTypeId)), { teamIds: FieldValue.arrayRemove(teamId) });
  if (request.parent) {
    const parentHadChildren = request.parent.childTeamIds.length > 0;
    batch.update(db.doc(paths.doc('teams', request.parent.id)), {
      childTeamIds: FieldValue.arrayRemove(teamId),
      standShareRole: parentHadChildren ? 'parent' : request.parent.standShareRole,
    });
  }
  await batch.commit();
  if (owner) await rollbackOwner(request.eventId, owner);
}

/**
 * Creates a team with its owner: upserts the owner (account, profile, event user), writes the team,
 * puts it in its team type (and under its parent for a stand share), then sends the welcome. A
 * failure after the owner upsert undoes everything, so no half-made team or user is left.
 */
export async function createTeamWithOwner(
  request: NewTeam,
): Promise<{ teamId: string; ownerId: string; isNewOwner: boolean }> {
  const db = adminFirestore();
  const paths = eventPaths(request.eventId);
  if (request.teamTypeId && !(await db.doc(paths.doc('teamTypes', request.teamTypeId)).get()).exists) {
    throw new DomainError(TEAM_MESSAGES.invalidTeam, 'invalid-argument');
  }
  const teamRef = db.collection(paths.collection('teams')).doc();
  // Checked before anyone is created, so a refused value leaves nothing to undo.
  const callerRole = roleSchema.parse((await db.doc(paths.user(request.invokingUid)).get()).data()?.permissions);
  // An organiser team's people read every task of every team type: only organisers make one (a
  // team owner adding a stand share may not hand it that reach).
  if (request.team.isOrganiser && !hasRole(callerRole, 'moderator'))
    throw new HttpsError('permission-denied', ORGANISER_TEAM_BY_ORGANISERS_ONLY);
  const customFields = await newTeamCustomFieldValues(request.eventId, callerRole, request.team.customFields);
  const owner = await upsertOwner({
    eventId: request.eventId,
    email: request.owner.email,
    firstName: request.owner.firstName,
    surname: request.owner.surname,
    teamId: teamRef.id,
    permissions: 'user',
    invokingUid: request.invokingUid,
    tenantId: request.tenantId,
  });
  try {
    const team = teamSchema.parse({
      id: teamRef.id,
      name: request.team.name,
      ownerId: owner.uid,
      userIds: [owner.uid],
      isOrganiser: request.team.isOrganiser,
      customFields: customFields.shown,
      standShareRole: request.parent ? 'child' : 'none',
      parentTeamId: request.parent?.id ?? '',
      childTeamIds: [],
      teamTypeId: request.teamTypeId,
      ...stampCreate(request.invokingUid, new Date()),
    });
    const batch = db.batch();
    batch.create(teamRef, withNameSortKey(team));
    batch.set(db.doc(paths.doc('teamAdminFields', team.id)), { id: team.id, values: customFields.adminOnly });
    if (request.teamTypeId)
      batch.update(db.doc(paths.doc('teamTypes', request.teamTypeId)), { teamIds: FieldValue.arrayUnion(team.id) });
    if (request.parent)
      batch.update(db.doc(paths.doc('teams', request.parent.id)), {
        standShareRole: 'parent',
        childTeamIds: FieldValue.arrayUnion(team.id),
      });
    await recordActivity(batch, request.eventId, {
      subject: { kind: 'team', teamId: team.id },
      verb: 'created',
      at: team.createdAt,
      actorId: request.invokingUid,
      summary: request.parent ? `${team.name} (stand share of ${request.parent.name})` : team.name,
    });
    await batch.commit();
    await sendWelcomeEmail({
      eventId: request.eventId,
      family: request.parent ? 'standShareWelcome' : 'welcome',
      isNewAccount: owner.isNew,
      uid: owner.uid,
      tenantId: owner.tenantId,
      email: request.owner.email,
      firstName: request.owner.firstName,
      teamId: team.id,
      teamName: team.name,
      parentTeamName: request.parent?.name,
    });
    await linkPublishedNotifications(request.eventId, owner.uid);
    return { teamId: team.id, ownerId: owner.uid, isNewOwner: owner.isNew };
  } catch (error) {
    await rollBack(request, teamRef.id, owner);
    throw error;
  }
}
