/**
 * `npm run bench -w emulator`: times our emulator and Google's Firestore emulator side by side, in
 * one run, on the same cases through the real web SDK (`firebase/firestore/lite`): a 10,000-document
 * seed, an equality + orderBy + limit 100 query, a 500-write commit and a single get. Each engine
 * holds two projects with the same documents: one with no rules, and one with the bench ruleset
 * below loaded through `PUT /emulator/v1/projects/{project}:securityRules` and called with a
 * `mockUserToken`, so every request is evaluated; the cases alternate between the two. Google's
 * emulator is started from Debian's package on a free port and stopped at the end; when it is not
 * installed the output says its columns were skipped.
 * Goals on a 2-core machine: ours at least 3x faster than Google's on every case with rules on,
 * and rules adding under 25% to our query and commit p50.
 */
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  collection,
  connectFirestoreEmulator,
  doc,
  getDoc,
  getDocs,
  getFirestore,
  limit,
  orderBy,
  query,
  setDoc,
  setLogLevel,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore/lite';
import { connectStorageEmulator, getBytes, getStorage, ref, uploadBytes } from 'firebase/storage';
import { startGoogleFirestore } from '../../scripts/google-firestore-emulator';
import { startEmulator } from '../src/index.js';

const PROJECT_ID = 'demo-bench';
const OPEN_PROJECT = `${PROJECT_ID}-open`;
const GUARDED_PROJECT = `${PROJECT_ID}-guarded`;
const COLLECTION = 'items';
const DOCUMENT_COUNT = 10_000;
const GROUPS = 10;
const BATCH_SIZE = 500;
const BENCH_USER = 'bench-user';
const RULES_OVERHEAD_GOAL = 0.25;
const SPEEDUP_GOAL = 3;
// Keeps the whole run within about three minutes even where Google's emulator is slow.
const CASE_BUDGET_MS = 5_000;
const MIN_ITERATIONS = 10;
const WARM_UP_ITERATIONS = 3;

/** A realistic ruleset: a role looked up with get(), a list rule on the query, validation on writes. */
const BENCH_RULES = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    function signedIn() { return request.auth != null; }
    function role() { return get(/databases/$(database)/documents/members/$(request.auth.uid)).data.role; }
    function isMember() { return signedIn() && role() in ['admin', 'member']; }

    match /members/{uid} {
      allow read: if signedIn() && request.auth.uid == uid;
    }
    match /${COLLECTION}/{item} {
      allow get: if isMember() && resource.data.group is string;
      allow list: if isMember() && request.query.limit <= 100;
      allow write: if false;
    }
    match /writes/{id} {
      allow read: if isMember();
      allow create, update: if isMember()
        && request.resource.data.keys().hasOnly(['iteration', 'n', 'title', 'tags'])
        && request.resource.data.n is int && request.resource.data.n >= 0
        && request.resource.data.title is string && request.resource.data.title.size() < 200
        && request.resource.data.tags is list;
      allow delete: if false;
    }
  }
}
`;

interface Timing {
  n: number;
  p50: number;
  p95: number;
}

interface Engine {
  name: string;
  host: string;
  port: number;
}

type Results = Map<string, Timing>;

const ms = (value: number) => (value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${value.toFixed(1)} ms`);

const CASES = [
  'seed: 10,000 docs (20 commits of 500)',
  'query: == + orderBy + limit 100',
  'commit: 500 writes',
  'get: one document',
] as const;
const [SEED, QUERY, COMMIT, GET] = CASES;

interface TimedCase {
  name: string;
  iterations: number;
  run: (db: Firestore, iteration: number) => Promise<void>;
}

const TIMED_CASES: TimedCase[] = [
  {
    name: QUERY,
    iterations: 200,
    run: async (db, i) => {
      const items = collection(db, COLLECTION);
      const snapshot = await getDocs(
        query(items, where('group', '==', `g${Math.abs(i) % GROUPS}`), orderBy('rank', 'desc'), limit(100)),
      );
      if (snapshot.size !== 100) throw new Error(`expected 100 documents, got ${snapshot.size}`);
    },
  },
  {
    name: COMMIT,
    iterations: 50,
    run: async (db, i) => {
      const batch = writeBatch(db);
      for (let n = 0; n < BATCH_SIZE; n++)
        batch.set(doc(db, 'writes', `w-${n}`), { iteration: i, n, title: `Write ${n}`, tags: ['a', 'b'] });
      await batch.commit();
    },
  },
  {
    name: GET,
    iterations: 200,
    run: async (db, i) => {
      const snapshot = await getDoc(
        doc(db, COLLECTION, `item-${String((Math.abs(i) * 37) % DOCUMENT_COUNT).padStart(5, '0')}`),
      );
      if (!snapshot.exists()) throw new Error('expected the document to exist');
    },
  },
];

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
}

function timingOf(times: number[]): Timing {
  const sorted = [...times].sort((a, b) => a - b);
  return { n: sorted.length, p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95) };
}

/**
 * Times a case on each database, alternating between them every iteration so that a machine's
 * changing load weighs on both alike; up to `iterations` rounds, fewer (at least 10) once the
 * time budget is spent.
 */
async function timeAlternating<Side>(
  iterations: number,
  run: (side: Side, iteration: number) => Promise<void>,
  sides: Side[],
): Promise<Timing[]> {
  for (let i = 0; i < WARM_UP_ITERATIONS; i++) for (const side of sides) await run(side, -1 - i);
  const times = sides.map((): number[] => []);
  const started = performance.now();
  for (let i = 0; i < iterations && (i < MIN_ITERATIONS || performance.now() - started < CASE_BUDGET_MS); i++) {
    for (let index = 0; index < sides.length; index++) {
      const start = performance.now();
      await run(sides[index], i);
      times[index].push(performance.now() - start);
    }
  }
  return times.map(timingOf);
}

function webClient(
  engine: Engine,
  projectId: string,
  caller: 'anonymous' | 'bench-user',
): { app: FirebaseApp; db: Firestore } {
  const app = initializeApp({ projectId, apiKey: 'demo' }, `bench-${engine.name}-${projectId}`);
  const db = getFirestore(app);
  connectFirestoreEmulator(
    db,
    engine.host,
    engine.port,
    caller === 'bench-user' ? { mockUserToken: { sub: BENCH_USER } } : {},
  );
  return { app, db };
}

async function seed(db: Firestore): Promise<Timing> {
  await setDoc(doc(db, 'members', BENCH_USER), { role: 'member' });
  const started = performance.now();
  for (let start = 0; start < DOCUMENT_COUNT; start += BATCH_SIZE) {
    const batch = writeBatch(db);
    for (let i = start; i < start + BATCH_SIZE; i++) {
      batch.set(doc(db, COLLECTION, `item-${String(i).padStart(5, '0')}`), {
        group: `g${i % GROUPS}`,
        rank: (i * 7919) % DOCUMENT_COUNT,
        title: `Item number ${i}`,
        tags: ['bench', `t${i % 7}`],
        details: { size: i % 100, active: i % 3 === 0 },
      });
    }
    await batch.commit();
  }
  return timingOf([performance.now() - started]);
}

/** Loads the bench rules into the guarded project, then proves they are enforced; returns why not when they cannot be. */
async function loadRules(engine: Engine, db: Firestore): Promise<string | undefined> {
  const response = await fetch(
    `http://${engine.host}:${engine.port}/emulator/v1/projects/${GUARDED_PROJECT}:securityRules`,
    {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content: BENCH_RULES }] } }),
    },
  );
  if (!response.ok) return `loading rules answered ${response.status}: ${(await response.text()).slice(0, 200)}`;
  console.log(`  ${engine.name} · rules loaded; an invalid write must now be refused`);
  const refused = await setDoc(doc(db, 'writes', 'invalid'), { n: 'not a number' }).then(
    () => false,
    () => true,
  );
  return refused ? undefined : 'rules loaded but an invalid write was accepted: rules are not enforced';
}

interface EngineRun {
  off: Results;
  on?: Results;
  skipped?: string;
}

/**
 * Two projects with the same 10,000 documents: one with no rules (anonymous caller) and one with
 * the bench ruleset (mockUserToken caller), timed in alternation.
 */
async function benchEngine(engine: Engine): Promise<EngineRun> {
  const open = webClient(engine, OPEN_PROJECT, 'anonymous');
  const guarded = webClient(engine, GUARDED_PROJECT, 'bench-user');
  try {
    const off: Results = new Map([[SEED, await seed(open.db)]]);
    await seed(guarded.db);
    const skipped = await loadRules(engine, guarded.db);
    const on: Results | undefined = skipped ? undefined : new Map();
    for (const timed of TIMED_CASES) {
      const [offTiming, onTiming] = await timeAlternating(
        timed.iterations,
        timed.run,
        on ? [open.db, guarded.db] : [open.db],
      );
      off.set(timed.name, offTiming);
      on?.set(timed.name, onTiming);
      console.log(
        `  ${engine.name} · ${timed.name}: p50 ${ms(offTiming.p50)} rules off${onTiming ? `, ${ms(onTiming.p50)} rules on` : ''}`,
      );
    }
    return { off, on, skipped };
  } finally {
    await Promise.all([deleteApp(open.app), deleteApp(guarded.app)]);
  }
}

async function benchStorage(host: string, port: number): Promise<Timing> {
  const app = initializeApp(
    { projectId: PROJECT_ID, apiKey: 'demo', storageBucket: `${PROJECT_ID}.appspot.com` },
    'bench-storage',
  );
  try {
    const storage = getStorage(app);
    connectStorageEmulator(storage, host, port);
    const payload = new Uint8Array(1024 * 1024).map((_, i) => i % 251);
    const uploadAndDownload = async (_: unknown, i: number) => {
      const object = ref(storage, `bench/blob-${Math.abs(i)}.bin`);
      await uploadBytes(object, payload, { contentType: 'application/octet-stream' });
      if ((await getBytes(object)).byteLength !== payload.byteLength) throw new Error('download size mismatch');
    };
    const [timing] = await timeAlternating(20, uploadAndDownload, [storage]);
    return timing;
  } finally {
    await deleteApp(app);
  }
}

// ---------------------------------------------------------------------------------------------
// Printing

function printTable(header: string[], rows: string[][]): void {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column])))
      .join('  ');
  console.log(line(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows) console.log(line(row));
}

function printComparison(title: string, ours: Results, google: Results | undefined): void {
  console.log(`\n${title}`);
  const rows = CASES.flatMap((name) => {
    const mine = ours.get(name);
    const theirs = google?.get(name);
    if (!mine && !theirs) return [];
    const ratio = mine && theirs ? `${(theirs.p50 / mine.p50).toFixed(1)}x` : '—';
    const cells = (timing: Timing | undefined) =>
      timing ? [String(timing.n), ms(timing.p50), ms(timing.p95)] : ['—', '—', '—'];
    return [[name, ...cells(mine), ...cells(theirs), ratio]];
  });
  printTable(['case', 'ours n', 'p50', 'p95', "Google's n", 'p50', 'p95', "Google's / ours p50"], rows);
}

function printVerdicts(ours: EngineRun, google: EngineRun | undefined): void {
  if (ours.on) {
    const overhead = [QUERY, COMMIT].map((name) => {
      const extra = (ours.on?.get(name) as Timing).p50 / (ours.off.get(name) as Timing).p50 - 1;
      const percent = Math.round(extra * 100);
      return `${name.split(':')[0]} ${percent >= 0 ? '+' : ''}${percent}%${extra < RULES_OVERHEAD_GOAL ? '' : ' (over the goal)'}`;
    });
    console.log(`\nrules add to our p50: ${overhead.join(', ')} (goal: under ${RULES_OVERHEAD_GOAL * 100}%)`);
  }
  if (ours.on && google?.on) {
    const slow = [QUERY, COMMIT, GET].filter(
      (name) => (google.on?.get(name) as Timing).p50 / (ours.on?.get(name) as Timing).p50 < SPEEDUP_GOAL,
    );
    console.log(
      slow.length === 0
        ? `with rules on, ours is at least ${SPEEDUP_GOAL}x faster than Google's on every case`
        : `under ${SPEEDUP_GOAL}x faster with rules on: ${slow.join(', ')}`,
    );
  }
}

// ---------------------------------------------------------------------------------------------

setLogLevel('silent'); // the rules check's refused write would be logged as an error
const ours = await startEmulator({});
const google = await startGoogleFirestore();
try {
  const oursRun = await benchEngine({ name: 'ours', host: ours.host, port: ours.firestorePort });
  const googleRun = google ? await benchEngine({ name: 'google', host: google.host, port: google.port }) : undefined;
  const storage = await benchStorage(ours.host, ours.storagePort);

  console.log(`Firestore through the web SDK, ${new Date().toISOString().slice(0, 10)}`);
  if (!google)
    console.log(
      "Google's Firestore emulator is not installed (apt-get install google-cloud-cli-firestore-emulator): its columns were skipped.",
    );
  printComparison('rules off (no rules loaded, anonymous caller)', oursRun.off, googleRun?.off);
  if (oursRun.on) printComparison('rules on (bench ruleset, mockUserToken caller)', oursRun.on, googleRun?.on);
  for (const [name, run] of [
    ['ours', oursRun],
    ["Google's", googleRun],
  ] as const) {
    if (run?.skipped) console.log(`\nrules on skipped for ${name}: ${run.skipped}`);
  }
  if (!oursRun.on && googleRun?.on)
    printComparison("rules on, Google's only (ours could not load rules)", new Map(), googleRun.on);
  printVerdicts(oursRun, googleRun);
  console.log(
    `\nstorage (ours only; there is no Google Storage emulator here): 1 MB upload + download, n ${storage.n}, p50 ${ms(storage.p50)}, p95 ${ms(storage.p95)}`,
  );
} finally {
  await Promise.all([ours.stop(), google?.stop()]);
}
