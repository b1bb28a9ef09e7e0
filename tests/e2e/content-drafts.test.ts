import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccount } from '../../scripts/demo-accounts';
import { DEMO_SPONSOR_TYPE_ID } from '../../scripts/seed-demo-teams';
import { releaseBrowser, sharedBrowser, openSignedIn, portalUrl, atBothWidths } from '../support/browser';
import { seedRichTextPage } from '../support/content-pages';

// An organiser edits a published page: the edit waits as a draft they can preview as a sponsor,
// while the team still reads the published text until the organiser publishes the changes.

describe('content drafts: edits wait until they are published', () => {
  const run = randomUUID().slice(0, 8);
  const pageId = `draft-story-${run}`;
  const title = `Build-up guide ${run}`;
  const oldText = `Build-up starts on Monday ${run}.`;
  const newText = `Build-up starts on Sunday ${run}.`;
  let browser: Browser;
  let organiser: Page;
  let member: Page;

  beforeAll(async () => {
    await seedRichTextPage(pageId, { title, text: `<p>${oldText}</p>` });
    browser = await sharedBrowser();
    organiser = await openSignedIn(browser, `/admin/content/${pageId}`, demoAccount('moderator').email);
    member = await openSignedIn(browser, `/content/${pageId}`, demoAccount('teamMember').email);
  });

  afterAll(async () => {
    await releaseBrowser(browser);
  });

  const memberReads = async (text: string) => {
    await member.goto(portalUrl(`/content/${pageId}`));
    await member.getByRole('heading', { name: title }).waitFor();
    return member.getByText(text).count();
  };

  it('the organiser saves an edit of the published page: a banner says it waits as unpublished changes', async () => {
    await member.getByText(oldText).waitFor();
    const text = organiser.locator('.section-editor-card').getByRole('textbox', { name: 'Text' });
    // The editor is read-only until the page's edit lock is the organiser's.
    await expect.poll(() => text.isEditable()).toBe(true);
    await text.click();
    await organiser.keyboard.press('ControlOrMeta+A');
    await organiser.keyboard.type(newText);
    await organiser.getByRole('button', { name: 'Save page' }).first().click();
    const banner = organiser.getByRole('status').filter({ hasText: 'Unpublished changes' });
    await banner.waitFor();
    expect(await banner.textContent()).toContain(
      'Teams and guests see the published page until you publish these changes.',
    );
    await atBothWidths(organiser, 'content-draft-banner', { ready: () => banner.waitFor() });
  });

  it('previewed as a sponsor, the page shows the new text', async () => {
    await organiser.getByRole('link', { name: 'Preview' }).click();
    await organiser.waitForURL(/\/preview/);
    await organiser.getByLabel('Preview as').selectOption(DEMO_SPONSOR_TYPE_ID);
    await organiser.waitForURL((url) => url.searchParams.get('as') === DEMO_SPONSOR_TYPE_ID);
    const notice = organiser.getByRole('note');
    await expect
      .poll(() => notice.textContent())
      .toBe('Preview as a member of Sponsor: nobody else sees these changes until you publish them.');
    const preview = organiser.getByRole('region', { name: 'Preview' });
    await preview.getByText(newText).waitFor();
    expect(await preview.getByText(oldText).count()).toBe(0);
    await atBothWidths(organiser, 'content-preview-sponsor', {
      ready: () => preview.getByText(newText).waitFor(),
    });
  });

  it('a member of the event still reads the published text', async () => {
    expect(await memberReads(oldText)).toBe(1);
    expect(await member.getByText(newText).count()).toBe(0);
  });

  it('once the organiser publishes the changes, the member reads the new text', async () => {
    await organiser.getByRole('link', { name: 'Back to the editor' }).click();
    await organiser.getByRole('button', { name: 'Publish changes' }).click();
    await organiser.getByText('Changes published').waitFor();
    await expect.poll(() => organiser.getByText('Unpublished changes', { exact: true }).count()).toBe(0);
    await expect.poll(() => memberReads(newText), { timeout: 20_000 }).toBe(1);
    expect(await member.getByText(oldText).count()).toBe(0);
  });
});
