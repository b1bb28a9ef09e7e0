/**
 * A Vitest reporter for `npm test`: when a run fails, it writes why to the file named by
 * `VITEST_FAILURES_FILE`, a line or two each: failed tests, files and suites that failed outside
 * their tests (an import, a beforeAll), and errors outside any test (a worker that died, an
 * unhandled rejection). Such a run has no failed test in its JSON report, and CI shows only the
 * end of the output, so `npm test` prints these lines last.
 */
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { Reporter, SerializedError, TestModule, TestRunEndReason } from 'vitest/node';

const STACK_LINES = 3;
/** Enough to name the cause without pushing the run's last lines out of CI's view. */
const MOST_FAILURES = 20;

function describe(error: SerializedError): string {
  const message = `${error.name ?? 'Error'}: ${error.message ?? String(error)}`.split('\n')[0];
  const where = (error.stack ?? '')
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .slice(0, STACK_LINES)
    .map((line) => `      ${line.trim()}`);
  return [`    ${message}`, ...where].join('\n');
}

function failureLines(
  modules: ReadonlyArray<TestModule>,
  unhandledErrors: ReadonlyArray<SerializedError>,
  reason: TestRunEndReason,
): string[] {
  const lines: string[] = [];
  if (reason === 'interrupted') lines.push('  the run was interrupted');
  for (const error of unhandledErrors) lines.push(`  an error outside any test\n${describe(error)}`);
  for (const module of modules) {
    const file = relative(process.cwd(), module.moduleId);
    for (const error of module.errors()) lines.push(`  ${file}, outside its tests\n${describe(error)}`);
    for (const suite of module.children.allSuites())
      for (const error of suite.errors())
        lines.push(`  ${file} › ${suite.fullName}, outside its tests\n${describe(error)}`);
    for (const test of module.children.allTests('failed')) {
      const [first] = test.result().errors ?? [];
      lines.push(`  ${file} › ${test.fullName}${first ? `\n${describe(first)}` : ''}`);
    }
  }
  if (lines.length <= MOST_FAILURES) return lines;
  return [
    ...lines.slice(0, MOST_FAILURES),
    `  and ${lines.length - MOST_FAILURES} more (the run's output above has them all)`,
  ];
}

export default class FailureReporter implements Reporter {
  onTestRunEnd(
    modules: ReadonlyArray<TestModule>,
    unhandledErrors: ReadonlyArray<SerializedError>,
    reason: TestRunEndReason,
  ): void {
    const file = process.env.VITEST_FAILURES_FILE;
    if (file) writeFileSync(file, failureLines(modules, unhandledErrors, reason).join('\n'));
  }
}
