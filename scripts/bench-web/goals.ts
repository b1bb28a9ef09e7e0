import { spread } from './page-loads';

/**
 * The first screen's goals: ratios to the floor built in the same run, and to the baseline on the
 * portal's stack (the baseline's build with the stack's code added, see stack-code.ts) loaded beside
 * the portal.
 */
export const GOALS = {
  /** The sign-in's initial JS, and its first paint (median), at most this many times the floor's. */
  loginToFloor: 1.3,
  /** Every other route's initial JS at most this many times the floor's. */
  otherRouteToFloor: 2,
  /** The compared screens' time to main content (median) at most this many times the baseline's on the portal's stack. */
  mainContentToStackBaseline: 1.1,
} as const;

export interface Measured {
  id: string;
  /** Initial JS, gzip bytes. */
  js: number;
  firstPaints: readonly number[];
  mainContents: readonly number[];
  /**
   * The same screen's loads of the baseline on the portal's stack, alternated with these; only for
   * the compared screens.
   */
  stackBaselineMainContents?: readonly number[];
}

export interface Check {
  label: string;
  pass: boolean;
}

const median = (values: readonly number[]) => spread(values).median;
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const ratio = (value: number) => `${value.toFixed(2)}x`;

/**
 * One check per goal: the login's JS and paint to the floor's, every other route's JS to the
 * floor's, each compared screen's main content to the baseline's on the portal's stack.
 */
export function goalChecks(floor: Measured, routes: readonly Measured[], loginId = 'login'): Check[] {
  const checks: Check[] = [];
  for (const route of routes) {
    const limit = route.id === loginId ? GOALS.loginToFloor : GOALS.otherRouteToFloor;
    const js = route.js / floor.js;
    checks.push({
      label: `${route.id} initial JS ${kb(route.js)}, ${ratio(js)} the floor's ${kb(floor.js)} <= ${limit}x`,
      pass: js <= limit,
    });
    if (route.id === loginId) {
      const paint = median(route.firstPaints) / median(floor.firstPaints);
      checks.push({
        label: `${route.id} first paint ${ratio(paint)} the floor's (median ${Math.round(median(route.firstPaints))} vs ${Math.round(median(floor.firstPaints))} ms) <= ${GOALS.loginToFloor}x`,
        pass: paint <= GOALS.loginToFloor,
      });
    }
  }
  for (const route of routes) {
    if (!route.stackBaselineMainContents) continue;
    const slower = median(route.mainContents) / median(route.stackBaselineMainContents);
    checks.push({
      label: `${route.id} main content ${ratio(slower)} the baseline's on the stack (median ${Math.round(median(route.mainContents))} vs ${Math.round(median(route.stackBaselineMainContents))} ms) <= ${GOALS.mainContentToStackBaseline}x`,
      pass: slower <= GOALS.mainContentToStackBaseline,
    });
  }
  return checks;
}
