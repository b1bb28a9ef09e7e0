import { MISSING_ID_MESSAGES, noTeamForUserMessage, TEAM_MESSAGES } from '../../domain/messages';
import {
  splitCustomFieldValues,
  teamAdminFieldsSchema,
  type CustomField,
  type TeamAdminFields,
} from '../../domain/custom-field';
import {
  TEAM_NAME_SORT_KEY,
  teamSchema,
  withNameSortKey,
  type CustomFieldValue,
  type Team,
  type TeamDetails,
  type TeamMemberRole,
} from '../../domain/team';
import { moveTeamBetweenTypes } from '../../domain/team-type';
import {
  createStandShareCallable,
  createTeamCallable,
  createTeamMemberCallable,
  deleteTeamCallable,
} from '../../domain/teams-callables';
import { userSchema, withFirstNameSortKey, type User } from '../../domain/user';
import { firebaseClient } from '../../lib/firebase/client';
import {
  arrayRemove,
  checkForWrite,
  commitInBatches,
  countDocuments,
  limit,
  orderBy,
  parseDocument,
  parseDocuments,
  readCollection,
  readDocument,
  readWhereIn,
  readWholeCollection,
  where,
  withUpdateStamp,
  type BatchOperation,
} from '../../lib/firebase/documents';
import { readEntity } from '../read-entity';
import { callFunction, type CallableInput } from '../../lib/firebase/functions';
import { listTeamTypes } from '../team-types/team-types-store';
import { byText, sortedByText, textSortKey } from '../../domain/text-order';
import { PAGE_SIZE } from '../../domain/constants';
import { teamChange } from '../../domain/activity';
import { displayNameOf } from '../../domain/auth-callables';
import { activityOperation, currentActor } from '../activity/activity-store';

/** Every team of the event, by name. */
export async function listTeams(): Promise<Team[]> {
  const snapshots = await readWholeCollection(firebaseClient().paths.collection('teams'));
  return sortedByText(parseDocuments(teamSchema, 'team', snapshots), 'name');
}

/**
 * The first page of the teams list, read on its own while the whole list loads: the first 100
 * top-level teams by name (the list's default order, by the stored sort key) and the stand shares
 * listed under them, a query or two however many teams the event has. Their owners and the count
 * are read beside them (listEventUsersById, countTeams), so the rows show without waiting for either.
 */
export async function listFirstPageOfTeams(): Promise<Team[]> {
  const path = firebaseClient().paths.collection('teams');
  const topLevel = parseDocuments(
    teamSchema,
    'team',
    await readCollection(path, where('parentTeamId', '==', ''), orderBy(TEAM_NAME_SORT_KEY), limit(PAGE_SIZE)),
  );
  const parentIds = topLevel.filter((team) => team.childTeamIds.length > 0).map((team) => team.id);
  if (parentIds.length === 0) return topLevel;
  const standShares = parseDocuments(teamSchema, 'team', await readWhereIn(path, 'parentTeamId', parentIds));
  return [...topLevel, ...sortedByText(standShares, 'name')];
}

/** How many teams the event has, stand shares included: one count query, for the list's pager. */
export async function countTeams(): Promise<number> {
  return countDocuments(firebaseClient().paths.collection('teams'));
}

/** How many teams a search by name answers: enough to pick one, never the whole list. */
export const TEAM_SEARCH_LIMIT = 10;

/**
 * The first teams (stand shares too) whose names start with the text, by name: a range on the
 * stored sort key (up to the highest code point), so a search reads a handful of teams however
 * many the event has.
 */
export async function searchTeamsByName(text: string): Promise<Team[]> {
  const start = textSortKey(text);
  if (!start) return [];
  const snapshots = await readCollection(
    firebaseClient().paths.collection('teams'),
    where(TEAM_NAME_SORT_KEY, '>=', start),
    where(TEAM_NAME_SORT_KEY, '<', `${start}\u{10ffff}`),
    orderBy(TEAM_NAME_SORT_KEY),
    limit(TEAM_SEARCH_LIMIT),
  );
  return parseDocuments(teamSchema, 'team', snapshots);
}

/** The teams with these ids that still exist, by name. */
export async function listTeamsByIds(teamIds: readonly string[]): Promise<Team[]> {
  if (teamIds.length === 0) return [];
  const snapshots = await readWhereIn(firebaseClient().paths.collection('teams'), 'id', teamIds);
  return sortedByText(parseDocuments(teamSchema, 'team', snapshots), 'name');
}

/** A team id a call needs; an empty one is the spec's 'teamId is null'. */
function requireTeamId(teamId: string): string {
  if (!teamId) throw new Error(MISSING_ID_MESSAGES.teamIdNull);
  return teamId;
}

/** The stand shares (child teams) of a parent team, by name. */
export async function listStandShares(parentTeamId: string): Promise<Team[]> {
  requireTeamId(parentTeamId);
  const snapshots = await readCollection(
    firebaseClient().paths.collection('teams'),
    where('parentTeamId', '==', parentTeamId),
  );
  return parseDocuments(teamSchema, 'team', snapshots).sort(byText('name'));
}

export async function getTeam(teamId: string): Promise<Team> {
  return readEntity(firebaseClient().paths.doc('teams', requireTeamId(teamId)), teamSchema, 'team', {
    invalid: TEAM_MESSAGES.invalidTeam,
  });
}

/**
 * The team of a person (the one their event record names), as My team shows it. A team that is
 * gone, or that the rules no longer let them read, is the spec's team lookup failure.
 */
export async function getTeamOfUser(person: { uid: string; teamId: string }): Promise<Team> {
  const path = firebaseClient().paths.doc('teams', requireTeamId(person.teamId));
  return readEntity(path, teamSchema, 'team', {
    invalid: TEAM_MESSAGES.invalidTeam,
    missing: noTeamForUserMessage(person.uid),
    refusedIsMissing: true,
  });
}

/** The people of a team (their event user records), by first name. */
export async function listTeamMembers(teamId: string): Promise<User[]> {
  const snapshots = await readCollection(
    firebaseClient().paths.collection('users'),
    where('teamId', '==', requireTeamId(teamId)),
  );
  return parseDocuments(userSchema, 'user', snapshots).sort(byText('firstName'));
}

/** A team's admin-only custom field values (admins only); none when the team has none stored. */
export async function getTeamAdminFieldValues(teamId: string): Promise<Record<string, CustomFieldValue>> {
  const snapshot = await readDocument(firebaseClient().paths.doc('teamAdminFields', teamId));
  return snapshot.exists()
    ? parseDocument(teamAdminFieldsSchema, 'teamAdminFields', snapshot, TEAM_MESSAGES.invalidTeam).values
    : {};
}

/** Every team's admin-only custom field values (admins only). */
export async function listTeamAdminFields(): Promise<TeamAdminFields[]> {
  return parseDocuments(
    teamAdminFieldsSchema,
    'teamAdminFields',
    await readWholeCollection(firebaseClient().paths.collection('teamAdminFields')),
  );
}

/**
 * Saves a team's details; a changed team type moves the team out of its old type into the new one
 * (both sides of the link). Values of the form's admin-only fields go to the team's admin-only document.
 */
export async function updateTeam(team: Team, details: TeamDetails, formFields: readonly CustomField[]): Promise<Team> {
  const { paths } = firebaseClient();
  const { shown, adminOnly } = splitCustomFieldValues(details.customFields, formFields);
  const updated = checkForWrite(
    teamSchema,
    withUpdateStamp({
      ...team,
      name: details.name,
      isOrganiser: details.isOrganiser,
      teamTypeId: details.teamTypeId,
      customFields: { ...team.customFields, ...shown },
    }),
    TEAM_MESSAGES.invalidTeam,
  );
  const moves = moveTeamBetweenTypes(await listTeamTypes(), team.id, details.teamTypeId);
  const change = teamChange(team, updated);
  const operations: BatchOperation[] = [
    ...(change
      ? [
          activityOperation(await currentActor(), {
            subject: { kind: 'team', teamId: team.id },
            at: updated.updatedAt,
            ...change,
          }),
        ]
      : []),
    {
      type: 'update',
      path: paths.doc('teams', team.id),
      data: {
        ...withNameSortKey({ name: updated.name }),
        isOrganiser: updated.isOrganiser,
        teamTypeId: updated.teamTypeId,
        customFields: updated.customFields,
        updatedAt: updated.updatedAt,
        updatedBy: updated.updatedBy,
      },
    },
    ...moves.map((move): BatchOperation => ({
      type: 'update',
      path: paths.doc('teamTypes', move.teamTypeId),
      data: withUpdateStamp({ teamIds: move.teamIds }),
    })),
    ...(Object.keys(adminOnly).length > 0
      ? [
          {
            type: 'set',
            path: paths.doc('teamAdminFields', team.id),
            data: { id: team.id, values: adminOnly },
            merge: true,
          } satisfies BatchOperation,
        ]
      : []),
  ];
  await commitInBatches(operations);
  return updated;
}

export interface TeamMemberUpdate {
  firstName: string;
  surname: string;
  teamRole: TeamMemberRole;
}

/**
 * Edits a team member's name and team-level role; their event-wide role is not touched (the users
 * screen changes it), and the email changes only through the person's own verified flow.
 */
export async function updateTeamMember(uid: string, update: TeamMemberUpdate): Promise<void> {
  const { paths } = firebaseClient();
  const data = withUpdateStamp(
    withFirstNameSortKey({
      firstName: update.firstName.trim(),
      surname: update.surname.trim(),
      teamRole: update.teamRole,
    }),
  );
  if (!data.firstName || !data.surname) throw new Error(TEAM_MESSAGES.invalidUser);
  await commitInBatches([{ type: 'update', path: paths.user(uid), data }]);
}

/** Takes a person out of a team; they stay a user of the event. The owner cannot be removed. */
export async function deleteTeamMember(team: Team, uid: string): Promise<void> {
  if (team.ownerId === uid) throw new Error(TEAM_MESSAGES.invalidTeamOwner);
  const { paths } = firebaseClient();
  const member = (await readDocument(paths.user(uid))).data() ?? {};
  const teamUpdate = withUpdateStamp({ userIds: arrayRemove(uid) });
  await commitInBatches([
    { type: 'update', path: paths.doc('teams', team.id), data: teamUpdate },
    { type: 'update', path: paths.user(uid), data: withUpdateStamp({ teamId: '' }) },
    activityOperation(await currentActor(), {
      subject: { kind: 'team', teamId: team.id },
      verb: 'memberRemoved',
      at: teamUpdate.updatedAt,
      summary: displayNameOf(String(member.firstName ?? ''), String(member.surname ?? '')),
    }),
  ]);
}

export const createTeamWithOwner = (input: CallableInput<typeof createTeamCallable>) =>
  callFunction(createTeamCallable, input);
export const createStandShare = (input: CallableInput<typeof createStandShareCallable>) =>
  callFunction(createStandShareCallable, input);
export const createTeamMember = (input: CallableInput<typeof createTeamMemberCallable>) =>
  callFunction(createTeamMemberCallable, input);
export async function deleteTeam(teamId: string): Promise<void> {
  await callFunction(deleteTeamCallable, { teamId });
}
