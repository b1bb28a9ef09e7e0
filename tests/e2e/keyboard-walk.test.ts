import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoAccount } from '../../scripts/demo-accounts';
import { releaseBrowser, sharedBrowser, openPage, openSignedIn } from '../support/browser';

// The keyboard alone: Tab walks every control of the screens people use most, each stop shows where
// the focus is, the main actions are among the stops, and Enter and Escape do what a click would.

const MAX_STOPS = 150;

interface Stop {
  /** The control's role or tag and its accessible text. */
  name: string;
  visibleFocus: boolean;
  onScreen: boolean;
}

interface Look {
  name: string;
  /** The element's place in the document, to find it again once nothing has the focus. */
  index: number;
  look: string;
  onScreen: boolean;
}

/**
 * Runs in the page: the focused element's look (`indexes` null), or the looks of the elements at
 * `indexes`. A look is how what shows the element's focus appears (a hidden radio of a button group
 * shows it on its label, a stretched link on its card).
 */
function looksIn(indexes: number[] | null): Look[] {
  const all = [...document.querySelectorAll('*')];
  const elements = indexes === null ? [document.activeElement] : indexes.map((index) => all[index]);
  return elements.flatMap((candidate) => {
    if (!(candidate instanceof HTMLElement) || candidate === document.body) return [];
    const element = candidate;
    const shown =
      element.classList.contains('btn-check') && element.nextElementSibling instanceof HTMLElement
        ? element.nextElementSibling
        : element.classList.contains('stretched-link')
          ? (element.closest<HTMLElement>('.card') ?? element)
          : element;
    const style = getComputedStyle(shown);
    const box = shown.getBoundingClientRect();
    const labelText = (element as HTMLInputElement).labels?.[0]?.textContent;
    const text = (element.getAttribute('aria-label') ?? labelText ?? element.textContent ?? '')
      .trim()
      .replace(/\s+/g, ' ')
      .slice(0, 60);
    return [
      {
        name: `${element.getAttribute('role') ?? element.tagName.toLowerCase()} "${text || (element as HTMLInputElement).name || element.id}"`,
        index: all.indexOf(element),
        look: [
          style.outlineStyle,
          style.outlineWidth,
          style.outlineColor,
          style.boxShadow,
          style.borderColor,
          style.backgroundColor,
          style.textDecorationLine,
        ].join('|'),
        onScreen: box.width > 0 && box.height > 0,
      },
    ];
  });
}

/**
 * Tabs through the screen from its top until the focus comes round again (or MAX_STOPS), then, with
 * nothing focused, compares each stop's look: a stop whose look did not change shows no focus.
 */
async function walk(page: Page): Promise<Stop[]> {
  // Styles are compared as they are, so nothing may be mid-transition.
  await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; animation: none !important; }',
  });
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const focused: Look[] = [];
  for (let step = 0; step < MAX_STOPS; step += 1) {
    await page.keyboard.press('Tab');
    const [look] = await page.evaluate(looksIn, null);
    if (!look) continue;
    // A date field takes several Tabs (day, month, year); the walk ends when it is back at its first stop.
    if (look.index === focused.at(-1)?.index) continue;
    if (look.index === focused[0]?.index) break;
    focused.push(look);
  }
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const resting = await page.evaluate(
    looksIn,
    focused.map((look) => look.index),
  );
  return focused.map((look, position) => ({
    name: look.name,
    visibleFocus: look.look !== resting[position]?.look,
    onScreen: look.onScreen,
  }));
}

/** Waits for the screen's content: no skeleton or busy region left. */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"], .placeholder-glow'), undefined, {
    timeout: 20_000,
  });
  await page.waitForTimeout(300);
}

function withoutFocusIndicator(stops: Stop[]): string[] {
  return stops
    .filter((stop) => !stop.visibleFocus || !stop.onScreen)
    .map((stop) => `${stop.name}${stop.onScreen ? '' : ' (not on screen)'}`);
}

describe('the keyboard alone', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await sharedBrowser();
  });
  afterAll(async () => {
    await releaseBrowser(browser);
  });

  it('signs in: every stop of the login shows its focus, and Enter in the password field signs in', async () => {
    const page = await openPage(browser, '/auth/login');
    await page.getByLabel('Email').waitFor();
    const stops = await walk(page);
    expect(withoutFocusIndicator(stops)).toEqual([]);
    expect(stops.map((stop) => stop.name)).toEqual(
      expect.arrayContaining(['input "Email"', 'input "Password"', 'button "Sign in"', 'a "Forgot password?"']),
    );
    await page.getByLabel('Email').focus();
    await page.keyboard.type(demoAccount('teamMember').email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
    await page.close();
  });

  it("a team member's screens: the dashboard, tasks (Enter opens a task, Escape closes it), forms and suppliers", async () => {
    const page = await openSignedIn(browser, '/tasks', demoAccount('teamMember').email);
    await settled(page);
    const taskStops = await walk(page);
    expect(withoutFocusIndicator(taskStops)).toEqual([]);
    await page.locator('button.team-task-row').first().focus();
    await page.keyboard.press('Enter');
    await page.locator('.task-drawer').waitFor();
    await page.keyboard.press('Escape');
    await page.locator('.task-drawer').waitFor({ state: 'hidden' });

    for (const path of ['/', '/forms', '/suppliers', '/my-account']) {
      await page.goto(new URL(path, page.url()).toString());
      await settled(page);
      const stops = await walk(page);
      expect(stops.length, path).toBeGreaterThan(3);
      expect(withoutFocusIndicator(stops), path).toEqual([]);
    }
    await page.close();
  });

  it("an organiser's screens: the content editor, tasks, teams, the import and event details", async () => {
    const page = await openSignedIn(browser, '/admin/content/add', demoAccount('admin').email);
    await settled(page);
    const editor = await walk(page);
    expect(withoutFocusIndicator(editor)).toEqual([]);
    expect(editor.map((stop) => stop.name).join(' | ')).toMatch(/Page title/);

    for (const [path, action] of [
      ['/admin/tasks', /Add task|Add Task/],
      ['/admin/teams', /Add team|Add Team/],
      ['/admin/teams/import', /Choose file/],
      ['/admin/event', /Event name/],
    ] as const) {
      await page.goto(new URL(path, page.url()).toString());
      await settled(page);
      const stops = await walk(page);
      expect(withoutFocusIndicator(stops), path).toEqual([]);
      expect(stops.map((stop) => stop.name).join(' | '), path).toMatch(action);
    }
    await page.close();
  });
});
