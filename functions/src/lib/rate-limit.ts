import { createHash } from 'node:crypto';
import { HttpsError } from 'firebase-functions/https';
import {
  CALENDAR_FEED_LIMITS,
  GUEST_CREATION_LIMITS,
  GUEST_DRAFT_MAIL_LIMITS,
  ORGANISER_MAIL_LIMITS,
  RATE_LIMITS,
  ORGANISER_MAILS_REFUSED,
  TOO_MANY_REQUESTS,
  type RateLimit,
  type RateLimitName,
} from '../../../src/domain/security';
import { adminFirestore } from './admin';

/** rateLimits/{id}: one key's count of one allowance in the current window; the functions' own. */
export const RATE_LIMITS_COLLECTION = 'rateLimits';

interface WindowCount {
  windowStartedAt: number;
  count: number;
}

/** The caller's count after one more call, or undefined when the allowance of the window is used up. */
export function nextWindowCount(
  stored: Partial<WindowCount> | undefined,
  limit: RateLimit,
  nowMs: number,
): WindowCount | undefined {
  const windowOpen =
    typeof stored?.windowStartedAt === 'number' && nowMs - stored.windowStartedAt < limit.windowSeconds * 1000;
  if (!windowOpen) return { windowStartedAt: nowMs, count: 1 };
  const count = typeof stored.count === 'number' ? stored.count : 0;
  return count >= limit.max ? undefined : { windowStartedAt: stored.windowStartedAt!, count: count + 1 };
}

const ALLOWANCES: Readonly<Record<RateLimitName, RateLimit>> = {
  ...RATE_LIMITS,
  ...GUEST_DRAFT_MAIL_LIMITS,
  ...ORGANISER_MAIL_LIMITS,
  ...GUEST_CREATION_LIMITS,
  ...CALENDAR_FEED_LIMITS,
};

/** The counter of `name` for `key`. The key is hashed so the collection holds no addresses. */
export function rateLimitDocId(name: string, key: string): string {
  return `${name}-${createHash('sha256').update(key).digest('hex').slice(0, 40)}`;
}

/**
 * Counts one use of the allowance `name` by `key` (a uid, 'ip:…' for a signed-out caller, or what
 * the allowance is of: a form, a recipient) and refuses it with `refusal` ('Too many requests.
 * Please try again later.' unless told) beyond the allowance.
 */
export async function enforceRateLimit(
  name: RateLimitName,
  key: string,
  refusal: string = TOO_MANY_REQUESTS,
): Promise<void> {
  const ref = adminFirestore().collection(RATE_LIMITS_COLLECTION).doc(rateLimitDocId(name, key));
  // Counted in a transaction, and nothing counted once the window's allowance is used up.
  const allowed = await adminFirestore().runTransaction(async (transaction) => {
    const next = nextWindowCount((await transaction.get(ref)).data(), ALLOWANCES[name], Date.now());
    if (next) transaction.set(ref, { callable: name, ...next });
    return next !== undefined;
  });
  if (!allowed) throw new HttpsError('resource-exhausted', refusal);
}

/**
 * Counts one mail of a team member's or guest's words to the organisers, keyed by who sent it (a
 * uid, or 'ip:…' for a guest), and refuses it beyond the sender's hourly allowance.
 */
export function countMailToOrganisers(senderKey: string): Promise<void> {
  return enforceRateLimit('mailsToOrganisersPerSender', senderKey, ORGANISER_MAILS_REFUSED);
}
