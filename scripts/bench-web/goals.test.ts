import { describe, expect, it } from 'vitest';
import { baselineRefFromArgs, DEFAULT_BASELINE_REF } from './baseline';
import { goalChecks, type Measured } from './goals';

const floor: Measured = { id: 'floor', js: 100_000, firstPaints: [200, 210, 190], mainContents: [180] };
const login = (js: number, firstPaints: number[]): Measured => ({ id: 'login', js, firstPaints, mainContents: [150] });
const screen = (id: string, js: number, mainContents: number[], stackBaselineMainContents?: number[]): Measured => ({
  id,
  js,
  firstPaints: [500],
  mainContents,
  stackBaselineMainContents,
});
const passes = (checks: ReturnType<typeof goalChecks>) =>
  checks.map(({ label, pass }) => [label.split(' ').slice(0, 3).join(' '), pass]);

describe('goalChecks', () => {
  it('holds the login to 1.3x the floor in initial JS and in median first paint, other routes to 2x in JS', () => {
    expect(passes(goalChecks(floor, [login(130_000, [250, 260, 270]), screen('dashboard', 200_000, [900])]))).toEqual([
      ['login initial JS', true],
      ['login first paint', true],
      ['dashboard initial JS', true],
    ]);
    expect(passes(goalChecks(floor, [login(130_001, [261, 400, 100]), screen('dashboard', 200_001, [900])]))).toEqual([
      ['login initial JS', false],
      ['login first paint', false],
      ['dashboard initial JS', false],
    ]);
  });

  it("holds a compared screen's median main content to 1.1x the baseline's on the stack, and names both medians", () => {
    const checks = goalChecks(floor, [
      screen('tasks', 1, [1100, 900, 1000], [1000, 950, 1050]),
      screen('dashboard', 1, [1000, 1101, 1200], [1000, 900, 1001]),
      screen('forms', 1, [5000]),
    ]);
    expect(checks.filter(({ label }) => label.includes('main content'))).toEqual([
      { label: "tasks main content 1.00x the baseline's on the stack (median 1000 vs 1000 ms) <= 1.1x", pass: true },
      {
        label: "dashboard main content 1.10x the baseline's on the stack (median 1101 vs 1000 ms) <= 1.1x",
        pass: false,
      },
    ]);
  });
});

describe('baselineRefFromArgs', () => {
  it('reads --baseline <ref> or --baseline=<ref>, else the default', () => {
    expect(baselineRefFromArgs(['--baseline', 'b404be8'])).toBe('b404be8');
    expect(baselineRefFromArgs(['--baseline=v1.2'])).toBe('v1.2');
    expect(baselineRefFromArgs([])).toBe(DEFAULT_BASELINE_REF);
    expect(() => baselineRefFromArgs(['--baseline'])).toThrow('--baseline needs a git ref');
  });
});
