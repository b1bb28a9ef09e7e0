import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTokenDoc, createPerson, linkIn, waitForMail } from '../support/auth-people';
import { releaseBrowser, sharedBrowser, openPage, portalUrl, signIn, takePicture } from '../support/browser';

// The sign-in stories in Chromium against the built portal: emailed links are opened from the
// local inbox, exactly as a person would. Every story uses a person of its own.

const authPicture = (page: Page, name: string) => takePicture(page, `auth-${name}`);

/** The page at 390 px too, once `ready` resolves, pictured (when pictures are on) for the phone layout. */
async function phoneShot(
  browser: Browser,
  path: string,
  name: string,
  ready: (page: Page) => Promise<unknown>,
): Promise<void> {
  const page = await openPage(browser, path, 390);
  await ready(page);
  await authPicture(page, `${name}-390`);
  await page.close();
}

async function leftTheAuthScreens(page: Page): Promise<void> {
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'), { timeout: 20_000 });
}

let browser: Browser;
beforeAll(async () => {
  browser = await sharedBrowser();
});
afterAll(async () => {
  await releaseBrowser(browser);
});

describe('forgot password', () => {
  it('mails a link that resets the password; the new password signs in; the link then says it was used', async () => {
    const person = await createPerson();
    const page = await openPage(browser, '/auth/login');
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await authPicture(page, 'login-1400');
    await phoneShot(browser, '/auth/login', 'login', (p) => p.getByRole('heading', { name: 'Sign in' }).waitFor());

    await page.getByLabel('Email').fill(person.email);
    // The sign-in screen's HTML links on without the email: wait until the portal has taken it over.
    const forgotPassword = page.getByRole('link', { name: 'Forgot password?' });
    await expect.poll(() => forgotPassword.getAttribute('href')).toContain(`email=${encodeURIComponent(person.email)}`);
    await forgotPassword.click();
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe(person.email);
    await authPicture(page, 'forgot-password-1400');
    await phoneShot(browser, '/auth/forgot-password', 'forgot-password', (p) =>
      p.getByRole('heading', { name: 'Forgot your password?' }).waitFor(),
    );
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByRole('heading', { name: 'Check your inbox' }).waitFor();
    await authPicture(page, 'forgot-password-sent-1400');

    const link = linkIn(await waitForMail(person.email), '/auth/reset-password');
    await page.goto(link.toString());
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await authPicture(page, 'reset-password-1400');
    await phoneShot(browser, `${link.pathname}${link.search}`, 'reset-password', (p) =>
      p.getByRole('heading', { name: 'Choose a new password' }).waitFor(),
    );

    await page.getByLabel('New password', { exact: true }).fill('short');
    await page.getByLabel('Confirm new password').fill('short');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect
      .poll(() => page.locator('#new-password-problem').textContent())
      .toBe('The password provided is too weak.');
    await expect
      .poll(() => page.getByLabel('New password', { exact: true }).getAttribute('aria-describedby'))
      .toBe('new-password-problem new-password-hint');

    const newPassword = `reset-${randomUUID().slice(0, 8)}`;
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByRole('heading', { name: 'Your password has been changed' }).waitFor();
    await authPicture(page, 'reset-password-done-1400');
    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe(person.email);
    await page.getByLabel('Password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await leftTheAuthScreens(page);
    await page.close();

    const again = await openPage(browser, `${link.pathname}${link.search}`);
    await again.getByRole('heading', { name: 'This link has already been used' }).waitFor();
    expect(await again.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe(
      '/auth/forgot-password',
    );
    await authPicture(again, 'link-used-1400');
    await phoneShot(browser, `${link.pathname}${link.search}`, 'link-used', (p) =>
      p.getByRole('heading', { name: 'This link has already been used' }).waitFor(),
    );
    await again.close();
  });
});

describe('set password', () => {
  it('a welcome link sets the first password, signs the person in and opens its continuePath; an expired one says so', async () => {
    const person = await createPerson();
    const token = `e2e-${randomUUID()}`;
    const now = Date.now();
    const record = {
      uid: person.uid,
      mode: 'setPassword',
      newEmail: null,
      continuePath: null,
      createdAt: new Date(now).toISOString(),
      usedAt: null,
    };
    await authTokenDoc(token).set({ ...record, expiresAt: new Date(now + 3_600_000).toISOString() });
    const path = `/auth/set-password?continuePath=%2Fmy-events&mode=setPassword&token=${token}&uid=${person.uid}`;
    const page = await openPage(browser, path);
    await page.getByRole('heading', { name: 'Set your password' }).waitFor();
    await authPicture(page, 'set-password-1400');
    await phoneShot(browser, path, 'set-password', (p) =>
      p.getByRole('heading', { name: 'Set your password' }).waitFor(),
    );
    await page.getByLabel('New password', { exact: true }).fill('welcome-secret');
    await page.getByLabel('Confirm new password').fill('welcome-secret');
    await page.getByRole('button', { name: 'Set password' }).click();
    await page.waitForURL((url) => url.pathname === '/my-events');
    await page.getByRole('list', { name: 'Events' }).waitFor();
    await page.close();

    const expiredToken = `e2e-expired-${randomUUID()}`;
    await authTokenDoc(expiredToken).set({ ...record, expiresAt: new Date(now - 1000).toISOString() });
    const expired = await openPage(
      browser,
      `/auth/set-password?continuePath=%2F&mode=setPassword&token=${expiredToken}&uid=${person.uid}`,
    );
    await expired.getByRole('heading', { name: 'This link has expired' }).waitFor();
    await authPicture(expired, 'link-expired-1400');
    await expired.close();
  });
});

describe('change email', () => {
  it('sends a verify link to the new address; after it, the new address signs in and the old one fails', async () => {
    const person = await createPerson();
    const newEmail = `moved-${randomUUID().slice(0, 8)}@example.test`;
    const page = await openPage(browser, '/my-account');
    await page.waitForURL(/\/auth\/login/);
    await signIn(page, person.email, person.password);
    await page.waitForURL(/\/my-account$/);
    await page.getByRole('heading', { name: 'My Account' }).waitFor();
    await authPicture(page, 'my-account-1400');

    await page.getByLabel('New email address').fill(newEmail);
    await page.getByRole('button', { name: 'Send verification link' }).click();
    await page.getByText('We have sent a link to').waitFor();

    const link = linkIn(await waitForMail(newEmail), '/auth/update-email');
    const confirm = await openPage(browser, `${link.pathname}${link.search}`);
    await confirm.getByRole('heading', { name: 'Confirm your new email address' }).waitFor();
    await authPicture(confirm, 'update-email-1400');
    await phoneShot(browser, `${link.pathname}${link.search}`, 'update-email', (p) =>
      p.getByRole('heading', { name: 'Confirm your new email address' }).waitFor(),
    );
    await confirm.getByRole('button', { name: 'Confirm new address' }).click();
    await confirm.waitForURL(/\/auth\/update-email\/login\?/);
    await confirm.getByRole('heading', { name: 'Sign in with your new email address' }).waitFor();
    await authPicture(confirm, 'update-email-login-1400');
    expect(await confirm.getByLabel('Email').inputValue()).toBe(newEmail);
    await confirm.getByLabel('Password', { exact: true }).fill(person.password);
    await confirm.getByRole('button', { name: 'Sign in' }).click();
    await leftTheAuthScreens(confirm);
    await confirm.goto(portalUrl('/my-account'));
    await expect.poll(() => confirm.getByTestId('current-email').textContent()).toBe(newEmail);
    await confirm.close();
    await phoneShot(
      browser,
      `/auth/update-email/login?email=${encodeURIComponent(newEmail)}`,
      'update-email-login',
      (p) => p.getByRole('heading', { name: 'Sign in with your new email address' }).waitFor(),
    );

    const old = await openPage(browser, '/auth/login');
    await signIn(old, person.email, person.password);
    await expect
      .poll(() => old.locator('.alert-danger').textContent())
      .toMatch(/^(No user found with the provided identifier\.|The password provided is incorrect\.)$/);
    expect(new URL(old.url()).pathname).toBe('/auth/login');
    await old.close();
    await page.close();
  });
});

describe('my account', () => {
  it('renames the person, and changes the password only with the right current one', async () => {
    const person = await createPerson();
    const page = await openPage(browser, '/auth/login?continuePath=%2Fmy-account');
    await signIn(page, person.email, person.password);
    await page.waitForURL(/\/my-account$/);

    await page.getByLabel('First name').fill('Morgan');
    await page.getByRole('button', { name: 'Save name' }).click();
    await page.getByText('Your updates have been successfully saved').waitFor();

    await page.getByLabel('Current password').fill('not-my-password');
    await page.getByLabel('New password', { exact: true }).fill('changed-secret');
    await page.getByLabel('Confirm new password').fill('changed-secret');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect
      .poll(() => page.locator('form[aria-label="Change password"] .alert-danger').textContent())
      .toBe('The password provided is incorrect.');

    await page.getByLabel('Current password').fill(person.password);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Your password has been changed').waitFor();
    expect((await waitForMail(person.email)).subject).toMatch(/password has changed$/);
    await authPicture(page, 'my-account-after-1400');

    const phone = await openPage(browser, '/auth/login?continuePath=%2Fmy-account', 390);
    await signIn(phone, person.email, 'changed-secret');
    await phone.waitForURL(/\/my-account$/);
    await phone.getByRole('heading', { name: 'My Account' }).waitFor();
    await authPicture(phone, 'my-account-390');
    await phone.close();
    await page.close();
  });

  it('a wrong password on the login shows the friendly message', async () => {
    const person = await createPerson();
    const page = await openPage(browser, '/auth/login');
    await signIn(page, person.email, 'wrong-password');
    await expect.poll(() => page.locator('.alert-danger').textContent()).toBe('The password provided is incorrect.');
    await authPicture(page, 'login-wrong-password-1400');
    // An address that is not one replaces the old message with its own, and only that.
    await page.getByLabel('Email').fill('not-an-address');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.locator('.alert-danger').allTextContents()).toEqual(['Enter a valid email address.']);
    await page.close();
  });
});
