import type { FirstPage } from '../../domain/constants';
import type { Role } from '../../domain/roles';
import type { User } from '../../domain/user';
import { api, WHOLE_LIST_KEPT_S, listTags, queryFnFrom } from '../api-slice';
import { lazyStore } from '../lazy-store';

const { deleteUserWithTransfer, firstPageOfEventUsers, getEventUser, listEventUsers, sendWelcomeChaser, updateUserPermissions } = lazyStore(() => import('./users-store'));

/** The event's users: read by the users screen and the teams screens, changed by the users screen. */
export const usersApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    eventUsers: build.query<User[], void>({
      queryFn: queryFnFrom(listEventUsers),
      providesTags: (result) => listTags('User', result),
      keepUnusedDataFor: WHOLE_LIST_KEPT_S,
    }),
    /** The users list's first page, shown while the whole list loads. */
    eventUsersFirstPage: build.query<FirstPage<User>, void>({
      queryFn: queryFnFrom(firstPageOfEventUsers),
      providesTags: [{ type: 'User', id: 'LIST' }],
    }),
    eventUser: build.query<User, string>({
      queryFn: queryFnFrom(getEventUser),
      providesTags: (_result, _error, uid) => [{ type: 'User', id: uid }],
    }),
    updatePermissions: build.mutation<null, { actor: { uid: string; role: Role }; target: Pick<User, 'id' | 'permissions'>; role: Role }>({
      queryFn: queryFnFrom(({ actor, target, role }) => updateUserPermissions(actor, target, role)),
      invalidatesTags: (_result, _error, { target }) => listTags('User', [target.id]),
    }),
    deleteUserWithTransfer: build.mutation<null, { targetUserId: string; transferToUserId: string }>({
      queryFn: queryFnFrom(async ({ targetUserId, transferToUserId }) => void (await deleteUserWithTransfer(targetUserId, transferToUserId))),
      invalidatesTags: [{ type: 'User', id: 'LIST' }, { type: 'Team', id: 'LIST' }, { type: 'Comment', id: 'LIST' }, { type: 'TaskStatus', id: 'LIST' }, { type: 'Submission', id: 'LIST' }],
    }),
    sendWelcomeChaser: build.mutation<{ to: string }, string>({
      queryFn: queryFnFrom(sendWelcomeChaser),
    }),
  }),
});

export const { useEventUsersQuery, useEventUsersFirstPageQuery, useEventUserQuery, useUpdatePermissionsMutation, useDeleteUserWithTransferMutation, useSendWelcomeChaserMutation } = usersApi;
