import { useSessionUser } from '../../data/session/use-session';
import { hasRole } from '../../domain/roles';
import { canAccess, routeById } from '../../domain/routes';

/** What the signed-in person may see on the time table. */
export function useTimeTableAbility() {
  const person = useSessionUser();
  return {
    /** Organisers open it while its core page is unpublished, to check it before publishing it. */
    seesUnpublished: hasRole(person.role, 'moderator'),
    /** Whoever manages notifications also sees those still scheduled; others see the ones that reached them. */
    seesScheduledNotifications: canAccess(routeById('manageNotifications'), person.role),
  };
}
