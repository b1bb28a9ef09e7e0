import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccount } from '../../scripts/demo-accounts';
import { toDateTimeInput } from '../../src/domain/event-time';
import { eventPaths } from '../../src/domain/paths';
import { adminDb } from '../support/auth-people';
import { releaseBrowser, sharedBrowser, openSignedIn, portalUrl } from '../support/browser';
import { seedRichTextPage } from '../support/content-pages';
import { runScheduledJobsAt } from '../support/scheduler';
import { getStack } from '../support/stack';

// A page scheduled by an organiser appears to the team when the schedule runs at its time; a
// version restored from the history is live again once published.

const paths = eventPaths(getStack().eventId);

let browser: Browser;
beforeAll(async () => {
  browser = await sharedBrowser();
});
afterAll(async () => {
  await releaseBrowser(browser);
});

/** The member's view of a page, freshly opened, once it shows the heading expected. */
async function openAsMember(member: Page, pageId: string, heading: string): Promise<void> {
  await member.goto(portalUrl(`/content/${pageId}`));
  await member.getByRole('heading', { name: heading, level: 1 }).waitFor();
}

describe('content schedule: a page set to publish at a time appears to the team then', () => {
  const run = randomUUID().slice(0, 8);
  const pageId = `scheduled-story-${run}`;
  const title = `Opening night ${run}`;
  const text = `Drinks on the terrace at 7pm ${run}.`;
  let organiser: Page;
  let member: Page;
  let publishAt: Date;

  beforeAll(async () => {
    await seedRichTextPage(pageId, { title, text: `<p>${text}</p>`, isPublished: false });
    organiser = await openSignedIn(browser, `/admin/content/${pageId}`, demoAccount('moderator').email);
    member = await openSignedIn(browser, '/content', demoAccount('teamMember').email);
  });

  it('the organiser sets "Publish at" five minutes ahead, on the event clock', async () => {
    // A whole minute far enough ahead that the stack's own every-minute run cannot reach it first.
    publishAt = new Date(Math.ceil((Date.now() + 5 * 60_000) / 60_000) * 60_000);
    const hint = await organiser.locator('#content-publish-at').locator('xpath=..').textContent();
    const zone = /Event time: (\S+) \(/.exec(hint ?? '')?.[1];
    expect(zone).toBeTruthy();
    await organiser.getByLabel('Publish at', { exact: true }).fill(toDateTimeInput(publishAt.toISOString(), zone!));
    await organiser.getByRole('button', { name: 'Save schedule' }).click();
    await organiser.getByText('Your updates have been successfully saved').waitFor();
    await expect
      .poll(async () => (await adminDb().doc(paths.doc('content', pageId)).get()).get('publishAt'))
      .toBe(publishAt.toISOString());
  });

  it('a minute before its time the team cannot open it; at its time they read it', async () => {
    await runScheduledJobsAt(new Date(publishAt.getTime() - 60_000), ['publishScheduledContent']);
    await openAsMember(member, pageId, 'This page is not available');
    expect(await member.getByText(text).count()).toBe(0);

    const reports = await runScheduledJobsAt(publishAt, ['publishScheduledContent']);
    expect(reports.publishScheduledContent).toMatchObject({ failed: 0 });
    await openAsMember(member, pageId, title);
    expect(await member.getByText(text).count()).toBe(1);
    // The schedule acted once: the page keeps no time to publish at.
    expect((await adminDb().doc(paths.doc('content', pageId)).get()).get('publishAt')).toBe('');
  });
});

describe('content versions: a restored version is live again once published', () => {
  const run = randomUUID().slice(0, 8);
  const pageId = `versions-story-${run}`;
  const title = `Catering rules ${run}`;
  const firstText = `Bring your own coffee ${run}.`;
  const secondText = `Coffee is served at the bar ${run}.`;
  let organiser: Page;
  let member: Page;

  beforeAll(async () => {
    await seedRichTextPage(pageId, { title, text: '<p>Draft notes.</p>' });
    organiser = await openSignedIn(browser, `/admin/content/${pageId}`, demoAccount('moderator').email);
    member = await openSignedIn(browser, '/content', demoAccount('teamMember').email);
  });

  const versions = () => organiser.getByRole('list', { name: 'Versions' }).getByRole('listitem');

  /** Replaces the page's text in the editor, saves it and publishes the change. */
  async function publishText(text: string): Promise<void> {
    const editor = organiser.locator('.section-editor-card').getByRole('textbox', { name: 'Text' });
    // The editor is read-only until the page's edit lock is the organiser's.
    await expect.poll(() => editor.isEditable()).toBe(true);
    await editor.click();
    await organiser.keyboard.press('ControlOrMeta+A');
    await organiser.keyboard.type(text);
    await organiser.getByRole('button', { name: 'Save page' }).first().click();
    await organiser.getByRole('button', { name: 'Publish changes' }).click();
    await organiser.getByText('Changes published').waitFor();
    await expect.poll(() => organiser.getByText('Unpublished changes', { exact: true }).count()).toBe(0);
  }

  it('the organiser publishes two versions; the history lists them newest first', { timeout: 120_000 }, async () => {
    await publishText(firstText);
    await expect.poll(() => versions().count()).toBe(1);
    await publishText(secondText);
    await expect.poll(() => versions().count()).toBe(2);
    expect(await versions().first().textContent()).toContain('Latest');
    await openAsMember(member, pageId, title);
    await member.getByText(secondText).waitFor();
  });

  it(
    'restores the older version, publishes it, and the team reads the old text again',
    { timeout: 120_000 },
    async () => {
      await versions()
        .nth(1)
        .getByRole('button', { name: /^Restore the version of / })
        .click();
      const dialog = organiser.getByRole('dialog', { name: 'Restore this version?' });
      await dialog.getByRole('button', { name: 'Restore version' }).click();
      await organiser.getByText('Version restored: publish the changes to make it live').waitFor();
      const editorText = organiser.locator('.section-editor-card').getByRole('textbox', { name: 'Text' });
      await expect.poll(() => editorText.textContent()).toBe(firstText);
      // Restored into the draft: the team still reads the latest published text until it is published.
      await openAsMember(member, pageId, title);
      await member.getByText(secondText).waitFor();

      await organiser.getByRole('button', { name: 'Publish changes' }).click();
      await organiser.getByText('Changes published').waitFor();
      await expect.poll(() => versions().count()).toBe(3);
      await openAsMember(member, pageId, title);
      await member.getByText(firstText).waitFor();
      expect(await member.getByText(secondText).count()).toBe(0);
    },
  );
});
