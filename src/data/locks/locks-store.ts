import type { Unsubscribe } from 'firebase/firestore';
import { lockHolding, lockRenewal, lockSchema, newLock, type Lock, type LockType } from '../../domain/locks';
import {
  checkForWrite,
  commitInBatches,
  currentUserId,
  listenDocument,
  parseDocument,
  parseDocuments,
  readCollection,
  readDocument,
  restoredUserId,
  runInTransaction,
  type Listener,
  type StoredDocument,
} from '../../lib/firebase/documents';
import { firebaseClient } from '../../lib/firebase/client';
import { LOCK_MESSAGES } from '../../domain/messages';

const ENTITY = 'lock';

function lockPath(resourceId: string): string {
  return firebaseClient().paths.doc('locks', resourceId);
}

const lockOf = (snapshot: StoredDocument): Lock | null =>
  snapshot.exists() ? parseDocument(lockSchema, ENTITY, snapshot, LOCK_MESSAGES.invalidLock) : null;

/** The lock on a resource as stored (expired or not), or null when there is none. */
export async function getLock(resourceId: string): Promise<Lock | null> {
  return lockOf(await readDocument(lockPath(resourceId)));
}

/** The lock on a resource, live: who holds it as they take it, renew it, hand it over or release it. */
export function listenLock(resourceId: string, { next, fail }: Listener<Lock | null>): Unsubscribe {
  return listenDocument(lockPath(resourceId), {
    next: (snapshot) => {
      try {
        next(lockOf(snapshot));
      } catch (error) {
        fail(error);
      }
    },
    fail,
  });
}

export async function listLocks(): Promise<Lock[]> {
  return parseDocuments(lockSchema, ENTITY, await readCollection(firebaseClient().paths.collection('locks')));
}

export interface AcquireLock {
  resourceId: string;
  type: LockType;
  /** Replace a lock someone else still holds (the "take over" choice). */
  takeOver?: boolean;
}

/** `acquired`: the caller now holds `lock`; otherwise `lock` is someone else's active lock. */
export interface LockAttempt {
  acquired: boolean;
  lock: Lock;
}

/** The attempts under way in this tab, by resource and kind of attempt. */
const attemptsUnderWay = new Map<string, Promise<LockAttempt>>();

/**
 * Takes the lock on a resource when it is free, expired or already the caller's (or when taking
 * over), in one transaction so two organisers opening the same resource cannot both win. An editor
 * opened again while its first attempt is under way (React's development double mount, a quick
 * back and forth) shares that attempt: two transactions of one person on one lock would otherwise
 * contend, and the loser's refused commit is an error in the console.
 */
export function acquireLock(request: AcquireLock): Promise<LockAttempt> {
  const key = `${request.resourceId}:${request.takeOver ? 'takeOver' : 'open'}`;
  const underWay = attemptsUnderWay.get(key);
  if (underWay) return underWay;
  const attempt = takeLock(request).finally(() => attemptsUnderWay.delete(key));
  attemptsUnderWay.set(key, attempt);
  return attempt;
}

async function takeLock({ resourceId, type, takeOver = false }: AcquireLock): Promise<LockAttempt> {
  // Editors take their lock as they open, which can be before Auth has restored the sign-in.
  const uid = await restoredUserId();
  const path = lockPath(resourceId);
  return runInTransaction(async (transaction) => {
    const snapshot = await transaction.read(path);
    const existing = lockOf(snapshot);
    const now = new Date();
    if (existing && !takeOver && lockHolding(existing, uid, now) === 'heldByOther')
      return { acquired: false, lock: existing };
    const lock = checkForWrite(lockSchema, newLock(resourceId, type, uid, now), LOCK_MESSAGES.invalidLock);
    transaction.write({ type: 'set', path, data: lock });
    return { acquired: true, lock };
  });
}

/** Extends the caller's lock by the lock lifetime; refused by the rules once someone else has taken it over. */
export async function renewLock(resourceId: string): Promise<void> {
  await commitInBatches([
    { type: 'update', path: lockPath(resourceId), data: lockRenewal(currentUserId(), new Date()) },
  ]);
}

/** Releases the caller's lock (the rules let nobody delete another person's lock). */
export async function releaseLock(resourceId: string): Promise<void> {
  await commitInBatches([{ type: 'delete', path: lockPath(resourceId) }]);
}
