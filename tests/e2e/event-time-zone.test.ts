import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoAccount } from '../../scripts/demo-accounts';
import { eventPaths } from '../../src/domain/paths';
import { taskSchema } from '../../src/domain/tasks';
import { adminDb } from '../support/auth-people';
import { releaseBrowser, sharedBrowser, portalUrl, atBothWidths, signIn } from '../support/browser';
import { getStack } from '../support/stack';

const owner = demoAccount('teamOwner');
const admin = demoAccount('admin');
/** Where the people are: five hours behind the event (four in summer). */
const BROWSER_ZONE = 'America/New_York';

/** Screens load lazily and the machine may be busy: wait for what a person would wait for. */
const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 20_000 });

// Each story signs in once or twice in fresh browser contexts: more than the default minute on a busy machine.
describe("an event's dates in its own time zone, seen from a browser in another", { timeout: 180_000 }, () => {
  let browser: Browser;
  const run = randomUUID().slice(0, 8);
  const paths = () => eventPaths(getStack().eventId);
  // Thursday 1 July 2027 in London, summer time: 00:30 BST is 23:30 UTC on 30 June and 19:30 in New
  // York on 30 June; 23:30 BST is 22:30 UTC and 18:30 in New York, both on 1 July.
  const pastMidnight = {
    id: `tz-early-${run}`,
    title: `Hand in the stand plan ${run}`,
    dueDate: '2027-06-30T23:30:00.000Z',
  };
  const beforeMidnight = {
    id: `tz-late-${run}`,
    title: `Book the forklift ${run}`,
    dueDate: '2027-07-01T22:30:00.000Z',
  };
  let originalEvent: Record<string, unknown> | undefined;
  let originalTimeTable: Record<string, unknown> | undefined;

  /** A page in a browser context set to New York, signed in at `path`. */
  async function openAbroad(path: string, email: string): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, timezoneId: BROWSER_ZONE });
    const page = await context.newPage();
    await page.goto(portalUrl(path));
    await page.waitForURL(/\/auth\/login/);
    await signIn(page, email, DEMO_PASSWORD);
    await page.waitForURL((url) => url.pathname === new URL(portalUrl(path)).pathname);
    return page;
  }

  beforeAll(async () => {
    const db = adminDb();
    originalEvent = (await db.doc(paths().settings('event')).get()).data();
    originalTimeTable = (await db.doc(paths().doc('corePages', 'timeTable')).get()).data();
    await db.doc(paths().settings('event')).set({ id: 'event', timeZone: 'Europe/London' }, { merge: true });
    await db.doc(paths().doc('corePages', 'timeTable')).set({ isPublished: true }, { merge: true });
    for (const task of [pastMidnight, beforeMidnight])
      await db.doc(paths().doc('tasks', task.id)).set(taskSchema.parse({ ...task, viewerTeamTypeIds: ['(any)'] }));
    browser = await sharedBrowser();
  });
  afterAll(async () => {
    await releaseBrowser(browser);
    const db = adminDb();
    for (const task of [pastMidnight, beforeMidnight]) await db.doc(paths().doc('tasks', task.id)).delete();
    if (originalEvent) await db.doc(paths().settings('event')).set(originalEvent);
    if (originalTimeTable) await db.doc(paths().doc('corePages', 'timeTable')).set(originalTimeTable);
  });

  it('a team in New York sees tasks due 00:30 and 23:30 London time on 1 July, in the time table and the task list', async () => {
    const page = await openAbroad('/time-table', owner.email);
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(BROWSER_ZONE);
    await poll(() => page.getByText("Times are the event's: Europe/London").count()).toBe(1);

    await page.getByRole('button', { name: 'List' }).click();
    const list = page.getByRole('list', { name: 'Time table list' });
    await poll(() => list.textContent()).toContain(pastMidnight.title);
    const firstOfJuly = list
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Thursday 1 July 2027' }) });
    expect(await firstOfJuly.getByRole('link', { name: new RegExp(pastMidnight.title) }).getAttribute('title')).toBe(
      `Task due 00:30: ${pastMidnight.title} (Incomplete)`,
    );
    expect(await firstOfJuly.getByRole('link', { name: new RegExp(beforeMidnight.title) }).getAttribute('title')).toBe(
      `Task due 23:30: ${beforeMidnight.title} (Incomplete)`,
    );
    expect(await list.getByRole('heading', { name: 'Wednesday 30 June 2027' }).count()).toBe(0);

    await page.goto(portalUrl('/tasks'));
    const row = page.getByRole('button', { name: new RegExp(pastMidnight.title) });
    await row.waitFor({ timeout: 20_000 });
    expect(await row.textContent()).toContain('Due 1 Jul 2027, 00:30 BST');
    expect(await page.getByRole('button', { name: new RegExp(beforeMidnight.title) }).textContent()).toContain(
      'Due 1 Jul 2027, 23:30 BST',
    );
    await page.close();
  });

  it('the tasks report, read from New York, puts them on 1 July too', async () => {
    const page = await openAbroad(`/reports/tasks?q=${run}`, admin.email);
    const table = page.getByRole('table', { name: 'Tasks report' });
    const early = table.getByRole('row').filter({ hasText: pastMidnight.title });
    await early.waitFor({ timeout: 30_000 });
    expect(await early.getByRole('cell', { name: '1 Jul 2027', exact: true }).count()).toBe(1);
    expect(
      await table
        .getByRole('row')
        .filter({ hasText: beforeMidnight.title })
        .getByRole('cell', { name: '1 Jul 2027', exact: true })
        .count(),
    ).toBe(1);
    await page.close();
  });

  it('an admin moves the event to Tokyo on the event details screen, and the team sees its times there', async () => {
    const page = await openAbroad('/admin/event', admin.email);
    const zone = page.getByLabel('Time zone');
    await zone.waitFor({ timeout: 20_000 });
    expect(await zone.inputValue()).toBe('Europe/London');
    await atBothWidths(page, 'event-details-time-zone', { ready: () => zone.waitFor() });
    await zone.selectOption('Asia/Tokyo');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await poll(() => page.getByText('Your updates have been successfully saved').count()).toBe(1);
    expect((await adminDb().doc(paths().settings('event')).get()).data()?.timeZone).toBe('Asia/Tokyo');
    await page.close();

    const team = await openAbroad('/tasks', owner.email);
    const row = team.getByRole('button', { name: new RegExp(pastMidnight.title) });
    await row.waitFor({ timeout: 20_000 });
    await poll(() => row.textContent()).toContain('Due 1 Jul 2027, 08:30 GMT+9');
    await team.close();
  });
});
