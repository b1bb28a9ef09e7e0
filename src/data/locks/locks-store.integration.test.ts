import { randomUUID } from 'node:crypto';
import { doc, updateDoc } from 'firebase/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInAsDemo } from '../../../tests/support/demo-sign-in';
import { getStack } from '../../../tests/support/stack';
import { LOCK_LIFETIME_MS } from '../../domain/constants';
import { initFirebase, type FirebaseClient } from '../../lib/firebase/client';
import { cachedDb } from '../../lib/firebase/cached-firestore';
import { parseClientEnv } from '../../lib/firebase/env';
import { acquireLock, getLock, listLocks, releaseLock, renewLock } from './locks-store';

const DENIED = { code: 'permission-denied' };

// Two organisers on one client: the test signs in as one, then the other, as two browsers would.
describe('edit locks against the local stack (rules enforced)', () => {
  let client: FirebaseClient;
  const as = async (who: 'moderator' | 'admin') => {
    await client.auth.signOut();
    await signInAsDemo(client.auth, who);
    return client.auth.currentUser!.uid;
  };
  beforeAll(() => {
    client = initFirebase(parseClientEnv(getStack().env));
  });

  it('takes a free lock for five minutes, renews it, lists it and releases it', async () => {
    const uid = await as('moderator');
    const pageId = `page-${randomUUID()}`;
    const before = Date.now();
    const attempt = await acquireLock({ resourceId: pageId, type: 'content' });
    expect(attempt.acquired).toBe(true);
    expect(attempt.lock).toMatchObject({ id: pageId, type: 'content', createdBy: uid });
    const stored = await getLock(pageId);
    expect(stored).toEqual(attempt.lock);
    const lifetime = Date.parse(stored!.expireAt) - Date.parse(stored!.updatedAt);
    expect(lifetime).toBe(LOCK_LIFETIME_MS);
    expect(Date.parse(stored!.createdAt)).toBeGreaterThanOrEqual(before - 1000);

    await new Promise((resolve) => setTimeout(resolve, 20));
    await renewLock(pageId);
    const renewed = await getLock(pageId);
    expect(Date.parse(renewed!.expireAt)).toBeGreaterThan(Date.parse(stored!.expireAt));
    expect(renewed!.createdAt).toBe(stored!.createdAt);
    expect((await listLocks()).map((lock) => lock.id)).toContain(pageId);

    await releaseLock(pageId);
    expect(await getLock(pageId)).toBeNull();
  });

  it("an editor opened twice at once (React's development double mount) takes the lock once, both openings holding it", async () => {
    const uid = await as('moderator');
    const pageId = `page-${randomUUID()}`;
    const [first, second] = await Promise.all([
      acquireLock({ resourceId: pageId, type: 'content' }),
      acquireLock({ resourceId: pageId, type: 'content' }),
    ]);
    expect(first).toMatchObject({ acquired: true, lock: { createdBy: uid } });
    expect(second).toEqual(first);
    expect(await getLock(pageId)).toEqual(first.lock);
    await releaseLock(pageId);
  });

  it('a second organiser sees who holds it, may take it over, and the first can then neither renew nor release it', async () => {
    const moderator = await as('moderator');
    const pageId = `page-${randomUUID()}`;
    await acquireLock({ resourceId: pageId, type: 'content' });

    const admin = await as('admin');
    const refused = await acquireLock({ resourceId: pageId, type: 'content' });
    expect(refused).toMatchObject({ acquired: false, lock: { createdBy: moderator } });
    await expect(renewLock(pageId)).rejects.toMatchObject(DENIED);
    await expect(releaseLock(pageId)).rejects.toMatchObject(DENIED);

    const taken = await acquireLock({ resourceId: pageId, type: 'content', takeOver: true });
    expect(taken).toMatchObject({ acquired: true, lock: { createdBy: admin } });

    await as('moderator');
    await expect(renewLock(pageId)).rejects.toMatchObject(DENIED);
    await expect(releaseLock(pageId)).rejects.toMatchObject(DENIED);
    expect((await getLock(pageId))!.createdBy).toBe(admin);
  });

  it('ignores an expired lock: the next organiser takes it without taking over', async () => {
    const moderator = await as('moderator');
    const pageId = `page-${randomUUID()}`;
    await acquireLock({ resourceId: pageId, type: 'supplier' });
    // Let it lapse as if its editor had closed without releasing it.
    await updateDoc(doc(cachedDb(), client.paths.doc('locks', pageId)), {
      expireAt: new Date(Date.now() - 1000).toISOString(),
    });
    expect((await getLock(pageId))!.createdBy).toBe(moderator);

    const admin = await as('admin');
    const attempt = await acquireLock({ resourceId: pageId, type: 'supplier' });
    expect(attempt).toMatchObject({ acquired: true, lock: { createdBy: admin, type: 'supplier' } });
  });

  it('is refused to team members', async () => {
    await client.auth.signOut();
    await signInAsDemo(client.auth, 'teamOwner');
    await expect(acquireLock({ resourceId: `page-${randomUUID()}`, type: 'content' })).rejects.toMatchObject(DENIED);
  });
});
