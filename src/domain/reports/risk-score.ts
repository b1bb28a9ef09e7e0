import { ACTIVITY_WINDOWS, RISK_LEVEL_CEILINGS, RISK_LEVELS, RISK_SCORE_CONFIG, type RiskLevel } from '../constants';

// The health-check risk score of a team (spec 002 §9). The spec gives the configuration; how the
// parts combine is ours and is written down, with a worked example, in README.md (Reports → Risk score).
//
//   percent = round(100 × (baseWeight × base + taskWeight × tasks))
//
// base (0..1), from signing in and activity:
//   no launch date: 1 never signed in, 0.75 signed in with nothing done, else 0.5.
//   with a launch date, w = whole weeks begun since the grace period ended (0 up to day 14):
//     never signed in:          w = 0: loggedNoActivityStart; else min(neverLoggedMax, loggedNoActivityMax + 0.05 w)
//     signed in, nothing done:  min(loggedNoActivityMax, loggedNoActivityStart + 0.05 w + inactivity bump)
//     active (a dated completion or submission): min(activeBase, inactivity bump)
//   the inactivity bump adds each bump whose overDays the days since the team was last seen exceed
//   (over 14: 0.1, over 30: 0.1 + 0.2, over 60: 0.1 + 0.2 + 0.3).
// tasks (0..1) = (1 × overdue + 0.5 × dueSoon + 0 × pending) / max(task count, minTaskCountForFullWeight)
//   where the task count is every task the team sees except N/A ones (not asked of the team, they
//   leave the score), so fewer than ten tasks weigh less and late work counts by its share of the whole.

export type { RiskLevel } from '../constants';

/** What the score is computed from: one team's sign-ins, activity and task urgency. */
export interface TeamActivity {
  /** Any of the team's people has ever signed in. */
  hasLoggedIn: boolean;
  /** ISO time of the latest sign-in of any of the team's people, or ''. */
  lastLoginAt: string;
  /** ISO time of the latest task completion or form submission, or ''. */
  lastActivityAt: string;
  /** Tasks completed (N/A tasks are not counted anywhere here: the team is not asked to do them). */
  completedTasks: number;
  overdueTasks: number;
  dueSoonTasks: number;
  /** Open tasks that are neither overdue nor due soon. */
  pendingTasks: number;
}

/** How recently a team was seen (signed in or did something): the spec's activity summary. */
export type ActivitySummary = 'never' | 'active' | 'quiet' | 'inactive';
export const ACTIVITY_SUMMARY_LABELS = {
  never: 'Never signed in',
  active: `Active in the last ${ACTIVITY_WINDOWS.activeWithinDays} days`,
  quiet: `Quiet for over ${ACTIVITY_WINDOWS.activeWithinDays} days`,
  inactive: `Inactive for over ${ACTIVITY_WINDOWS.inactiveBeyondDays} days`,
} as const satisfies Record<ActivitySummary, string>;

export type RiskPartKind =
  | 'noLaunchDate'
  | 'notSignedIn'
  | 'gracePeriod'
  | 'weeksAfterGrace'
  | 'nothingDone'
  | 'inactivity'
  | 'active'
  | 'overdueTasks'
  | 'dueSoonTasks'
  | 'noUrgentTasks';

/** One reason in the score: what it is in words and how many percent points it adds. */
export interface RiskPart {
  kind: RiskPartKind;
  /** 'base' parts come from signing in and activity, 'tasks' parts from task urgency. */
  group: 'base' | 'tasks';
  /** A sentence a user understands, e.g. '2 of 8 tasks are overdue'. */
  label: string;
  /** Percent points this reason adds (one decimal); the parts add up to the percent before rounding. */
  points: number;
}

export interface RiskScore {
  /** 0..100, whole. */
  percent: number;
  level: RiskLevel;
  /** The sign-in and activity score, 0..1. */
  base: number;
  /** The task urgency score, 0..1. */
  tasks: number;
  activity: ActivitySummary;
  /** Why: base parts first, then task parts. */
  parts: RiskPart[];
}

const DAY_MS = 24 * 60 * 60 * 1000;
const {
  baseWeight,
  taskWeight,
  gracePeriodDays,
  weeklyBaseIncrement,
  caps,
  inactivityBumps,
  taskUrgencyWeights,
  minTaskCountForFullWeight,
  withoutLaunchDate,
} = RISK_SCORE_CONFIG;

/** Removes floating-point dust (0.1 + 0.2) so that boundaries land where docs/reports.md says. */
function clean(value: number): number {
  return Math.round(value * 1e9) / 1e9;
}

function timeOf(iso: string): number | undefined {
  if (!iso) return undefined;
  const time = Date.parse(iso);
  return Number.isNaN(time) ? undefined : time;
}

/** Whole days from `from` to `now` (negative before it). */
function wholeDaysSince(from: number, now: Date): number {
  return Math.floor((now.getTime() - from) / DAY_MS);
}

/** The risk level of a percent: the first level whose ceiling it does not pass. */
export function riskLevelOf(percent: number): RiskLevel {
  return RISK_LEVELS.find((level) => percent <= RISK_LEVEL_CEILINGS[level]) ?? 'critical';
}

/** The total of the inactivity bumps for a team last seen `idleDays` whole days ago. */
export function inactivityBump(idleDays: number): number {
  return clean(inactivityBumps.filter((bump) => idleDays > bump.overDays).reduce((sum, bump) => sum + bump.bump, 0));
}

/** Whole weeks begun since the grace period ended: 0 up to day 14 after launch, 1 on days 15–21, 2 from day 22... */
export function weeksAfterGrace(daysSinceLaunch: number): number {
  return daysSinceLaunch > gracePeriodDays ? Math.ceil((daysSinceLaunch - gracePeriodDays) / 7) : 0;
}

function activitySummary(hasBeenSeen: boolean, idleDays: number | undefined): ActivitySummary {
  if (!hasBeenSeen) return 'never';
  if (idleDays === undefined || idleDays <= ACTIVITY_WINDOWS.activeWithinDays) return 'active';
  return idleDays > ACTIVITY_WINDOWS.inactiveBeyondDays ? 'inactive' : 'quiet';
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
const points = (share: number, weight: number) => Math.round(clean(share * weight * 100) * 10) / 10;

interface BaseStep {
  kind: RiskPartKind;
  label: string;
  amount: number;
}

/** Adds steps up to a cap: a step past the cap adds only what is left, and says so. */
function capSteps(steps: readonly BaseStep[], cap: number): BaseStep[] {
  let total = 0;
  return steps.map((step) => {
    const amount = clean(Math.max(0, Math.min(step.amount, cap - total)));
    total = clean(total + amount);
    return amount < step.amount
      ? { ...step, amount, label: `${step.label} (this part stops at ${points(cap, baseWeight)} points)` }
      : step;
  });
}

function baseSteps(activity: TeamActivity, launchDate: string, now: Date, idleDays: number | undefined): BaseStep[] {
  const signedIn = activity.hasLoggedIn || activity.lastLoginAt !== '';
  // Doing something is a dated completion or submission (an N/A task is the organisers' doing, not the team's).
  const didSomething = activity.lastActivityAt !== '';
  const launch = timeOf(launchDate);
  if (launch === undefined) {
    if (didSomething)
      return [
        {
          kind: 'noLaunchDate',
          label: 'The team has done tasks or sent forms; with no launch date set this part counts half',
          amount: withoutLaunchDate.otherwise,
        },
      ];
    if (signedIn)
      return [
        {
          kind: 'noLaunchDate',
          label: 'The team signed in but has done no task and sent no form (no launch date set)',
          amount: withoutLaunchDate.loggedInNoCompletions,
        },
      ];
    return [
      {
        kind: 'noLaunchDate',
        label: 'Nobody in the team has signed in (no launch date set)',
        amount: withoutLaunchDate.neverLoggedIn,
      },
    ];
  }
  const weeks = weeksAfterGrace(wholeDaysSince(launch, now));
  const weeksStep: BaseStep = {
    kind: 'weeksAfterGrace',
    label: `${plural(weeks, 'week')} since the ${gracePeriodDays}-day grace period after launch ended`,
    amount: clean(weeks * weeklyBaseIncrement),
  };
  const bump = idleDays === undefined ? 0 : inactivityBump(idleDays);
  const bumpStep: BaseStep = {
    kind: 'inactivity',
    label: `Not seen for ${plural(idleDays ?? 0, 'day')}`,
    amount: bump,
  };
  if (!didSomething && !signedIn) {
    if (weeks === 0)
      return [
        {
          kind: 'gracePeriod',
          label: `Nobody has signed in yet; launch was under ${gracePeriodDays + 1} days ago (grace period)`,
          amount: caps.loggedNoActivityStart,
        },
      ];
    return capSteps(
      [
        {
          kind: 'notSignedIn',
          label: `Nobody in the team has signed in and the ${gracePeriodDays}-day grace period is over`,
          amount: caps.loggedNoActivityMax,
        },
        weeksStep,
      ],
      caps.neverLoggedMax,
    );
  }
  if (!didSomething) {
    const steps = [
      {
        kind: 'nothingDone' as const,
        label: 'Signed in, but no task done and no form sent yet',
        amount: caps.loggedNoActivityStart,
      },
      ...(weeks > 0 ? [weeksStep] : []),
      ...(bump > 0 ? [bumpStep] : []),
    ];
    return capSteps(steps, caps.loggedNoActivityMax);
  }
  if (bump === 0)
    return [
      {
        kind: 'active',
        label: `Active: last seen ${idleDays === undefined || idleDays <= 0 ? 'today' : `${plural(idleDays, 'day')} ago`}`,
        amount: 0,
      },
    ];
  return capSteps([bumpStep], caps.activeBase);
}

function taskParts(activity: TeamActivity): { score: number; parts: RiskPart[] } {
  const count = activity.completedTasks + activity.overdueTasks + activity.dueSoonTasks + activity.pendingTasks;
  const divisor = Math.max(count, minTaskCountForFullWeight);
  const weighted =
    activity.overdueTasks * taskUrgencyWeights.overdue +
    activity.dueSoonTasks * taskUrgencyWeights.dueSoon +
    activity.pendingTasks * taskUrgencyWeights.pending;
  const score = clean(weighted / divisor);
  const fewer =
    count < minTaskCountForFullWeight
      ? `; with fewer than ${minTaskCountForFullWeight} tasks each counts as one in ${minTaskCountForFullWeight}`
      : '';
  const parts: RiskPart[] = [];
  if (activity.overdueTasks > 0) {
    parts.push({
      kind: 'overdueTasks',
      group: 'tasks',
      label: `${activity.overdueTasks} of ${plural(count, 'task')} ${activity.overdueTasks === 1 ? 'is' : 'are'} overdue${fewer}`,
      points: points((activity.overdueTasks * taskUrgencyWeights.overdue) / divisor, taskWeight),
    });
  }
  if (activity.dueSoonTasks > 0) {
    parts.push({
      kind: 'dueSoonTasks',
      group: 'tasks',
      label: `${activity.dueSoonTasks} of ${plural(count, 'task')} ${activity.dueSoonTasks === 1 ? 'is' : 'are'} due soon (counts half)${fewer}`,
      points: points((activity.dueSoonTasks * taskUrgencyWeights.dueSoon) / divisor, taskWeight),
    });
  }
  if (parts.length === 0)
    parts.push({
      kind: 'noUrgentTasks',
      group: 'tasks',
      label: count === 0 ? 'No tasks for this team' : 'No task is overdue or due soon',
      points: 0,
    });
  return { score, parts };
}

/**
 * The risk score of one team at `now`: a percent 0..100, its level and the parts that explain it.
 * The event's launch date is an ISO time or '' (no launch date).
 */
export function teamRiskScore(activity: TeamActivity, event: { launchDate: string }, now: Date): RiskScore {
  const lastSeen = Math.max(timeOf(activity.lastLoginAt) ?? -Infinity, timeOf(activity.lastActivityAt) ?? -Infinity);
  const idleDays = Number.isFinite(lastSeen) ? Math.max(0, wholeDaysSince(lastSeen, now)) : undefined;
  const steps = baseSteps(activity, event.launchDate, now, idleDays);
  const base = clean(steps.reduce((sum, step) => sum + step.amount, 0));
  const tasks = taskParts(activity);
  const percent = Math.min(100, Math.max(0, Math.round(clean(100 * (baseWeight * base + taskWeight * tasks.score)))));
  const hasBeenSeen = activity.hasLoggedIn || Number.isFinite(lastSeen);
  return {
    percent,
    level: riskLevelOf(percent),
    base,
    tasks: tasks.score,
    activity: activitySummary(hasBeenSeen, idleDays),
    parts: [
      ...steps.map((step) => ({
        kind: step.kind,
        group: 'base' as const,
        label: step.label,
        points: points(step.amount, baseWeight),
      })),
      ...tasks.parts,
    ],
  };
}

export const RISK_LEVEL_LABELS = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  critical: 'Critical',
} as const satisfies Record<RiskLevel, string>;
/** Bootstrap colour of each level's badge. */
export const RISK_LEVEL_VARIANTS = {
  low: 'success',
  medium: 'warning',
  high: 'danger',
  critical: 'dark',
} as const satisfies Record<RiskLevel, string>;
