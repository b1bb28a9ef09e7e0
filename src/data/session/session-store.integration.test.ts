import { cachedDb } from '../../lib/firebase/cached-firestore';
import { doc, getDocFromCache, updateDoc } from 'firebase/firestore';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TEAM_ID } from '../../../scripts/seed';
import { demoAccount, DEMO_PASSWORD } from '../../../scripts/demo-accounts';
import { adminDb, createPerson } from '../../../tests/support/auth-people';
import { getStack } from '../../../tests/support/stack';
import { TEAM_MESSAGES } from '../../domain/messages';
import { eventPaths } from '../../domain/paths';
import { initFirebase, type FirebaseClient } from '../../lib/firebase/client';
import { readDocument } from '../../lib/firebase/documents';
import { parseClientEnv } from '../../lib/firebase/env';
import type { SessionUser } from './session-state';
import { rememberedSessionUser, signInWithEmail, signOutEverywhere, watchSession } from './session-store';

// In Node there is no localStorage; the session remembers its user there and signing out clears what a
// browser keeps, so give it one.
function memoryStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'clear'> {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}
Object.assign(globalThis, { localStorage: memoryStorage(), sessionStorage: memoryStorage() });

/** The next settled session: the user (or null), or the load's error. */
function nextSession(): Promise<{ user: SessionUser | null; error?: unknown }> {
  return new Promise((resolve) => {
    let error: unknown;
    const stop = watchSession(
      (user) => {
        stop();
        resolve({ user, error });
      },
      () => undefined,
      (failure) => {
        error = failure;
      },
    );
  });
}

describe('the session against the local stack', () => {
  let client: FirebaseClient;
  beforeAll(() => {
    client = initFirebase(parseClientEnv(getStack().env));
  });
  afterEach(async () => {
    await signOutEverywhere();
  });

  it('signs in, records the login, and reports the user with their role and team', async () => {
    const member = demoAccount('teamMember');
    const record = adminDb().doc(eventPaths(getStack().eventId).user(member.uid));
    await record.update({ hasLoggedIn: false, lastLoginInTime: '' });
    const before = new Date().toISOString();
    await signInWithEmail(` ${member.email} `, DEMO_PASSWORD);
    const { user } = await nextSession();
    expect(user).toMatchObject({
      uid: member.uid,
      role: 'user',
      teamId: DEMO_TEAM_ID,
      standShareRole: expect.any(String),
    });
    // The recordSignIn function stamps the server's time of the sign-in.
    const recorded = (await readDocument(client.paths.user(member.uid))).data()!;
    expect(recorded).toMatchObject({ hasLoggedIn: true, updatedBy: member.uid });
    expect(recorded.lastLoginInTime >= before && recorded.lastLoginInTime <= new Date().toISOString()).toBe(true);
    // The browser remembers the session user (a later visit opens its screen with it while Auth restores the sign-in) until signing out.
    expect(rememberedSessionUser()).toEqual(user);
    await signOutEverywhere();
    expect(rememberedSessionUser()).toBeNull();
  });

  it('signing out clears the documents Firestore keeps and stops the client that held them', async () => {
    const member = demoAccount('teamMember');
    await signInWithEmail(member.email, DEMO_PASSWORD);
    const recordPath = client.paths.user(member.uid);
    const heldBefore = cachedDb();
    await readDocument(recordPath);
    // Read from the server first, then again into the cache once nothing else is being read.
    await expect
      .poll(() => getDocFromCache(doc(cachedDb(), recordPath)).then((kept) => kept.get('email'), String))
      .toBe(member.email);

    await signOutEverywhere();
    await signInWithEmail(member.email, DEMO_PASSWORD);
    expect(cachedDb()).not.toBe(heldBefore);
    await expect(getDocFromCache(doc(cachedDb(), recordPath))).rejects.toMatchObject({ code: 'unavailable' });
    await expect(Promise.resolve().then(() => getDocFromCache(doc(heldBefore, recordPath)))).rejects.toThrow(
      /terminated/,
    );
  });

  it("refuses a person's own writes to their sign-in record (it feeds the risk score), and keeps it as the server recorded it", async () => {
    const member = demoAccount('teamMember');
    await signInWithEmail(member.email, DEMO_PASSWORD);
    const path = client.paths.user(member.uid);
    const recorded = (await readDocument(path)).data()!;
    const now = new Date().toISOString();
    for (const forged of [
      { lastLoginInTime: '2999-01-01T00:00:00.000Z' },
      { hasLoggedIn: false },
      { hasLoggedIn: true, lastLoginInTime: now },
    ]) {
      await expect(
        updateDoc(doc(cachedDb(), path), { ...forged, updatedAt: now, updatedBy: member.uid }),
      ).rejects.toMatchObject({ code: 'permission-denied' });
    }
    expect((await readDocument(path)).data()).toMatchObject({
      hasLoggedIn: true,
      lastLoginInTime: recorded.lastLoginInTime,
    });
  });

  it('opens with the remembered session user before Auth answers, and signs out when Auth finds nobody', async () => {
    const remembered: SessionUser = {
      uid: 'someone',
      email: 'someone@example.test',
      firstName: 'Some',
      surname: 'One',
      role: 'admin',
      isOnboarded: true,
      teamId: '',
      teamTypeId: '',
      standShareRole: 'none',
      isOrganiser: false,
      parentTeamId: '',
    };
    localStorage.setItem('eventflow.session', JSON.stringify(remembered));
    const reported: (SessionUser | null)[] = [];
    await new Promise<void>((done) => {
      const stop = watchSession(
        (user) => {
          reported.push(user);
          if (user === null) {
            stop();
            done();
          }
        },
        () => undefined,
        () => undefined,
      );
    });
    expect(reported).toEqual([remembered, null]);
    expect(localStorage.getItem('eventflow.session')).toBeNull();
  });

  it('forgets a remembered session that is not a session user', () => {
    for (const text of ['not json', JSON.stringify({ uid: 'x', role: 'superuser' })]) {
      localStorage.setItem('eventflow.session', text);
      expect(rememberedSessionUser()).toBeNull();
      expect(localStorage.getItem('eventflow.session')).toBeNull();
    }
  });

  it("reports nobody for an account without a place in this event, with the spec's lookup message", async () => {
    const person = await createPerson('user');
    await adminDb().doc(eventPaths(getStack().eventId).user(person.uid)).delete();
    await expect(signInWithEmail(person.email, person.password)).rejects.toMatchObject({
      code: expect.stringMatching(/permission-denied|not-found/),
    });
    const { user, error } = await nextSession();
    expect(user).toBeNull();
    expect((error as Error).message).toBe('User not found');
  });

  it("fails a malformed user record with the spec's shape check message", async () => {
    const person = await createPerson('user');
    const record = adminDb().doc(eventPaths(getStack().eventId).user(person.uid));
    await record.update({ firstName: 42 });
    await signInWithEmail(person.email, person.password);
    const { user, error } = await nextSession();
    // Not left in the shared event, where every list of its users would drop and report it.
    await record.delete();
    expect(user).toBeNull();
    expect((error as Error).message).toBe(TEAM_MESSAGES.failedToParseUserOrTeam);
  });
});
