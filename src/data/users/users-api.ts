import type { Role } from '../../domain/roles';
import type { User } from '../../domain/user';
import { api, WHOLE_LIST_KEPT_S, listTags, storeEndpoints } from '../api-slice';
import { lazyStore } from '../lazy-store';

const usersStore = lazyStore(() => import('./users-store'));

/** The event's users: read by the users screen and the teams screens, changed by the users screen. */
export const usersApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: storeEndpoints(({ query, mutation }) => ({
    eventUsers: query(usersStore.listEventUsers, (result) => listTags('User', result), {
      keepUnusedDataFor: WHOLE_LIST_KEPT_S,
    }),
    /** The users list's first page, shown while the whole list loads. */
    eventUsersFirstPage: query(usersStore.listFirstPageOfEventUsers, [{ type: 'User', id: 'LIST' }]),
    /** How many users there are, for the pager (the rows do not wait for it). */
    eventUsersCount: query(usersStore.countEventUsers, [{ type: 'User', id: 'LIST' }]),
    /** Chosen users by id (a list page's owners, before the whole list is in). */
    eventUsersByIds: query(usersStore.listEventUsersById, (result) => listTags('User', result)),
    eventUser: query(usersStore.getEventUser, (_result, _error, uid) => [{ type: 'User', id: uid }]),
    updatePermissions: mutation(
      ({
        actor,
        target,
        role,
      }: {
        actor: { uid: string; role: Role };
        target: Pick<User, 'id' | 'permissions'>;
        role: Role;
      }) => usersStore.updateUserPermissions(actor, target, role),
      (_result, _error, { target }) => listTags('User', [target.id]),
    ),
    deleteUserWithTransfer: mutation(
      async ({ targetUserId, transferToUserId }: { targetUserId: string; transferToUserId: string }) =>
        void (await usersStore.deleteUserWithTransfer(targetUserId, transferToUserId)),
      [
        { type: 'User', id: 'LIST' },
        { type: 'Team', id: 'LIST' },
        // No thread tag: task threads are live and show the handed-over comments as they are stored.
        { type: 'TaskStatus', id: 'LIST' },
        { type: 'Submission', id: 'LIST' },
      ],
    ),
    sendWelcomeChaser: mutation(usersStore.sendWelcomeChaser),
  })),
});

/** Every user of the event when the list is in the cache already (a list come back to), without reading it. */
export function useCachedEventUsers(): User[] | undefined {
  return usersApi.endpoints.eventUsers.useQueryState(undefined).data;
}

export const {
  useEventUsersQuery,
  useEventUsersFirstPageQuery,
  useEventUsersCountQuery,
  useEventUsersByIdsQuery,
  useEventUserQuery,
  useUpdatePermissionsMutation,
  useDeleteUserWithTransferMutation,
  useSendWelcomeChaserMutation,
} = usersApi;
