// Benchmark of the reports overview at scale: seeds 5,000 teams (an owner each),
// 200 tasks and 20,000 task statuses into a fresh local stack with firebase-admin batches, times
// the summary's computation (the scheduled job, through the Functions emulator, and the time the
// function itself measured), then opens /admin/reports cold 5 times in headless Chromium as the demo
// report viewer: time from navigation until the four headline figures and the four charts are drawn,
// and the Firestore requests the screen made; then, on /reports/teams with every team listed, times
// the XLSX and CSV exports in the browser (click to download). Ends with PASS/FAIL for the 1.5 s
// overview goal and the 3 s export goal.
// Usage: npm run bench (after the forms bench), or npx tsx scripts/bench-reports.ts [--waterfall] (prints the
// median load's fetches: scripts and backend calls, ms since navigation)
import { cpus, loadavg } from 'node:os';
import type { Browser } from 'playwright-core';
import { stampCreate } from '../src/domain/audit';
import { TASK_TYPES } from '../src/domain/constants';
import { eventPaths, taskStatusId } from '../src/domain/paths';
import { overviewSummarySchema } from '../src/domain/reports/overview-summary';
import { adminDb } from '../tests/support/auth-people';
import { launchBrowser, portalUrl } from '../tests/support/browser';
import { runScheduledJobsAt } from '../tests/support/scheduler';
import { getStack } from '../tests/support/stack';
import setupStack from '../tests/setup/global-stack';
import servePortal from '../tests/setup/global-portal';
import {
  followNetwork,
  printWaterfall,
  recordFetches,
  signedInState,
  spread,
  type Fetch,
  type StorageState,
} from './bench-web/page-loads';
import { DEMO_PASSWORD, demoAccount } from './demo-accounts';

const SCALE = { teams: 5_000, tasks: 200, taskStatuses: 20_000 };
const LOADS = 5;
const SUMMARY_RUNS = 3;
const GOAL_MS = 1_500;
const EXPORT_GOAL_MS = 3_000;
const EXPORT_RUNS = 3;
const BATCH = 500;
const DAY = 24 * 60 * 60 * 1000;

async function writeAll(docs: readonly { path: string; data: Record<string, unknown> }[]): Promise<void> {
  const db = adminDb();
  const chunks = Array.from({ length: Math.ceil(docs.length / BATCH) }, (_, index) =>
    docs.slice(index * BATCH, (index + 1) * BATCH),
  );
  for (let start = 0; start < chunks.length; start += 4) {
    await Promise.all(
      chunks.slice(start, start + 4).map((chunk) => {
        const batch = db.batch();
        for (const doc of chunk) batch.set(db.doc(doc.path), doc.data);
        return batch.commit();
      }),
    );
  }
}

/** Teams of two types, an owner each (a third signed in, over the last 30 days); tasks due over ±60 days; 4 statuses per team. */
async function seedReports(eventId: string, now: Date): Promise<void> {
  const paths = eventPaths(eventId);
  const stamp = stampCreate('bench-reports', now);
  const teamTypes = ['bench-exhibitor', 'bench-sponsor'];
  const teams = Array.from({ length: SCALE.teams }, (_, index) => {
    const id = `bench-team-${index}`;
    return {
      path: paths.doc('teams', id),
      data: {
        id,
        name: `Bench team ${index}`,
        ownerId: `bench-owner-${index}`,
        userIds: [`bench-owner-${index}`],
        isOrganiser: false,
        customFields: {},
        standShareRole: 'none',
        parentTeamId: '',
        childTeamIds: [],
        teamTypeId: teamTypes[index % 2],
        ...stamp,
      },
    };
  });
  const users = Array.from({ length: SCALE.teams }, (_, index) => {
    const id = `bench-owner-${index}`;
    const signedIn = index % 3 === 0;
    return {
      path: paths.user(id),
      data: {
        id,
        firstName: `Owner${index}`,
        surname: 'Bench',
        email: `bench-owner-${index}@example.test`,
        permissions: 'user',
        teamId: `bench-team-${index}`,
        teamRole: 'user',
        hasLoggedIn: signedIn,
        lastLoginInTime: signedIn ? new Date(now.getTime() - (index % 30) * DAY).toISOString() : '',
        notificationIds: [],
        isOnboarded: signedIn,
        emailResponseIds: [],
        ...stamp,
      },
    };
  });
  const tasks = Array.from({ length: SCALE.tasks }, (_, index) => {
    const id = `bench-task-${index}`;
    const teamTypeIds = index % 4 === 0 ? [teamTypes[index % 8 === 0 ? 0 : 1]!] : [];
    return {
      path: paths.doc('tasks', id),
      data: {
        id,
        title: `Bench task ${index}`,
        dueDate: new Date(now.getTime() + ((index % 120) - 60) * DAY).toISOString(),
        description: '',
        type: TASK_TYPES[index % TASK_TYPES.length],
        attachments: [],
        formId: '',
        teamTypeIds,
        viewerTeamTypeIds: teamTypeIds.length ? teamTypeIds : ['(any)'],
        isTimeSensitive: false,
        externalLink: '',
        isApprovalNeeded: false,
        disclaimer: '',
        showToChildTeams: false,
        isArchived: false,
        ...stamp,
      },
    };
  });
  const perTeam = SCALE.taskStatuses / SCALE.teams;
  // Each team's statuses are of distinct unrestricted tasks (those whose index is not a multiple of 4).
  const unrestricted = Array.from({ length: SCALE.tasks }, (_, index) => index).filter((index) => index % 4 !== 0);
  const statuses = Array.from({ length: SCALE.taskStatuses }, (_, index) => {
    const teamIndex = Math.floor(index / perTeam);
    const taskId = `bench-task-${unrestricted[(teamIndex * perTeam + (index % perTeam)) % unrestricted.length]}`;
    const teamId = `bench-team-${teamIndex}`;
    const complete = index % 5 !== 0;
    const updatedAt = new Date(now.getTime() - (index % 45) * DAY).toISOString();
    return {
      path: paths.taskStatus(taskId, teamId),
      data: {
        id: taskStatusId(taskId, teamId),
        taskId,
        teamId,
        isComplete: complete,
        isNotApplicable: false,
        assignedTo: [],
        commentIds: [],
        progressStatus: complete ? 'complete' : 'notStarted',
        approvalStatus: 'none',
        approvalReview: '',
        approvalHistory: [],
        files: [],
        acceptedBy: '',
        acceptedAt: '',
        remindersSent: [],
        ...stamp,
        updatedAt,
      },
    };
  });
  await writeAll([...teams, ...users, ...tasks, ...statuses]);
}

interface Load {
  readyMs: number;
  requests: number;
  /** What the page fetched, ms since navigation: scripts and backend calls (printed with --waterfall). */
  waterfall: Fetch[];
}

/** One cold load: navigation until the figures show numbers and every chart's canvas has been drawn. */
async function loadOnce(
  browser: Browser,
  url: string,
  state: StorageState,
  backendPorts: readonly number[],
): Promise<Load> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, storageState: state });
  try {
    const page = await context.newPage();
    let requests = 0;
    page.on('request', (request) => {
      if (backendPorts.includes(Number(new URL(request.url()).port))) requests += 1;
    });
    const recorded = recordFetches(page);
    const network = followNetwork(page);
    await page.goto(url);
    const ready = await page.waitForFunction(
      () => {
        const figures = [...document.querySelectorAll('.report-figure-value')].filter((figure) =>
          /\d/.test(figure.textContent ?? ''),
        );
        const charts = [...document.querySelectorAll<HTMLCanvasElement>('.report-chart canvas')].filter(
          (canvas) => canvas.width > 0 && canvas.style.width !== '',
        );
        return figures.length === 4 && charts.length === 4 ? performance.now() : undefined;
      },
      undefined,
      { timeout: 120_000, polling: 'raf' },
    );
    const readyMs = (await ready.jsonValue()) as number;
    await network.settled();
    return { readyMs, requests, waterfall: recorded.fetches() };
  } finally {
    await context.close();
  }
}

/** The teams report with every team listed, then each export timed from the menu click to the download. */
async function timeExports(
  browser: Browser,
  url: string,
  state: StorageState,
): Promise<Record<'xlsx' | 'csv', number[]>> {
  const context = await browser.newContext({
    viewport: { width: 1400, height: 900 },
    storageState: state,
    acceptDownloads: true,
  });
  const times: Record<'xlsx' | 'csv', number[]> = { xlsx: [], csv: [] };
  try {
    const page = await context.newPage();
    await page.goto(url);
    await page
      .getByRole('table', { name: 'Teams report' })
      .getByRole('link', { name: /^Bench team / })
      .first()
      .waitFor({ timeout: 120_000 });
    for (let run = 0; run < EXPORT_RUNS; run += 1) {
      for (const [format, item] of [
        ['xlsx', 'Excel (.xlsx)'],
        ['csv', 'CSV (.csv)'],
      ] as const) {
        await page.getByRole('button', { name: 'Export' }).click();
        const started = performance.now();
        const [download] = await Promise.all([
          page.waitForEvent('download', { timeout: 60_000 }),
          page.getByText(item).click(),
        ]);
        times[format].push(performance.now() - started);
        await download.delete();
      }
    }
  } finally {
    await context.close();
  }
  return times;
}

const triple = (values: number[]) => {
  const { min, median, max } = spread(values);
  return `${Math.round(min)}/${Math.round(median)}/${Math.round(max)}`;
};

const stopStack = await setupStack();
const stopPortal = await servePortal();
let failed: boolean;
try {
  const stack = getStack();
  const now = new Date();
  const seedStarted = performance.now();
  await seedReports(stack.eventId, now);
  console.log(
    `[bench-reports] seeded ${SCALE.teams} teams (an owner each), ${SCALE.tasks} tasks, ${SCALE.taskStatuses} task statuses in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
  );

  const jobMs: number[] = [];
  const functionMs: number[] = [];
  for (let run = 0; run < SUMMARY_RUNS; run += 1) {
    const started = performance.now();
    const reports = await runScheduledJobsAt(new Date(), ['refreshReportSummaries']);
    jobMs.push(performance.now() - started);
    if (reports.refreshReportSummaries?.failed)
      throw new Error(`summary failed: ${reports.refreshReportSummaries.failures.join('; ')}`);
    const summary = overviewSummarySchema.parse(
      (await adminDb().doc(eventPaths(stack.eventId).doc('reportSummaries', 'overview')).get()).data(),
    );
    functionMs.push(summary.durationMs);
    if (run === 0)
      console.log(
        `[bench-reports] summary: ${summary.teamCount} teams, risk ${JSON.stringify(summary.riskSpread)}, ${summary.taskCompletion.total} team tasks`,
      );
  }

  const browser = await launchBrowser();
  const loads: Load[] = [];
  let exports: Record<'xlsx' | 'csv', number[]> = { xlsx: [], csv: [] };
  try {
    const state = await signedInState(
      browser,
      portalUrl('/auth/login'),
      demoAccount('reportViewer').email,
      DEMO_PASSWORD,
    );
    for (let load = 0; load < LOADS; load += 1)
      loads.push(
        await loadOnce(browser, portalUrl('/admin/reports'), state, [stack.ports.firestore, stack.ports.storage]),
      );
    exports = await timeExports(browser, portalUrl('/reports/teams'), state);
  } finally {
    await browser.close();
  }

  const render = spread(loads.map((load) => load.readyMs));
  if (process.argv.includes('--waterfall')) {
    const median = loads.find((load) => load.readyMs === render.median) ?? loads[0]!;
    printWaterfall(`Waterfall of the median load (ready at ${Math.round(median.readyMs)} ms)`, median.waterfall);
  }
  console.log(
    `\nReports overview at scale (${SCALE.teams} teams, ${SCALE.tasks} tasks, ${SCALE.taskStatuses} task statuses), ms min/median/max`,
  );
  console.log(
    `summary job (scheduled, through the Functions emulator) ${triple(jobMs)} over ${SUMMARY_RUNS} runs; inside the function ${triple(functionMs)}`,
  );
  console.log(
    `overview render (navigation to figures and charts drawn) ${triple(loads.map((load) => load.readyMs))} over ${LOADS} cold loads; requests ${triple(loads.map((load) => load.requests))}`,
  );
  console.log(
    `load average ${loadavg()
      .map((value) => value.toFixed(1))
      .join(', ')} on ${cpus().length} cores`,
  );
  console.log(
    `teams report export in the browser, ${SCALE.teams}+ teams (click to download): XLSX ${triple(exports.xlsx)}, CSV ${triple(exports.csv)} over ${EXPORT_RUNS} runs`,
  );
  const slowestExport = Math.max(...exports.xlsx, ...exports.csv);
  failed = render.median >= GOAL_MS || slowestExport >= EXPORT_GOAL_MS;
  console.log(
    `${render.median >= GOAL_MS ? 'FAIL' : 'PASS'}  overview render ${Math.round(render.median)} ms (median) < ${GOAL_MS} ms`,
  );
  console.log(
    `${slowestExport >= EXPORT_GOAL_MS ? 'FAIL' : 'PASS'}  every export ${Math.round(slowestExport)} ms (slowest) < ${EXPORT_GOAL_MS} ms`,
  );
} finally {
  await stopPortal?.();
  await stopStack?.();
}
process.exit(failed ? 1 : 0);
