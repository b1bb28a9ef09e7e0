import * as z from 'zod/mini';
import { auditFieldsSchema } from './audit';
import { downloadViewerTeamTypeIds, type TeamTypeAudience } from './download';
import { TEAM_MESSAGES } from './messages';
import { idListSchema, idSchema, requiredText } from './schema-fields';
import { isTeamFull, type Team } from './team';

/** A team type (events/{eventId}/teamTypes/{id}); it lists its teams, and a team is in at most one type. */
export const teamTypeSchema = z.object({
  id: idSchema,
  name: requiredText(),
  teamIds: idListSchema,
  ...auditFieldsSchema.shape,
});
export type TeamType = z.output<typeof teamTypeSchema>;

export const teamTypeFormSchema = z.object({
  name: requiredText('Enter the team type name'),
  teamIds: z._default(z.array(z.string()), []),
});
export type TeamTypeForm = z.output<typeof teamTypeFormSchema>;

/** The type a team belongs to, if any. */
export function teamTypeOfTeam<T extends Pick<TeamType, 'teamIds'>>(
  teamTypes: readonly T[],
  teamId: string,
): T | undefined {
  return teamTypes.find((teamType) => teamType.teamIds.includes(teamId));
}

export interface TeamOption {
  value: string;
  label: string;
  disabled: boolean;
}

/**
 * Team picker options for a team type form: a team already in another type reads
 * 'Name (Already In A Group)' and cannot be picked; a team at the member limit reads
 * 'Name (Team Full)' (it can still join a type: the limit is about people, not types).
 */
export function teamTypeTeamOptions(
  teams: readonly Pick<Team, 'id' | 'name' | 'userIds' | 'ownerId'>[],
  teamTypes: readonly Pick<TeamType, 'id' | 'teamIds'>[],
  editingTeamTypeId: string | undefined,
  teamMemberLimit: number,
): TeamOption[] {
  return teams.map((team) => {
    const owner = teamTypeOfTeam(teamTypes, team.id);
    const inAnotherType = owner !== undefined && owner.id !== editingTeamTypeId;
    const markers = [
      inAnotherType ? TEAM_MESSAGES.alreadyInAGroup : '',
      isTeamFull(team, teamMemberLimit) ? TEAM_MESSAGES.teamFull : '',
    ].filter(Boolean);
    return { value: team.id, label: [team.name, ...markers].join(' '), disabled: inAnotherType };
  });
}

/**
 * Team picker options for adding people: a team at the member limit reads 'Name (Team Full)' and
 * cannot be picked.
 */
export function teamMemberTeamOptions(
  teams: readonly Pick<Team, 'id' | 'name' | 'userIds' | 'ownerId'>[],
  teamMemberLimit: number,
): TeamOption[] {
  return teams.map((team) => {
    const full = isTeamFull(team, teamMemberLimit);
    return { value: team.id, label: full ? `${team.name} ${TEAM_MESSAGES.teamFull}` : team.name, disabled: full };
  });
}

/**
 * The membership changes that keep "a team is in at most one type" when `teamId` moves to
 * `targetTeamTypeId` ('' for no type): the new teamIds of every type that changes.
 */
export function moveTeamBetweenTypes(
  teamTypes: readonly Pick<TeamType, 'id' | 'teamIds'>[],
  teamId: string,
  targetTeamTypeId: string,
): { teamTypeId: string; teamIds: string[] }[] {
  const changes: { teamTypeId: string; teamIds: string[] }[] = [];
  for (const teamType of teamTypes) {
    const has = teamType.teamIds.includes(teamId);
    const wants = teamType.id === targetTeamTypeId;
    if (has && !wants)
      changes.push({ teamTypeId: teamType.id, teamIds: teamType.teamIds.filter((id) => id !== teamId) });
    if (!has && wants) changes.push({ teamTypeId: teamType.id, teamIds: [...teamType.teamIds, teamId] });
  }
  return changes;
}

/** Picked team ids a type may keep: teams already in another type are dropped (their option is disabled). */
export function allowedTeamIdsForType(
  pickedTeamIds: readonly string[],
  teamTypes: readonly Pick<TeamType, 'id' | 'teamIds'>[],
  editingTeamTypeId: string | undefined,
): string[] {
  return [...new Set(pickedTeamIds)].filter((teamId) => {
    const owner = teamTypeOfTeam(teamTypes, teamId);
    return owner === undefined || owner.id === editingTeamTypeId;
  });
}

// ── Deleting a team type ──────────────────────────────────────────────────────────────────
// The type's teams are left without one, so every list naming the type simply loses its id, and
// those teams see what teams without a type see. An allow-list (a download's or supplier's shown-to
// types, a task's types) left empty would mean "every team": an item that was only for deleted
// types is taken off the teams' screens instead (archived, or not shown), until an organiser
// chooses whom it is for.

/** A list of team types without a deleted one; `wasOnlyFor` when that type was all it listed. */
export function withoutTeamType(ids: readonly string[], teamTypeId: string): { ids: string[]; wasOnlyFor: boolean } {
  const rest = ids.filter((id) => id !== teamTypeId);
  return { ids: rest, wasOnlyFor: rest.length === 0 && ids.length > 0 };
}

/** A download's or supplier's shown-to and hidden-from lists without a deleted type, and who may read it now. */
export function audienceWithoutTeamType(
  audience: TeamTypeAudience,
  teamTypeId: string,
  remainingTeamTypeIds: readonly string[],
): TeamTypeAudience & { viewerTeamTypeIds: string[]; wasOnlyFor: boolean } {
  const shown = withoutTeamType(audience.showToTeamTypeIds, teamTypeId);
  const lists = {
    showToTeamTypeIds: shown.ids,
    hideFromTeamTypeIds: withoutTeamType(audience.hideFromTeamTypeIds, teamTypeId).ids,
  };
  return {
    ...lists,
    viewerTeamTypeIds: downloadViewerTeamTypeIds(lists, remainingTeamTypeIds),
    wasOnlyFor: shown.wasOnlyFor,
  };
}
