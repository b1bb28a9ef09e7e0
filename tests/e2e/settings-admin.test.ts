import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventPaths } from '../../src/domain/paths';
import { adminDb, createPerson, type TestPerson } from '../support/auth-people';
import { releaseBrowser, sharedBrowser, openPage, signIn, takePicture } from '../support/browser';
import { getStack } from '../support/stack';

// The demo event is shared with every other test file: each story notes what it changes and puts
// it back afterwards, straight through the Admin SDK so a failed step cannot leave it changed.

async function snapshot(path: string) {
  const data = (await adminDb().doc(path).get()).data();
  return async () => {
    if (data) await adminDb().doc(path).set(data);
    else await adminDb().doc(path).delete();
  };
}

async function openSignedIn(browser: Browser, person: TestPerson, path: string, width = 1400): Promise<Page> {
  const page = await openPage(browser, path, width);
  await page.waitForURL(/\/auth\/login/);
  await signIn(page, person.email, person.password);
  await page.waitForURL((url) => url.pathname === path);
  return page;
}

describe('an admin changes the settings', () => {
  let browser: Browser;
  let admin: TestPerson;
  const paths = () => eventPaths(getStack().eventId);

  beforeAll(async () => {
    browser = await sharedBrowser();
    admin = await createPerson('admin');
  });
  afterAll(async () => {
    await releaseBrowser(browser);
  });

  it('renaming Downloads renames the menu entry and the Downloads core page title together', async () => {
    const restore = [
      await snapshot(paths().settings('terminology')),
      await snapshot(paths().doc('corePages', 'downloads')),
    ];
    try {
      const page = await openSignedIn(browser, admin, '/admin/variables');
      const label = page.getByLabel('Downloads', { exact: true });
      await label.fill('Resources');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect.poll(() => page.getByRole('status').textContent()).toBe('Your updates have been successfully saved');
      await expect
        .poll(async () => (await adminDb().doc(paths().doc('corePages', 'downloads')).get()).data()?.title)
        .toBe('Resources');
      expect((await adminDb().doc(paths().settings('terminology')).get()).data()?.downloads).toBe('Resources');
      await expect
        .poll(() =>
          page.getByRole('complementary', { name: 'Main menu' }).getByRole('link', { name: 'Resources' }).count(),
        )
        .toBeGreaterThan(0);
    } finally {
      for (const undo of restore) await undo();
    }
  });

  it('edits an email template and the preview shows it', async () => {
    const restore = await snapshot(paths().doc('emailTemplates', 'taskStatus'));
    try {
      const page = await openSignedIn(browser, admin, '/admin/email-templates/edit/taskStatus');
      const subject = page.getByLabel('Subject');
      await subject.fill('Update on ');
      await subject.focus();
      await page.getByRole('button', { name: 'Insert taskName' }).click();
      await expect
        .poll(() => page.getByTestId('email-preview-subject').textContent())
        .toBe('Update on Upload your stand plan');
      await page
        .getByLabel('Text')
        .fill('Hello {{firstName}}, <b>{{taskName}}</b> is now {{status}}.\n\n{{actionUrl}}');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect.poll(() => page.getByRole('status').textContent()).toBe('Your updates have been successfully saved');

      await page.goto(page.url().replace('/edit/', '/view/'));
      await expect
        .poll(() => page.getByTestId('email-preview-subject').textContent())
        .toBe('Update on Upload your stand plan');
      const body = page.getByTestId('email-preview-body');
      await expect
        .poll(() => body.textContent())
        .toContain('Hello Alex, <b>Upload your stand plan</b> is now Approved.');
      expect(await body.locator('b').count()).toBe(0);
      const stored = (await adminDb().doc(paths().doc('emailTemplates', 'taskStatus')).get()).data();
      expect(stored).toMatchObject({ id: 'taskStatus', subject: 'Update on {{taskName}}', updatedBy: admin.uid });

      await page.goto(page.url().replace(/\/admin\/.*/, '/admin/email-templates'));
      const row = page.getByRole('row').filter({ hasText: 'Task status' });
      await expect.poll(() => row.textContent()).toContain('Customised');
    } finally {
      await restore();
    }
  });

  it('sets the branding colour and the sidebar takes it, and so does the public branding the signed-out screens show', async () => {
    const restoreSettings = await snapshot(paths().settings('branding'));
    const restorePublic = await snapshot(paths().publicBranding);
    const restore = async () => {
      await restoreSettings();
      await restorePublic();
    };
    try {
      const page = await openSignedIn(browser, admin, '/admin/branding');
      const hex = page.getByRole('textbox', { name: 'Colour', exact: true });
      await hex.fill('#f8f9fa');
      await expect
        .poll(() => page.getByRole('img', { name: /Sidebar preview/ }).getAttribute('aria-label'))
        .toBe('Sidebar preview, light theme');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect.poll(() => page.getByRole('status').textContent()).toBe('Your updates have been successfully saved');
      const sidebar = page.getByRole('complementary', { name: 'Main menu' });
      await expect
        .poll(() => sidebar.evaluate((element) => getComputedStyle(element).backgroundColor))
        .toBe('rgb(248, 249, 250)');
      expect((await adminDb().doc(paths().settings('branding')).get()).data()).toMatchObject({
        navBgColor: '#f8f9fa',
        navTheme: 'light',
      });
      expect((await adminDb().doc(paths().publicBranding).get()).data()).toMatchObject({
        navBgColor: '#f8f9fa',
        updatedBy: admin.uid,
      });
    } finally {
      await restore();
    }
  });

  it('refuses an invalid support address and keeps what was typed', async () => {
    const page = await openSignedIn(browser, admin, '/admin/emails');
    const support = page.getByLabel(/Support email/);
    await support.fill('not-an-address');
    await page.getByRole('button', { name: 'Save changes' }).first().click();
    await expect.poll(() => page.getByText('Enter a valid email address').count()).toBeGreaterThan(0);
    expect(await support.inputValue()).toBe('not-an-address');
  });

  // Eighteen full page loads (nine screens at two widths), each starting Firestore afresh: minutes on a busy machine.
  it('every settings screen looks finished at 1400 and 390 px', async () => {
    const screens = [
      ['branding', '/admin/branding'],
      ['event', '/admin/event'],
      ['onboarding', '/admin/onboarding'],
      ['variables', '/admin/variables'],
      ['dashboard-header', '/admin/dashboard-header'],
      ['emails', '/admin/emails'],
      ['email-templates', '/admin/email-templates'],
      ['email-template-view', '/admin/email-templates/view/welcome'],
      ['email-template-edit', '/admin/email-templates/edit/welcome'],
    ] as const;
    for (const width of [1400, 390]) {
      const page = await openSignedIn(browser, admin, '/admin/event', width);
      for (const [name, path] of screens) {
        await page.goto(new URL(path, page.url()).toString());
        await page.getByRole('heading', { level: 1 }).waitFor();
        await expect.poll(() => page.locator('main [aria-busy="true"]').count()).toBe(0);
        await takePicture(page, `settings-${name}-${width}`);
      }
    }
  }, 180_000);
});
