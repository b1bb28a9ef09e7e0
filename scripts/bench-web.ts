// Benchmark of the first screen. Builds, in one run and from the same node_modules: the portal as
// it is in this checkout; the floor (scripts/bench-web/floor: a bare React page with React Router
// and Firebase Auth's email sign-in, the least the portal's stack can load); the baseline, the
// portal at a git ref (default origin/main, `--baseline <ref>` for another), written out with `git
// archive`; and the baseline on the portal's stack, the same with the stack's code that the portal
// imports added to its entry (scripts/bench-web/stack-code.ts). Serves the four with `vite preview`
// over HTTPS/HTTP2 against one seeded local stack and loads each screen cold in headless Chromium:
// the login alternated with the floor, the compared screens in turn with both baselines. Prints the
// floor and each route's initial JS (gzip) and ratio to it, first paint and main content, then one
// PASS/FAIL per goal (scripts/bench-web/goals.ts) and exits nonzero when one fails; then runs
// scripts/bench-scale.ts against the same stack.
// Usage: npm run bench:web [-- --baseline <ref>] [--routes <id>,<id>] (some routes only, and not the
// lists at scale: a quicker look while working on a screen) [--profile] (then each compared screen
// is loaded again under the CPU profiler, the portal and the baseline on the stack in turn, and the
// main thread's time until main content is printed by source: packages and the portal's own files,
// read from the builds' source maps).
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { build, preview, type PreviewServer } from 'vite';
import { buildPath, routeById, type Route, type RouteId } from '../src/domain/routes';
import { launchBrowser } from '../tests/support/browser';
import { seedRichTextPage } from '../tests/support/content-pages';
import { routesFromArgs } from './bench-web/args';
import { baselineRefFromArgs, checkOutBaseline } from './bench-web/baseline';
import { buildSources, printSourceComparison, type CpuProfile } from './bench-web/cpu-profile';
import { goalChecks, type Measured } from './bench-web/goals';
import { gzipBytes, initialFilesOfLoad, readManifest, type Manifest } from './bench-web/initial-bytes';
import { localCertificate } from './bench-web/local-https';
import { loadOnce, signedInState, spread, type Load, type StorageState } from './bench-web/page-loads';
import { stackCodeModule } from './bench-web/stack-code';
import { DEMO_PASSWORD, demoAccount } from './demo-accounts';
import { pickFreePorts } from './ports';
import { repoRoot, STACK_HOST, stackDescription, startStack } from './stack';

/** The main screens measured; the login is loaded beside the floor. */
const ALL_ROUTES: readonly RouteId[] = [
  'login',
  'dashboard',
  'viewContent',
  'manageTeams',
  'manageUsers',
  'importTeams',
  'forms',
  'manageForms',
  'tasks',
  'manageTasks',
  'reports',
];
/** The screens whose time to main content is held to the baseline's on the portal's stack. */
const COMPARED: readonly RouteId[] = ['dashboard', 'tasks', 'manageTeams', 'viewContent'];
const LOADS = 5;
/**
 * Alternated loads for a ratio of two medians: the login's paint to the floor's (about 0.2 s
 * each, which five loads a side left to chance by about ±15%), and a compared screen's main content
 * to the baselines' (about 1 s each, held to 10%), a round being one load of each build in turn.
 */
const PAINT_PAIRS = 15;
const COMPARED_ROUNDS = 11;
const FLOOR_ROOT = join(repoRoot, 'scripts', 'bench-web', 'floor');

/**
 * A published page with one rich-text section that every team member may open (the demo seed has
 * none), stored whole as the portal stores it; answers its path by id, the address both builds open
 * (a baseline from before pages had addresses knows only ids; the portal goes on to the address).
 */
async function benchContentPage(): Promise<string> {
  const id = 'bench-welcome';
  await seedRichTextPage(id, {
    title: 'Welcome to the event',
    path: 'welcome',
    description: 'What to know before you arrive.',
    icon: 'info-circle',
    text: '<p>Doors open at 8:00. Bring your badge and your stand pass.</p>',
  });
  return buildPath('viewContent', { contentId: id });
}

type Who = 'guest' | 'teamMember' | 'admin';
const whoOpens = (route: Route): Who =>
  route.access === 'guest' ? 'guest' : route.access === 'signedIn' ? 'teamMember' : 'admin';

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const triple = (values: readonly number[]) => {
  if (values.length === 0) return '-';
  const { min, median, max } = spread(values);
  return `${Math.round(min)}/${Math.round(median)}/${Math.round(max)}`;
};
const medianOf = (values: readonly number[]) => spread(values).median;

/** A build served by `vite preview` over HTTPS/HTTP2, as the portal's hosting serves it (see local-https.ts). */
interface Served {
  name: string;
  outDir: string;
  manifest: Manifest;
  url: (path: string) => string;
  /** The signed-in browser states on this origin. */
  states: Map<Who, StorageState | undefined>;
}

/** Initial JS (and CSS) of a build's loads, gzip bytes. */
async function initialBytes(served: Served, loads: readonly Load[]): Promise<{ js: number; css: number }> {
  const files = initialFilesOfLoad(served.manifest, [...new Set(loads.flatMap((load) => load.scripts))]);
  return { js: await gzipBytes(served.outDir, files.js), css: await gzipBytes(served.outDir, files.css) };
}

const args = process.argv.slice(2);
const baselineRef = baselineRefFromArgs(args);
const ROUTES = routesFromArgs(args, ALL_ROUTES);
const allRoutes = ROUTES.length === ALL_ROUTES.length;
const PROFILE = args.includes('--profile');
/** Profiled loads of each compared screen a build, with --profile. */
const PROFILED_ROUNDS = 6;
const workDir = await mkdtemp(join(tmpdir(), 'eventflow-bench-web-'));
const servers: PreviewServer[] = [];
let failed: boolean;
const baselineRoot = join(workDir, 'baseline-src');
const baselineCommit = await checkOutBaseline(repoRoot, baselineRef, baselineRoot).catch(async (error: unknown) => {
  await rm(workDir, { recursive: true, force: true });
  throw error;
});
console.log(`[bench] baseline: ${baselineRef} = ${baselineCommit}`);
const stack = await startStack({
  ports: 'free',
  dataDir: join(workDir, 'data'),
  seed: true,
  log: (message) => console.log(`[stack] ${message}`),
});
try {
  Object.assign(process.env, stack.env, { EVENTFLOW_STACK: stackDescription(stack) });
  const https = await localCertificate();
  const [floorPort, baselinePort, stackBaselinePort] = await pickFreePorts(STACK_HOST, 3);
  const serve = async (name: string, root: string, port: number, configFile?: false): Promise<Served> => {
    const outDir = join(workDir, name);
    const plugins = configFile === false ? [react()] : [];
    await build({
      root,
      configFile,
      envDir: repoRoot,
      plugins,
      logLevel: 'warn',
      // Maps with --profile, beside the scripts and not named in them: the scripts served are the same.
      build: { outDir, emptyOutDir: true, manifest: true, sourcemap: PROFILE ? 'hidden' : false },
    });
    servers.push(
      await preview({
        root,
        configFile,
        logLevel: 'warn',
        build: { outDir },
        preview: { host: STACK_HOST, port, strictPort: true, https },
      }),
    );
    console.log(`[bench] built and serving ${name}`);
    return {
      name,
      outDir,
      manifest: await readManifest(outDir),
      url: (path) => `https://${STACK_HOST}:${port}${path}`,
      states: new Map([['guest', undefined]]),
    };
  };
  const portal = await serve('portal', repoRoot, stack.ports.app);
  const floor = await serve('floor', FLOOR_ROOT, floorPort!, false);
  const baseline = await serve('baseline', baselineRoot, baselinePort!);
  // The same tree again with the stack's code in its entry: what the portal's screens are held to.
  const baselineMain = join(baselineRoot, 'src', 'main.tsx');
  await writeFile(join(baselineRoot, 'src', 'stack-code.ts'), await stackCodeModule(join(repoRoot, 'src')));
  await writeFile(baselineMain, `import './stack-code';\n${await readFile(baselineMain, 'utf8')}`);
  const stackBaseline = await serve('stack-baseline', baselineRoot, stackBaselinePort!);
  const contentPath = await benchContentPage();
  const pathOf = (id: RouteId) => (id === 'viewContent' ? contentPath : buildPath(id));

  const browser = await launchBrowser();
  const floorLoads: Load[] = [];
  const loads = new Map<RouteId, { portal: Load[]; baseline: Load[]; stackBaseline: Load[] }>();
  try {
    for (const served of [portal, baseline, stackBaseline]) {
      for (const who of ['teamMember', 'admin'] as const)
        served.states.set(
          who,
          await signedInState(browser, served.url(buildPath('login')), demoAccount(who).email, DEMO_PASSWORD),
        );
    }
    // The floor is loaded beside the login; without it, on its own, for its bytes.
    if (!ROUTES.includes('login'))
      for (let load = 0; load < LOADS; load += 1) floorLoads.push(await loadOnce(browser, floor.url('/')));
    for (const id of ROUTES) {
      console.log(`[bench] loading ${id}`);
      const route = routeById(id);
      const open = (served: Served) => loadOnce(browser, served.url(pathOf(id)), served.states.get(whoOpens(route)));
      const measured = { portal: [] as Load[], baseline: [] as Load[], stackBaseline: [] as Load[] };
      if (id === 'login') {
        // Alternated, so that a machine getting busier or quieter weighs on both sides of a ratio alike.
        for (let pair = 0; pair < PAINT_PAIRS; pair += 1) {
          floorLoads.push(await loadOnce(browser, floor.url('/')));
          measured.portal.push(await open(portal));
        }
        measured.baseline.push(await open(baseline));
      } else if (COMPARED.includes(id)) {
        const builds = [
          ['portal', portal],
          ['baseline', baseline],
          ['stackBaseline', stackBaseline],
        ] as const;
        for (let round = 0; round < COMPARED_ROUNDS; round += 1) {
          // Each build takes each place in a round in turn.
          for (let turn = 0; turn < builds.length; turn += 1) {
            const [key, served] = builds[(round + turn) % builds.length]!;
            measured[key].push(await open(served));
          }
        }
      } else {
        for (let load = 0; load < LOADS; load += 1) measured.portal.push(await open(portal));
        measured.baseline.push(await open(baseline));
      }
      loads.set(id, measured);
    }
    if (PROFILE)
      for (const id of ROUTES.filter((route) => COMPARED.includes(route))) {
        const route = routeById(id);
        const sides = [
          { name: 'portal', served: portal, profiles: [] as CpuProfile[] },
          { name: 'on stack', served: stackBaseline, profiles: [] as CpuProfile[] },
        ];
        for (let round = 0; round < PROFILED_ROUNDS; round += 1)
          for (const side of round % 2 ? [...sides].reverse() : sides) {
            const { served } = side;
            const load = await loadOnce(browser, served.url(pathOf(id)), served.states.get(whoOpens(route)), {
              profile: true,
            });
            side.profiles.push(load.profile!);
          }
        printSourceComparison(
          `${id}, main thread until main content`,
          sides.map(({ name, served, profiles }) => ({ name, profiles, sourceOf: buildSources(served.outDir) })),
        );
      }
  } finally {
    await browser.close();
  }

  const floorBytes = await initialBytes(floor, floorLoads);
  const floorMeasured: Measured = {
    id: 'floor',
    js: floorBytes.js,
    firstPaints: floorLoads.map((load) => load.firstContentfulPaint),
    mainContents: floorLoads.map((load) => load.mainContentVisible),
  };
  const rows: string[][] = [
    [
      'floor',
      '(React, React Router, Firebase Auth sign-in)',
      kb(floorBytes.js),
      '1.00',
      '-',
      kb(floorBytes.css),
      triple(floorMeasured.firstPaints),
      triple(floorMeasured.mainContents),
      '-',
      '-',
      '-',
      '-',
    ],
  ];
  const measured: Measured[] = [];
  for (const id of ROUTES) {
    const { portal: portalLoads, baseline: baselineLoads, stackBaseline: stackBaselineLoads } = loads.get(id)!;
    const bytes = await initialBytes(portal, portalLoads);
    const baselineBytes = await initialBytes(baseline, baselineLoads);
    const compared = COMPARED.includes(id);
    const route: Measured = {
      id,
      js: bytes.js,
      firstPaints: portalLoads.map((load) => load.firstContentfulPaint),
      mainContents: portalLoads.map((load) => load.mainContentVisible),
      stackBaselineMainContents: compared ? stackBaselineLoads.map((load) => load.mainContentVisible) : undefined,
    };
    const baselineMainContents = baselineLoads.map((load) => load.mainContentVisible);
    const toMedianOf = (others: readonly number[]) => (medianOf(route.mainContents) / medianOf(others)).toFixed(2);
    measured.push(route);
    rows.push([
      id,
      routeById(id).path,
      kb(bytes.js),
      (bytes.js / floorBytes.js).toFixed(2),
      kb(baselineBytes.js),
      kb(bytes.css),
      triple(route.firstPaints),
      triple(route.mainContents),
      compared ? triple(baselineMainContents) : '-',
      compared ? toMedianOf(baselineMainContents) : '-',
      compared ? triple(route.stackBaselineMainContents!) : '-',
      compared ? toMedianOf(route.stackBaselineMainContents!) : '-',
    ]);
  }

  const date = new Date().toISOString().slice(0, 16).replace('T', ' ');
  console.log(`\nFirst screen, ${date} UTC. Baseline: ${baselineRef} = ${baselineCommit}`);
  console.log(
    'Initial JS/CSS: gzip, the entry with its static imports and the route modules the load asked for before its main content showed, with theirs (scripts/bench-web/initial-bytes.ts).',
  );
  console.log(
    `Cold loads in headless Chromium, ms min/median/max: ${LOADS} a route; the login ${PAINT_PAIRS} alternating with the floor's, the compared screens ${COMPARED_ROUNDS} in turn with the baseline's and the baseline's on the stack (its entry loading the stack's code the portal imports).`,
  );
  const header = [
    'route',
    'path',
    'JS',
    'x floor',
    'JS baseline',
    'CSS',
    'first paint',
    'main content',
    'main content baseline',
    'x baseline',
    'main content baseline on stack',
    'x baseline on stack',
  ];
  const widths = header.map((_, column) => Math.max(...[header, ...rows].map((row) => row[column]!.length)));
  for (const row of [header, ...rows]) console.log(row.map((cell, column) => cell.padEnd(widths[column]!)).join('  '));

  const checks = goalChecks(floorMeasured, measured);
  console.log('');
  for (const { label, pass } of checks) console.log(`${pass ? 'PASS' : 'FAIL'}  ${label}`);
  failed = checks.some(({ pass }) => !pass);

  // The lists at scale have their own script, run against the same stack and portal (a run of some
  // routes only leaves them out).
  if (allRoutes) {
    const child = spawn(process.execPath, ['--import', 'tsx', join(repoRoot, 'scripts', 'bench-scale.ts')], {
      stdio: 'inherit',
      env: { ...process.env, EVENTFLOW_STACK: stackDescription(stack), EVENTFLOW_PORTAL_URL: portal.url('/') },
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
