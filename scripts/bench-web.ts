// Benchmark of the first screen (issue 12): builds the portal and a bare React sign-in page with
// Firebase Auth (the floor, scripts/bench-web/floor) from the same node_modules, prints for each
// main route the JavaScript and CSS loaded before first paint (gzip) beside the floor, then serves
// both with `vite preview` against a seeded local stack and loads each route cold in headless
// Chromium 5 times over HTTPS/HTTP2 (first contentful paint, main content visible). Ends with PASS/FAIL per budget
// and a nonzero exit code when one fails; then runs scripts/bench-scale.ts when it exists.
// Usage: npm run bench:web
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { build, preview, type PreviewServer } from 'vite';
import { stampCreate } from '../src/domain/audit';
import { eventPaths } from '../src/domain/paths';
import { buildPath, routeById, type Route, type RouteId } from '../src/domain/routes';
import { adminDb } from '../tests/support/auth-people';
import { launchBrowser } from '../tests/support/browser';
import { gzipBytes, initialFiles, readManifest } from './bench-web/initial-bytes';
import { localCertificate } from './bench-web/local-https';
import { loadOnce, signedInState, spread, type LoadTiming, type StorageState } from './bench-web/page-loads';
import { DEMO_PASSWORD, demoAccount } from './demo-accounts';
import { pickFreePorts } from './ports';
import { repoRoot, STACK_HOST, stackDescription, startStack } from './stack';

const LOADS = 5;
/**
 * The login's and the floor's loads, alternated: the paint budget is a ratio of two medians of
 * about 0.2 s each, which five loads a side left to chance by about ±15%.
 */
const PAINT_PAIRS = 15;
const KB = 1000;
/** The screens measured, when registered in src/app/pages.ts (forms and tasks join once they exist); the floor is loaded beside the login. */
const MAIN_ROUTES: readonly RouteId[] = ['login', 'dashboard', 'viewContent', 'manageTeams', 'importTeams', 'forms', 'manageForms', 'tasks', 'manageTasks', 'reports'];
const BUDGET = {
  loginJs: 150 * KB,
  dashboardJs: 200 * KB,
  css: 30 * KB,
  loginRatio: 1.55,
  otherRatio: 2,
  loginPaintRatio: 1.3,
};
// Modules loaded lazily before a route paints (see src/app/router.tsx and src/data/session/session-store.ts).
const SIGNED_IN_SHELL = 'src/app/layout/app-layout.tsx';
const SESSION_RECORDS = 'src/data/session/session-records.ts';
const FLOOR_ROOT = join(repoRoot, 'scripts', 'bench-web', 'floor');

/** Each registered screen's module, read from src/app/pages.ts as it is now. */
async function pageModules(): Promise<Map<string, string>> {
  const source = await readFile(join(repoRoot, 'src', 'app', 'pages.ts'), 'utf8');
  const modules = new Map<string, string>();
  for (const [, id, specifier] of source.matchAll(/^\s*(\w+): \(\) => import\('([^']+)'\),$/gm)) {
    const base = resolve(repoRoot, 'src', 'app', specifier!);
    const file = ['.tsx', '.ts'].map((extension) => base + extension).find((candidate) => existsSync(candidate));
    if (file) modules.set(id!, relative(repoRoot, file));
  }
  return modules;
}

// As the router frames them: guest pages and sign-in screens have no signed-in shell.
const isBare = (route: Route) => route.path.startsWith('/auth') || route.access === 'guest';

function lazyModulesOf(route: Route, pageModule: string): string[] {
  return [pageModule, ...(isBare(route) ? [] : [SIGNED_IN_SHELL]), ...(route.access === 'guest' ? [] : [SESSION_RECORDS])];
}

/** A published content page every team member may open (the demo seed has none); answers its path. */
async function benchContentPage(eventId: string): Promise<string> {
  const id = 'bench-welcome';
  const content = { title: 'Welcome to the event', path: 'welcome', description: 'What to know before you arrive.', sectionIds: [], isPublished: true, icon: 'info-circle' };
  await adminDb().doc(eventPaths(eventId).doc('content', id)).set({ ...content, ...stampCreate('bench-web', new Date()) });
  return buildPath('viewContent', { contentId: id });
}

type Who = 'guest' | 'teamMember' | 'admin';
const whoOpens = (route: Route): Who => (route.access === 'guest' ? 'guest' : route.access === 'signedIn' ? 'teamMember' : 'admin');

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const ms = (value: number) => Math.round(value).toString();
const timings = (loads: readonly LoadTiming[], key: keyof LoadTiming) => {
  const { min, median, max } = spread(loads.map((load) => load[key]));
  return `${ms(min)}/${ms(median)}/${ms(max)}`;
};

async function buildBoth(portalDir: string, floorDir: string): Promise<void> {
  await build({ root: repoRoot, logLevel: 'warn', build: { outDir: portalDir, emptyOutDir: true, manifest: true, sourcemap: false } });
  await build({
    root: FLOOR_ROOT,
    configFile: false,
    envDir: repoRoot,
    plugins: [react()],
    logLevel: 'warn',
    build: { outDir: floorDir, emptyOutDir: true, manifest: true },
  });
}

async function hasIconFont(outDir: string): Promise<boolean> {
  const files = await readdir(join(outDir, 'assets'));
  return files.some((file) => /\.(woff2?|ttf|eot)$/.test(file));
}

const workDir = await mkdtemp(join(tmpdir(), 'eventflow-bench-web-'));
const servers: PreviewServer[] = [];
let failed: boolean;
const stack = await startStack({ ports: 'free', dataDir: join(workDir, 'data'), seed: true, log: (message) => console.log(`[stack] ${message}`) });
try {
  Object.assign(process.env, stack.env, { EVENTFLOW_STACK: stackDescription(stack) });
  const portalDir = join(workDir, 'portal');
  const floorDir = join(workDir, 'floor');
  await buildBoth(portalDir, floorDir);
  console.log('[bench] built the portal and the floor');

  const floorManifest = await readManifest(floorDir);
  const floorJs = await gzipBytes(floorDir, initialFiles(floorManifest, []).js);
  const manifest = await readManifest(portalDir);
  const modules = await pageModules();
  const routes = MAIN_ROUTES.filter((id) => modules.has(id)).map((id) => routeById(id));

  // Both over HTTPS with HTTP/2, as the portal is hosted (see local-https.ts).
  const [floorPort] = await pickFreePorts(STACK_HOST, 1);
  const https = await localCertificate();
  servers.push(await preview({ root: repoRoot, logLevel: 'warn', build: { outDir: portalDir }, preview: { host: STACK_HOST, port: stack.ports.app, strictPort: true, https } }));
  servers.push(await preview({ root: FLOOR_ROOT, configFile: false, logLevel: 'warn', build: { outDir: floorDir }, preview: { host: STACK_HOST, port: floorPort!, strictPort: true, https } }));
  const portal = (path: string) => `https://${STACK_HOST}:${stack.ports.app}${path}`;
  const floorUrl = `https://${STACK_HOST}:${floorPort}/`;

  const browser = await launchBrowser();
  const results: { route: Route; js: number; css: number; loads: LoadTiming[] }[] = [];
  const floorLoads: LoadTiming[] = [];
  try {
    const states = new Map<Who, StorageState | undefined>([['guest', undefined]]);
    for (const who of ['teamMember', 'admin'] as const) states.set(who, await signedInState(browser, portal(buildPath('login')), demoAccount(who).email, DEMO_PASSWORD));
    for (const route of routes) {
      console.log(`[bench] loading ${route.id}`);
      const files = initialFiles(manifest, lazyModulesOf(route, modules.get(route.id)!));
      const path = route.id === 'viewContent' ? await benchContentPage(stack.eventId) : buildPath(route.id);
      const loads: LoadTiming[] = [];
      for (let load = 0; load < (route.id === 'login' ? PAINT_PAIRS : LOADS); load += 1) {
        // The floor's loads alternate with the login's, so that a machine getting busier or quieter
        // during the run weighs on both sides of the paint ratio alike.
        if (route.id === 'login') floorLoads.push(await loadOnce(browser, floorUrl));
        loads.push(await loadOnce(browser, portal(path), states.get(whoOpens(route))));
      }
      results.push({ route, js: await gzipBytes(portalDir, files.js), css: await gzipBytes(portalDir, files.css), loads });
    }
  } finally {
    await browser.close();
  }

  const date = new Date().toISOString().slice(0, 16).replace('T', ' ');
  console.log(`\nFirst screen, ${date} UTC: initial JS/CSS gzip (before first paint) and cold loads in headless Chromium, ms min/median/max over ${LOADS} (the login and the floor: ${PAINT_PAIRS} alternating pairs)`);
  const header = ['route', 'path', 'JS', 'x floor', 'CSS', 'first paint', 'main content'];
  const rows = [
    ['floor', '(bare React + Firebase Auth sign-in)', kb(floorJs), '1.00', '-', timings(floorLoads, 'firstContentfulPaint'), timings(floorLoads, 'mainContentVisible')],
    ...results.map(({ route, js, css, loads }) => [route.id, route.path, kb(js), (js / floorJs).toFixed(2), kb(css), timings(loads, 'firstContentfulPaint'), timings(loads, 'mainContentVisible')]),
  ];
  const widths = header.map((_, column) => Math.max(...[header, ...rows].map((row) => row[column]!.length)));
  for (const row of [header, ...rows]) console.log(row.map((cell, column) => cell.padEnd(widths[column]!)).join('  '));

  const medianPaint = (loads: LoadTiming[]) => spread(loads.map((load) => load.firstContentfulPaint)).median;
  const login = results.find((result) => result.route.id === 'login');
  const dashboard = results.find((result) => result.route.id === 'dashboard');
  const checks: [string, boolean][] = [
    [`login JS ${kb(login?.js ?? 0)} <= ${kb(BUDGET.loginJs)}`, !!login && login.js <= BUDGET.loginJs],
    [`dashboard JS ${kb(dashboard?.js ?? 0)} <= ${kb(BUDGET.dashboardJs)}`, !!dashboard && dashboard.js <= BUDGET.dashboardJs],
    ...results.map(({ route, css }): [string, boolean] => [`${route.id} CSS ${kb(css)} <= ${kb(BUDGET.css)}`, css <= BUDGET.css]),
    ['no icon font in the build', !(await hasIconFont(portalDir))],
    ...results.map(({ route, js }): [string, boolean] => {
      const limit = route.id === 'login' ? BUDGET.loginRatio : BUDGET.otherRatio;
      return [`${route.id} JS ${(js / floorJs).toFixed(2)}x floor <= ${limit}x`, js / floorJs <= limit];
    }),
    [
      `login first paint ${login ? (medianPaint(login.loads) / medianPaint(floorLoads)).toFixed(2) : '?'}x floor's (median) <= ${BUDGET.loginPaintRatio}x`,
      !!login && medianPaint(login.loads) <= BUDGET.loginPaintRatio * medianPaint(floorLoads),
    ],
  ];
  console.log('');
  for (const [label, pass] of checks) console.log(`${pass ? 'PASS' : 'FAIL'}  ${label}`);
  failed = checks.some(([, pass]) => !pass);

  // Data at scale and import speed (issue 12 items 4-5) live in their own script, run against the same stack and portal.
  const scaleBench = join(repoRoot, 'scripts', 'bench-scale.ts');
  if (existsSync(scaleBench)) {
    const child = spawn(process.execPath, ['--import', 'tsx', scaleBench], {
      stdio: 'inherit',
      env: { ...process.env, EVENTFLOW_STACK: stackDescription(stack), EVENTFLOW_PORTAL_URL: portal('/') },
    });
    const status = await new Promise<number | null>((done) => child.on('exit', done));
    failed ||= status !== 0;
  }
} finally {
  await Promise.all(servers.map((server) => server.close()));
  await stack.stop();
  await rm(workDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
