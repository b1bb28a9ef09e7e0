import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccount } from '../../scripts/demo-accounts';
import { releaseBrowser, sharedBrowser, openSignedIn, screenSettled, atBothWidths } from '../support/browser';

// An organiser reads a form's answers question by question, and prints one team's submission as a PDF.
describe('forms: per-question summaries and a printable submission', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await sharedBrowser();
  });
  afterAll(async () => {
    await releaseBrowser(browser);
  });

  it("the admin opens the Stand requirements report's summary and sees each option counted as the submissions say", async () => {
    const admin = await openSignedIn(browser, '/reports/forms', demoAccount('admin').email);
    const forms = admin.getByRole('table', { name: 'Forms report' });
    await forms.getByRole('link', { name: 'Stand requirements' }).click({ timeout: 30_000 });
    await admin.waitForURL(/\/reports\/forms\/demo-form-stand$/);

    // What the Submissions tab lists under Stand type (other stories may have added answers).
    const table = admin.getByRole('table', { name: 'Form report' });
    await table.getByRole('row').filter({ hasText: 'Brightside Robotics' }).waitFor({ timeout: 30_000 });
    const headers = (await table.locator('thead th').allTextContents()).map((text) => text.trim());
    const standColumn = headers.indexOf('01 Stand type');
    expect(standColumn).toBeGreaterThan(0);
    const listed = await table
      .locator('tbody tr')
      .evaluateAll(
        (rows, column) => rows.map((row) => (row.querySelectorAll('td')[column]?.textContent ?? '').trim()),
        standColumn,
      );
    // The list pages at 100 rows; the demo's handful fit on one.
    expect(listed.length).toBeLessThan(100);

    await admin.getByRole('tab', { name: 'Summary' }).click();
    await admin.waitForURL(/\?view=summary$/);
    const standType = admin.getByRole('region', { name: 'Stand type' });
    const chart = standType.getByRole('table', { name: 'Stand type: answers per option' });
    await chart.waitFor({ timeout: 30_000 });
    const counted = await chart
      .locator('tbody tr')
      .evaluateAll((rows) =>
        rows.map((row) => [
          row.querySelector('th')?.textContent ?? '',
          Number(row.querySelector('.form-summary-count')?.textContent),
        ]),
      );
    const answered = listed.filter(Boolean).length;
    expect(counted).toEqual([
      ['Shell scheme', listed.filter((cell) => cell === 'Shell scheme').length],
      ['Space only', listed.filter((cell) => cell === 'Space only').length],
    ]);
    expect(counted.every(([, count]) => Number(count) >= 1)).toBe(true);
    expect(await standType.getByText(`${answered} answers`).count()).toBe(1);

    // Item totals in the event's currency, and a loop's field across its loops.
    const furniture = admin.getByRole('region', { name: 'Furniture' });
    expect(await furniture.getByRole('row', { name: /^Round table/ }).textContent()).toMatch(/Round table\d+\D\d/);
    await admin.getByRole('region', { name: 'Stand staff › Role' }).waitFor();

    await atBothWidths(admin, 'forms-summary', { ready: () => screenSettled(admin) });
    await admin.close();
  }, 180_000);

  it('an organiser prints one submission: the print layout shows its answers, and it saves as a PDF', async () => {
    const path = '/admin/forms/demo-form-stand/submissions/demo-submission-stand-brightside/edit';
    const organiser: Page = await openSignedIn(browser, path, demoAccount('admin').email);
    // The print dialog is the browser's own; the test counts that it was asked for.
    await organiser.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    await organiser.getByRole('button', { name: 'Print / Save as PDF' }).click({ timeout: 30_000 });
    const sheet = organiser.getByRole('article', { name: 'Stand requirements: Brightside Robotics' });
    await sheet.waitFor();
    await expect.poll(() => organiser.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

    const text = await sheet.innerText();
    for (const answer of ['Space only', 'Stagecraft Builds Ltd', 'Dr Grace Hopkins', 'Tariq Aziz', 'Round table'])
      expect(text).toContain(answer);
    expect(text).toMatch(/Submitted\s+\d{1,2} \w{3} \d{4}, \d{2}:\d{2}/i);

    // On paper: only the sheet, without its toolbar or the portal around it.
    await organiser.emulateMedia({ media: 'print' });
    expect(await sheet.isVisible()).toBe(true);
    expect(await organiser.getByRole('button', { name: 'Close' }).isVisible()).toBe(false);
    expect(await organiser.getByRole('button', { name: 'Print / Save as PDF' }).isVisible()).toBe(false);
    expect(await organiser.locator('#root').isVisible()).toBe(false);
    await atBothWidths(organiser, 'forms-submission-print');

    const pdf = await organiser.pdf({ format: 'A4', printBackground: true });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(10_000);

    await organiser.emulateMedia({ media: 'screen' });
    await atBothWidths(organiser, 'forms-submission-print-sheet', { fullPage: false });
    await organiser.getByRole('button', { name: 'Close' }).click();
    await sheet.waitFor({ state: 'detached' });
    await organiser.close();
  }, 180_000);
});
