import { signOut } from 'firebase/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAsDemo } from '../../../tests/support/demo-sign-in';
import { recordFetchedUrls } from '../../../tests/support/fetched-urls';
import { adminDb } from '../../../tests/support/auth-people';
import { getStack } from '../../../tests/support/stack';
import { initFirebase, type FirebaseClient } from '../../lib/firebase/client';
import { parseClientEnv } from '../../lib/firebase/env';
import { getSettings } from './settings-store';

// A fresh page's data layer (this file's modules are its own), its first reads going to the
// server through the lite SDK: what it asks the server for, seen on the wire (fetch).
describe('settings asked for at once as a screen opens', () => {
  let client: FirebaseClient;
  let requests: string[] = [];
  let stopRecording: () => void;
  beforeAll(async () => {
    ({ urls: requests, stop: stopRecording } = recordFetchedUrls());
    client = initFirebase(parseClientEnv(getStack().env));
    await signInAsDemo(client.auth, 'admin');
  });
  afterAll(() => {
    stopRecording();
  });
  const reads = () => ({
    queries: requests.filter((url) => url.includes(':runQuery')).length,
    documents: requests.filter((url) => url.includes('documents:batchGet')).length,
  });
  const stored = async (kind: string) => (await adminDb().doc(client.paths.settings(kind)).get()).data();

  // One story: past the first screen (no read for a moment) reads go through the full SDK instead.
  it('are read in one query for a member, and one by one for a guest, who gets only what a guest may read', async () => {
    const [terminology, branding, event] = await Promise.all([
      getSettings('terminology'),
      getSettings('branding'),
      getSettings('event'),
    ]);
    expect(reads()).toEqual({ queries: 1, documents: 0 });
    expect([terminology.id, branding.id, event.id]).toEqual(['terminology', 'branding', 'event']);
    expect(event.timeZone).toBe((await stored('event'))?.timeZone);
    expect(branding.navBgColor).toBe((await stored('branding'))?.navBgColor);

    await signOut(client.auth);
    const [guestTerminology, guestBranding] = await Promise.allSettled([
      getSettings('terminology'),
      getSettings('branding'),
    ]);
    // The query is refused to a guest; each kind is then read alone, as the rules allow it or not.
    expect(reads()).toEqual({ queries: 2, documents: 2 });
    expect(guestTerminology).toMatchObject({ status: 'fulfilled', value: { id: 'terminology' } });
    expect(guestBranding).toMatchObject({ status: 'rejected', reason: { code: 'permission-denied' } });
  });
});
