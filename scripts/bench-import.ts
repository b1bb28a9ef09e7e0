// Benchmark: imports 1,000 team rows through the importTeamRows callable on a fresh local stack
// (functions emulator, our Firestore, Auth emulator, maildev), as the import screen does, and
// prints rows per second. Usage: npm run bench (second step) or npx tsx scripts/bench-import.ts [rows]
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import * as z from 'zod/mini';
import { FUNCTIONS_REGION } from '../src/domain/constants';
import {
  IMPORT_ROWS_PER_CALL,
  importCheckRecordSchema,
  isCompleteRecord,
  type ImportRow,
} from '../src/domain/team-import';
import { IMPORT_CALLS_IN_FLIGHT, runTeamImport } from '../src/data/team-import/team-import-store';
import { DEMO_PASSWORD, demoAccount } from './demo-accounts';
import { startStack } from './stack';

const rowCount = Number(process.argv[2] ?? 1000);
const stack = await startStack({ ports: 'free', seed: true, log: (message) => console.log(`[stack] ${message}`) });
try {
  const app = initializeApp({ apiKey: stack.env.VITE_FIREBASE_API_KEY, projectId: stack.projectId }, 'bench-import');
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${stack.host}:${stack.ports.auth}`, { disableWarnings: true });
  const functions = getFunctions(app, FUNCTIONS_REGION);
  connectFunctionsEmulator(functions, stack.host, stack.ports.functions);
  await signInWithEmailAndPassword(auth, demoAccount('admin').email, DEMO_PASSWORD);
  const call = httpsCallable(functions, 'importTeamRows');
  const batch = randomUUID().slice(0, 8);
  const rows: ImportRow[] = Array.from({ length: rowCount }, (_, index) => ({
    rowNumber: index + 1,
    teamName: `Bench ${batch} ${index + 1}`,
    teamType: '',
    isOrganiser: 'No',
    ownerFirstName: 'Bench',
    ownerSurname: `Owner ${index + 1}`,
    ownerEmail: `bench-${batch}-${index + 1}@example.test`,
    customFields: {},
  }));
  // One warm-up call so the functions emulator's cold start is not counted.
  await call({
    eventId: stack.eventId,
    invokingUser: auth.currentUser?.uid,
    rows: [{ ...rows[0]!, teamName: `Bench ${batch} warm-up`, ownerEmail: `bench-${batch}-warmup@example.test` }],
  });
  // Other work on the machine slows the import down: the figure is read beside the load around it.
  const loadBefore = loadavg()[0]!;
  const started = performance.now();
  const records = await runTeamImport(
    rows,
    { teamTypes: [], customFields: [] },
    () => undefined,
    async (group) =>
      z
        .array(importCheckRecordSchema)
        .parse((await call({ eventId: stack.eventId, invokingUser: auth.currentUser?.uid, rows: group })).data),
  );
  const seconds = (performance.now() - started) / 1000;
  const complete = records.filter(isCompleteRecord).length;
  console.log(
    `team import: ${rowCount} rows (${complete} complete) in ${seconds.toFixed(1)} s = ${(rowCount / seconds).toFixed(1)} rows/s ` +
      `(${IMPORT_ROWS_PER_CALL} rows a call, ${IMPORT_CALLS_IN_FLIGHT} calls in flight; 1-minute load average ${loadBefore.toFixed(1)} before, ${loadavg()[0]!.toFixed(1)} after)`,
  );
} finally {
  await stack.stop();
}
process.exit(0);
