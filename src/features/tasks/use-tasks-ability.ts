import { useSettings } from '../../data/settings/settings-api';
import { useSessionUser } from '../../data/session/use-session';
import { DEFAULT_DUE_SOON_DAYS } from '../../domain/constants';
import { hasRole } from '../../domain/roles';
import { canAccess, routeById } from '../../domain/routes';
import { sessionTaskViewer } from '../../data/session/session-state';

/** What the signed-in person may do on the task screens, and which tasks their team sees. */
export function useTasksAbility() {
  const user = useSessionUser();
  const viewer = sessionTaskViewer(user);
  return {
    user,
    viewer,
    /** Add, edit, archive and review tasks and groups (moderators). */
    canManage: canAccess(routeById('manageTasks'), user.role),
    /** The table action area for selected rows: bulk archive, restore and delete (admins). */
    canBulkEdit: hasRole(user.role, 'admin'),
    /** The person works on tasks for a team (their own status, assignees and thread). */
    hasTeam: user.teamId !== '',
  };
}

/** The Due Soon window of the event's variables (the default until they have loaded). */
export function useDueSoonDays(): number {
  return useSettings('variables').data?.dueSoonDays ?? DEFAULT_DUE_SOON_DAYS;
}
