import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { errorMessage } from '../../data/api-slice';
import { useSessionUser } from '../../data/session/use-session';
import {
  useAcquireLockMutation,
  useLockQuery,
  useReleaseLockMutation,
  useRenewLockMutation,
} from '../../data/locks/locks-api';
import { lockHolding, LOCK_RENEW_INTERVAL_MS, type Lock, type LockType } from '../../domain/locks';

/** The resource an editor edits: its id is the lock's id. */
export interface LockedResource {
  id: string;
  type: LockType;
}

export type EditLockStatus =
  /** Asking who holds the resource. */
  | { status: 'checking' }
  /** The caller holds the lock: edit away (it is renewed while the editor is open). */
  | { status: 'editing' }
  /** Someone else holds it: the caller chooses read-only or take over. */
  | { status: 'heldByOther'; lock: Lock }
  /** The caller chose to look without editing. */
  | { status: 'readOnly'; lock: Lock }
  /** The caller held it, and someone else has taken it over since. */
  | { status: 'lost'; lock: Lock | null }
  | { status: 'failed'; message: string };

export interface EditLock {
  state: EditLockStatus;
  type: LockType;
  /** True only while the caller holds the lock: editors disable saving otherwise. */
  canEdit: boolean;
  takeOver(): void;
  openReadOnly(): void;
  retry(): void;
}

/**
 * The edit lock of one resource, for an editor screen:
 *
 *   const lock = useEditLock({ id: supplierId, type: 'supplier' });
 *   <EditLockBanner lock={lock} />   // who holds it; read-only or take over
 *   <fieldset disabled={!lock.canEdit}> … </fieldset>
 *
 * Opening the editor takes the lock when it is free, expired or already the caller's; it is renewed
 * every minute while the editor stays open and released when the editor closes or the tab is
 * closed (best effort there: a lock nobody renews expires after five minutes anyway). The lock is
 * followed live: a holder whose lock is taken over learns it at once, one waiting on another's lock
 * sees it change hands, and takes it when it is released. Pass undefined until the resource's id is known.
 */
export function useEditLock(resource: LockedResource | undefined): EditLock {
  const { uid } = useSessionUser();
  const resourceId = resource?.id;
  const type = resource?.type ?? 'content';
  const [state, setState] = useState<EditLockStatus>({ status: 'checking' });
  const [acquire] = useAcquireLockMutation();
  const [renew] = useRenewLockMutation();
  const [release] = useReleaseLockMutation();
  const { data: liveLock } = useLockQuery(resourceId ?? '', { skip: !resourceId });
  // The stored lock as last heard, for the renewal timer (which outlives renders).
  const latestLock = useRef<Lock | null | undefined>(undefined);
  useEffect(() => {
    latestLock.current = liveLock;
  }, [liveLock]);
  // Whether the caller still holds the lock, so closing the editor releases only a lock of theirs.
  const holding = useRef(false);
  const mounted = useRef(true);

  const attempt = useCallback(
    (takeOver: boolean) => {
      if (!resourceId) return;
      acquire({ resourceId, type, takeOver })
        .unwrap()
        .then(
          (result) => {
            // The editor closed while the lock was being taken: give it straight back.
            if (!mounted.current) {
              if (result.acquired) void release(resourceId);
              return;
            }
            holding.current = result.acquired;
            setState(result.acquired ? { status: 'editing' } : { status: 'heldByOther', lock: result.lock });
          },
          (error: unknown) => setState({ status: 'failed', message: errorMessage(error) ?? '' }),
        );
    },
    [acquire, release, resourceId, type],
  );

  useEffect(() => {
    mounted.current = true;
    attempt(false);
    return () => {
      mounted.current = false;
    };
  }, [attempt]);

  const editing = state.status === 'editing';
  useEffect(() => {
    if (!editing || !resourceId) return;
    const timer = window.setInterval(async () => {
      try {
        await renew(resourceId).unwrap();
      } catch {
        // The rules refuse a renewal once the lock is someone else's (the live lock says so too). A
        // lock that is gone or has lapsed (after a long sleep) is simply taken again.
        const holder = lockHolding(latestLock.current ?? null, uid, new Date());
        if (holder === 'free') attempt(false);
      }
    }, LOCK_RENEW_INTERVAL_MS);
    const releaseOnTabClose = () => {
      if (holding.current) void release(resourceId);
    };
    window.addEventListener('pagehide', releaseOnTabClose);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('pagehide', releaseOnTabClose);
      if (holding.current) {
        holding.current = false;
        void release(resourceId);
      }
    };
  }, [editing, resourceId, renew, release, attempt, uid]);

  // What the live lock changes: the caller's lock taken over, or another's changing hands (kept
  // in state as React keeps what it learnt from an earlier render).
  const [heardLock, setHeardLock] = useState(liveLock);
  if (liveLock !== heardLock) {
    setHeardLock(liveLock);
    if (liveLock && lockHolding(liveLock, uid, new Date()) === 'heldByOther') {
      if (state.status === 'editing') setState({ status: 'lost', lock: liveLock });
      if (state.status === 'heldByOther' || state.status === 'readOnly') setState({ ...state, lock: liveLock });
    }
  }
  // A lock taken over is no longer the caller's to give back when the editor closes (layout
  // effects run before the cleanup of the renewal effect above).
  const lost = state.status === 'lost';
  useLayoutEffect(() => {
    if (lost) holding.current = false;
  }, [lost]);
  // Another's lock released (or lapsed) while the caller waits on it: the caller takes it.
  const waitingForFreeLock =
    state.status === 'heldByOther' && liveLock !== undefined && lockHolding(liveLock, uid, new Date()) === 'free';
  useEffect(() => {
    if (waitingForFreeLock) attempt(false);
  }, [waitingForFreeLock, attempt]);

  return {
    state,
    type,
    canEdit: editing,
    takeOver: () => attempt(true),
    openReadOnly: () =>
      setState((current) => (current.status === 'heldByOther' ? { status: 'readOnly', lock: current.lock } : current)),
    retry: () => attempt(false),
  };
}
