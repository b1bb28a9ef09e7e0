import { useSessionUser } from '../../data/session/use-session';
import { hasRole } from '../../domain/roles';
import { managesTeam, type Team } from '../../domain/team';

/** What the signed-in person may do on the team screens (the route table lets moderators in). */
export function useTeamsAbility() {
  const person = useSessionUser();
  return {
    /** The teams list's selection and bulk delete are for admins (spec 002 §6); moderators delete one team at a time. */
    canBulkDelete: hasRole(person.role, 'admin'),
    /** Adding a stand share or people to a team: organisers, or the team's owner. */
    canManage: (team: Pick<Team, 'ownerId'>) => managesTeam(team, person),
  };
}
