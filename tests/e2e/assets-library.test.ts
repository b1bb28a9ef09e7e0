import { randomUUID } from 'node:crypto';
import { getBytes, ref } from 'firebase/storage';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccount } from '../../scripts/demo-accounts';
import { initFirebase, type FirebaseClient } from '../../src/lib/firebase/client';
import { parseClientEnv } from '../../src/lib/firebase/env';
import { listStorageFolder } from '../../src/lib/firebase/storage-folder';
import { jpegSize, makePdf, makePng } from '../support/images';
import { releaseBrowser, sharedBrowser, openSignedIn, takePicture } from '../support/browser';
import { signInAsDemo } from '../support/demo-sign-in';
import { getStack } from '../support/stack';
import { storageClient } from '../../src/lib/firebase/storage-client';

async function upload(
  page: Page,
  file: { name: string; mimeType: string; buffer: Buffer },
  name: string,
): Promise<string> {
  await page.goto(page.url().replace(/\/admin\/.*$/, '/admin/assets/add'));
  await page.locator('input[type=file]').setInputFiles(file);
  await page.getByLabel('Name').fill(name);
  await page.getByRole('button', { name: 'Upload' }).click();
  await page.waitForURL(/\/admin\/assets\/(?!add)[^/]+$/, { timeout: 30_000 });
  return decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1)!);
}

describe('the asset library', () => {
  let browser: Browser;
  let page: Page;
  let client: FirebaseClient;
  const run = randomUUID().slice(0, 8);

  beforeAll(async () => {
    client = initFirebase(parseClientEnv(getStack().env));
    // The test reads stored files back as the admin: storage.rules keep documents to the event.
    await signInAsDemo(client.auth, 'admin');
    browser = await sharedBrowser();
    page = await openSignedIn(browser, '/admin/assets', demoAccount('admin').email);
  });
  afterAll(async () => {
    await releaseBrowser(browser);
  });

  const folder = (assetId: string) => client.paths.storage('assets', assetId);

  it('an admin uploads a PNG and four JPEG variants are stored, each within its size, aspect kept', async () => {
    const assetId = await upload(
      page,
      { name: `stand-${run}.png`, mimeType: 'image/png', buffer: makePng(3000, 1500) },
      `Stand photo ${run}`,
    );
    await expect
      .poll(() =>
        page.getByTestId('asset-preview').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
      )
      .toBe(1920);
    const stored = (await listStorageFolder(folder(assetId))).sort();
    expect(stored).toEqual(
      ['large', 'medium', 'small', 'thumb'].map((variant) => `${folder(assetId)}/${variant}.jpg`).sort(),
    );
    const sizes = Object.fromEntries(
      await Promise.all(
        stored.map(async (path) => [
          path.split('/').at(-1),
          jpegSize(new Uint8Array(await getBytes(ref(storageClient(), path)))),
        ]),
      ),
    );
    expect(sizes).toEqual({
      'large.jpg': { width: 1920, height: 960 },
      'medium.jpg': { width: 1440, height: 720 },
      'small.jpg': { width: 960, height: 480 },
      'thumb.jpg': { width: 480, height: 240 },
    });
    await takePicture(page, 'assets-edit-image-1400');
  });

  it('a small image is never enlarged', async () => {
    const assetId = await upload(
      page,
      { name: `badge-${run}.png`, mimeType: 'image/png', buffer: makePng(600, 300) },
      `Badge ${run}`,
    );
    const large = await getBytes(ref(storageClient(), `${folder(assetId)}/large.jpg`));
    expect(jpegSize(new Uint8Array(large))).toEqual({ width: 600, height: 300 });
  });

  it('an admin uploads a PDF, stored as it is', async () => {
    const pdf = makePdf(run);
    const assetId = await upload(
      page,
      { name: `exhibitor-guide-${run}.pdf`, mimeType: 'application/pdf', buffer: pdf },
      `Exhibitor guide ${run}`,
    );
    const stored = await listStorageFolder(folder(assetId));
    expect(stored).toEqual([`${folder(assetId)}/exhibitor-guide-${run}.pdf`]);
    expect(Buffer.from(await getBytes(ref(storageClient(), stored[0]!))).equals(pdf)).toBe(true);
    await expect.poll(() => page.getByText('Document', { exact: true }).count()).toBeGreaterThan(0);
  });

  it('an SVG with a script and onload is stored without them and never runs', async () => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 30 20" onload="alert('onload')"><script>alert('script')</script><rect width="30" height="20" fill="#17633f"/></svg>`;
    const assetId = await upload(
      page,
      { name: `logo-${run}.svg`, mimeType: 'image/svg+xml', buffer: Buffer.from(svg) },
      `Logo ${run}`,
    );
    const [path] = await listStorageFolder(folder(assetId));
    const stored = new TextDecoder().decode(await getBytes(ref(storageClient(), path!)));
    expect(stored).not.toMatch(/<script|onload|alert/i);
    expect(stored).toContain('<rect');
    // Shown in the portal it runs nothing; opened on its own it is a download, never a page.
    await expect
      .poll(() =>
        page.getByTestId('asset-preview').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      )
      .toBe(true);
    const url = await page.getByTestId('asset-preview').getAttribute('src');
    expect((await fetch(url!)).headers.get('content-disposition')).toMatch(/^attachment/);
    expect(dialogs).toEqual([]);
  });

  it('a file over 50 MB is refused with a clear message before anything is uploaded', async () => {
    await page.goto(page.url().replace(/\/admin\/.*$/, '/admin/assets/add'));
    await page.locator('input[type=file]').evaluate((input: HTMLInputElement) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([new Uint8Array(50 * 1000 * 1000 + 1)], 'huge.zip', { type: 'application/zip' }));
      input.files = transfer.files;
      input.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await expect
      .poll(() => page.getByRole('alert').first().textContent())
      .toBe('The file is too large. The limit is 50 MB.');
    await takePicture(page, 'assets-add-too-large-1400');
  });

  it('deleting with CONFIRM removes the stored folder and the record', async () => {
    const assetId = await upload(
      page,
      { name: `temp-${run}.png`, mimeType: 'image/png', buffer: makePng(800, 800) },
      `Temporary ${run}`,
    );
    expect(await listStorageFolder(folder(assetId))).toHaveLength(4);
    await page.getByRole('button', { name: 'Delete asset' }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByRole('button', { name: 'Delete' }).isDisabled()).toBe(true);
    await dialog.getByLabel(/to confirm/).fill('CONFIRM');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.waitForURL(/\/admin\/assets$/);
    expect(await listStorageFolder(folder(assetId))).toEqual([]);
    await expect.poll(() => page.getByRole('link', { name: `Temporary ${run}` }).count()).toBe(0);
  });

  it('the list filters by type and searches by name; screens look finished at 1400 and 390 px', async () => {
    await page.goto(page.url().replace(/\/admin\/.*$/, '/admin/assets'));
    await page.getByLabel('Search assets').fill(run);
    await expect.poll(() => page.getByRole('link', { name: new RegExp(run) }).count()).toBe(4);
    await page.getByLabel('Filter by type').selectOption('document');
    await expect
      .poll(() => page.getByRole('link', { name: new RegExp(run) }).allTextContents())
      .toEqual([`Exhibitor guide ${run}`]);
    await page.getByLabel('Filter by type').selectOption('image');
    await expect.poll(() => page.getByRole('link', { name: new RegExp(run) }).count()).toBe(3);
    await takePicture(page, 'assets-list-1400');
    await page.getByLabel('Search assets').fill(`nothing-${run}`);
    await expect.poll(() => page.getByText('No assets match these filters').count()).toBe(1);

    const narrow = await openSignedIn(browser, '/admin/assets', demoAccount('admin').email, { width: 390 });
    await narrow.getByLabel('Search assets').fill(run);
    await expect.poll(() => narrow.getByRole('link', { name: new RegExp(run) }).count()).toBe(4);
    await takePicture(narrow, 'assets-list-390');
    await narrow.goto(narrow.url().replace(/\/admin\/.*$/, '/admin/assets/add'));
    await narrow
      .locator('input[type=file]')
      .setInputFiles({ name: `wide-${run}.png`, mimeType: 'image/png', buffer: makePng(900, 600) });
    await takePicture(narrow, 'assets-add-390');
    await page.goto(page.url().replace(/\/admin\/.*$/, '/admin/assets/add'));
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: `wide-${run}.png`, mimeType: 'image/png', buffer: makePng(900, 600) });
    await takePicture(page, 'assets-add-1400');
    await narrow.goto(narrow.url().replace(/\/admin\/.*$/, '/admin/assets'));
    await narrow.getByLabel('Search assets').fill(`Stand photo ${run}`);
    await narrow.getByRole('link', { name: `Stand photo ${run}` }).click();
    await narrow.waitForURL(/\/admin\/assets\/[^/]+$/);
    await expect
      .poll(() =>
        narrow.getByTestId('asset-preview').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      )
      .toBe(true);
    await takePicture(narrow, 'assets-edit-image-390');
  });
});
