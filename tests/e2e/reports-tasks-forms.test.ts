import type { Browser, Page } from 'playwright-core';
import { readSheet } from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccount } from '../../scripts/demo-accounts';
import { releaseBrowser, sharedBrowser, openSignedIn, atBothWidths } from '../support/browser';

// The tasks and forms reports as people use them: the report viewer reads each task's teams and a
// form's submissions and exports them; an organiser's Generate Report carries the task list's filters.
describe('reports: tasks and forms', () => {
  let browser: Browser;
  let viewer: Page;

  beforeAll(async () => {
    browser = await sharedBrowser();
  });
  afterAll(async () => {
    await releaseBrowser(browser);
  });

  it("the report viewer opens the tasks report and a task's report with each team's status", async () => {
    viewer = await openSignedIn(browser, '/reports/tasks', demoAccount('reportViewer').email);
    const table = viewer.getByRole('table', { name: 'Tasks report' });
    const insurance = table.getByRole('row').filter({ hasText: 'Confirm public liability insurance' });
    await insurance.waitFor({ timeout: 30_000 });
    await atBothWidths(viewer, 'reports-tasks-list', { ready: () => insurance.waitFor() });

    await insurance.getByRole('link', { name: 'Confirm public liability insurance' }).click();
    await viewer.waitForURL(/\/reports\/tasks\/demo-task-insurance$/);
    const teams = viewer.getByRole('table', { name: 'Teams and their status' });
    await teams.locator('tbody tr').first().waitFor();
    await atBothWidths(viewer, 'reports-task', { ready: () => teams.waitFor() });
    // Other tests add teams to the same event, so each demo team is found by its name.
    const search = viewer.getByLabel('Search teams');
    for (const [team, status] of [
      ['Brightside Robotics', 'Complete'],
      ['Meridian Bank', 'N/A'],
      ['Northwind Displays', 'Overdue'],
    ] as const) {
      await search.fill(team);
      await expect.poll(() => teams.locator('tbody tr').allTextContents()).toEqual([expect.stringContaining(team)]);
      expect(await teams.locator('tbody tr').textContent()).toContain(status);
    }
    await search.fill('no team is called this');
    await viewer.getByText('No team matches your search').waitFor();
  }, 120_000);

  it("the report viewer opens a form's report with two-digit labels and 'Guest submission', and its XLSX matches the screen", async () => {
    await viewer.goto(viewer.url().replace(/\/reports\/.*$/, '/reports/forms'));
    const forms = viewer.getByRole('table', { name: 'Forms report' });
    await forms.getByRole('link', { name: 'Stand requirements' }).waitFor({ timeout: 30_000 });
    await atBothWidths(viewer, 'reports-forms-list', { ready: () => forms.waitFor() });

    await forms.getByRole('link', { name: 'Stand requirements' }).click();
    await viewer.waitForURL(/\/reports\/forms\/demo-form-stand$/);
    const table = viewer.getByRole('table', { name: 'Form report' });
    await table.getByRole('row').filter({ hasText: 'Brightside Robotics' }).waitFor();
    const headers = (await table.locator('thead th').allTextContents()).map((text) => text.trim());
    expect(headers).toEqual(
      expect.arrayContaining(['01 Stand type', '03 Invoice address', '08.1.01 Name', '08.2.01 Name']),
    );
    await expect.poll(() => viewer.getByText('Drafts are not counted or listed').count()).toBeGreaterThan(0);
    expect(await table.getByRole('row').filter({ hasText: 'Green Leaf Foods' }).count()).toBe(0);
    await atBothWidths(viewer, 'reports-form', { ready: () => table.waitFor() });

    const screenRows = await table
      .locator('tbody tr')
      .evaluateAll((rows) =>
        rows.map((row) => [...row.querySelectorAll('td')].map((cell) => (cell.textContent ?? '').trim())),
      );
    await viewer.getByRole('button', { name: 'Export' }).click();
    const [download] = await Promise.all([viewer.waitForEvent('download'), viewer.getByText('Excel (.xlsx)').click()]);
    expect(download.suggestedFilename()).toMatch(/^stand-requirements-report-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const [header, ...rows] = await readSheet(await download.path());
    expect(header!.map(String)).toEqual(headers);
    expect(
      rows.map((row) => row.map((cell) => (cell === null ? '' : String(cell)).replace(/\s+/g, ' ').trim())),
    ).toEqual(screenRows.map((row) => row.map((cell) => cell.replace(/\s+/g, ' '))));

    // A guest form's report names its guests.
    await viewer.goto(viewer.url().replace(/\/reports\/.*$/, '/reports/forms/demo-form-visitor-survey'));
    const survey = viewer.getByRole('table', { name: 'Form report' });
    await survey.getByRole('row').filter({ hasText: 'Guest submission' }).first().waitFor({ timeout: 30_000 });
    expect(await survey.locator('thead th').first().textContent()).toContain('Submitted by');

    await viewer.goto(viewer.url().replace(/\/reports\/.*$/, '/reports/submissions'));
    const all = viewer.getByRole('table', { name: 'Submissions report' });
    await all.getByRole('row').filter({ hasText: 'Visitor survey' }).first().waitFor({ timeout: 30_000 });
    await atBothWidths(viewer, 'reports-submissions-list', { ready: () => all.waitFor() });
    await viewer.close();
  }, 180_000);

  it("an organiser's Generate Report opens the tasks report filtered as the task list was", async () => {
    const organiser = await openSignedIn(browser, '/admin/tasks', demoAccount('admin').email);
    await organiser.getByRole('row').filter({ hasText: 'Upload your stand plan' }).waitFor({ timeout: 30_000 });
    await organiser.getByLabel('Needs approval').check();
    await expect
      .poll(() => organiser.getByRole('row').filter({ hasText: 'Confirm public liability insurance' }).count())
      .toBe(0);
    await organiser.getByRole('link', { name: 'Generate Report' }).click();
    await organiser.waitForURL(/\/reports\/tasks\?approval=1$/);
    const table = organiser.getByRole('table', { name: 'Tasks report' });
    await table.getByRole('row').filter({ hasText: 'Upload your stand plan' }).waitFor({ timeout: 30_000 });
    expect(await table.getByRole('row').filter({ hasText: 'Confirm public liability insurance' }).count()).toBe(0);
    expect(await organiser.getByLabel('Needs approval').isChecked()).toBe(true);
    await organiser.close();
  }, 120_000);
});
