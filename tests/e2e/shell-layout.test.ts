import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoAccount } from '../../scripts/demo-accounts';
import { eventPaths } from '../../src/domain/paths';
import { adminDb, createPerson } from '../support/auth-people';
import { seriousAxeViolations } from '../support/axe';
import {
  releaseBrowser,
  sharedBrowser,
  openPage,
  portalUrl,
  screenSettled,
  signIn,
  takePicture,
  openSignedIn,
} from '../support/browser';
import { getStack } from '../support/stack';

// The frame around every page: the menu, the 404 page, My events, onboarding and how the shell
// looks for an organiser and a team at desktop and phone widths.

function signInAt(browser: Browser, email: string, password: string, path: string, width = 1400): Promise<Page> {
  return openSignedIn(browser, path, email, { password, width });
}

describe('the shell', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await sharedBrowser();
  });
  afterAll(async () => {
    await releaseBrowser(browser);
  });

  it('an unknown path shows the 404 page: signed out in the public frame with the way to the sign-in, signed in inside the shell', async () => {
    const signedOut = await openPage(browser, '/no/such/page');
    await expect.poll(() => signedOut.getByRole('heading', { level: 1 }).textContent()).toBe('Page not found');
    await signedOut.getByRole('link', { name: 'Go To Sign In' }).click();
    await signedOut.waitForURL(/\/auth\/login$/);
    await signedOut.close();

    const owner = demoAccount('teamOwner');
    const page = await signInAt(browser, owner.email, DEMO_PASSWORD, '/404');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Page not found');
    await page.goto(portalUrl('/no/such/page'));
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Page not found');
    // The shell's menu comes once the session has restored who this is.
    await page.getByRole('complementary', { name: 'Main menu' }).waitFor();
    expect(await page.getByRole('link', { name: 'Go To Sign In' }).count()).toBe(0);
    await page.close();
  });

  it('My events lists the events of the person with dates and a link to each portal', async () => {
    const person = await createPerson('user');
    const page = await signInAt(browser, person.email, person.password, '/my-events');
    const event = (await adminDb().doc(eventPaths(getStack().eventId).event).get()).data() as {
      eventName: string;
      startDate: string;
      appUrl: string;
    };
    const list = page.getByRole('list', { name: 'Events' });
    await expect.poll(() => list.textContent()).toContain(event.eventName);
    const year = event.startDate.slice(0, 4);
    expect(await list.textContent()).toContain(year);
    expect(await list.getByRole('link', { name: 'Open portal' }).getAttribute('href')).toBe(event.appUrl);
    await takePicture(page, 'shell-my-events-1400');
    await page.close();
  });

  it('a person who is not onboarded goes through onboarding first while it is switched on', async () => {
    const onboardingPath = eventPaths(getStack().eventId).settings('onboarding');
    const before = (await adminDb().doc(onboardingPath).get()).data();
    const person = await createPerson('user');
    try {
      await adminDb()
        .doc(onboardingPath)
        .set({
          ...before,
          showOnboarding: true,
          showGreeting: true,
          showSurname: true,
          title: 'Welcome to the expo!',
          salutation: 'Hello',
          description: 'Everything you need to prepare your stand is in this portal.',
          videoUrl: 'dQw4w9WgXcQ',
          videoSourceType: 'youTube',
        });
      const page = await openPage(browser, '/');
      await page.waitForURL(/\/auth\/login/);
      await signIn(page, person.email, person.password);
      await page.waitForURL((url) => url.pathname === '/onboarding');
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Welcome to the expo!');
      expect(await page.getByText(`Hello ${person.firstName} Tester,`).count()).toBe(1);
      expect(await page.locator('iframe[title="Welcome video"]').getAttribute('src')).toBe(
        'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      );
      await takePicture(page, 'shell-onboarding-1400');
      await page.getByRole('button', { name: /^Continue to/ }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await expect
        .poll(
          async () => (await adminDb().doc(eventPaths(getStack().eventId).user(person.uid)).get()).data()?.isOnboarded,
        )
        .toBe(true);
      // Once onboarded, pages open directly.
      await page.goto(portalUrl('/my-events'));
      await page.waitForURL((url) => url.pathname === '/my-events');
      await page.close();
    } finally {
      await adminDb()
        .doc(onboardingPath)
        .set(before ?? {});
    }
  });

  it('onboarding is skipped while it is switched off', async () => {
    const person = await createPerson('user');
    const page = await signInAt(browser, person.email, person.password, '/');
    await page.goto(portalUrl('/onboarding'));
    await page.waitForURL((url) => url.pathname === '/');
    await page.close();
  });

  for (const [who, file] of [
    ['admin', 'admin'],
    ['teamOwner', 'team'],
  ] as const) {
    it(`the shell for ${file === 'admin' ? 'an admin' : 'a team user'} fits 1400 px and 390 px, with its menu folded on a phone`, async () => {
      const account = demoAccount(who);
      const path = who === 'admin' ? '/admin' : '/';
      for (const width of [1400, 390]) {
        const page = await signInAt(browser, account.email, DEMO_PASSWORD, path, width);
        // The skeleton's heading has no text; wait for the page's own.
        await page.getByRole('heading', { level: 1, name: /\S/ }).first().waitFor();
        await screenSettled(page);
        await takePicture(page, `shell-${file}-${width}`, { fullPage: false });
        // Nothing is wider than the window, so nothing is cut or needs a sideways scroll.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        const openMenu = page.getByRole('button', { name: 'Open menu' });
        if (width === 390) {
          // On a phone the sidebar folds into a menu that opens as a dialog holding the links.
          await openMenu.click();
          const menu = page.getByRole('dialog');
          await menu.waitFor();
          await page.waitForTimeout(400);
          expect(await menu.getByRole('link').count()).toBeGreaterThan(0);
          await takePicture(page, `shell-${file}-${width}-menu`, { fullPage: false });
        } else {
          // On a desktop the sidebar's links are on the page and no menu button is offered; its
          // headings and links read at AA on the demo's brand colour.
          expect(await openMenu.isVisible()).toBe(false);
          expect(
            await page.getByRole('complementary', { name: 'Main menu' }).getByRole('link').count(),
          ).toBeGreaterThan(0);
          expect(await seriousAxeViolations(page, '.app-sidebar')).toEqual([]);
        }
        await page.close();
      }
    });
  }

  it('an admin arranges the sidebar and the menu follows', async () => {
    const admin = await createPerson('admin');
    const paths = eventPaths(getStack().eventId);
    const sidebar = await adminDb().collection(paths.collection('sidebar')).get();
    const saved = sidebar.docs.map((doc) => ({ id: doc.id, data: doc.data() }));
    try {
      const page = await signInAt(browser, admin.email, admin.password, '/admin/sidebar');
      await page.getByRole('button', { name: 'Add section' }).first().click();
      const heading = page.getByLabel('Section heading').last();
      await heading.fill('Quick help');
      await page
        .getByRole('combobox', { name: 'Add a page to Quick help' })
        .selectOption({ label: 'Downloads (core page)' });
      await takePicture(page, 'shell-manage-sidebar-1400');
      await page.getByRole('button', { name: 'Save sidebar' }).click();
      await page.getByText('Your updates have been successfully saved').waitFor();
      await expect
        .poll(() => page.getByRole('complementary', { name: 'Main menu' }).getByText('Quick help').count())
        .toBe(1);
      const stored = await adminDb().collection(paths.collection('sidebar')).where('heading', '==', 'Quick help').get();
      expect(stored.docs.map((doc) => doc.data().itemIds)).toEqual([['downloads']]);
      await page.close();
    } finally {
      const now = await adminDb().collection(paths.collection('sidebar')).get();
      const batch = adminDb().batch();
      for (const doc of now.docs) if (!saved.some((entry) => entry.id === doc.id)) batch.delete(doc.ref);
      for (const entry of saved) batch.set(adminDb().doc(`${paths.collection('sidebar')}/${entry.id}`), entry.data);
      await batch.commit();
    }
  });
});
