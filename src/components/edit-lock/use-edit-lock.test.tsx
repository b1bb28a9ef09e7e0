import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LockAttempt } from '../../data/locks/locks-store';
import { newLock, type Lock } from '../../domain/locks';
import type { Listener } from '../../lib/firebase/documents';
import { useEditLock } from './use-edit-lock';

// The real api slice and cache; the locks' Firestore side is played by the test: the live lock as
// Firestore's listener would deliver it, and the taking of a lock.
const store = vi.hoisted(() => ({
  listener: undefined as Listener<Lock | null> | undefined,
  listenLock: vi.fn(),
  acquireLock: vi.fn(),
  renewLock: vi.fn(),
  releaseLock: vi.fn(),
}));
vi.mock('../../data/locks/locks-store', () => store);
vi.mock('../../data/session/use-session', () => ({ useSessionUser: () => ({ uid: 'ann' }) }));

const page = { id: 'page1', type: 'content' as const };
const lockOf = (uid: string) => newLock('page1', 'content', uid, new Date());

beforeEach(() => {
  store.listenLock.mockReset().mockImplementation((_id, listener: Listener<Lock | null>) => {
    store.listener = listener;
    return () => undefined;
  });
  store.releaseLock.mockReset().mockResolvedValue(undefined);
  store.acquireLock.mockReset();
});

describe('useEditLock, live', () => {
  it('tells the holder at once that their lock was taken over, and then does not give back what is not theirs', async () => {
    store.acquireLock.mockResolvedValue({ acquired: true, lock: lockOf('ann') } satisfies LockAttempt);
    const { result, unmount } = renderHook(() => useEditLock(page));
    await waitFor(() => expect(result.current.state.status).toBe('editing'));
    act(() => store.listener!.next(lockOf('ann')));
    expect(result.current.canEdit).toBe(true);

    const taken = lockOf('mo');
    act(() => store.listener!.next(taken));
    await waitFor(() => expect(result.current.state).toEqual({ status: 'lost', lock: taken }));
    expect(result.current.canEdit).toBe(false);
    unmount();
    expect(store.releaseLock).not.toHaveBeenCalled();
  });

  it("shows another's lock changing hands, and takes the lock once it is released", async () => {
    const mine = lockOf('ann');
    store.acquireLock
      .mockResolvedValueOnce({ acquired: false, lock: lockOf('mo') } satisfies LockAttempt)
      .mockResolvedValue({ acquired: true, lock: mine } satisfies LockAttempt);
    const { result } = renderHook(() => useEditLock(page));
    await waitFor(() => expect(result.current.state.status).toBe('heldByOther'));
    act(() => store.listener!.next(lockOf('mo')));

    const handedOn = lockOf('kit');
    act(() => store.listener!.next(handedOn));
    await waitFor(() => expect(result.current.state).toEqual({ status: 'heldByOther', lock: handedOn }));

    act(() => store.listener!.next(null));
    await waitFor(() => expect(result.current.state.status).toBe('editing'));
    expect(store.acquireLock).toHaveBeenCalledTimes(2);
    expect(store.acquireLock).toHaveBeenLastCalledWith({ resourceId: 'page1', type: 'content', takeOver: false });
  });
});
