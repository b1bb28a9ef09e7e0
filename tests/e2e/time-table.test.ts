import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccount } from '../../scripts/demo-accounts';
import { DEMO_TEAM_ID } from '../../scripts/seed';
import { notificationSchema } from '../../src/domain/notifications';
import { eventPaths, taskStatusId } from '../../src/domain/paths';
import { taskSchema, taskStatusSchema } from '../../src/domain/tasks';
import { addDays, atTimeOn, dayOf, DEFAULT_EVENT_TIME_ZONE } from '../../src/domain/event-time';
import { formatDay } from '../../src/domain/time-table';
import { adminDb } from '../support/auth-people';
import { releaseBrowser, sharedBrowser, atBothWidths, openSignedIn } from '../support/browser';
import { getStack } from '../support/stack';

const owner = demoAccount('teamOwner');

/** Screens load lazily and the machine may be busy: wait for what a person would wait for. */
const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 20_000 });

describe("the time table: the event's dates and the team's deadlines", () => {
  let browser: Browser;
  let page: Page;
  const run = randomUUID().slice(0, 8);
  const paths = () => eventPaths(getStack().eventId);
  // The demo event keeps the default zone; its times are wall-clock times there.
  const zone = DEFAULT_EVENT_TIME_ZONE;
  const inDays = (days: number, hour = 12) =>
    atTimeOn(addDays(dayOf(new Date(), zone), days), `${String(hour).padStart(2, '0')}:00`, zone);
  const tasks = [
    { id: `tt-overdue-${run}`, title: `Send stand plan ${run}`, dueDate: inDays(-1) },
    { id: `tt-soon-${run}`, title: `Order badges ${run}`, dueDate: inDays(2, 17) },
    { id: `tt-done-${run}`, title: `Sign insurance ${run}`, dueDate: inDays(1) },
  ];
  const notificationId = `tt-notification-${run}`;
  let originalEvent: Record<string, unknown> | undefined;
  let originalTimeTable: Record<string, unknown> | undefined;

  beforeAll(async () => {
    const db = adminDb();
    originalEvent = (await db.doc(paths().settings('event')).get()).data();
    originalTimeTable = (await db.doc(paths().doc('corePages', 'timeTable')).get()).data();
    await db
      .doc(paths().settings('event'))
      .set(
        { startDate: dayOf(inDays(3), zone), endDate: dayOf(inDays(5), zone), launchDate: inDays(-3, 9) },
        { merge: true },
      );
    await db.doc(paths().doc('corePages', 'timeTable')).set({ isPublished: true }, { merge: true });
    for (const task of tasks)
      await db.doc(paths().doc('tasks', task.id)).set(taskSchema.parse({ ...task, viewerTeamTypeIds: ['(any)'] }));
    const done = tasks[2].id;
    await db.doc(paths().taskStatus(done, DEMO_TEAM_ID)).set(
      taskStatusSchema.parse({
        id: taskStatusId(done, DEMO_TEAM_ID),
        taskId: done,
        teamId: DEMO_TEAM_ID,
        isComplete: true,
      }),
    );
    await db.doc(paths().doc('notifications', notificationId)).set(
      notificationSchema.parse({
        id: notificationId,
        title: `Build-up times ${run}`,
        description: 'Doors open at 7am.',
        status: 'pushed',
        sentAt: inDays(0, 8),
        recipientIds: [owner.uid],
      }),
    );
    browser = await sharedBrowser();
    page = await openSignedIn(browser, '/time-table', owner.email);
  });
  afterAll(async () => {
    await releaseBrowser(browser);
    const db = adminDb();
    for (const task of tasks) await db.doc(paths().doc('tasks', task.id)).delete();
    await db.doc(paths().taskStatus(tasks[2].id, DEMO_TEAM_ID)).delete();
    await db.doc(paths().doc('notifications', notificationId)).delete();
    if (originalEvent) await db.doc(paths().settings('event')).set(originalEvent);
    if (originalTimeTable) await db.doc(paths().doc('corePages', 'timeTable')).set(originalTimeTable);
  });

  it('a team sees its deadlines with their status, the event days, launch and notifications, as a week, a month and a list', async () => {
    await page.getByRole('button', { name: 'List' }).click();
    const list = page.getByRole('list', { name: 'Time table list' });
    await list.waitFor({ timeout: 20_000 });
    await poll(() => list.textContent()).toContain(`Build-up times ${run}`);
    // Each deadline carries the team's status (and links to the task).
    expect(await list.getByRole('link', { name: new RegExp(`Order badges ${run}`) }).getAttribute('title')).toBe(
      `Task due 17:00: Order badges ${run} (Due Soon)`,
    );
    expect(await list.getByTitle(`Task due 12:00: Send stand plan ${run} (Overdue)`).count()).toBe(1);
    expect(await list.getByTitle(`Task due 12:00: Sign insurance ${run} (Complete)`).count()).toBe(1);
    const text = (await list.textContent()) ?? '';
    expect(text.indexOf('opens to teams')).toBeLessThan(text.indexOf(`Send stand plan ${run}`));
    expect(text.indexOf(`Order badges ${run}`)).toBeLessThan(text.lastIndexOf('Eventflow Demo Expo'));
    expect(text).toMatch(
      /(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday) \d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}/,
    );
    await atBothWidths(page, 'time-table-list');

    await page.getByRole('button', { name: 'Week' }).click();
    await poll(() => page.getByRole('grid', { name: 'Week' }).getByRole('gridcell').count()).toBe(7);
    await atBothWidths(page, 'time-table-week');

    await page.getByRole('button', { name: 'Month' }).click();
    const todayCell = page
      .getByRole('grid', { name: 'Month' })
      .getByRole('gridcell', { name: formatDay(dayOf(new Date(), zone), 'long') });
    await poll(() => todayCell.count()).toBe(1);
    // Nothing sticks out of the calendar (e.g. a screen reader's status text of a task on a Sunday).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(1400);
    await atBothWidths(page, 'time-table-month');
  });

  it("subscribes from a calendar app: the link made on screen serves the team's deadlines as iCalendar", async () => {
    await page.getByRole('button', { name: 'Subscribe' }).click();
    const dialog = page.getByRole('dialog', { name: 'Subscribe in your calendar app' });
    const makeFirst = dialog.getByRole('button', { name: 'Make my calendar link' });
    // The demo owner may have made one in an earlier run: then a new one is asked for first.
    await poll(
      async () => (await makeFirst.count()) + (await dialog.getByText(/You made a calendar link on/).count()),
    ).toBe(1);
    if (await makeFirst.count()) await makeFirst.click();
    else {
      await dialog.getByRole('button', { name: 'Make a new link' }).click();
      await dialog.getByRole('button', { name: 'Make a new link' }).click();
    }
    const link = dialog.getByLabel('Your calendar link');
    await link.waitFor({ timeout: 30_000 });
    await atBothWidths(page, 'time-table-subscribe', { fullPage: false });
    const url = await link.inputValue();
    expect(await dialog.getByRole('link', { name: 'Open in my calendar app' }).getAttribute('href')).toBe(
      url.replace(/^http:/, 'webcal:'),
    );

    const feed = await fetch(url);
    expect(feed.headers.get('content-type')).toContain('text/calendar');
    const text = (await feed.text()).replace(/\r\n /g, '');
    expect(text).toContain(`SUMMARY:Task due: Order badges ${run} (Due Soon)`);
    expect(text).toContain(`SUMMARY:Task due: Sign insurance ${run} (Complete)`);
    expect(text).toContain(`DTSTART;TZID=${zone}:${dayOf(tasks[1].dueDate, zone).replaceAll('-', '')}T170000`);
    expect(text).toContain(`SUMMARY:Notification: Build-up times ${run}`);
    await dialog.getByRole('button', { name: 'Close' }).click();
  });

  it('is in the menu only while its core page is published', async () => {
    const menuLink = page.getByRole('navigation').getByRole('link', { name: 'Time Table' });
    expect(await menuLink.count()).toBe(1);
    await adminDb().doc(paths().doc('corePages', 'timeTable')).set({ isPublished: false }, { merge: true });
    await page.reload();
    await page.getByRole('heading', { name: 'Time Table' }).waitFor({ timeout: 20_000 });
    await poll(() => page.getByText('The time table has not been published yet.').count()).toBe(1);
    expect(await menuLink.count()).toBe(0);
  });
});
