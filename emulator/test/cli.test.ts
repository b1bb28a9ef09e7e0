import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const cli = fileURLToPath(new URL('../src/cli.ts', import.meta.url));
const project = 'demo-cli';
const documentPath = `projects/${project}/databases/(default)/documents/events/e1`;

interface RunningCli {
  child: ChildProcessWithoutNullStreams;
  firestore: string;
  storage: string;
  output: () => string;
}

/** Starts the CLI as `npm run emulator` does and waits for its two ready lines. */
function startCli(dataDir: string): Promise<RunningCli> {
  const child = spawn(process.execPath, ['--import', 'tsx', cli, '--firestore-port', '0', '--storage-port', '0', '--project', project, '--data', dataDir]);
  let output = '';
  return new Promise((resolve, reject) => {
    child.on('exit', (code) => reject(new Error(`emulator exited early with ${code}: ${output}`)));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const firestore = /firestore ready on (\S+)/.exec(output)?.[1];
      const storage = /storage ready on (\S+)/.exec(output)?.[1];
      if (firestore && storage) resolve({ child, firestore, storage, output: () => output });
    });
  });
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
    const first = await startCli(dataDir);
    expect(first.output()).toMatch(/^firestore ready on 127\.0\.0\.1:\d+ \(project demo-cli\)$/m);
    expect(first.output()).toMatch(/^storage ready on 127\.0\.0\.1:\d+ \(project demo-cli\)$/m);

    const written = await fetch(`http://${first.firestore}/v1/${documentPath}`, {
      method: 'PATCH',
      body: JSON.stringify({ fields: { eventName: { stringValue: 'Expo' } } }),
    });
    expect(written.status).toBe(200);
    const uploaded = await fetch(`http://${first.storage}/v0/b/${project}.appspot.com/o?name=${encodeURIComponent('events/e1/logo.txt')}`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: 'logo',
    });
    expect(uploaded.status).toBe(200);
    expect(await stopCli(first)).toBe(0);

    const second = await startCli(dataDir);
    try {
      const read = (await (await fetch(`http://${second.firestore}/v1/${documentPath}`)).json()) as { fields: { eventName: { stringValue: string } } };
      expect(read.fields.eventName.stringValue).toBe('Expo');
      const media = await fetch(`http://${second.storage}/v0/b/${project}.appspot.com/o/${encodeURIComponent('events/e1/logo.txt')}?alt=media`);
      expect(await media.text()).toBe('logo');
    } finally {
      await stopCli(second);
    }
  });

  it('refuses a port that is not a number, saying how to call it', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', cli, '--firestore-port', 'abc']);
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise((resolve) => child.on('exit', resolve));
    expect(code).toBe(2);
    expect(stderr).toContain('--firestore-port must be a port number from 0 to 65535');
    expect(stderr).toContain('usage: npm run emulator --');
  });
});
