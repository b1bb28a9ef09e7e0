import * as z from 'zod/mini';
import { auditFieldsSchema } from './audit';
import { TEAM_MESSAGES } from './messages';
import { hasRole, type Role } from './roles';
import {
  emailSchema,
  flag,
  idListSchema,
  idOrEmptySchema,
  idSchema,
  parseOrThrow,
  requiredText,
} from './schema-fields';
import { textSortKey } from './text-order';

export const STAND_SHARE_ROLES = ['none', 'parent', 'child'] as const;
export type StandShareRole = (typeof STAND_SHARE_ROLES)[number];

/** A custom field's value on a team: text, or a boolean shown as Yes/No. */
export const customFieldValueSchema = z.union([z.string(), z.boolean()]);
export type CustomFieldValue = z.output<typeof customFieldValueSchema>;

/** A team of an event (events/{eventId}/teams/{id}). */
export const teamSchema = z.object({
  id: idSchema,
  name: requiredText(),
  ownerId: idOrEmptySchema,
  /** Every user of the team, the owner included, so "is this user in the team" is one lookup. */
  userIds: idListSchema,
  isOrganiser: flag(false),
  customFields: z._default(z.record(z.string(), customFieldValueSchema), {}),
  standShareRole: z._default(z.catch(z.enum(STAND_SHARE_ROLES), 'none'), 'none'),
  /** The parent team of a stand share ('' unless standShareRole is child). */
  parentTeamId: idOrEmptySchema,
  childTeamIds: idListSchema,
  /**
   * The team type holding this team ('' for none), a copy of the type's teamIds kept by every
   * writer of those lists, so the security rules can find a reader's type with one lookup.
   */
  teamTypeId: idOrEmptySchema,
  ...auditFieldsSchema.shape,
});
export type Team = z.output<typeof teamSchema>;

/**
 * The stored sort key of a team's name (see text-order.ts): the teams list's first page is read
 * ordered by it. Every writer of a team's name writes it through `withNameSortKey`.
 */
export const TEAM_NAME_SORT_KEY = 'nameSortKey';

/** A team's fields with the sort key of its name beside the name. */
export function withNameSortKey<Fields extends { name: string }>(
  fields: Fields,
): Fields & { [TEAM_NAME_SORT_KEY]: string } {
  return { ...fields, [TEAM_NAME_SORT_KEY]: textSortKey(fields.name) };
}

/** What the team form collects about the team itself. */
export const teamDetailsSchema = z.object({
  name: requiredText('Enter the team name'),
  teamTypeId: idOrEmptySchema,
  isOrganiser: z.boolean(),
  customFields: z._default(z.record(z.string(), customFieldValueSchema), {}),
});
export type TeamDetails = z.output<typeof teamDetailsSchema>;

/** The owner a new team is created with; the email is stored lower-cased. */
export const teamOwnerSchema = z.object({
  firstName: requiredText('Enter the first name'),
  surname: requiredText('Enter the last name'),
  email: z.pipe(
    emailSchema,
    z.transform((email) => email.toLowerCase()),
  ),
});
export type TeamOwner = z.output<typeof teamOwnerSchema>;

/**
 * A person's role within their team (the team member form's User or Admin), stored as teamRole on
 * their event user record. It is a label in the team's member lists and grants nothing else: it is
 * not the event-wide admin permission (`permissions`), which only the users screen changes.
 */
export const TEAM_MEMBER_ROLES = ['user', 'admin'] as const;
export type TeamMemberRole = (typeof TEAM_MEMBER_ROLES)[number];
export const TEAM_MEMBER_ROLE_LABELS = { user: 'User', admin: 'Admin' } as const satisfies Record<
  TeamMemberRole,
  string
>;

/** The team member form: first name, last name, email, role User or Admin. */
export const teamMemberSchema = z.extend(teamOwnerSchema, { role: z.enum(TEAM_MEMBER_ROLES) });
export type TeamMemberInput = z.output<typeof teamMemberSchema>;

/** Parses a team for writing, or throws 'Invalid team'. */
export function checkTeam(value: unknown): Team {
  return parseOrThrow(teamSchema, value, TEAM_MESSAGES.invalidTeam);
}

/** Parses a team owner, or throws 'Invalid team owner'. */
export function checkTeamOwner(value: unknown): TeamOwner {
  return parseOrThrow(teamOwnerSchema, value, TEAM_MESSAGES.invalidTeamOwner);
}

/** A team can be deleted only while no stand share hangs under it. */
export function canDeleteTeam(team: Pick<Team, 'childTeamIds'>): boolean {
  return team.childTeamIds.length === 0;
}

/** The order to delete several teams in: stand shares before their parents, names otherwise kept. */
export function deletionOrder<T extends Pick<Team, 'standShareRole'>>(teams: readonly T[]): T[] {
  return [
    ...teams.filter((team) => team.standShareRole === 'child'),
    ...teams.filter((team) => team.standShareRole !== 'child'),
  ];
}

/** How many people a team has (the owner counts). */
export function teamMemberCount(team: Pick<Team, 'userIds' | 'ownerId'>): number {
  return new Set([...team.userIds, ...(team.ownerId ? [team.ownerId] : [])]).size;
}

/** A team is full when its people reach the limit from the variables settings. */
export function isTeamFull(team: Pick<Team, 'userIds' | 'ownerId'>, teamMemberLimit: number): boolean {
  return teamMemberCount(team) >= teamMemberLimit;
}

/** The name a child team shows for its parent, 'Unknown Parent Team' when the parent is gone. */
export function parentTeamName(
  team: Pick<Team, 'parentTeamId'>,
  teamsById: ReadonlyMap<string, Pick<Team, 'name'>>,
): string {
  return teamsById.get(team.parentTeamId)?.name ?? TEAM_MESSAGES.unknownParentTeam;
}

/**
 * Orders teams for the manage screen: top-level teams (and children whose parent is missing, so
 * they are not lost) at the top level; each existing parent carries its children.
 */
export function groupStandShares<T extends Pick<Team, 'id' | 'standShareRole' | 'parentTeamId'>>(
  teams: readonly T[],
): { topLevel: T[]; childrenOf: (teamId: string) => T[] } {
  const ids = new Set(teams.map((team) => team.id));
  const children = new Map<string, T[]>();
  const topLevel: T[] = [];
  for (const team of teams) {
    if (team.standShareRole === 'child' && team.parentTeamId && ids.has(team.parentTeamId)) {
      children.set(team.parentTeamId, [...(children.get(team.parentTeamId) ?? []), team]);
    } else {
      topLevel.push(team);
    }
  }
  return { topLevel, childrenOf: (teamId) => children.get(teamId) ?? [] };
}

/**
 * Whether someone manages a team's people and stand shares: organisers (moderator and above) every
 * team, an owner their own. The screens and the callables ask this one rule.
 */
export function managesTeam(team: Pick<Team, 'ownerId'>, person: { uid: string; role: Role }): boolean {
  return hasRole(person.role, 'moderator') || team.ownerId === person.uid;
}

/** The team role a person has within a team. */
export function teamRoleOf(team: Pick<Team, 'ownerId'>, uid: string): 'teamOwner' | 'teamMember' {
  return team.ownerId === uid ? 'teamOwner' : 'teamMember';
}

export const TEAM_MEMBER_MESSAGES = {
  alreadyInTeam: 'This person is already a member of this team',
  inAnotherTeam: 'This person is already a member of another team',
} as const;

/** Refusal of a member beyond the limit; pickers show '(Team Full)'. */
export function teamFullMessage(teamMemberLimit: number): string {
  return `This team is full: the team member limit is ${teamMemberLimit}`;
}

export const STAND_SHARE_MESSAGES = {
  nestedStandShare: "A stand share can't have stand shares of its own",
} as const;
