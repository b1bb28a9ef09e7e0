import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventPaths } from '../../src/domain/paths';
import { publicBrandingSchema, type PublicBranding } from '../../src/domain/settings/public-branding';
import { adminDb } from '../support/auth-people';
import {
  collectConsole,
  releaseBrowser,
  sharedBrowser,
  openPage,
  screenSettled,
  atBothWidths,
} from '../support/browser';
import { getStack } from '../support/stack';

// A guest's first screens carry the event's brand (its public branding, which the demo seed
// writes): the sign-in, a public form, a public page and a wrong address, with nothing logged.

async function firstPublicId(collection: 'forms' | 'content'): Promise<string> {
  const found = await adminDb()
    .collection(eventPaths(getStack().eventId).collection(collection))
    .where('isPublic', '==', true)
    .where('isPublished', '==', true)
    .get();
  // Other stories archive public forms and pages of their own: an archived one is not public.
  const id = found.docs.find((doc) => doc.get('isArchived') !== true)?.id;
  if (!id) throw new Error(`The demo event has no public ${collection}`);
  return id;
}

/** The event's name, its logo (loaded) and its colour on the frame. */
async function expectBranded(page: Page, branding: PublicBranding): Promise<void> {
  const frame = page.locator('.public-frame');
  const logo = frame.locator('.public-frame-brand img');
  await logo.waitFor();
  expect(await logo.getAttribute('src')).toBe(
    branding.logo && branding.navTheme === 'dark' && branding.autoLogo
      ? branding.invertedLogo || branding.logo
      : branding.logo,
  );
  await expect
    .poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
    .toBe(true);
  expect(await logo.getAttribute('alt')).toBe(branding.eventName);
  expect(await frame.locator('.public-frame-brand').innerText()).toContain(branding.eventName);
  expect(await frame.evaluate((element) => getComputedStyle(element).getPropertyValue('--portal-nav-bg').trim())).toBe(
    branding.navBgColor,
  );
  expect(await frame.evaluate((element) => getComputedStyle(element).backgroundImage)).toContain('large.png');
}

describe("the event's brand on the screens a signed-out person sees", () => {
  let browser: Browser;
  let branding: PublicBranding;
  beforeAll(async () => {
    browser = await sharedBrowser();
    branding = publicBrandingSchema.parse(
      (await adminDb().doc(eventPaths(getStack().eventId).publicBranding).get()).data(),
    );
  });
  afterAll(async () => {
    await releaseBrowser(browser);
  });

  it('the demo seed gives the event a public branding of its own', () => {
    expect(branding).toMatchObject({ eventName: 'Eventflow Demo Expo', navBgColor: '#16325c', navTheme: 'dark' });
    expect(branding.logo).not.toBe('');
    expect(branding.loginImage).not.toBe('');
  });

  it('the sign-in page, from its prerendered HTML on: name, logo, colour and login picture, and a clean console', async () => {
    const page = await openPage(browser, '/auth/login');
    const logged = collectConsole(page);
    // Before any script has run, the HTML itself is the event's.
    const html = await (await fetch(new URL('/auth/login', page.url()))).text();
    expect(html).toContain(`--portal-nav-bg:${branding.navBgColor}`);
    expect(html).toContain(`alt="${branding.eventName}"`);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await expectBranded(page, branding);
    await screenSettled(page);
    await atBothWidths(page, 'public-sign-in');
    expect(logged).toEqual([]);
    await page.close();
  });

  it('a public form, its thank-you page, a public content page and a wrong address, each in the brand with a clean console', async () => {
    const [formId, contentId] = await Promise.all([firstPublicId('forms'), firstPublicId('content')]);
    const screens = [
      {
        path: `/guests/forms/${formId}`,
        ready: (page: Page) => page.locator('form').first().waitFor(),
        shot: 'public-guest-form',
      },
      { path: `/guests/forms/${formId}/sent`, ready: (page: Page) => page.getByText('Thank you').waitFor() },
      {
        path: `/guests/content/${contentId}`,
        ready: (page: Page) => page.getByRole('heading', { level: 1 }).waitFor(),
      },
      { path: '/auth/forgot-password', ready: (page: Page) => page.getByRole('heading', { level: 1 }).waitFor() },
      {
        path: '/no-such-page',
        ready: (page: Page) => page.getByRole('heading', { name: 'Page not found' }).waitFor(),
        shot: 'public-not-found',
      },
    ];
    for (const screen of screens) {
      const page = await openPage(browser, screen.path);
      const logged = collectConsole(page);
      await screen.ready(page);
      await expectBranded(page, branding);
      await screenSettled(page);
      if (screen.shot) await atBothWidths(page, screen.shot);
      expect({ path: screen.path, logged }).toEqual({ path: screen.path, logged: [] });
      await page.close();
    }
  });

  it('a branding saved since the build shows once the screen has read it', async () => {
    const publicBranding = adminDb().doc(eventPaths(getStack().eventId).publicBranding);
    const stored = (await publicBranding.get()).data()!;
    try {
      await publicBranding.update({ eventName: 'Harbour Expo', navBgColor: '#5c1630' });
      const page = await openPage(browser, '/auth/login');
      const frame = page.locator('.public-frame');
      // Read once the browser is idle, with Firestore loading then: a few seconds on a busy machine.
      await expect
        .poll(() => frame.locator('.public-frame-brand img').getAttribute('alt'), { timeout: 15_000 })
        .toBe('Harbour Expo');
      await expect
        .poll(() => frame.evaluate((element) => getComputedStyle(element).getPropertyValue('--portal-nav-bg').trim()))
        .toBe('#5c1630');
      await page.close();
    } finally {
      await publicBranding.set(stored);
    }
  });
});
