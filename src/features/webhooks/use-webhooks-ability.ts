import { canAccess, routeById } from '../../domain/routes';
import { useSession } from '../../data/session/use-session';

export interface WebhooksAbility {
  /** A form's webhooks: list, add, view, edit, test, replay (admin). */
  canManageWebhooks: boolean;
}

/** What the signed-in person may do on the webhook screens, from the route table. */
export function useWebhooksAbility(): WebhooksAbility {
  const session = useSession();
  const role = session.status === 'signedIn' ? session.user.role : undefined;
  return { canManageWebhooks: canAccess(routeById('manageWebhooks'), role) };
}
