import { beforeAll, describe, expect, it } from 'vitest';
import { signInAsDemo } from '../../../tests/support/demo-sign-in';
import { getStack } from '../../../tests/support/stack';
import { initFirebase, type FirebaseClient } from '../../lib/firebase/client';
import { readDocument } from '../../lib/firebase/documents';
import { parseClientEnv } from '../../lib/firebase/env';
import { fetchCorePages } from '../navigation/navigation-store';
import { fetchSettings, saveSettings, saveTermsAndVariables } from './settings-store';

// The demo event's settings are shared by every test of the run: each case writes back what it
// read, and asserts the stamp and what others may do.
describe('settings against the local stack', () => {
  let client: FirebaseClient;
  beforeAll(async () => {
    client = initFirebase(parseClientEnv(getStack().env));
    await signInAsDemo(client.auth, 'admin');
  });

  it('reads a settings document with its defaults and saves it back stamped', async () => {
    const event = await fetchSettings('event');
    expect(event.id).toBe('event');
    const saved = await saveSettings('event', event);
    const stored = (await readDocument(client.paths.settings('event'))).data();
    expect(stored).toMatchObject({ updatedBy: client.auth.currentUser?.uid, updatedAt: expect.any(String) });
    const unstamped = (settings: object) => ({ ...settings, updatedAt: '', updatedBy: '' });
    expect(unstamped(await fetchSettings('event'))).toEqual(unstamped(saved));
  });

  it('refuses a settings document that does not fit with its kind’s message', async () => {
    const variables = await fetchSettings('variables');
    await expect(saveSettings('variables', { ...variables, teamMemberLimit: -1 })).rejects.toThrow();
    expect((await fetchSettings('variables')).teamMemberLimit).toBe(variables.teamMemberLimit);
  });

  it('saves variables and terminology together, renaming core pages whose label changed, and back', async () => {
    const [variables, terminology, corePages] = await Promise.all([fetchSettings('variables'), fetchSettings('terminology'), fetchCorePages()]);
    const renamed = { ...terminology, downloads: `${terminology.downloads} Hub` };
    await saveTermsAndVariables({ variables, terminology: renamed, previousTerminology: terminology, corePages });
    expect((await fetchSettings('terminology')).downloads).toBe(renamed.downloads);
    await saveTermsAndVariables({ variables, terminology, previousTerminology: renamed, corePages: await fetchCorePages() });
    expect(await fetchSettings('terminology')).toMatchObject({ downloads: terminology.downloads });
    expect((await fetchCorePages()).map((page) => page.title)).toEqual(corePages.map((page) => page.title));
  });

  it('lets a moderator read the settings but not save them', async () => {
    await signInAsDemo(client.auth, 'moderator');
    try {
      const branding = await fetchSettings('branding');
      await expect(saveSettings('branding', branding)).rejects.toMatchObject({ code: 'permission-denied' });
    } finally {
      await signInAsDemo(client.auth, 'admin');
    }
  });
});
