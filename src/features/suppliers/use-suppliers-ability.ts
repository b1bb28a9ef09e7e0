import { useSessionUser } from '../../data/session/use-session';
import { hasRole } from '../../domain/roles';
import { canAccess, routeById } from '../../domain/routes';

/** What the signed-in person may do on the supplier screens (the route table lets moderators into the admin ones). */
export function useSuppliersAbility() {
  const person = useSessionUser();
  return {
    /** Editing suppliers and groups, one at a time: whoever may open the admin screens. */
    canManage: canAccess(routeById('manageSuppliers'), person.role),
    /** The lists' selection with bulk archive, restore and delete is for admins (spec 002 §6). */
    canBulkEdit: hasRole(person.role, 'admin'),
  };
}
