import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { startVitest } from 'vitest/node';
import FailureReporter from './vitest-failure-reporter';

const scratch = await mkdtemp(join(tmpdir(), 'vitest-failures-'));
afterAll(() => rm(scratch, { recursive: true, force: true }));

it('names each failed test, each setup that broke and each error outside a test, with where it was thrown', async () => {
  const file = join(scratch, 'failures.txt');
  process.env.VITEST_FAILURES_FILE = file;
  try {
    const inner = await startVitest('test', [], {
      root: join(import.meta.dirname, 'vitest-failure-fixture'),
      config: false,
      include: ['*.check.ts'],
      watch: false,
      reporters: [new FailureReporter()],
    });
    await inner.close();
  } finally {
    delete process.env.VITEST_FAILURES_FILE;
    // The fixture's failures are the point: they must not fail this run.
    process.exitCode = undefined;
  }
  const lines = await readFile(file, 'utf8');
  expect(lines).toContain('an error outside any test\n    Error: nobody caught me\n      at ');
  expect(lines).toContain(
    'fails.check.ts › a suite whose setup breaks, outside its tests\n    Error: setup broke\n      at ',
  );
  expect(lines).toContain('fails.check.ts › compares wrongly\n    AssertionError: expected 1 to be 2');
  expect(lines).not.toContain('never runs');
});
