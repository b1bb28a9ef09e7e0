import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccount } from '../../scripts/demo-accounts';
import { contentSchema } from '../../src/domain/content';
import { eventPaths } from '../../src/domain/paths';
import { adminDb } from '../support/auth-people';
import { releaseBrowser, sharedBrowser, openPage, openSignedIn, atBothWidths } from '../support/browser';
import { getStack } from '../support/stack';

// The rich-text editor in Chromium: an admin edits a content section by typing, undoing, pasting a
// Word fragment and adding then editing a link; the page saves and a guest reads it as typed.

const paths = () => eventPaths(getStack().eventId);

// What Word puts on the clipboard for a bold phrase in a paragraph and a bulleted item.
const WORD_HTML = `<html xmlns:o="urn:schemas-microsoft-com:office:office"><body><!--StartFragment-->
<p class=MsoNormal><b><span style='mso-bidi-font-weight:normal'>Hall B</span></b><span style='mso-fareast-font-family:"Times New Roman"'> opens at noon.<o:p></o:p></span></p>
<p class=MsoListParagraph style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp; </span></span></span><![endif]>Badges at the desk<o:p></o:p></p>
<!--EndFragment--></body></html>`;

async function pasteHtml(page: Page, html: string) {
  await page.evaluate((fragment) => {
    const data = new DataTransfer();
    data.setData('text/html', fragment);
    data.setData('text/plain', 'Hall B opens at noon.');
    document.activeElement?.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, html);
}

describe('the rich-text editor', () => {
  let browser: Browser;
  const run = randomUUID().slice(0, 8);
  const contentId = `rich-text-${run}`;
  const sectionId = `rich-text-section-${run}`;

  beforeAll(async () => {
    browser = await sharedBrowser();
    await adminDb()
      .doc(paths().doc('sections', sectionId))
      .set({
        id: sectionId,
        contentId,
        type: 'richText',
        isPublished: true,
        data: { text: '<p>Welcome, exhibitors.</p>' },
      });
    await adminDb()
      .doc(paths().doc('content', contentId))
      .set(
        contentSchema.parse({
          id: contentId,
          title: `Build-up notes ${run}`,
          path: contentId,
          isPublished: true,
          isPublic: true,
          sectionIds: [sectionId],
        }),
      );
  });
  afterAll(async () => {
    await releaseBrowser(browser);
  });

  it('types, undoes, takes a pasted Word fragment and an edited link, saves, and shows the text as typed', async () => {
    const admin = await openSignedIn(browser, `/admin/content/${contentId}`, demoAccount('admin').email);
    const text = admin.getByRole('textbox', { name: 'Text' });
    // The editor is read-only until the page's edit lock is the admin's.
    await expect.poll(() => text.isEditable()).toBe(true);
    expect(await text.innerHTML()).toBe('<p>Welcome, exhibitors.</p>');

    // Typing, then Ctrl+Z takes back what was typed and Ctrl+Shift+Z brings it again.
    await text.click();
    await admin.keyboard.press('End');
    await admin.keyboard.type(' Build-up starts on Monday.');
    await admin.getByText('Welcome, exhibitors. Build-up starts on Monday.').waitFor();
    await admin.keyboard.press('Control+z');
    await expect.poll(() => text.innerText()).toBe('Welcome, exhibitors.');
    await admin.keyboard.press('Control+Shift+z');
    await expect.poll(() => text.innerText()).toBe('Welcome, exhibitors. Build-up starts on Monday.');

    // A fragment from Word arrives clean: bold kept, its list a list, none of its styles or markers.
    await admin.keyboard.press('Enter');
    await pasteHtml(admin, WORD_HTML);
    await text.locator('li', { hasText: 'Badges at the desk' }).waitFor();
    expect(await text.locator('strong').innerText()).toBe('Hall B');
    expect(await text.innerHTML()).not.toMatch(/mso-|o:p|Mso|<span|·/);

    // A link added through the toolbar's dialog, then edited through Ctrl+K.
    await admin.keyboard.press('Enter');
    await admin.keyboard.press('Enter');
    await admin.keyboard.type('Floor plan');
    await admin.keyboard.press('Shift+Home');
    const toolbar = admin.getByRole('toolbar', { name: 'Text formatting' });
    await toolbar.getByRole('button', { name: 'Link' }).click();
    const addDialog = admin.getByRole('dialog', { name: 'Add link' });
    await addDialog.getByLabel('Link address').fill('www.example.com/plan');
    await atBothWidths(admin, 'rich-text-link-dialog', { ready: () => addDialog.waitFor() });
    await addDialog.getByRole('button', { name: 'Add link' }).click();
    await text.getByRole('link', { name: 'Floor plan' }).waitFor();
    expect(await toolbar.getByRole('button', { name: 'Link' }).getAttribute('aria-pressed')).toBe('true');
    await admin.keyboard.press('Control+k');
    const editDialog = admin.getByRole('dialog', { name: 'Edit link' });
    expect(await editDialog.getByLabel('Link address').inputValue()).toBe('https://www.example.com/plan');
    await editDialog.getByLabel('Link address').fill('https://example.com/hall-b');
    await editDialog.getByLabel('Link address').press('Enter');
    await editDialog.waitFor({ state: 'hidden' });
    expect(await text.getByRole('link', { name: 'Floor plan' }).getAttribute('href')).toBe(
      'https://example.com/hall-b',
    );

    // The toolbar is one Tab stop whose arrow keys move between the buttons.
    await toolbar.getByRole('button', { name: 'Bold' }).focus();
    await admin.keyboard.press('ArrowRight');
    expect(await admin.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Italic');
    await atBothWidths(admin, 'rich-text-editor', { ready: () => text.waitFor() });

    await admin.getByRole('button', { name: 'Save page' }).first().click();
    await admin.getByText('Your updates have been successfully saved').waitFor();
    // The page is published: the saved text waits as an unpublished change until it is published.
    await admin.getByRole('button', { name: 'Publish changes' }).click();
    await admin.getByText('Changes published').waitFor();
    const stored = (await adminDb().doc(paths().doc('sections', sectionId)).get()).data()?.data.text as string;
    expect(stored).toBe(
      '<p>Welcome, exhibitors. Build-up starts on Monday.</p>' +
        '<p><strong>Hall B</strong> opens at noon.</p><ul><li><p>Badges at the desk</p></li></ul>' +
        '<p><a target="_blank" rel="noopener noreferrer" href="https://example.com/hall-b">Floor plan</a></p>',
    );
    await admin.close();

    const guest = await openPage(browser, `/guests/content/${contentId}`);
    await guest.getByText('Welcome, exhibitors. Build-up starts on Monday.').waitFor();
    expect(await guest.locator('.content-rich-text strong').innerText()).toBe('Hall B');
    expect(await guest.getByRole('listitem').filter({ hasText: 'Badges at the desk' }).count()).toBe(1);
    const link = guest.getByRole('link', { name: 'Floor plan' });
    expect(await link.getAttribute('href')).toBe('https://example.com/hall-b');
    expect(await link.getAttribute('target')).toBe('_blank');
    await guest.close();
  });
});
