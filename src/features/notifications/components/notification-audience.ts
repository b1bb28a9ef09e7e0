import { addressedTeamIds, type NotificationAddress } from '../../../domain/notifications';
import type { TeamType } from '../../../domain/team-type';

/** "Everyone", or how many teams a notification names and the names of the team types it is shown to. */
export function notificationAudienceLabel(address: NotificationAddress, teamTypes: readonly TeamType[]): string {
  const teams = addressedTeamIds(address).length;
  const names = new Map(teamTypes.map((teamType) => [teamType.id, teamType.name]));
  const parts = [
    ...(teams > 0 ? [`${teams} ${teams === 1 ? 'team' : 'teams'}`] : []),
    ...address.teamTypeIds.map((id) => names.get(id) ?? 'Removed team type'),
  ];
  return parts.length === 0 ? 'Everyone' : parts.join(', ');
}
