import type { Lock } from '../../domain/locks';
import { api, listTags, queryFnFrom } from '../api-slice';
import type { AcquireLock, LockAttempt } from './locks-store';
import { lazyStore } from '../lazy-store';

const { acquireLock, getLock, releaseLock, renewLock } = lazyStore(() => import('./locks-store'));

/** Edit locks, tagged per locked resource; screens use them through useEditLock (src/components/edit-lock). */
export const locksApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    lock: build.query<Lock | null, string>({
      queryFn: queryFnFrom(getLock),
      providesTags: (_result, _error, resourceId) => [{ type: 'Lock', id: resourceId }],
    }),
    acquireLock: build.mutation<LockAttempt, AcquireLock>({
      queryFn: queryFnFrom(acquireLock),
      invalidatesTags: (_result, _error, { resourceId }) => listTags('Lock', [resourceId]),
    }),
    renewLock: build.mutation<null, string>({
      queryFn: queryFnFrom(renewLock),
    }),
    releaseLock: build.mutation<null, string>({
      queryFn: queryFnFrom(releaseLock),
      invalidatesTags: (_result, _error, resourceId) => listTags('Lock', [resourceId]),
    }),
  }),
});

export const { useLockQuery, useLazyLockQuery, useAcquireLockMutation, useRenewLockMutation, useReleaseLockMutation } = locksApi;
