import { FORM_SHORTCUT_LINKS, visibleQuickLinks, type QuickLink } from '../../domain/admin-sections';
import { hasRole } from '../../domain/roles';
import { canAccess, routeById, type RouteId } from '../../domain/routes';
import { useSession } from '../../data/session/use-session';

export interface FormsAbility {
  /** Forms, their builder and settings (moderator). */
  canManageForms: boolean;
  /** A form's confirmations (moderator). */
  canManageConfirmations: boolean;
  /** A form's notifications (moderator). */
  canManageNotifications: boolean;
  /** A form's webhooks (admin). */
  canManageWebhooks: boolean;
  /** A form's submissions (moderator). */
  canManageSubmissions: boolean;
  /** Field groups: build, archive, restore, delete (admin). */
  canManageFieldGroups: boolean;
  /** The table action area for selected forms: bulk archive, restore and delete (admins). */
  canBulkEdit: boolean;
  /** The forms / field groups shortcut bar (every link admin-only). */
  shortcutLinks: QuickLink[];
}

/** What the signed-in person may do on the forms and field-group screens, from the route table. */
export function useFormsAbility(): FormsAbility {
  const session = useSession();
  const role = session.status === 'signedIn' ? session.user.role : undefined;
  const may = (id: RouteId) => canAccess(routeById(id), role);
  return {
    canManageForms: may('manageForms'),
    canManageConfirmations: may('manageConfirmations'),
    canManageNotifications: may('manageFormNotifications'),
    canManageWebhooks: may('manageWebhooks'),
    canManageSubmissions: may('manageSubmissions'),
    canManageFieldGroups: may('manageFieldGroups'),
    canBulkEdit: hasRole(role, 'admin'),
    shortcutLinks: visibleQuickLinks(FORM_SHORTCUT_LINKS, role),
  };
}
