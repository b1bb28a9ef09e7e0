import { useMemo } from 'react';
import { useSessionUser } from '../../data/session/use-session';
import { hasRole, type Role } from '../../domain/roles';
import { permissionChangeRefusal, type User } from '../../domain/user';

/** What the signed-in person may do on the users screen: whose role they may change, and to what. */
export function useUsersAbility() {
  const { uid, role } = useSessionUser();
  return useMemo(() => {
    const actor = { uid, role };
    return {
      actor,
      /** Why the role of `target` may not become `to` (undefined when it may). */
      roleChangeRefusal: (target: Pick<User, 'id' | 'permissions'>, to: Role) =>
        permissionChangeRefusal(actor, target, to),
      /** Deleting someone (with the transfer of what they own): anyone but oneself (spec 002 §6). */
      canDelete: (target: Pick<User, 'id'>) => target.id !== uid,
      /** A person's email history (the log is admin-only in the rules). */
      canReadEmailHistory: hasRole(role, 'admin'),
    };
  }, [uid, role]);
}
