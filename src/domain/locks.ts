import * as z from 'zod/mini';
import { LOCK_LIFETIME_MS } from './constants';
import { dateTimeOrEmptySchema, idOrEmptySchema, idSchema } from './schema-fields';

/** The kinds of resource an organiser edits behind a lock (spec 002 §3 Lock `type`). */
export const LOCK_TYPES = ['content', 'task', 'supplier', 'notification', 'form', 'fieldGroup'] as const;
export type LockType = (typeof LOCK_TYPES)[number];
/** How a banner names the locked resource ("is editing this page"). */
export const LOCK_TYPE_LABELS: Record<LockType, string> = {
  content: 'page',
  task: 'task',
  supplier: 'supplier',
  notification: 'notification',
  form: 'form',
  fieldGroup: 'field group',
};

/**
 * An edit lock: one document per locked resource, its id the resource's id. It lasts
 * LOCK_LIFETIME_MS from its last renewal; an expired lock is ignored (anyone may edit).
 */
export const lockSchema = z.object({
  id: idSchema,
  type: z.enum(LOCK_TYPES),
  createdBy: idSchema,
  createdAt: dateTimeOrEmptySchema,
  updatedAt: dateTimeOrEmptySchema,
  updatedBy: idOrEmptySchema,
  expireAt: z.iso.datetime({ offset: true }),
});
export type Lock = z.output<typeof lockSchema>;

/** How often an open editor renews its lock: well inside the lifetime, so a missed renewal or two is harmless. */
export const LOCK_RENEW_INTERVAL_MS = 60 * 1000;

function expiryFrom(now: Date): string {
  return new Date(now.getTime() + LOCK_LIFETIME_MS).toISOString();
}

/** A new lock on `resourceId` held by `uid`, expiring LOCK_LIFETIME_MS from now. */
export function newLock(resourceId: string, type: LockType, uid: string, now: Date): Lock {
  const at = now.toISOString();
  return {
    id: resourceId,
    type,
    createdBy: uid,
    createdAt: at,
    updatedAt: at,
    updatedBy: uid,
    expireAt: expiryFrom(now),
  };
}

/** The fields a renewal changes: the expiry moves LOCK_LIFETIME_MS past now. */
export function lockRenewal(uid: string, now: Date): Pick<Lock, 'updatedAt' | 'updatedBy' | 'expireAt'> {
  return { updatedAt: now.toISOString(), updatedBy: uid, expireAt: expiryFrom(now) };
}

export function isLockActive(lock: Pick<Lock, 'expireAt'>, now: Date): boolean {
  return Date.parse(lock.expireAt) > now.getTime();
}

/** What a lock means to the person opening its resource: nobody holds it, they do, or someone else does. */
export type LockHolding = 'free' | 'mine' | 'heldByOther';

export function lockHolding(lock: Lock | null | undefined, uid: string, now: Date): LockHolding {
  if (!lock || !isLockActive(lock, now)) return 'free';
  return lock.createdBy === uid ? 'mine' : 'heldByOther';
}
