import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccount } from '../../scripts/demo-accounts';
import { contentSchema } from '../../src/domain/content';
import { eventPaths } from '../../src/domain/paths';
import { adminDb } from '../support/auth-people';
import { releaseBrowser, sharedBrowser, atBothWidths, openSignedIn } from '../support/browser';
import { makePng } from '../support/images';
import { getStack } from '../support/stack';

const DEMO_TEAM_TYPE_ID = 'demo-team-type';
const moderator = demoAccount('moderator');
const admin = demoAccount('admin');
const owner = demoAccount('teamOwner');

/** Screens load lazily and the machine may be busy: wait for what a person would wait for. */
const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 20_000 });

describe('suppliers: an organiser builds the directory, a team browses it, and edit locks say who is editing', () => {
  let browser: Browser;
  let mod: Page;
  const run = randomUUID().slice(0, 8);
  const group = `Catering ${run}`;
  const shown = `Harbour Bakes ${run}`;
  const hidden = `Sponsors Only ${run}`;

  beforeAll(async () => {
    browser = await sharedBrowser();
    mod = await openSignedIn(browser, '/admin/suppliers', moderator.email);
  });
  afterAll(async () => {
    await releaseBrowser(browser);
  });

  it('a moderator adds a supplier group, then a supplier with a logo and contacts in it', async () => {
    await mod.goto(mod.url().replace(/\/admin\/suppliers.*$/, '/admin/supplier-groups/add'));
    await mod.getByLabel('Title').fill(group);
    await atBothWidths(mod, 'supplier-group-add');
    await mod.getByRole('button', { name: 'Add supplier group' }).click();
    await mod.waitForURL(/\/admin\/supplier-groups$/);
    await poll(() => mod.getByRole('link', { name: group }).count()).toBe(1);

    await mod.goto(mod.url().replace(/\/admin\/supplier-groups$/, '/admin/suppliers/add'));
    await mod.getByLabel('Company').fill(shown);
    await mod.getByLabel('Website').fill('https://harbour-bakes.example');
    await mod.getByLabel('Description').fill('Pastries and coffee delivered to your stand every morning.');
    await mod
      .locator('input[type=file]')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: makePng(640, 320) });
    await mod.getByLabel(group).check();
    await mod.getByRole('button', { name: 'Add contact' }).click();
    await mod.getByLabel('First name').fill('Ada');
    await mod.getByLabel('Surname').fill('Baker');
    await mod.getByLabel('Job title').fill('Events Manager');
    await mod.getByLabel('Email').fill('not-an-address');
    await mod.getByRole('button', { name: 'Add supplier' }).click();
    // Marked at the field, as its description, with the focus on it.
    await poll(() => mod.locator('#contact-0-email-problem').textContent()).toBe('Enter a valid email address.');
    expect(await mod.getByLabel('Email').getAttribute('aria-describedby')).toBe('contact-0-email-problem');
    expect(await mod.evaluate(() => document.activeElement?.id)).toBe('contact-0-email');
    await mod.getByLabel('Email').fill('ada@harbour-bakes.example');
    await mod.getByLabel('Phone').fill('+44 20 7946 0999');
    await atBothWidths(mod, 'suppliers-add');
    await mod.getByRole('button', { name: 'Add supplier' }).click();
    await mod.waitForURL(/\/admin\/suppliers$/, { timeout: 30_000 });

    const row = mod.getByRole('row').filter({ hasText: shown });
    await poll(() => row.textContent()).toContain(group);
    expect(await row.textContent()).toContain('Ada Baker');
    // The logo was made a 256x256 PNG in the browser and stored under the suppliers folder.
    const logo = row.getByRole('img', { name: `${shown} logo` });
    const src = (await logo.getAttribute('src')) ?? '';
    expect(decodeURIComponent(src)).toMatch(/events\/demo-event\/suppliers\/[^/]+\/logo\.png/);
    const size = await logo.evaluate(async (image: HTMLImageElement) => {
      await image.decode();
      const blob = await (await fetch(image.src)).blob();
      return { width: image.naturalWidth, height: image.naturalHeight, type: blob.type };
    });
    expect(size).toEqual({ width: 256, height: 256, type: 'image/png' });

    await mod.goto(mod.url().replace(/\/admin\/suppliers$/, '/admin/suppliers/add'));
    await mod.getByLabel('Company').fill(hidden);
    await mod.getByLabel(group).check();
    await mod.locator(`#supplier-hide-from-${DEMO_TEAM_TYPE_ID}`).check();
    await mod.getByRole('button', { name: 'Add supplier' }).click();
    await mod.waitForURL(/\/admin\/suppliers$/, { timeout: 30_000 });
    await poll(() => mod.getByRole('row').filter({ hasText: hidden }).count()).toBe(1);
    await atBothWidths(mod, 'suppliers-manage');
    await mod.goto(mod.url().replace(/\/admin\/suppliers$/, '/admin/supplier-groups'));
    await poll(() => mod.getByRole('row').filter({ hasText: group }).textContent()).toContain('2');
    await atBothWidths(mod, 'supplier-groups-manage');

    // The edit screen holds the supplier's lock while open; the archived list starts empty of this run's suppliers.
    await mod.goto(mod.url().replace(/\/admin\/supplier-groups$/, '/admin/suppliers'));
    await mod.getByRole('link', { name: shown }).click();
    await mod.getByRole('button', { name: 'Save changes' }).waitFor({ timeout: 20_000 });
    await poll(() => mod.getByLabel('Company').inputValue()).toBe(shown);
    await atBothWidths(mod, 'supplier-edit');
    await mod.goto(mod.url().replace(/\/admin\/suppliers\/.*$/, '/admin/suppliers/archived'));
    await mod.getByRole('heading', { name: 'Archived Suppliers' }).waitFor({ timeout: 20_000 });
    await atBothWidths(mod, 'suppliers-archived');
  });

  it('a team of the hidden type sees the group with its supplier and logo, but never the hidden supplier', async () => {
    const team = await openSignedIn(browser, '/suppliers', owner.email);
    const section = team.getByRole('region', { name: new RegExp(group) });
    await section.waitFor({ timeout: 20_000 });
    await poll(() => section.getByRole('link', { name: shown }).count()).toBe(1);
    expect(await section.getByRole('img', { name: `${shown} logo` }).count()).toBe(1);
    expect(await team.getByText(hidden).count()).toBe(0);
    await team.getByLabel('Search suppliers').fill('pastries');
    await poll(() => team.getByRole('link', { name: shown }).count()).toBe(1);
    await team.getByLabel('Search suppliers').fill(hidden);
    await poll(() => team.getByText('No suppliers match your search.').count()).toBe(1);
    await team.getByLabel('Search suppliers').fill('');
    await atBothWidths(team, 'suppliers-directory', {
      ready: () => section.getByRole('link', { name: shown }).waitFor(),
    });

    await section.getByRole('link', { name: shown }).click();
    await team.getByRole('heading', { name: shown }).waitFor({ timeout: 20_000 });
    expect(await team.getByRole('link', { name: 'ada@harbour-bakes.example' }).count()).toBe(1);
    await atBothWidths(team, 'supplier-view');

    const hiddenId = (
      await adminDb()
        .collection(eventPaths(getStack().eventId).collection('suppliers'))
        .where('company', '==', hidden)
        .get()
    ).docs[0].id;
    await team.goto(team.url().replace(/\/suppliers\/.*$/, `/suppliers/${hiddenId}`));
    await team.getByText('This supplier is not available.').waitFor({ timeout: 20_000 });
    await team.close();
  });

  it('a moderator archives a supplier from its row, and restores it from Archived Suppliers without bulk actions', async () => {
    const storedIsArchived = async () =>
      (
        await adminDb()
          .collection(eventPaths(getStack().eventId).collection('suppliers'))
          .where('company', '==', hidden)
          .get()
      ).docs[0]?.get('isArchived');
    await mod.goto(new URL('/admin/suppliers', mod.url()).toString());
    await mod.getByRole('button', { name: `Archive ${hidden}` }).click();
    await mod
      .getByRole('status')
      .filter({ hasText: `“${hidden}” archived` })
      .waitFor({ timeout: 20_000 });
    expect(await storedIsArchived()).toBe(true);

    await mod.getByRole('link', { name: 'Archived', exact: true }).click();
    await mod.waitForURL(/\/admin\/suppliers\/archived$/);
    const restore = mod.getByRole('button', { name: `Restore ${hidden}` });
    await restore.waitFor({ timeout: 20_000 });
    // Bulk actions are for admins: a moderator's archive offers each row's buttons but no selection.
    expect(await mod.getByRole('table', { name: 'Archived suppliers' }).getByRole('checkbox').count()).toBe(0);
    await restore.click();
    await mod
      .getByRole('status')
      .filter({ hasText: `“${hidden}” restored` })
      .waitFor({ timeout: 20_000 });
    expect(await storedIsArchived()).toBe(false);
  });

  it('a second organiser opening a page someone is editing sees who holds it, and may open it read-only or take over', async () => {
    const contentId = `locked-page-${run}`;
    await adminDb()
      .doc(eventPaths(getStack().eventId).doc('content', contentId))
      .set(contentSchema.parse({ id: contentId, title: `Locked page ${run}`, path: contentId }));
    await mod.goto(mod.url().replace(/\/admin\/.*$/, `/admin/content/${contentId}`));
    await mod.getByRole('button', { name: 'Save page' }).first().waitFor({ timeout: 20_000 });
    // The moderator's editor has taken the lock.
    await poll(
      async () => (await adminDb().doc(eventPaths(getStack().eventId).doc('locks', contentId)).get()).data()?.createdBy,
    ).toBe(moderator.uid);

    const second = await openSignedIn(browser, `/admin/content/${contentId}`, admin.email);
    const banner = second.getByRole('alert', { name: 'Edit lock' });
    await banner.waitFor({ timeout: 20_000 });
    await poll(() => banner.textContent()).toContain(
      `${moderator.firstName} ${moderator.surname} is editing this page`,
    );
    await atBothWidths(second, 'edit-lock-held');
    await banner.getByRole('button', { name: 'Open read-only' }).click();
    await poll(() => second.getByRole('status', { name: 'Edit lock' }).textContent()).toContain('Read-only:');

    await second.getByRole('status', { name: 'Edit lock' }).getByRole('button', { name: 'Take over' }).click();
    await poll(() => second.getByRole('status', { name: 'Edit lock' }).count()).toBe(0);
    await poll(
      async () => (await adminDb().doc(eventPaths(getStack().eventId).doc('locks', contentId)).get()).data()?.createdBy,
    ).toBe(admin.uid);
    await second.close();
  });
});
