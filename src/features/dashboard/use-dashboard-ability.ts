import { useSessionUser } from '../../data/session/use-session';
import { canAccess, routeById } from '../../domain/routes';

/** What the signed-in person may do on the dashboard screens, and what it shows them. */
export function useDashboardAbility() {
  const user = useSessionUser();
  return {
    user,
    /** Arrange the dashboard's card layouts (admins). */
    canArrangeCards: canAccess(routeById('manageCardLayouts'), user.role),
    /** The notifications card counts every published notification for those who manage them (admins), as /notifications lists them. */
    seesAllNotifications: canAccess(routeById('manageNotifications'), user.role),
  };
}
