import { createHash } from 'node:crypto';
import { HttpsError } from 'firebase-functions/https';
import { RATE_LIMITS, TOO_MANY_REQUESTS, type RateLimit, type RateLimitedCallable } from '../../../src/domain/security';
import { adminFirestore } from './admin';

/** rateLimits/{id}: one caller's count of one callable in the current window; the functions' own. */
export const RATE_LIMITS_COLLECTION = 'rateLimits';

interface WindowCount {
  windowStartedAt: number;
  count: number;
}

/** The caller's count after one more call, or undefined when the allowance of the window is used up. */
export function nextWindowCount(stored: Partial<WindowCount> | undefined, limit: RateLimit, nowMs: number): WindowCount | undefined {
  const windowOpen = typeof stored?.windowStartedAt === 'number' && nowMs - stored.windowStartedAt < limit.windowSeconds * 1000;
  if (!windowOpen) return { windowStartedAt: nowMs, count: 1 };
  const count = typeof stored.count === 'number' ? stored.count : 0;
  return count >= limit.max ? undefined : { windowStartedAt: stored.windowStartedAt!, count: count + 1 };
}

/**
 * Counts one call of `callable` by `callerKey` (a uid, or 'ip:…' for a signed-out caller) and
 * refuses it with 'Too many requests. Please try again later.' beyond the callable's allowance.
 * The key is hashed so the collection holds no addresses.
 */
export async function enforceRateLimit(callable: RateLimitedCallable, callerKey: string): Promise<void> {
  if (!(await countInWindow(callable, callerKey, RATE_LIMITS[callable]))) throw new HttpsError('resource-exhausted', TOO_MANY_REQUESTS);
}

/** The rateLimits document that counts `name` for `key` (the key hashed). */
export function rateLimitDocId(name: string, key: string): string {
  return `${name}-${createHash('sha256').update(key).digest('hex').slice(0, 40)}`;
}

/** Counts one more of `name` for `key` in a transaction; false (and nothing counted) when the window's allowance is used up. */
export async function countInWindow(name: string, key: string, limit: RateLimit): Promise<boolean> {
  const ref = adminFirestore().collection(RATE_LIMITS_COLLECTION).doc(rateLimitDocId(name, key));
  return adminFirestore().runTransaction(async (transaction) => {
    const next = nextWindowCount((await transaction.get(ref)).data(), limit, Date.now());
    if (next) transaction.set(ref, { callable: name, ...next });
    return next !== undefined;
  });
}
