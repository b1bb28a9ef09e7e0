// Run only by vitest-failure-reporter.test.ts: one failure of each kind the reporter names.
import { beforeAll, describe, expect, it } from 'vitest';

it('compares wrongly', () => expect(1).toBe(2));

describe('a suite whose setup breaks', () => {
  beforeAll(() => {
    throw new Error('setup broke');
  });
  it('never runs', () => undefined);
});

it('leaves a rejection nobody handles', () => {
  void Promise.reject(new Error('nobody caught me'));
});
