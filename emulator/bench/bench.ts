/**
 * `npm run bench -w emulator`: times the emulator through the real web SDKs.
 * Goals on a 2-core machine: the query under 20 ms p50, the 500-write commit under 50 ms p50.
 */
import { initializeApp } from 'firebase/app';
import {
  collection,
  connectFirestoreEmulator,
  doc,
  getDocs,
  getFirestore,
  limit,
  orderBy,
  query,
  where,
  writeBatch,
} from 'firebase/firestore/lite';
import { connectStorageEmulator, getBytes, getStorage, ref, uploadBytes } from 'firebase/storage';
import { startEmulator } from '../src/index.js';

const PROJECT_ID = 'demo-bench';
const COLLECTION = 'items';
const DOCUMENT_COUNT = 10_000;
const GROUPS = 10;
const BATCH_SIZE = 500;

interface Case {
  name: string;
  iterations: number;
  run: (iteration: number) => Promise<void>;
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
}

async function measure({ name, iterations, run }: Case): Promise<string[]> {
  for (let i = 0; i < Math.min(5, iterations); i++) await run(-1 - i); // warm up
  const times: number[] = [];
  const started = performance.now();
  for (let i = 0; i < iterations; i++) {
    const start = performance.now();
    await run(i);
    times.push(performance.now() - start);
  }
  const total = performance.now() - started;
  times.sort((a, b) => a - b);
  return [name, String(iterations), (iterations / (total / 1000)).toFixed(1), percentile(times, 0.5).toFixed(2), percentile(times, 0.95).toFixed(2)];
}

function printTable(rows: string[][]): void {
  const header = ['case', 'n', 'ops/s', 'p50 ms', 'p95 ms'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (cells: string[]) => cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ');
  console.log(line(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows) console.log(line(row));
}

const emulator = await startEmulator({});
try {
  const app = initializeApp({ projectId: PROJECT_ID, apiKey: 'demo', storageBucket: `${PROJECT_ID}.appspot.com` }, 'bench');
  const db = getFirestore(app);
  connectFirestoreEmulator(db, emulator.host, emulator.firestorePort);
  const storage = getStorage(app);
  connectStorageEmulator(storage, emulator.host, emulator.storagePort);

  const seedStart = performance.now();
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
  console.log(`seeded ${DOCUMENT_COUNT} documents in ${((performance.now() - seedStart) / 1000).toFixed(2)} s\n`);

  const items = collection(db, COLLECTION);
  const payload = new Uint8Array(1024 * 1024).map((_, i) => i % 251);
  const rows: string[][] = [];
  rows.push(
    await measure({
      name: 'query: == filter + orderBy + limit 100',
      iterations: 200,
      run: async (i) => {
        const snapshot = await getDocs(query(items, where('group', '==', `g${Math.abs(i) % GROUPS}`), orderBy('rank'), limit(100)));
        if (snapshot.size !== 100) throw new Error(`expected 100 documents, got ${snapshot.size}`);
      },
    }),
  );
  rows.push(
    await measure({
      name: 'commit: 500 writes',
      iterations: 50,
      run: async (i) => {
        const batch = writeBatch(db);
        for (let n = 0; n < BATCH_SIZE; n++) {
          batch.set(doc(db, 'writes', `w-${n}`), { iteration: i, n, title: `Write ${n}`, tags: ['a', 'b'] });
        }
        await batch.commit();
      },
    }),
  );
  try {
    rows.push(
      await measure({
        name: 'storage: 1 MB upload + download',
        iterations: 20,
        run: async (i) => {
          const object = ref(storage, `bench/blob-${Math.abs(i)}.bin`);
          await uploadBytes(object, payload, { contentType: 'application/octet-stream' });
          const downloaded = await getBytes(object);
          if (downloaded.byteLength !== payload.byteLength) throw new Error('download size mismatch');
        },
      }),
    );
  } catch (error) {
    console.error('storage case failed:', error instanceof Error ? error.message : error);
  }
  printTable(rows);
} finally {
  await emulator.stop();
}
