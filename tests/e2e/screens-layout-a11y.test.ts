import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { DEMO_PASSWORD, demoAccount } from '../../scripts/demo-accounts';
import { pages } from '../../src/app/pages';
import { eventPaths, type EventCollection } from '../../src/domain/paths';
import { canAccess, NOT_FOUND_ROUTE_ID, routeById, ROUTES, type Route } from '../../src/domain/routes';
import type { Role } from '../../src/domain/roles';
import { adminDb } from '../support/auth-people';
import { releaseBrowser, sharedBrowser, portalUrl, signIn } from '../support/browser';
import { getStack } from '../support/stack';

// Every built screen (registered in src/app/pages.ts), signed out and for each demo role, at 390 px:
// nothing wider than the viewport, axe-core finds no serious or critical violation, and nothing is
// refused by the portal's Content-Security-Policy (served by the preview from firebase.json), and
// nothing logs an error or a warning: not the sign-in, not any screen (a wrong address too).

const PHONE = { width: 390, height: 844 };
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The collection whose first document stands in for a route parameter; the form first, as a form's own records follow it. */
const PARAM_COLLECTIONS: Record<string, EventCollection> = {
  formId: 'forms',
  contentId: 'content',
  teamId: 'teams',
  parentId: 'teams',
  taskId: 'tasks',
  supplierId: 'suppliers',
  confirmationId: 'confirmations',
  submissionId: 'submissions',
  notificationId: 'notifications',
  fieldGroupId: 'fieldGroups',
  emailId: 'emailTemplates',
  teamTypeId: 'teamTypes',
  taskGroupId: 'taskGroups',
  supplierGroupId: 'supplierGroups',
  downloadId: 'downloads',
  customFieldId: 'customFields',
  assetId: 'assets',
  userId: 'users',
  webhookId: 'webhooks',
};

type Viewer = { label: string; role: Role | null; account?: Parameters<typeof demoAccount>[0] };
const VIEWERS: Viewer[] = [
  { label: 'signed out', role: null },
  { label: 'team owner', role: 'user', account: 'teamOwner' },
  { label: 'team member', role: 'user', account: 'teamMember' },
  { label: 'report viewer', role: 'reportViewer', account: 'reportViewer' },
  { label: 'moderator', role: 'moderator', account: 'moderator' },
  { label: 'admin', role: 'admin', account: 'admin' },
];

type Screen = { path: string; route: Route };

/** The built screens a viewer may open, as paths with real ids; routes whose ids the event lacks are left out. */
async function screensFor(role: Role | null): Promise<Screen[]> {
  const paths = eventPaths(getStack().eventId);
  const ids = new Map<string, string | undefined>();
  for (const [param, collection] of Object.entries(PARAM_COLLECTIONS)) {
    const all = adminDb().collection(paths.collection(collection));
    // A signed-out person follows links to public pages and forms: the others say they are not available.
    const documents =
      role === null && (collection === 'content' || collection === 'forms') ? all.where('isPublic', '==', true) : all;
    // What the portal's lists link to: nothing archived (a team may not read an archived form at
    // all), and of a form's own records, the chosen form's. The demo's own documents (ids
    // 'demo-…') first, so each run opens the same screens; otherwise the first other tests left.
    const linked = (await documents.get()).docs.filter(
      (document) =>
        document.get('isArchived') !== true &&
        [undefined, ids.get('formId')].includes(document.get('formId') as string | undefined),
    );
    ids.set(param, (linked.find((document) => document.id.startsWith('demo-')) ?? linked[0])?.id);
  }
  const built = ROUTES.filter((route: Route) => pages[route.id] !== undefined && !route.redirectTo);
  const open = built.filter((route) =>
    role === null ? route.access === 'guest' : route.access !== 'guest' && canAccess(route, role),
  );
  return open.flatMap((route) => {
    let missing = false;
    const path = route.path.replace(/:(\w+)/g, (_, name: string) => {
      const id = ids.get(name);
      if (!id) missing = true;
      return encodeURIComponent(id ?? '');
    });
    return missing ? [] : [{ path, route }];
  });
}

/** A wrong address, which a signed-out person sees too. */
const WRONG_ADDRESS: Screen = { path: '/no-such-page', route: routeById(NOT_FOUND_ROUTE_ID) };

/**
 * Waits until the opened screen is in and has loaded (at most 10 s): the router has put it up in
 * place of the last one — or moved the focus to its heading, for a screen that reuses the last
 * one's elements — and no skeleton or busy region is left; then until its fonts are in and the
 * browser has laid it out.
 */
async function settle(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () => {
        const { lastScreen } = window as unknown as { lastScreen?: Element | null };
        const screenIsUp = !lastScreen?.isConnected || document.activeElement !== document.body;
        return screenIsUp && !document.querySelector('[aria-busy="true"], .placeholder-glow, .spinner-border');
      },
      undefined,
      { timeout: 10_000 },
    )
    .catch(() => undefined);
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  });
}

type Finding = { path: string; problem: string };
/**
 * The data layer's report of a stored record that fails its schema (it drops it and says so): on
 * the shared test stack, records written by the stories and integration tests before the sweep
 * meet it; the sweep is about the screens, the schemas have tests of their own.
 */
const DROPPED_RECORD_REPORT = / dropped from list/;
/** What the console said since the last screen: the policy's refusals, and every other error or warning. */
type Logged = { refusals: string[]; messages: string[] };

/** Opens a screen the way a link in the portal does (the app and axe stay loaded), then settles. */
async function openScreen(page: Page, path: string): Promise<void> {
  await page.evaluate((next) => {
    // The router keeps the last screen up while the next one's code loads: its elements going, or
    // the focus leaving the page's start, is what tells that the next screen is in.
    (window as unknown as { lastScreen?: Element | null }).lastScreen =
      window.location.pathname === next ? null : document.querySelector('main')?.firstElementChild;
    (document.activeElement as HTMLElement | null)?.blur();
    // An entry as the router writes its own (a key and the next index): the router then knows the
    // step, and a screen that guards unsaved changes can hold it up as it would a person's.
    const { idx } = (window.history.state ?? {}) as { idx?: number };
    window.history.pushState(
      { usr: null, key: Math.random().toString(36).slice(2, 10), idx: (idx ?? 0) + 1 },
      '',
      next,
    );
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await settle(page);
}

async function checkScreen(page: Page, path: string, logged: Logged): Promise<Finding[]> {
  await openScreen(page, path);
  // What the policy refused while the screen loaded, from Chromium's console reports, and any other error or warning.
  const findings: Finding[] = [...logged.refusals.splice(0), ...logged.messages.splice(0)].map((problem) => ({
    path,
    problem,
  }));
  const overflow = await page.evaluate((viewport) => {
    const width = document.documentElement.scrollWidth;
    if (width <= viewport) return undefined;
    // The outermost elements reaching past the viewport, to say what to fix.
    const past = [...document.body.querySelectorAll('*')].filter(
      (element) => element.getBoundingClientRect().right > viewport + 1,
    );
    const outermost = past.filter((element) => !past.includes(element.parentElement as Element)).slice(0, 3);
    return {
      width,
      culprits: outermost.map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`),
    };
  }, PHONE.width);
  if (overflow)
    findings.push({
      path,
      problem: `${overflow.width} px wide at ${PHONE.width} px (${overflow.culprits.join(', ')})`,
    });
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run(
            context: Document,
            options: object,
          ): Promise<{ violations: { id: string; impact: string | null; nodes: { target: unknown[] }[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) =>
          `${violation.impact} ${violation.id}: ${violation.nodes
            .slice(0, 3)
            .map((node) => JSON.stringify(node.target))
            .join(' ')}`,
      );
  });
  for (const violation of violations) findings.push({ path, problem: violation });
  return findings;
}

// Two viewers at a time (the e2e project's maxConcurrency): each screen waits for its loads and a
// moment to settle, time the other viewer's checks use. The checks only read.
describe.concurrent(
  'every built screen at 390 px: no horizontal overflow, no serious or critical axe violation, nothing the CSP refuses, a clean console',
  () => {
    let browser: Browser;
    beforeAll(async () => {
      browser = await sharedBrowser();
    });
    afterAll(async () => {
      await releaseBrowser(browser);
    });

    for (const viewer of VIEWERS) {
      it(`${viewer.label}`, { timeout: 900_000 }, async ({ expect }) => {
        const screens = await screensFor(viewer.role);
        expect(screens.length).toBeGreaterThan(viewer.role === 'admin' ? 60 : 2);
        const context = await browser.newContext({ viewport: PHONE });
        const page = await context.newPage();
        const logged: Logged = { refusals: [], messages: [] };
        page.on('console', (message) => {
          if (message.text().includes('Content Security Policy')) logged.refusals.push(message.text().slice(0, 300));
          else if (
            (message.type() === 'error' || message.type() === 'warning') &&
            !DROPPED_RECORD_REPORT.test(message.text())
          ) {
            logged.messages.push(`console ${message.type()}: ${message.text().slice(0, 300)}`);
          }
        });
        page.on('pageerror', (error) => logged.messages.push(`uncaught: ${error.message.slice(0, 300)}`));
        await page.goto(portalUrl(viewer.account ? '/auth/login' : '/'));
        if (viewer.account) {
          await signIn(page, demoAccount(viewer.account).email, DEMO_PASSWORD);
          await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
        }
        // Evaluated by the test's browser connection: the portal's Content-Security-Policy refuses a script tag.
        await page.evaluate(axeSource);
        // Colours are checked as they end up: a button that renders under the pointer is not caught mid-transition.
        await page.addStyleTag({
          content: '*, *::before, *::after { transition: none !important; animation: none !important; }',
        });
        const findings: Finding[] = [...logged.refusals.splice(0), ...logged.messages.splice(0)].map((problem) => ({
          path: 'sign-in',
          problem,
        }));
        for (const screen of viewer.role === null ? [...screens, WRONG_ADDRESS] : screens) {
          findings.push(...(await checkScreen(page, screen.path, logged)));
        }
        await context.close();
        expect(findings.map((finding) => `${finding.path}: ${finding.problem}`)).toEqual([]);
      });
    }
  },
);
