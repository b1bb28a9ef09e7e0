import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccount } from '../../scripts/demo-accounts';
import { eventPaths } from '../../src/domain/paths';
import { adminDb, waitForMail } from '../support/auth-people';
import { releaseBrowser, sharedBrowser, atBothWidths, openSignedIn } from '../support/browser';
import { getStack } from '../support/stack';

// The team import in Chromium: an admin uploads a small CSV, sees a cell error in the preview,
// imports, watches the progress reach 100 %, reads the outcome and downloads it.

const paths = eventPaths(getStack().eventId);

const shoot = (page: Page, name: string, ready: () => Promise<unknown>) =>
  atBothWidths(page, `import-${name}`, { ready });

let browser: Browser;
beforeAll(async () => {
  browser = await sharedBrowser();
});
afterAll(async () => {
  await releaseBrowser(browser);
});

describe('team import', () => {
  it(
    'previews with cell errors (a bad email, an owner named twice), imports the valid rows with progress and a downloadable outcome',
    { timeout: 120_000 },
    async () => {
      const id = randomUUID().slice(0, 8);
      const csv = [
        'Team name,Team type,Organiser,First name,Last name,Email',
        `Import UI ${id} Alpha,,No,Ada,Lovelace,alpha-${id}@example.test`,
        `Import UI ${id} Beta,,Yes,Bob,Builder,not-an-address-${id}`,
        `Import UI ${id} Gamma,,No,Cy,Twombly,gamma-${id}@example.test`,
        `Import UI ${id} Delta,,No,Ada,Lovelace, ALPHA-${id}@Example.test`,
      ].join('\n');

      const page = await openSignedIn(browser, '/admin/teams/import', demoAccount('admin').email);
      await page.getByRole('heading', { name: 'Import Teams', level: 1 }).waitFor();
      await shoot(page, 'upload', () => page.getByLabel('CSV or Excel (.xlsx) file').waitFor());

      await page
        .getByLabel('CSV or Excel (.xlsx) file')
        .setInputFiles({ name: `teams-${id}.csv`, mimeType: 'text/csv', buffer: Buffer.from(csv) });
      const preview = page.getByRole('table', { name: 'Import preview' });
      await preview.waitFor();
      await page.getByText('2 rows with errors will be skipped').waitFor();
      const errorCells = preview.locator('td.table-danger');
      await expect(errorCells.count()).resolves.toBe(2);
      expect(await errorCells.nth(0).innerText()).toContain(`'not-an-address-${id}' is not a valid email address`);
      expect(await errorCells.nth(1).innerText()).toContain(
        `'ALPHA-${id}@Example.test' is already the owner email of row 1`,
      );
      // Also listed above the table, where a phone shows them without scrolling sideways.
      const skipped = page.getByRole('list', { name: 'Rows that will be skipped' }).getByRole('listitem');
      expect(await skipped.allInnerTexts()).toEqual([
        `Row 2: Owner email: 'not-an-address-${id}' is not a valid email address`,
        `Row 4: Owner email: 'ALPHA-${id}@Example.test' is already the owner email of row 1`,
      ]);
      await shoot(page, 'preview', () => preview.waitFor());

      await page.getByRole('button', { name: 'Import 2 teams' }).click();
      await page.getByRole('heading', { name: 'Import finished' }).waitFor({ timeout: 60_000 });
      const progress = page.getByRole('progressbar');
      expect(await progress.getAttribute('aria-valuenow')).toBe('100');
      expect(await progress.innerText()).toBe('100%');
      const outcome = page.getByRole('table', { name: 'Import outcome' });
      const outcomeRows = outcome.locator('tbody tr');
      // Four rows, each failed one followed by a line with its reason.
      await expect(outcomeRows.count()).resolves.toBe(6);
      expect(await outcomeRows.nth(1).innerText()).toContain('Failed');
      expect(await outcomeRows.nth(2).innerText()).toContain('is not a valid email address');
      expect(await outcomeRows.nth(4).innerText()).toContain('Failed');
      expect(await outcomeRows.nth(5).innerText()).toContain('is already the owner email of row 1');
      await page.getByText('2 imported').waitFor();
      await page.getByText('2 failed').waitFor();
      // The bar eases to its width: shoot once it fills its track.
      const barIsFull = () =>
        page.waitForFunction(() => {
          const bar = document.querySelector<HTMLElement>('.progress-bar');
          return (
            bar !== null &&
            bar.parentElement !== null &&
            bar.getBoundingClientRect().width >= bar.parentElement.getBoundingClientRect().width - 1
          );
        });
      await shoot(page, 'outcome', barIsFull);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download outcome (CSV)' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^team-import-outcome-\d{4}-\d{2}-\d{2}\.csv$/);
      const downloaded = await readFile((await download.path())!, 'utf8');
      expect(downloaded.split(/\r?\n/)[0]).toContain('Row');
      expect(downloaded).toContain(`Import UI ${id} Alpha`);
      expect(downloaded).toContain('is not a valid email address');

      // The imported teams exist with their owners, who got the welcome; the refused rows wrote nothing.
      const teams = await adminDb()
        .collection(paths.collection('teams'))
        .where('name', '>=', `Import UI ${id} `)
        .where('name', '<', `Import UI ${id}!`)
        .get();
      expect(teams.docs.map((team) => team.get('name') as string).sort()).toEqual([
        `Import UI ${id} Alpha`,
        `Import UI ${id} Gamma`,
      ]);
      await waitForMail(`alpha-${id}@example.test`);
      await waitForMail(`gamma-${id}@example.test`);
    },
  );

  it(
    "previews and imports Excel's semicolon CSV in Windows-1252 with its accented names intact",
    { timeout: 120_000 },
    async () => {
      const id = randomUUID().slice(0, 8);
      // As Excel writes 'CSV (Comma delimited)' on a German or French Windows: ';' between cells, Windows-1252 bytes, CRLF.
      const csv = [
        'Team name;Team type;First name;Last name;Email',
        `Müller Messebau ${id};Exhibitor;Jürgen;Müller;mueller-${id}@example.test`,
        `Société Générale ${id};Sponsor;Élodie;Lefèvre;lefevre-${id}@example.test`,
      ].join('\r\n');
      const bytes = Buffer.from(`${csv}\r\n`, 'latin1');
      expect(bytes.includes(Buffer.from('ü', 'utf8'))).toBe(false);

      const page = await openSignedIn(browser, '/admin/teams/import', demoAccount('admin').email);
      await page.getByRole('heading', { name: 'Import Teams', level: 1 }).waitFor();
      await page
        .getByLabel('CSV or Excel (.xlsx) file')
        .setInputFiles({ name: `teams-${id}.csv`, mimeType: 'text/csv', buffer: bytes });
      const preview = page.getByRole('table', { name: 'Import preview' });
      await preview.waitFor();
      await page.getByText('All 2 rows look good').waitFor();
      expect(await preview.locator('thead th').allInnerTexts()).toEqual([
        'Row',
        'Team name',
        'Team type',
        'Owner first name',
        'Owner last name',
        'Owner email',
      ]);
      const rows = preview.locator('tbody tr');
      expect((await rows.nth(0).locator('td').allInnerTexts()).slice(1)).toEqual([
        `Müller Messebau ${id}`,
        'Exhibitor',
        'Jürgen',
        'Müller',
        `mueller-${id}@example.test`,
      ]);
      expect((await rows.nth(1).locator('td').allInnerTexts()).slice(1)).toEqual([
        `Société Générale ${id}`,
        'Sponsor',
        'Élodie',
        'Lefèvre',
        `lefevre-${id}@example.test`,
      ]);
      await shoot(page, 'preview-windows-1252', () => preview.waitFor());

      await page.getByRole('button', { name: 'Import 2 teams' }).click();
      await page.getByRole('heading', { name: 'Import finished' }).waitFor({ timeout: 60_000 });
      await page.getByText('2 imported').waitFor();
      const names = await Promise.all(
        [`Müller Messebau ${id}`, `Société Générale ${id}`].map(
          async (name) => (await adminDb().collection(paths.collection('teams')).where('name', '==', name).get()).size,
        ),
      );
      expect(names).toEqual([1, 1]);
      await page.close();
    },
  );
});
