import { api, listTags, storeEndpoints } from '../api-slice';
import { lazyStore } from '../lazy-store';

const locksStore = lazyStore(() => import('./locks-store'));

/** Edit locks, tagged per locked resource; screens use them through useEditLock (src/components/edit-lock). */
export const locksApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: storeEndpoints(({ mutation, live }) => ({
    /** Who holds a resource, live. */
    lock: live(locksStore.listenLock, (_result, _error, resourceId) => [{ type: 'Lock', id: resourceId }]),
    acquireLock: mutation(locksStore.acquireLock, (_result, _error, { resourceId }) => listTags('Lock', [resourceId])),
    renewLock: mutation(locksStore.renewLock),
    releaseLock: mutation(locksStore.releaseLock, (_result, _error, resourceId) => listTags('Lock', [resourceId])),
  })),
});

export const { useLockQuery, useAcquireLockMutation, useRenewLockMutation, useReleaseLockMutation } = locksApi;
