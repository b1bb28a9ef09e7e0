import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';

const scratch = await mkdtemp(join(tmpdir(), 'vitest-failures-'));
afterAll(() => rm(scratch, { recursive: true, force: true }));

/** A Vitest run of the failing fixture with the reporter, as npm test runs its projects; its exit code. */
function runFixture(failuresFile: string): Promise<number | null> {
  const args = ['vitest', 'run', '--config', 'scripts/vitest-failure-fixture/vitest.config.ts'];
  args.push('--reporter=./scripts/vitest-failure-reporter.ts');
  const child = spawn('npx', args, { env: { ...process.env, VITEST_FAILURES_FILE: failuresFile }, stdio: 'ignore' });
  return new Promise((resolve) => child.on('close', resolve));
}

it('names each failed test, each setup that broke and each error outside a test, with where it was thrown', async () => {
  const file = join(scratch, 'failures.txt');
  expect(await runFixture(file)).toBe(1);
  const lines = await readFile(file, 'utf8');
  expect(lines).toContain('an error outside any test\n    Error: nobody caught me\n      at ');
  expect(lines).toContain(
    'fails.check.ts › a suite whose setup breaks, outside its tests\n    Error: setup broke\n      at ',
  );
  expect(lines).toContain('fails.check.ts › compares wrongly\n    AssertionError: expected 1 to be 2');
  expect(lines).not.toContain('never runs');
  // A Vitest process of its own starts in about a second, several on cores busy with other runs.
}, 30_000);
