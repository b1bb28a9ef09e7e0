import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

const cli = fileURLToPath(new URL('../src/cli.ts', import.meta.url));
const project = 'demo-cli';
const documentPath = `projects/${project}/databases/(default)/documents/events/e1`;

interface RunningCli {
  child: ChildProcessWithoutNullStreams;
  firestore: string;
  storage: string;
  output: () => string;
  /** Resolves once the output (stdout and stderr) from now on matches `pattern`. */
  waitForOutput: (pattern: RegExp) => Promise<void>;
}

/** Starts the CLI as `npm run emulator` does and waits for its two ready lines. */
function startCli(...args: string[]): Promise<RunningCli> {
  const child = spawn(process.execPath, [
    '--import',
    'tsx',
    cli,
    '--firestore-port',
    '0',
    '--storage-port',
    '0',
    '--project',
    project,
    ...args,
  ]);
  let output = '';
  const waiters = new Set<() => void>();
  const waitForOutput = (pattern: RegExp) => {
    const from = output.length;
    return new Promise<void>((resolve) => {
      const check = () => {
        if (!pattern.test(output.slice(from))) return;
        waiters.delete(check);
        resolve();
      };
      waiters.add(check);
    });
  };
  const append = (chunk: Buffer) => {
    output += chunk.toString();
    for (const check of [...waiters]) check();
  };
  return new Promise((resolve, reject) => {
    child.on('exit', (code) => reject(new Error(`emulator exited early with ${code}: ${output}`)));
    child.stderr.on('data', append);
    child.stdout.on('data', (chunk: Buffer) => {
      append(chunk);
      const firestore = /firestore ready on (\S+)/.exec(output)?.[1];
      const storage = /storage ready on (\S+)/.exec(output)?.[1];
      if (firestore && storage) resolve({ child, firestore, storage, output: () => output, waitForOutput });
    });
  });
}

/** Runs the CLI to its exit, for arguments that stop it before it serves. */
async function runCliToExit(...args: string[]): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', cli, ...args]);
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { code, stderr };
}

function stopCli(running: RunningCli): Promise<number | null> {
  return new Promise((resolve) => {
    running.child.removeAllListeners('exit');
    running.child.on('exit', (code) => resolve(code));
    running.child.kill('SIGTERM');
  });
}

describe('npm run emulator', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'emulator-cli-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('prints one ready line per service, and keeps data across a SIGTERM and a restart', async () => {
    const first = await startCli('--data', dataDir);
    expect(first.output()).toMatch(/^firestore ready on 127\.0\.0\.1:\d+ \(project demo-cli\)$/m);
    expect(first.output()).toMatch(/^storage ready on 127\.0\.0\.1:\d+ \(project demo-cli\)$/m);

    const written = await fetch(`http://${first.firestore}/v1/${documentPath}`, {
      method: 'PATCH',
      body: JSON.stringify({ fields: { eventName: { stringValue: 'Expo' } } }),
    });
    expect(written.status).toBe(200);
    const uploaded = await fetch(
      `http://${first.storage}/v0/b/${project}.appspot.com/o?name=${encodeURIComponent('events/e1/logo.txt')}`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain' },
        body: 'logo',
      },
    );
    expect(uploaded.status).toBe(200);
    expect(await stopCli(first)).toBe(0);

    const second = await startCli('--data', dataDir);
    try {
      const read = (await (await fetch(`http://${second.firestore}/v1/${documentPath}`)).json()) as {
        fields: { eventName: { stringValue: string } };
      };
      expect(read.fields.eventName.stringValue).toBe('Expo');
      const media = await fetch(
        `http://${second.storage}/v0/b/${project}.appspot.com/o/${encodeURIComponent('events/e1/logo.txt')}?alt=media`,
      );
      expect(await media.text()).toBe('logo');
    } finally {
      await stopCli(second);
    }
  });

  it('refuses a port that is not a number, saying how to call it', async () => {
    const { code, stderr } = await runCliToExit('--firestore-port', 'abc');
    expect(code).toBe(2);
    expect(stderr).toContain('--firestore-port must be a port number from 0 to 65535');
    expect(stderr).toContain('usage: npm run emulator --');
  });
});

describe('npm run emulator with the project rules and indexes', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'emulator-cli-rules-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const storageRules = (condition: string) =>
    `rules_version = '2';\nservice firebase.storage {\n  match /b/{bucket}/o/{path=**} {\n    allow read, write: if ${condition};\n  }\n}\n`;
  const firestoreRules = (condition: string) =>
    `rules_version = '2';\nservice cloud.firestore {\n  match /databases/{db}/documents/{path=**} {\n    allow read, write: if ${condition};\n  }\n}\n`;
  // Line 4 of both templates holds the condition.
  const BROKEN_CONDITION = '(';
  const NO_INDEXES = JSON.stringify({ indexes: [], fieldOverrides: [] });
  const CITIES_INDEX = JSON.stringify({
    indexes: [
      {
        collectionGroup: 'cities',
        queryScope: 'COLLECTION',
        fields: [
          { fieldPath: 'country', order: 'ASCENDING' },
          { fieldPath: 'population', order: 'ASCENDING' },
        ],
      },
    ],
    fieldOverrides: [],
  });

  async function file(name: string, content: string): Promise<string> {
    const path = join(dir, name);
    await writeFile(path, content);
    return path;
  }

  const upload = (running: RunningCli) =>
    fetch(`http://${running.storage}/v0/b/${project}.appspot.com/o?name=notes.txt`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'x',
    });
  const readDocument = (running: RunningCli) => fetch(`http://${running.firestore}/v1/${documentPath}`);
  // An equality on one field ordered by another: production needs a composite index for it.
  const queryNeedingIndex = (running: RunningCli) =>
    fetch(`http://${running.firestore}/v1/projects/${project}/databases/(default)/documents:runQuery`, {
      method: 'POST',
      headers: { authorization: 'Bearer owner' },
      body: JSON.stringify({
        structuredQuery: {
          from: [{ collectionId: 'cities' }],
          where: { fieldFilter: { field: { fieldPath: 'country' }, op: 'EQUAL', value: { stringValue: 'NL' } } },
          orderBy: [{ field: { fieldPath: 'population' }, direction: 'ASCENDING' }],
        },
      }),
    });

  it('stops with the file, line and column when a file does not load', async () => {
    const ports = ['--firestore-port', '0', '--storage-port', '0'];
    const brokenFirestore = await file('broken-firestore.rules', firestoreRules(BROKEN_CONDITION));
    const brokenStorage = await file('broken-storage.rules', storageRules(BROKEN_CONDITION));
    // Firestore rules given as storage rules would deny everything: refused as well.
    const firestoreAsStorage = await file('firestore-as-storage.rules', firestoreRules('true'));
    const brokenIndexes = await file('broken.indexes.json', '{"indexes": [');
    const [firestoreRun, storageRun, mixedUpRun, indexesRun] = await Promise.all([
      runCliToExit(...ports, '--rules', brokenFirestore),
      runCliToExit(...ports, '--storage-rules', brokenStorage),
      runCliToExit(...ports, '--storage-rules', firestoreAsStorage),
      runCliToExit(...ports, '--indexes', brokenIndexes),
    ]);
    expect(firestoreRun.code).toBe(1);
    expect(firestoreRun.stderr).toContain(`${brokenFirestore}:4:`);
    expect(storageRun.code).toBe(1);
    expect(storageRun.stderr).toContain(`${brokenStorage}:4:`);
    expect(mixedUpRun.code).toBe(1);
    expect(mixedUpRun.stderr).toContain(`${firestoreAsStorage}:1:1: this is a cloud.firestore ruleset`);
    expect(indexesRun.code).toBe(1);
    expect(indexesRun.stderr).toContain(brokenIndexes);
  });

  it('enforces the rules and indexes it is given', async () => {
    const running = await startCli(
      '--rules',
      await file('deny-firestore.rules', firestoreRules('false')),
      '--storage-rules',
      await file('deny-storage.rules', storageRules('false')),
      '--indexes',
      await file('none.indexes.json', NO_INDEXES),
    );
    try {
      await vi.waitFor(() =>
        expect(running.output()).toMatch(
          /^enforcing \S*deny-firestore\.rules, \S*deny-storage\.rules, \S*none\.indexes\.json$/m,
        ),
      );
      expect((await readDocument(running)).status).toBe(403);
      expect((await upload(running)).status).toBe(403);
      const refused = await queryNeedingIndex(running);
      expect(refused.status).toBe(400);
      expect(JSON.stringify(await refused.json())).toContain('FAILED_PRECONDITION');
    } finally {
      await stopCli(running);
    }
  });

  it('with --watch, puts a changed file in force and keeps the previous one after a broken edit', async () => {
    const rulesPath = await file('watched-storage.rules', storageRules('false'));
    const indexesPath = await file('watched.indexes.json', NO_INDEXES);
    const running = await startCli('--storage-rules', rulesPath, '--indexes', indexesPath, '--watch');
    try {
      expect((await upload(running)).status).toBe(403);

      let reloaded = running.waitForOutput(/reloaded .*watched-storage\.rules/);
      await writeFile(rulesPath, storageRules('true'));
      await reloaded;
      expect((await upload(running)).status).toBe(200);

      const refused = running.waitForOutput(
        /watched-storage\.rules was not reloaded[\s\S]*watched-storage\.rules:4:\d+/,
      );
      await writeFile(rulesPath, storageRules(BROKEN_CONDITION));
      await refused;
      expect((await upload(running)).status).toBe(200);

      expect((await queryNeedingIndex(running)).status).toBe(400);
      reloaded = running.waitForOutput(/reloaded .*watched\.indexes\.json/);
      await writeFile(indexesPath, CITIES_INDEX);
      await reloaded;
      expect((await queryNeedingIndex(running)).status).toBe(200);
    } finally {
      await stopCli(running);
    }
  });
});
