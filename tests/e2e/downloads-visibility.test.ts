import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccount } from '../../scripts/demo-accounts';
import { makePdf, makePng } from '../support/images';
import { releaseBrowser, sharedBrowser, openSignedIn, takePicture } from '../support/browser';

const ADMIN_EMAIL = demoAccount('admin').email;
const OWNER_EMAIL = 'owner@demo.eventflow.test';

const DEMO_TEAM_TYPE_ID = 'demo-team-type';

async function addDownload(
  page: Page,
  file: { name: string; mimeType: string; buffer: Buffer },
  name: string,
  audience: 'show' | 'hide',
): Promise<void> {
  await page.goto(page.url().replace(/\/(admin\/)?downloads.*$/, '/admin/downloads/add'));
  await page.locator('input[type=file]').setInputFiles(file);
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Description').fill(`Everything about ${name}`);
  await page.locator(`#download-${audience === 'show' ? 'show-to' : 'hide-from'}-${DEMO_TEAM_TYPE_ID}`).check();
  await page.getByRole('button', { name: 'Upload' }).click();
  await page.waitForURL(/\/admin\/downloads$/, { timeout: 30_000 });
}

describe('downloads shown to team types', () => {
  let browser: Browser;
  let admin: Page;
  const run = randomUUID().slice(0, 8);
  const shown = `Exhibitor manual ${run}`;
  const shownImage = `Stand artwork ${run}`;
  const hidden = `Sponsor pack ${run}`;

  beforeAll(async () => {
    browser = await sharedBrowser();
    admin = await openSignedIn(browser, '/admin/downloads', ADMIN_EMAIL);
  });
  afterAll(async () => {
    await releaseBrowser(browser);
  });

  it('an admin uploads downloads shown to, and hidden from, the demo team type', async () => {
    await addDownload(
      admin,
      { name: `manual-${run}.pdf`, mimeType: 'application/pdf', buffer: makePdf(run) },
      shown,
      'show',
    );
    await addDownload(
      admin,
      { name: `artwork-${run}.png`, mimeType: 'image/png', buffer: makePng(1200, 800) },
      shownImage,
      'show',
    );
    await addDownload(
      admin,
      { name: `sponsors-${run}.pdf`, mimeType: 'application/pdf', buffer: makePdf(`${run}-hidden`) },
      hidden,
      'hide',
    );
    await admin.getByLabel('Search downloads').fill(run);
    await expect
      .poll(() => admin.getByRole('link', { name: new RegExp(run) }).allTextContents())
      .toEqual([hidden, shownImage, shown].sort());
    const manualRow = admin.getByRole('row').filter({ hasText: shown });
    expect(await manualRow.textContent()).toContain('PDF');
    expect(await manualRow.textContent()).toMatch(/\d+ bytes/);
    expect(await manualRow.textContent()).toContain('Exhibitor');
    expect(await admin.getByRole('row').filter({ hasText: hidden }).textContent()).toContain('Not Exhibitor');
    await takePicture(admin, 'downloads-admin-list-1400');
  });

  it('the demo team owner sees what their team type may see, grouped by file filter group, and not what is hidden', async () => {
    const owner = await openSignedIn(browser, '/downloads', OWNER_EMAIL);
    const documents = owner.getByTestId('download-group-Documents');
    await expect.poll(() => documents.getByText(shown, { exact: true }).count()).toBe(1);
    expect(await owner.getByTestId('download-group-Images').getByText(shownImage, { exact: true }).count()).toBe(1);
    expect(await owner.getByText(hidden).count()).toBe(0);
    // The demo's video sits in its own group.
    expect(
      await owner.getByTestId('download-group-Videos').getByText('Stand walkthrough', { exact: true }).count(),
    ).toBe(1);
    const card = documents.getByRole('listitem').filter({ hasText: shown });
    expect(await card.textContent()).toMatch(/PDF · \d+ bytes/);
    expect(await card.getByRole('link', { name: `Download ${shown}` }).getAttribute('href')).toMatch(/^http/);
    await takePicture(owner, 'downloads-user-1400');
    const narrow = await openSignedIn(browser, '/downloads', OWNER_EMAIL, { width: 390 });
    await expect.poll(() => narrow.getByText(shown, { exact: true }).count()).toBe(1);
    await takePicture(narrow, 'downloads-user-390');
  });

  it('edit and delete screens look finished; delete with CONFIRM removes the download', async () => {
    await admin.getByRole('link', { name: hidden }).click();
    await admin.waitForURL(/\/admin\/downloads\/[^/]+$/);
    await expect.poll(() => admin.getByLabel('Name').inputValue()).toBe(hidden);
    expect(await admin.locator(`#download-hide-from-${DEMO_TEAM_TYPE_ID}`).isChecked()).toBe(true);
    await takePicture(admin, 'downloads-edit-1400');
    await admin.getByRole('button', { name: 'Delete' }).first().click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByLabel(/to confirm/).fill('CONFIRM');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await admin.waitForURL(/\/admin\/downloads$/);
    await admin.getByLabel('Search downloads').fill(run);
    await expect.poll(() => admin.getByRole('link', { name: new RegExp(run) }).count()).toBe(2);

    const narrow = await openSignedIn(browser, '/admin/downloads', ADMIN_EMAIL, { width: 390 });
    await narrow.getByLabel('Search downloads').fill(run);
    await expect.poll(() => narrow.getByRole('link', { name: new RegExp(run) }).count()).toBe(2);
    await takePicture(narrow, 'downloads-admin-list-390');
    await narrow.goto(narrow.url().replace(/\/admin\/.*$/, '/admin/downloads/add'));
    await narrow.getByText('Who sees it').waitFor();
    await expect
      .poll(() => narrow.locator(`#download-show-to-${DEMO_TEAM_TYPE_ID}`).count(), { timeout: 15_000 })
      .toBe(1);
    await takePicture(narrow, 'downloads-add-390');
  });
});
