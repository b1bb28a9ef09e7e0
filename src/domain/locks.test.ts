import { describe, expect, it } from 'vitest';
import { LOCK_LIFETIME_MS } from './constants';
import { isLockActive, lockHolding, lockRenewal, lockSchema, newLock } from './locks';

const now = new Date('2026-03-01T10:00:00.000Z');

describe('edit locks', () => {
  it('a new lock names its holder and expires five minutes ahead', () => {
    const lock = newLock('page1', 'content', 'mod', now);
    expect(lock).toEqual({
      id: 'page1',
      type: 'content',
      createdBy: 'mod',
      createdAt: '2026-03-01T10:00:00.000Z',
      updatedAt: '2026-03-01T10:00:00.000Z',
      updatedBy: 'mod',
      expireAt: '2026-03-01T10:05:00.000Z',
    });
    expect(LOCK_LIFETIME_MS).toBe(5 * 60 * 1000);
    expect(lockSchema.parse(lock)).toEqual(lock);
  });

  it('a renewal moves the expiry five minutes past the renewal', () => {
    expect(lockRenewal('mod', new Date('2026-03-01T10:03:00.000Z'))).toEqual({
      updatedAt: '2026-03-01T10:03:00.000Z',
      updatedBy: 'mod',
      expireAt: '2026-03-01T10:08:00.000Z',
    });
  });

  it('is active until its expiry and ignored from then on', () => {
    const lock = newLock('page1', 'content', 'mod', now);
    expect(isLockActive(lock, new Date('2026-03-01T10:04:59.999Z'))).toBe(true);
    expect(isLockActive(lock, new Date('2026-03-01T10:05:00.000Z'))).toBe(false);
  });

  it("tells the opener whether the resource is free, theirs or someone else's", () => {
    const lock = newLock('page1', 'content', 'mod', now);
    const later = new Date('2026-03-01T10:01:00.000Z');
    expect(lockHolding(null, 'mod', later)).toBe('free');
    expect(lockHolding(lock, 'mod', later)).toBe('mine');
    expect(lockHolding(lock, 'admin', later)).toBe('heldByOther');
    expect(lockHolding(lock, 'admin', new Date('2026-03-01T10:06:00.000Z'))).toBe('free');
  });

  it('refuses a lock without a holder or of an unknown type', () => {
    expect(lockSchema.safeParse({ ...newLock('page1', 'content', 'mod', now), createdBy: '' }).success).toBe(false);
    expect(lockSchema.safeParse({ ...newLock('page1', 'content', 'mod', now), type: 'settings' }).success).toBe(false);
  });
});
