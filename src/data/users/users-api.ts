import { api } from '../api-slice';
import type { Role } from '../../domain/roles';
import type { User } from '../../domain/user';
import { normaliseError } from '../../lib/firebase/errors';
import { deleteUserWithTransfer, listUsers, sendWelcomeChaser, updateUserPermissions } from './users-store';

async function attempt<T>(work: () => Promise<T>) {
  try {
    return { data: await work() };
  } catch (error) {
    return { error: normaliseError(error) };
  }
}

export const usersAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    eventUsers: build.query<User[], void>({
      queryFn: () => attempt(listUsers),
      providesTags: (result) => [{ type: 'User', id: 'LIST' }, ...(result ?? []).map((user) => ({ type: 'User' as const, id: user.id }))],
    }),
    updatePermissions: build.mutation<null, { actor: { uid: string; role: Role }; target: Pick<User, 'id' | 'permissions'>; role: Role }>({
      queryFn: ({ actor, target, role }) => attempt(async () => (await updateUserPermissions(actor, target, role), null)),
      invalidatesTags: (_result, _error, { target }) => [{ type: 'User', id: target.id }, { type: 'User', id: 'LIST' }],
    }),
    deleteUserWithTransfer: build.mutation<null, { targetUserId: string; transferToUserId: string }>({
      queryFn: ({ targetUserId, transferToUserId }) => attempt(async () => (await deleteUserWithTransfer(targetUserId, transferToUserId), null)),
      invalidatesTags: [{ type: 'User', id: 'LIST' }, { type: 'Team', id: 'LIST' }, { type: 'Comment', id: 'LIST' }, { type: 'TaskStatus', id: 'LIST' }, { type: 'Submission', id: 'LIST' }],
    }),
    sendWelcomeChaser: build.mutation<{ to: string }, string>({
      queryFn: (targetUserId) => attempt(() => sendWelcomeChaser(targetUserId)),
    }),
  }),
});

export const { useEventUsersQuery, useUpdatePermissionsMutation, useDeleteUserWithTransferMutation, useSendWelcomeChaserMutation } = usersAdminApi;
