import { useSessionUser } from '../../data/session/use-session';
import { managesTeam, type Team } from '../../domain/team';

/** What the signed-in person may do on My team, given their team (undefined while it loads). */
export function useMyTeamAbility(team: Pick<Team, 'ownerId'> | undefined) {
  const person = useSessionUser();
  const ownsTeam = team !== undefined && team.ownerId === person.uid;
  return {
    /** The owner reads teammates' records (email, role) and is offered the invite and stand-share actions. */
    ownsTeam,
    /** Inviting people: the owner, or an organiser (the rule the callable applies). */
    canInvite: team !== undefined && managesTeam(team, person),
  };
}
