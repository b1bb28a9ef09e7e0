import type { TeamType } from '../../../domain/team-type';

/** "Everyone", or the names of the team types a notification is shown to. */
export function notificationAudienceLabel(teamTypeIds: readonly string[], teamTypes: readonly TeamType[]): string {
  if (teamTypeIds.length === 0) return 'Everyone';
  const names = new Map(teamTypes.map((teamType) => [teamType.id, teamType.name]));
  return teamTypeIds.map((id) => names.get(id) ?? 'Removed team type').join(', ');
}
