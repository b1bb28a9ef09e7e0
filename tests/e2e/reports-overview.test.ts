import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoAccount } from '../../scripts/demo-accounts';
import { eventPaths } from '../../src/domain/paths';
import { overviewSummarySchema, type OverviewSummary } from '../../src/domain/reports/overview-summary';
import { adminDb } from '../support/auth-people';
import { runScheduledJobsAt } from '../support/scheduler';
import { releaseBrowser, sharedBrowser, openPage, atBothWidths, signIn } from '../support/browser';
import { getStack } from '../support/stack';

// The report viewer signs in, lands on the reports overview, reads the demo's figures and charts
// (and the same numbers as tables), and goes on to the teams report.

const paths = eventPaths(getStack().eventId);

async function countOf(collection: 'teams' | 'submissions', field?: string, value?: unknown): Promise<number> {
  const base = adminDb().collection(paths.collection(collection));
  const query = field ? base.where(field, '==', value) : base;
  return (await query.count().get()).data().count;
}

/** The rows of a chart's table, by the chart's heading. */
async function tableRows(page: Page, chart: string): Promise<string[][]> {
  const section = page.getByRole('region', { name: chart });
  return section
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => (cell.textContent ?? '').trim())),
    );
}

describe('the reports overview', () => {
  let browser: Browser;
  let page: Page;
  let summary: OverviewSummary;

  beforeAll(async () => {
    // Earlier files added teams and submissions after the stack's scheduler last computed the
    // summary; computing it now makes the charts and the live counts describe the same moment.
    await runScheduledJobsAt(new Date(), ['refreshReportSummaries']);
    browser = await sharedBrowser();
    page = await openPage(browser, '/auth/login');
    await signIn(page, demoAccount('reportViewer').email, DEMO_PASSWORD);
  });
  afterAll(async () => {
    await releaseBrowser(browser);
  });

  it("the report viewer lands on the overview, its four charts drawn from the summary, and 'Refresh now' recomputes it", async () => {
    await page.waitForURL((url) => url.pathname === '/admin/reports');
    await page.getByRole('heading', { level: 1, name: 'Reports' }).waitFor();
    await page.locator('.report-chart canvas').nth(3).waitFor({ timeout: 60_000 });
    await expect.poll(() => page.locator('.report-chart canvas').count()).toBe(4);
    const freshness = page.locator('.report-freshness [role="status"]');
    await expect
      .poll(() => freshness.textContent(), { timeout: 30_000 })
      .toMatch(/^Charts and the risk figure computed .* by the schedule;/);
    // 'Refresh now' recomputes as the person asking.
    await page.getByRole('button', { name: 'Refresh now' }).click();
    await expect
      .poll(() => freshness.textContent(), { timeout: 30_000 })
      .toMatch(/^Charts and the risk figure computed (?!.*by the schedule)/);
    summary = overviewSummarySchema.parse((await adminDb().doc(paths.doc('reportSummaries', 'overview')).get()).data());
    expect(summary.computedBy).not.toBe('scheduler');
  });

  it("shows the demo's figures: teams and sent submissions counted live", async () => {
    const teams = await countOf('teams');
    const sent = await countOf('submissions', 'isDraft', false);
    const figures = page.getByRole('group', { name: 'Headline figures' });
    await expect.poll(() => figures.locator('.report-figure').first().textContent()).toContain(`Teams${teams}`);
    expect(await figures.locator('.report-figure').nth(3).textContent()).toContain(`Submissions${sent}`);
    expect(await figures.locator('.report-figure').nth(1).textContent()).toContain(
      `Teams signed in${summary.teamsLoggedIn}`,
    );
  });

  it('gives each chart its numbers as a table: the risk spread adds up to every team, submissions per form match the stored answers', async () => {
    const teams = await countOf('teams');
    const risk = await tableRows(page, 'Teams by risk level');
    expect(risk.map((row) => row[0])).toEqual(['Low', 'Medium', 'High', 'Critical']);
    expect(risk.reduce((sum, row) => sum + Number(row[1]), 0)).toBe(teams);
    expect(risk.map((row) => Number(row[1]))).toEqual([
      summary.riskSpread.low,
      summary.riskSpread.medium,
      summary.riskSpread.high,
      summary.riskSpread.critical,
    ]);

    const forms = await tableRows(page, 'Submissions per form');
    expect(forms.length).toBeGreaterThan(0);
    for (const form of summary.submissionsPerForm) {
      const sent = (
        await adminDb()
          .collection(paths.collection('submissions'))
          .where('formId', '==', form.formId)
          .where('isDraft', '==', false)
          .count()
          .get()
      ).data().count;
      expect(forms).toContainEqual([form.title, String(sent), String(form.drafts)]);
    }
    expect(await tableRows(page, 'Sign-ins over the last 30 days')).toHaveLength(30);

    // 'Show as table' puts the table on screen in place of the chart, and back.
    const riskSection = page.getByRole('region', { name: 'Teams by risk level' });
    await riskSection.getByRole('button', { name: 'Show as table' }).click();
    await riskSection.getByRole('table').waitFor({ state: 'visible' });
    expect(await riskSection.locator('canvas').count()).toBe(0);
    await atBothWidths(page, 'reports-overview-table', {
      ready: () => page.locator('.report-chart canvas').nth(2).waitFor(),
    });
    await riskSection.getByRole('button', { name: 'Show as chart' }).click();
    await riskSection.locator('canvas').waitFor();
  });

  it('looks right at 1400 and 390 px (nothing wider than the phone)', async () => {
    await atBothWidths(page, 'reports-overview', {
      ready: () => page.locator('.report-chart canvas').nth(3).waitFor(),
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1400, height: 900 });
  });

  it('leads on to the teams report', async () => {
    await page.getByRole('navigation', { name: 'Reports' }).getByRole('link', { name: 'Teams report' }).click();
    await page.waitForURL((url) => url.pathname === '/reports/teams');
    await page.getByRole('heading', { level: 1 }).waitFor();
  });
});
