import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoAccount } from '../../scripts/demo-accounts';
import { contentSchema } from '../../src/domain/content';
import { eventPaths } from '../../src/domain/paths';
import { SECTION_PROBLEMS } from '../../src/domain/section';
import { adminDb } from '../support/auth-people';
import { collectConsole, releaseBrowser, sharedBrowser, openPage, atBothWidths, signIn } from '../support/browser';
import { getStack } from '../support/stack';

// The editor opens with a clean console and refuses sections that cannot be shown, Save waits for a
// change, the admin landing has no dead ends.

/** The demo admin signed in at `path`, followed from the login it leads to, with what the console logs from the sign-in on. */
async function adminAt(browser: Browser, path: string): Promise<{ page: Page; logged: string[] }> {
  const page = await openPage(browser, path);
  await page.waitForURL(/\/auth\/login/);
  const logged = collectConsole(page);
  await signIn(page, demoAccount('admin').email, DEMO_PASSWORD);
  await page.waitForURL((url) => url.pathname === path);
  return { page, logged };
}

describe('checks before saving, and no dead ends', () => {
  let browser: Browser;
  const paths = () => eventPaths(getStack().eventId);
  beforeAll(async () => {
    browser = await sharedBrowser();
  });
  afterAll(async () => {
    await releaseBrowser(browser);
  });

  it('the content editor opens without an error or warning (its edit lock taken), marks a button without text and with an invalid link, and does not save the page', async () => {
    const contentId = `checks-${randomUUID().slice(0, 8)}`;
    await adminDb()
      .doc(paths().doc('content', contentId))
      .set(
        contentSchema.parse({
          id: contentId,
          title: 'Visitor guide',
          path: contentId,
          isPublished: true,
          sectionIds: [],
        }),
      );
    const { page, logged } = await adminAt(browser, `/admin/content/${contentId}`);
    await expect.poll(async () => (await adminDb().doc(paths().doc('locks', contentId)).get()).exists).toBe(true);
    expect(logged).toEqual([]);
    await page.getByRole('button', { name: 'Add section' }).first().click();
    await page.getByRole('button', { name: 'Button', exact: true }).click();
    const card = page.locator('.section-editor-card').last();
    await card.getByLabel('Link').fill('not a url');
    await page.getByRole('button', { name: 'Save page' }).first().click();
    await card.getByText('Cannot be shown').waitFor();
    await card.getByText(SECTION_PROBLEMS.buttonText).waitFor();
    await card.getByText(SECTION_PROBLEMS.buttonLink).waitFor();
    await page.getByText('One section cannot be shown as it is').waitFor();
    expect(await page.getByText('Your updates have been successfully saved').count()).toBe(0);
    expect((await adminDb().doc(paths().doc('content', contentId)).get()).data()?.sectionIds).toEqual([]);
    await atBothWidths(page, 'editor-checks');

    await card.getByLabel('Button text').fill('Book a stand');
    await card.getByLabel('Link').fill('www.example.com/book');
    await page.getByRole('button', { name: 'Save page' }).first().click();
    await page.getByText('Your updates have been successfully saved').waitFor();
    // The page is published: the saved section waits as an unpublished change until it is published.
    expect((await adminDb().doc(paths().doc('content', contentId)).get()).data()?.sectionIds).toEqual([]);
    await page.getByRole('button', { name: 'Publish changes' }).click();
    await expect
      .poll(async () => (await adminDb().doc(paths().doc('content', contentId)).get()).data()?.sectionIds, {
        timeout: 15_000,
      })
      .toHaveLength(1);
    // Saved: nothing differs any more, so Save is disabled again.
    expect(await page.getByRole('button', { name: 'Save page' }).first().isDisabled()).toBe(true);
    await page.close();
  });

  it('a settings form keeps Save disabled until something changes', async () => {
    const { page } = await adminAt(browser, '/admin/event');
    const save = page.getByRole('button', { name: 'Save changes' });
    await save.waitFor();
    expect(await save.isDisabled()).toBe(true);
    await page.getByText('No unsaved changes').waitFor();
    await atBothWidths(page, 'settings-unchanged');
    await page.close();
  });

  it('the admin landing has no card without screens, and the users list keeps its emails whole beside no tips at 1400 px', async () => {
    const { page } = await adminAt(browser, '/admin');
    await page.getByRole('heading', { level: 2, name: 'Content' }).waitFor();
    expect(await page.getByText('Coming soon').count()).toBe(0);
    expect(await page.getByRole('heading', { level: 2, name: 'Reporting' }).count()).toBe(1);
    await atBothWidths(page, 'admin-landing');
    await page.goto(new URL('/admin/users', page.url()).toString());
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForTimeout(1500);
    await atBothWidths(page, 'users-layout');
    await page.close();
  });
});
