import type { Browser } from 'playwright-core';
import { readSheet } from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccount } from '../../scripts/demo-accounts';
import { releaseBrowser, sharedBrowser, openSignedIn, atBothWidths } from '../support/browser';

// The morning question: which teams will not be ready, and why. The report viewer filters the
// teams report to high risk, opens a team, reads why it is at risk, and exports the list.
describe('reports: teams and their risk', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await sharedBrowser();
  });
  afterAll(async () => {
    await releaseBrowser(browser);
  });

  it('the report viewer filters to high risk, sees why a team is at risk and exports the list as XLSX matching the screen', async () => {
    const page = await openSignedIn(browser, '/reports/teams', demoAccount('reportViewer').email);
    const table = page.getByRole('table', { name: 'Teams report' });
    await table.locator('tbody tr').first().waitFor({ timeout: 30_000 });
    await atBothWidths(page, 'reports-teams-list', { ready: () => table.waitFor() });
    // Other tests add teams to the same event: a demo team is found by words of its name.
    const search = page.getByLabel('Search teams');
    await search.fill('robotics bright');
    // The filters live in the URL query (replaced in place, so polled rather than awaited as a navigation).
    const query = (name: string) => new URL(page.url()).searchParams.get(name);
    await expect.poll(() => query('q')).toBe('robotics bright');
    await table.getByRole('link', { name: 'Brightside Robotics' }).waitFor();

    await search.fill('');
    await expect.poll(() => query('q')).toBeNull();
    await page.getByLabel('Risk level').selectOption('high');
    await expect.poll(() => [query('risk'), query('q')]).toEqual(['high', null]);
    await table.getByRole('link', { name: 'Brightside Robotics' }).waitFor({ state: 'detached' });
    await table.locator('tbody tr').first().waitFor();
    // The router applies the filter in a transition: the rows are read once the table has redrawn.
    const riskLevels = () =>
      table
        .locator('[data-risk-level]')
        .evaluateAll((badges) => [...new Set(badges.map((badge) => badge.getAttribute('data-risk-level')))]);
    await expect.poll(riskLevels, { timeout: 30_000 }).toEqual(['high']);

    // The export holds the listed teams (every page of them), in the screen's order.
    const screenTeams = await table.locator('tbody tr td:first-child a').allTextContents();
    await page.getByRole('button', { name: 'Export' }).click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByText('Excel (.xlsx)').click()]);
    expect(download.suggestedFilename()).toMatch(/^teams-report-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const [header, ...rows] = await readSheet(await download.path());
    expect(header!.slice(0, 8).map(String)).toEqual([
      'Team name',
      'Team status',
      'First name',
      'Surname',
      'Has logged in',
      'Email',
      'Team type',
      'Created at',
    ]);
    expect(header!.map(String)).toEqual(expect.arrayContaining(['Stand number', 'Risk level', 'Risk %']));
    const riskAt = header!.map(String).indexOf('Risk level');
    expect([...new Set(rows.map((row) => String(row[0])))].slice(0, screenTeams.length)).toEqual(
      screenTeams.map((name) => name.trim()),
    );
    expect(new Set(rows.map((row) => String(row[riskAt])))).toEqual(new Set(['High']));

    await search.fill('harbour');
    await table.getByRole('link', { name: 'Harbour Media Group' }).click();
    await page.waitForURL(/\/reports\/teams\/demo-team-harbour-media$/);
    const parts = page.getByRole('list', { name: 'Risk parts' });
    await parts.waitFor({ timeout: 30_000 });
    const why = await parts.textContent();
    expect(why).toContain('Nobody in the team has signed in');
    expect(why).toMatch(/1 of \d+ tasks is overdue/);
    await page.getByRole('heading', { name: 'Tasks' }).waitFor();
    expect(await page.getByRole('table', { name: 'Tasks' }).getByText('Overdue').count()).toBeGreaterThan(0);
    expect(await page.getByRole('table', { name: 'People and sign-ins' }).textContent()).toContain('Zara Ahmed');
    await atBothWidths(page, 'reports-team', { ready: () => parts.waitFor() });
    await page.close();
  }, 180_000);
});
