import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccount } from '../../scripts/demo-accounts';
import { contentSchema } from '../../src/domain/content';
import { eventPaths } from '../../src/domain/paths';
import { initFirebase } from '../../src/lib/firebase/client';
import { parseClientEnv } from '../../src/lib/firebase/env';
import { listStorageFolder } from '../../src/lib/firebase/storage-folder';
import { adminDb } from '../support/auth-people';
import { releaseBrowser, sharedBrowser, openSignedIn, takePicture } from '../support/browser';
import { signInAsDemo } from '../support/demo-sign-in';
import { makePng } from '../support/images';
import { getStack } from '../support/stack';

const previewWidth = (page: Page) =>
  page.getByTestId('asset-preview').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth);

describe('content assets: where-used, replace, search and pickers', () => {
  let browser: Browser;
  let admin: Page;
  let narrow: Page;
  const run = randomUUID().slice(0, 8);
  const paths = () => eventPaths(getStack().eventId);
  const pageId = `asset-user-${run}`;
  const pageTitle = `Venue guide ${run}`;
  const assetName = `Venue map ${run}`;
  const imageSectionId = `image-${run}`;
  const taskListSectionId = `task-list-${run}`;
  const usedIn = [
    `Content page “${pageTitle}”: header image`,
    `Content page “${pageTitle}”: image section “The halls”`,
  ];
  let assetId = '';
  let tasksPageBefore: Record<string, unknown> | undefined;

  beforeAll(async () => {
    const client = initFirebase(parseClientEnv(getStack().env));
    // Storage listings below are read as the admin: storage.rules keep the files to the event.
    await signInAsDemo(client.auth, 'admin');
    browser = await sharedBrowser();
    admin = await openSignedIn(browser, '/admin/assets/add', demoAccount('admin').email);
    await admin
      .locator('input[type=file]')
      .setInputFiles({ name: `map-${run}.png`, mimeType: 'image/png', buffer: makePng(1600, 800) });
    await admin.getByLabel('Name').fill(assetName);
    await admin.getByRole('button', { name: 'Upload' }).click();
    await admin.waitForURL(/\/admin\/assets\/(?!add)[^/]+$/, { timeout: 30_000 });
    assetId = decodeURIComponent(new URL(admin.url()).pathname.split('/').at(-1)!);

    // A page using the asset as its header picture and in an image section, with a task-list section for the picker.
    await adminDb()
      .doc(paths().doc('sections', imageSectionId))
      .set({ id: imageSectionId, contentId: pageId, type: 'image', heading: 'The halls', data: { assetId } });
    await adminDb()
      .doc(paths().doc('sections', taskListSectionId))
      .set({
        id: taskListSectionId,
        contentId: pageId,
        type: 'taskList',
        heading: 'Your tasks',
        data: { taskListId: '' },
      });
    await adminDb()
      .doc(paths().doc('content', pageId))
      .set(
        contentSchema.parse({
          id: pageId,
          title: pageTitle,
          path: pageId,
          isPublished: true,
          assetId,
          sectionIds: [imageSectionId, taskListSectionId],
        }),
      );
    narrow = await openSignedIn(browser, '/admin/assets', demoAccount('admin').email, { width: 390 });
  });

  afterAll(async () => {
    const tasksPage = adminDb().doc(paths().doc('corePages', 'tasks'));
    if (tasksPageBefore) await tasksPage.set(tasksPageBefore);
    else await tasksPage.delete();
    await adminDb().doc(paths().doc('content', pageId)).delete();
    for (const sectionId of [imageSectionId, taskListSectionId])
      await adminDb().doc(paths().doc('sections', sectionId)).delete();
    await releaseBrowser(browser);
  });

  it('deleting an asset a page uses says where it is used and deletes nothing', async () => {
    await admin.goto(admin.url().replace(/\/admin\/.*$/, `/admin/assets/${assetId}`));
    const usages = admin.getByRole('list', { name: 'Where this asset is used' });
    await expect.poll(() => usages.first().getByRole('listitem').allTextContents()).toEqual(usedIn);
    await takePicture(admin, 'asset-where-used-1400');

    await admin.getByRole('button', { name: 'Delete asset' }).click();
    const dialog = admin.getByRole('dialog');
    await expect
      .poll(() => dialog.getByRole('alert').textContent())
      .toBe(`${assetName} cannot be deleted: it is used in 2 places. Remove it from those places first.`);
    expect(await dialog.getByRole('link').allTextContents()).toEqual(usedIn);
    expect(await dialog.getByRole('button', { name: 'Delete' }).count()).toBe(0);
    await takePicture(admin, 'asset-in-use-dialog-1400');
    await dialog.getByRole('button', { name: 'Close' }).last().click();

    expect((await adminDb().doc(paths().doc('assets', assetId)).get()).exists).toBe(true);
    expect(await listStorageFolder(paths().storage('assets', assetId))).toHaveLength(4);

    await narrow.goto(narrow.url().replace(/\/admin\/.*$/, `/admin/assets/${assetId}`));
    await expect
      .poll(() =>
        narrow.getByRole('list', { name: 'Where this asset is used' }).getByRole('listitem').allTextContents(),
      )
      .toEqual(usedIn);
    await takePicture(narrow, 'asset-where-used-390');
  });

  it('replacing the file shows the new file on the asset screen and on the page that uses it', async () => {
    await admin.goto(admin.url().replace(/\/admin\/.*$/, `/admin/assets/${assetId}`));
    await expect.poll(() => previewWidth(admin)).toBe(1600);
    const before = (await adminDb().doc(paths().doc('assets', assetId)).get()).data()?.data as Record<string, string>;

    await admin
      .locator('#asset-replacement')
      .setInputFiles({ name: `map-new-${run}.png`, mimeType: 'image/png', buffer: makePng(1000, 700) });
    await admin.getByRole('button', { name: 'Replace file' }).click();
    await expect.poll(() => previewWidth(admin), { timeout: 30_000 }).toBe(1000);

    const after = (await adminDb().doc(paths().doc('assets', assetId)).get()).data()?.data as Record<string, string>;
    expect(after.large).not.toBe(before.large);
    expect(await listStorageFolder(paths().storage('assets', assetId))).toHaveLength(4);

    await admin.goto(admin.url().replace(/\/admin\/.*$/, `/content/${pageId}`));
    await expect
      .poll(() => admin.locator('img.content-image').getAttribute('src'), {
        timeout: 15_000,
      })
      .toBe(after.large);
  });

  it('searching the content list finds the page, and a search with no match says so', async () => {
    for (const [page, width] of [
      [admin, 1400],
      [narrow, 390],
    ] as const) {
      await page.goto(page.url().replace(/\/(admin|content)\/.*$/, '/admin/content'));
      await page.getByLabel('Search pages').fill(run);
      await expect.poll(() => page.getByRole('link', { name: pageTitle }).count()).toBeGreaterThan(0);
      expect(new URL(page.url()).searchParams.get('search')).toBe(run);
      await takePicture(page, `content-search-${width}`);
      await page.getByLabel('Search pages').fill(`nothing-${run}`);
      await expect.poll(() => page.getByText('No pages match your search').count()).toBe(1);
      await takePicture(page, `content-search-no-match-${width}`);
    }
  });

  it('a task-list section picks its task list by title', async () => {
    for (const [page, width] of [
      [admin, 1400],
      [narrow, 390],
    ] as const) {
      await page.goto(page.url().replace(/\/admin\/.*$/, `/admin/content/${pageId}`));
      const picker = page.getByRole('combobox', { name: 'Task list' });
      await expect.poll(() => picker.isEnabled(), { timeout: 15_000 }).toBe(true);
      await expect.poll(() => picker.locator('option').count()).toBeGreaterThan(1);
      const [, firstList] = await picker.locator('option').allTextContents();
      await picker.selectOption({ label: firstList! });
      await picker.scrollIntoViewIfNeeded();
      await takePicture(page, `section-picker-${width}`);
    }
  });

  it("a core page's picture shows as a band across the top of that page's screen", async () => {
    const tasksPage = adminDb().doc(paths().doc('corePages', 'tasks'));
    tasksPageBefore = (await tasksPage.get()).data();
    await tasksPage.set({ id: 'tasks', ...tasksPageBefore, assetId });
    const { large } = (await adminDb().doc(paths().doc('assets', assetId)).get()).data()?.data as Record<
      string,
      string
    >;
    for (const [page, width] of [
      [admin, 1400],
      [narrow, 390],
    ] as const) {
      await page.goto(page.url().replace(/\/admin\/.*$/, '/tasks'));
      await expect
        .poll(() => page.locator('.core-page-picture img').getAttribute('src'), { timeout: 15_000 })
        .toBe(large);
      await takePicture(page, `core-page-picture-${width}`, { fullPage: false });
    }
  });
});
