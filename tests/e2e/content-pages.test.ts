import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccount } from '../../scripts/demo-accounts';
import { contentSchema } from '../../src/domain/content';
import { eventPaths } from '../../src/domain/paths';
import { adminDb } from '../support/auth-people';
import {
  releaseBrowser,
  sharedBrowser,
  openPage,
  portalUrl,
  openSignedIn,
  atBothWidths,
  takePicture,
} from '../support/browser';
import { makePng } from '../support/images';
import { getStack } from '../support/stack';

const OWNER_EMAIL = 'owner@demo.eventflow.test';

/** A page written straight to Firestore (as an older editor or an import would), for the visibility stories. */
async function seedPage(
  id: string,
  fields: Record<string, unknown>,
  sections: Record<string, unknown>[] = [],
): Promise<void> {
  const paths = eventPaths(getStack().eventId);
  for (const section of sections)
    await adminDb()
      .doc(paths.doc('sections', String(section.id)))
      .set({ contentId: id, ...section });
  // Through the schema, so the page is stored complete as the portal stores it (the rules read every flag).
  await adminDb()
    .doc(paths.doc('content', id))
    .set(
      contentSchema.parse({
        id,
        title: id,
        path: id,
        isPublished: true,
        sectionIds: sections.map((section) => section.id),
        ...fields,
      }),
    );
}

describe('content pages', () => {
  let browser: Browser;
  let admin: Page;
  const run = randomUUID().slice(0, 8);
  const title = `Exhibitor guide ${run}`;
  const assetId = `content-image-${run}`;
  const sidebarSectionId = `content-test-${run}`;
  const paths = () => eventPaths(getStack().eventId);
  let contentId = '';
  let originalFeatured: unknown;

  beforeAll(async () => {
    browser = await sharedBrowser();
    // An image in the asset library (its URLs are data URLs, so no upload is needed here).
    const picture = `data:image/png;base64,${makePng(600, 400).toString('base64')}`;
    await adminDb()
      .doc(paths().doc('assets', assetId))
      .set({
        id: assetId,
        name: `Hall map ${run}`,
        altText: 'Map of the halls',
        type: 'image',
        fileName: 'hall.png',
        mimeType: 'image/png',
        fileSize: 100,
        storageFolder: paths().storage('assets', assetId),
        data: { large: picture, medium: picture, small: picture, thumb: picture },
      });
    originalFeatured = (await adminDb().doc(paths().settings('featured')).get()).data();
    admin = await openSignedIn(browser, '/admin/content', demoAccount('admin').email);
  });

  afterAll(async () => {
    // Shared settings go back as they were; this run's sidebar section goes away.
    const featured = adminDb().doc(paths().settings('featured'));
    if (originalFeatured) await featured.set(originalFeatured as Record<string, unknown>);
    else await featured.delete();
    await adminDb().doc(paths().doc('sidebar', sidebarSectionId)).delete();
    await releaseBrowser(browser);
  });

  it('an admin builds a page with rich text, image, table, button and callout sections and publishes it publicly', async () => {
    await admin.getByRole('link', { name: 'Add page' }).click();
    await admin.waitForURL(/\/admin\/content\/add$/);
    await admin.getByLabel('Page title').fill(title);
    expect(await admin.getByLabel('Path').inputValue()).toBe(`exhibitor-guide-${run}`);
    await admin.getByLabel('Description').fill('Everything you need before build-up day.');
    await admin.getByLabel('Is published?').check();
    await admin.getByLabel('Allow public access?').check();
    await admin.getByRole('button', { name: 'Create page' }).click();
    await admin.waitForURL((url) => /^\/admin\/content\/[^/]+$/.test(url.pathname) && !url.pathname.endsWith('/add'));
    contentId = new URL(admin.url()).pathname.split('/').pop() ?? '';

    const addSection = async (label: string) => {
      await admin.getByRole('button', { name: 'Add section' }).first().click();
      await admin.getByRole('button', { name: label, exact: true }).click();
    };
    const lastCard = () => admin.locator('.section-editor-card').last();

    await addSection('Rich text');
    await lastCard()
      .getByRole('textbox', { name: /^Heading/ })
      .fill('Welcome');
    await lastCard().getByRole('textbox', { name: 'Text' }).click();
    await admin.keyboard.type('Build-up starts on Monday at 8am.');

    await addSection('Image');
    await lastCard().getByRole('button', { name: 'Choose image' }).click();
    await admin.getByRole('button', { name: new RegExp(`Hall map ${run}`) }).click();

    await addSection('Table');
    await lastCard()
      .getByRole('textbox', { name: /^Heading/ })
      .fill('Timetable');
    await lastCard().getByLabel('Row 1, column 1').fill('Day');
    await lastCard().getByLabel('Row 1, column 2').fill('Hours');
    await lastCard().getByLabel('Row 2, column 1').fill('Monday');
    await lastCard().getByLabel('Row 2, column 2').fill('08:00–18:00');

    await addSection('Button');
    await lastCard().getByLabel('Button text').fill('Book a stand');
    await lastCard().getByLabel('Link').fill('www.example.com/book');

    await addSection('Callout');
    await lastCard().getByLabel('Text').fill('Bring photo ID to collect passes.');
    await lastCard().getByLabel('Warning').check();

    // Embeds sit in a submenu: the pointer resting on its entry opens it (a tap or click does too).
    const youTube = admin.getByRole('button', { name: 'YouTube', exact: true });
    await admin.getByRole('button', { name: 'Add section' }).first().click();
    await admin.getByRole('button', { name: 'Embed', exact: true }).hover();
    await youTube.waitFor();
    await atBothWidths(admin, 'content-add-section-embed', {
      fullPage: false,
      ready: async () => {
        await admin.keyboard.press('Escape');
        await admin.keyboard.press('Escape');
        await admin.getByRole('button', { name: 'Add section' }).first().click();
        await admin.getByRole('button', { name: 'Embed', exact: true }).click();
        await youTube.waitFor();
      },
    });
    await admin.keyboard.press('Escape');
    await admin.keyboard.press('Escape');

    await addSection('Rich text');
    await lastCard()
      .getByRole('textbox', { name: /^Heading/ })
      .fill(`Organisers only ${run}`);
    await lastCard().getByRole('textbox', { name: 'Text' }).click();
    await admin.keyboard.type('Internal notes.');
    await lastCard().getByLabel('Published').uncheck();

    await admin.getByRole('button', { name: 'Save page' }).first().click();
    await expect.poll(() => admin.getByText('You have unsaved changes.').count(), { timeout: 15_000 }).toBe(0);
    // The page is published: the saved sections wait as unpublished changes until they are published.
    await admin.getByRole('button', { name: 'Publish changes' }).click();
    await expect
      .poll(() => admin.getByText('Unpublished changes', { exact: true }).count(), { timeout: 15_000 })
      .toBe(0);
    const stored = (await adminDb().doc(paths().doc('content', contentId)).get()).data();
    expect(stored).toMatchObject({ title, isPublished: true, isPublic: true, path: `exhibitor-guide-${run}` });
    expect(stored?.sectionIds).toHaveLength(6);
    await takePicture(admin, 'content-editor-1400');
    await admin.setViewportSize({ width: 390, height: 900 });
    await takePicture(admin, 'content-editor-390');
    await admin.setViewportSize({ width: 1400, height: 900 });
  });

  it('a signed-out guest opens the public link and sees the published sections with the image', async () => {
    for (const width of [1400, 390]) {
      const guest = await openPage(browser, `/guests/content/${contentId}`, width);
      await guest.getByRole('heading', { name: title }).waitFor();
      expect(await guest.getByRole('heading', { name: 'Timetable' }).count()).toBe(1);
      expect(await guest.getByRole('columnheader', { name: 'Hours' }).count()).toBe(1);
      expect(await guest.getByRole('link', { name: 'Book a stand' }).getAttribute('href')).toBe(
        'https://www.example.com/book',
      );
      expect(await guest.getByAltText('Map of the halls').count()).toBe(1);
      expect(await guest.getByText('Bring photo ID to collect passes.').count()).toBe(1);
      expect(await guest.getByText(`Organisers only ${run}`).count()).toBe(0);
      await takePicture(guest, `content-public-${width}`);
      await guest.close();
    }
  });

  it('a team user sees the page in the sidebar and on /content, but not the unpublished section or a page for another team type', async () => {
    await adminDb()
      .doc(paths().doc('sidebar', sidebarSectionId))
      .set({ id: sidebarSectionId, heading: `Guides ${run}`, itemIds: [contentId], index: 90, isCollapsable: false });
    const restricted = `restricted-${run}`;
    await seedPage(restricted, { title: `Sponsor briefing ${run}`, allowedTeamTypeIds: [`sponsors-${run}`] });

    const owner = await openSignedIn(browser, '/content', OWNER_EMAIL);
    await owner.getByRole('link', { name: title }).first().waitFor();
    expect(await owner.getByText(`Sponsor briefing ${run}`).count()).toBe(0);
    expect(await owner.locator('nav').getByRole('link', { name: title }).count()).toBeGreaterThan(0);

    await owner.getByRole('main').getByRole('link', { name: title }).click();
    await owner.getByRole('heading', { name: 'Timetable' }).waitFor();
    expect(await owner.getByText(`Organisers only ${run}`).count()).toBe(0);

    await owner.goto(portalUrl(`/content/${restricted}`));
    await owner.getByRole('heading', { name: 'This page is not available' }).waitFor();
    await owner.close();
  });

  it('a script in rich text never runs, for guests or members', async () => {
    const unsafe = `unsafe-${run}`;
    await seedPage(unsafe, { title: `Unsafe ${run}`, isPublic: true }, [
      {
        id: `unsafe-section-${run}`,
        type: 'richText',
        isPublished: true,
        data: {
          text: '<p>Safe words</p><script>window.__contentXss = 1</script><img src="x" onerror="window.__contentXss = 2">',
        },
      },
    ]);
    const guest = await openPage(browser, `/guests/content/${unsafe}`);
    await guest.getByText('Safe words').waitFor();
    expect(await guest.evaluate(() => (window as unknown as { __contentXss?: number }).__contentXss)).toBeUndefined();
    expect(await guest.locator('.content-rich-text script, .content-rich-text [onerror]').count()).toBe(0);
    await guest.close();
  });

  it('archiving removes the page from the featured list, and the featured screen refuses three pages', async () => {
    const others = [1, 2, 3].map((index) => `featured-${run}-${index}`);
    for (const id of others) await seedPage(id, { title: `Featured ${run} ${id.slice(-1)}`, isFeatured: true });
    await adminDb()
      .doc(paths().settings('featured'))
      .set({ id: 'featured', contentIds: [contentId, ...others] });

    await admin.goto(portalUrl('/admin/content'));
    await admin.getByRole('button', { name: `Actions for ${title}` }).click();
    await admin.getByRole('button', { name: 'Archive' }).click();
    await expect
      .poll(async () => (await adminDb().doc(paths().settings('featured')).get()).data()?.contentIds, {
        timeout: 15_000,
      })
      .toEqual(others);
    expect((await adminDb().doc(paths().doc('content', contentId)).get()).data()).toMatchObject({
      isArchived: true,
      isFeatured: false,
    });
    expect((await adminDb().doc(paths().doc('sidebar', sidebarSectionId)).get()).data()?.itemIds).toEqual([]);

    await admin.goto(portalUrl('/admin/featured-pages'));
    await admin.getByRole('heading', { name: 'Featured (3)' }).waitFor();
    await admin.getByRole('button', { name: 'Save featured pages' }).click();
    await admin.getByText('Choose exactly 0, 4 or 8 featured pages').waitFor();
    expect((await adminDb().doc(paths().settings('featured')).get()).data()?.contentIds).toEqual(others);
    await takePicture(admin, 'featured-pages-1400');
  });
});
