import { useSessionUser } from '../../data/session/use-session';
import { seesEverySupplier } from '../../domain/suppliers';
import { sessionTaskViewer } from '../../data/session/session-state';

/** What the signed-in reader sees in a content page's sections. */
export function useContentAbility() {
  const user = useSessionUser();
  const taskViewer = sessionTaskViewer(user);
  return {
    user,
    /** Which tasks the reader's team sees (the task list and resources sections). */
    taskViewer,
    /** Organisers (whoever may manage suppliers) see every supplier a resources section names; a team only those its team type may read. */
    seesEverySupplier: seesEverySupplier(user.role),
  };
}
