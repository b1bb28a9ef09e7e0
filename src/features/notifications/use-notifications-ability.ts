import { useSessionUser } from '../../data/session/use-session';
import { canAccess, routeById } from '../../domain/routes';

/** What the signed-in person may do with event notifications. */
export function useNotificationsAbility() {
  const user = useSessionUser();
  const canManage = canAccess(routeById('manageNotifications'), user.role);
  return {
    uid: user.uid,
    /** Add, edit, publish, schedule and delete notifications (admins). */
    canManage,
    /** Admins see every published notification on /notifications, not only those that reached them. */
    seesAll: canManage,
  };
}
