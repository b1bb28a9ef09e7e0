import { signOut } from 'firebase/auth';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInAsDemo } from '../../../tests/support/demo-sign-in';
import { getStack } from '../../../tests/support/stack';
import { initFirebase, type FirebaseClient } from '../../lib/firebase/client';
import { readDocument } from '../../lib/firebase/documents';
import { parseClientEnv } from '../../lib/firebase/env';
import { listCorePages } from '../navigation/navigation-store';
import { getPublicBranding } from './public-branding-store';
import { getSettings, updateSettings, updateTermsAndVariables } from './settings-store';

// The demo event's settings are shared by every test of the run: each case writes back what it
// read, and asserts the stamp and what others may do.
describe('settings against the local stack', () => {
  let client: FirebaseClient;
  beforeAll(async () => {
    client = initFirebase(parseClientEnv(getStack().env));
    await signInAsDemo(client.auth, 'admin');
  });

  it('reads a settings document with its defaults and saves it back stamped', async () => {
    const event = await getSettings('event');
    expect(event.id).toBe('event');
    const saved = await updateSettings('event', event);
    const stored = (await readDocument(client.paths.settings('event'))).data();
    expect(stored).toMatchObject({ updatedBy: client.auth.currentUser?.uid, updatedAt: expect.any(String) });
    const unstamped = (settings: object) => ({ ...settings, updatedAt: '', updatedBy: '' });
    expect(unstamped(await getSettings('event'))).toEqual(unstamped(saved));
  });

  it('refuses a settings document that does not fit with its kind’s message', async () => {
    const variables = await getSettings('variables');
    await expect(updateSettings('variables', { ...variables, teamMemberLimit: -1 })).rejects.toThrow();
    expect((await getSettings('variables')).teamMemberLimit).toBe(variables.teamMemberLimit);
  });

  it('saves variables and terminology together, renaming core pages whose label changed, and back', async () => {
    const [variables, terminology, corePages] = await Promise.all([
      getSettings('variables'),
      getSettings('terminology'),
      listCorePages(),
    ]);
    const renamed = { ...terminology, downloads: `${terminology.downloads} Hub` };
    await updateTermsAndVariables({ variables, terminology: renamed, previousTerminology: terminology, corePages });
    expect((await getSettings('terminology')).downloads).toBe(renamed.downloads);
    await updateTermsAndVariables({
      variables,
      terminology,
      previousTerminology: renamed,
      corePages: await listCorePages(),
    });
    expect(await getSettings('terminology')).toMatchObject({ downloads: terminology.downloads });
    expect((await listCorePages()).map((page) => page.title)).toEqual(corePages.map((page) => page.title));
  });

  it("updates the public branding with the admin's branding, event, emails and variables saves, which a signed-out person reads but not the settings", async () => {
    const [branding, event, emails, variables] = await Promise.all([
      getSettings('branding'),
      getSettings('event'),
      getSettings('emails'),
      getSettings('variables'),
    ]);
    try {
      await updateSettings('branding', {
        ...branding,
        navBgColor: '#2a1b5c',
        loginImage: 'https://files.test/hall.png',
      });
      await updateSettings('event', { ...event, eventName: 'Harbour Expo' });
      await updateSettings('emails', {
        ...emails,
        supportEmail: 'help@harbour.test',
        fromEmail: 'private@harbour.test',
      });
      await updateSettings('variables', { ...variables, currencyId: 'EUR', teamMemberLimit: 13 });
      await signOut(client.auth);
      const seen = await getPublicBranding();
      expect(seen).toMatchObject({
        eventName: 'Harbour Expo',
        supportEmail: 'help@harbour.test',
        currencyId: 'EUR',
        navBgColor: '#2a1b5c',
        navTheme: 'dark',
        loginImage: 'https://files.test/hall.png',
        logo: branding.logo,
      });
      expect(JSON.stringify(seen)).not.toContain('private@harbour.test');
      expect(seen).not.toHaveProperty('teamMemberLimit');
      await expect(getSettings('branding')).rejects.toMatchObject({ code: 'permission-denied' });
      await expect(getSettings('event')).rejects.toMatchObject({ code: 'permission-denied' });
      await expect(getSettings('emails')).rejects.toMatchObject({ code: 'permission-denied' });
      await expect(getSettings('variables')).rejects.toMatchObject({ code: 'permission-denied' });
    } finally {
      await signInAsDemo(client.auth, 'admin');
      await updateSettings('branding', branding);
      await updateSettings('event', event);
      await updateSettings('emails', emails);
      await updateSettings('variables', variables);
    }
    await expect(getPublicBranding()).resolves.toMatchObject({
      eventName: event.eventName,
      navBgColor: branding.navBgColor,
      loginImage: branding.loginImage,
    });
  });

  it('lets a moderator read the settings but not save them', async () => {
    await signInAsDemo(client.auth, 'moderator');
    try {
      const branding = await getSettings('branding');
      await expect(updateSettings('branding', branding)).rejects.toMatchObject({ code: 'permission-denied' });
    } finally {
      await signInAsDemo(client.auth, 'admin');
    }
  });
});
