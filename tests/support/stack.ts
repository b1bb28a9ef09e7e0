import type { StackInfo } from '../../scripts/stack';

/**
 * The running local stack of this test run (started by tests/setup/global-stack.ts or handed over
 * by scripts/test.ts). Its data is shared by every test file: create uniquely named data of your
 * own rather than changing or clearing the seeded demo event.
 */
export function getStack(): StackInfo {
  const serialised = process.env.EVENTFLOW_STACK;
  if (!serialised) {
    throw new Error(
      'EVENTFLOW_STACK is not set: run this test in the integration or e2e Vitest project ' +
        '(npx vitest run --project integration …), whose global setup starts the local stack.',
    );
  }
  return JSON.parse(serialised) as StackInfo;
}
