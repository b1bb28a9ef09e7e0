import { describe, expect, it } from 'vitest';
import { RISK_LEVEL_CEILINGS, RISK_SCORE_CONFIG } from '../constants';
import { inactivityBump, riskLevelOf, teamRiskScore, weeksAfterGrace, type TeamActivity } from './risk-score';

const DAY = 24 * 60 * 60 * 1000;
const launch = '2026-03-01T09:00:00.000Z';
const event = { launchDate: launch };
/** `days` whole days (plus an hour, so the day count is not on the edge of a millisecond) after launch. */
const daysAfterLaunch = (days: number) => new Date(Date.parse(launch) + days * DAY + 60 * 60 * 1000);
const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY).toISOString();

const nothing: TeamActivity = {
  hasLoggedIn: false,
  lastLoginAt: '',
  lastActivityAt: '',
  completedTasks: 0,
  overdueTasks: 0,
  dueSoonTasks: 0,
  pendingTasks: 0,
};
const signedIn = (now: Date, idleDays: number): TeamActivity => ({
  ...nothing,
  hasLoggedIn: true,
  lastLoginAt: daysBefore(now, idleDays),
});
const active = (now: Date, idleDays: number): TeamActivity => ({
  ...signedIn(now, idleDays),
  lastActivityAt: daysBefore(now, idleDays),
  completedTasks: 1,
});

describe('the configuration it uses', () => {
  it('is the spec’s', () => {
    expect(RISK_SCORE_CONFIG).toMatchObject({
      baseWeight: 0.5,
      taskWeight: 0.5,
      gracePeriodDays: 14,
      weeklyBaseIncrement: 0.05,
      minTaskCountForFullWeight: 10,
    });
    expect(RISK_LEVEL_CEILINGS).toEqual({ low: 25, medium: 60, high: 85, critical: 100 });
  });
});

describe('risk levels at their ceilings', () => {
  it.each([
    [0, 'low'],
    [25, 'low'],
    [26, 'medium'],
    [60, 'medium'],
    [61, 'high'],
    [85, 'high'],
    [86, 'critical'],
    [100, 'critical'],
  ] as const)('%i%% is %s', (percent, level) => {
    expect(riskLevelOf(percent)).toBe(level);
  });
});

describe('weeks after the grace period and inactivity bumps', () => {
  it.each([
    [-3, 0],
    [0, 0],
    [14, 0],
    [15, 1],
    [21, 1],
    [22, 2],
    [28, 2],
    [29, 3],
  ])('day %i after launch is week %i', (days, weeks) => {
    expect(weeksAfterGrace(days)).toBe(weeks);
  });
  it.each([
    [0, 0],
    [14, 0],
    [15, 0.1],
    [30, 0.1],
    [31, 0.3],
    [60, 0.3],
    [61, 0.6],
  ])('%i idle days bump the base by %f', (days, bump) => {
    expect(inactivityBump(days)).toBe(bump);
  });
});

describe('the base without a launch date', () => {
  const now = daysAfterLaunch(100);
  const noLaunch = { launchDate: '' };
  it('is 1 when nobody signed in (50 points)', () => {
    const score = teamRiskScore(nothing, noLaunch, now);
    expect([score.base, score.percent, score.level]).toEqual([1, 50, 'medium']);
    expect(score.parts[0]).toMatchObject({ kind: 'noLaunchDate', points: 50 });
  });
  it('is 0.75 when signed in with nothing done, even long ago (no inactivity bumps)', () => {
    expect(teamRiskScore(signedIn(now, 90), noLaunch, now)).toMatchObject({ base: 0.75, percent: 38 });
  });
  it('is 0.5 once a task is done (25 points: low at its ceiling)', () => {
    expect(teamRiskScore(active(now, 90), noLaunch, now)).toMatchObject({ base: 0.5, percent: 25, level: 'low' });
  });
  it('treats a launch date that is not a date as none', () => {
    expect(teamRiskScore(nothing, { launchDate: 'soon' }, now).base).toBe(1);
  });
  it('reaches critical with every task overdue', () => {
    expect(teamRiskScore({ ...nothing, overdueTasks: 10 }, noLaunch, now)).toMatchObject({
      percent: 100,
      level: 'critical',
    });
  });
});

describe('a team nobody has signed in from', () => {
  it('counts 0.15 on day 14 after launch (grace) and 0.55 on day 15', () => {
    const day14 = teamRiskScore(nothing, event, daysAfterLaunch(14));
    const day15 = teamRiskScore(nothing, event, daysAfterLaunch(15));
    expect([day14.base, day14.percent, day14.level, day14.parts[0]?.kind]).toEqual([0.15, 8, 'low', 'gracePeriod']);
    expect([day15.base, day15.percent, day15.level]).toEqual([0.55, 28, 'medium']);
    expect(day15.parts.map((part) => [part.kind, part.points])).toEqual([
      ['notSignedIn', 25],
      ['weeksAfterGrace', 2.5],
      ['noUrgentTasks', 0],
    ]);
  });
  it('counts as in grace before launch', () => {
    expect(teamRiskScore(nothing, event, daysAfterLaunch(-10)).base).toBe(0.15);
  });
  it('grows 0.05 a week up to neverLoggedMax 0.75 (week 5, day 43) and no further', () => {
    expect(teamRiskScore(nothing, event, daysAfterLaunch(42)).base).toBe(0.7);
    expect(teamRiskScore(nothing, event, daysAfterLaunch(43)).base).toBe(0.75);
    const late = teamRiskScore(nothing, event, daysAfterLaunch(400));
    expect([late.base, late.percent]).toEqual([0.75, 38]);
    expect(late.parts[1]).toMatchObject({ kind: 'weeksAfterGrace', points: 12.5 });
    expect(late.parts[1]?.label).toContain('stops at 37.5 points');
  });
  it('is never active', () => {
    expect(teamRiskScore(nothing, event, daysAfterLaunch(20)).activity).toBe('never');
  });
});

describe('a team that signed in but did nothing', () => {
  it('starts at 0.15 in the grace period and adds 0.05 from day 15', () => {
    expect(teamRiskScore(signedIn(daysAfterLaunch(14), 1), event, daysAfterLaunch(14)).base).toBe(0.15);
    expect(teamRiskScore(signedIn(daysAfterLaunch(15), 1), event, daysAfterLaunch(15)).base).toBe(0.2);
  });
  it('gets the inactivity bumps by the days since its last sign-in: 14/15, 30/31, 60/61', () => {
    const at = daysAfterLaunch(10); // in grace, so only the start and the bump count
    const base = (idle: number) => teamRiskScore(signedIn(at, idle), event, at).base;
    expect([base(14), base(15), base(30), base(31), base(60), base(61)]).toEqual([0.15, 0.25, 0.25, 0.45, 0.45, 0.5]);
  });
  it('stops at loggedNoActivityMax 0.5 (week 7, day 57)', () => {
    const base = (days: number) => teamRiskScore(signedIn(daysAfterLaunch(days), 0), event, daysAfterLaunch(days)).base;
    expect([base(50), base(56), base(57), base(200)]).toEqual([0.45, 0.45, 0.5, 0.5]);
  });
  it('says so in its parts, the capped bump adding only what is left', () => {
    const now = daysAfterLaunch(57);
    const score = teamRiskScore(signedIn(now, 20), event, now);
    expect(score.parts.map((part) => [part.kind, part.points])).toEqual([
      ['nothingDone', 7.5],
      ['weeksAfterGrace', 17.5],
      ['inactivity', 0],
      ['noUrgentTasks', 0],
    ]);
    expect(score.activity).toBe('inactive');
  });
});

describe('an active team', () => {
  const now = daysAfterLaunch(100);
  it.each([
    [14, 0],
    [15, 0.1],
    [30, 0.1],
    [31, 0.3],
    [60, 0.3],
    [61, 0.5],
  ])('last seen %i days ago has base %f (activeBase 0.5 caps 0.6)', (idle, base) => {
    expect(teamRiskScore(active(now, idle), event, now).base).toBe(base);
  });
  // activeBase is read as a cap on the inactivity bump, not as a floor every active team starts from:
  // as a floor, a team that did its work would score above one that signed in and did nothing.
  it('never scores above a team that signed in and did nothing, on any day after launch', () => {
    for (const day of [0, 10, 14, 15, 30, 60, 100]) {
      const at = daysAfterLaunch(day);
      for (const idle of [0, 15, 31, 61]) {
        if (idle > day) continue;
        expect(teamRiskScore(active(at, idle), event, at).base).toBeLessThanOrEqual(
          teamRiskScore(signedIn(at, idle), event, at).base,
        );
      }
    }
  });
  it('scores 0 when seen lately, so setting a launch date lowers it from the 0.5 it has without one', () => {
    const now = daysAfterLaunch(20);
    expect(teamRiskScore(active(now, 1), { launchDate: '' }, now).base).toBe(0.5);
    expect(teamRiskScore(active(now, 1), event, now).base).toBe(0);
  });
  it('is low on its own: at most 25 points', () => {
    expect(teamRiskScore(active(now, 365), event, now)).toMatchObject({ percent: 25, level: 'low' });
  });
  it('counts the later of sign-in and activity as last seen', () => {
    const team = { ...active(now, 40), lastLoginAt: daysBefore(now, 2) };
    expect(teamRiskScore(team, event, now)).toMatchObject({ base: 0, activity: 'active' });
  });
  it.each([
    [7, 'active'],
    [8, 'quiet'],
    [14, 'quiet'],
    [15, 'inactive'],
  ] as const)('last seen %i days ago reads %s', (idle, summary) => {
    expect(teamRiskScore(active(now, idle), event, now).activity).toBe(summary);
  });
  it('needs a dated completion or submission: done (N/A) tasks alone are not activity', () => {
    expect(teamRiskScore({ ...nothing, completedTasks: 2 }, event, now)).toMatchObject({
      base: 0.75,
      activity: 'never',
    });
  });
});

describe('the task part', () => {
  const now = daysAfterLaunch(100);
  const recent = active(now, 1);
  it('scales by the task count up to ten: 9, 10 and 11 tasks all overdue', () => {
    const tasks = (count: number) =>
      teamRiskScore(
        { ...recent, completedTasks: 0, lastActivityAt: daysBefore(now, 1), overdueTasks: count },
        event,
        now,
      ).tasks;
    expect([tasks(1), tasks(9), tasks(10), tasks(11)]).toEqual([0.1, 0.9, 1, 1]);
  });
  it('divides by every task, done ones too: 1 overdue of 9, 10, 11', () => {
    const tasks = (count: number) =>
      teamRiskScore({ ...recent, completedTasks: count - 1, overdueTasks: 1 }, event, now).tasks;
    expect([tasks(9), tasks(10)]).toEqual([0.1, 0.1]);
    expect(tasks(11)).toBeCloseTo(1 / 11, 8);
  });
  it('weighs overdue 1, due soon 0.5 and pending 0', () => {
    const score = teamRiskScore(
      { ...recent, completedTasks: 0, overdueTasks: 4, dueSoonTasks: 4, pendingTasks: 12 },
      event,
      now,
    );
    expect(score.tasks).toBe(0.3);
    expect(score.parts.filter((part) => part.group === 'tasks').map((part) => [part.kind, part.points])).toEqual([
      ['overdueTasks', 10],
      ['dueSoonTasks', 5],
    ]);
  });
  it('says when there are no tasks', () => {
    expect(teamRiskScore(recent, event, now).parts.at(-1)).toMatchObject({
      kind: 'noUrgentTasks',
      label: 'No task is overdue or due soon',
    });
    expect(teamRiskScore({ ...recent, completedTasks: 0 }, event, now).parts.at(-1)?.label).toBe(
      'No tasks for this team',
    );
  });
});

describe('the percent at the level boundaries', () => {
  const now = daysAfterLaunch(100);
  // An active, recently seen team (base 0) with 20 tasks: the percent is 50 × (overdue + dueSoon / 2) / 20.
  const withTasks = (overdue: number, dueSoon: number) =>
    teamRiskScore(
      { ...active(now, 1), completedTasks: 20 - overdue - dueSoon, overdueTasks: overdue, dueSoonTasks: dueSoon },
      event,
      now,
    );
  it.each([
    [10, 0, 25, 'low'],
    [10, 1, 26, 'medium'],
    [8, 0, 20, 'low'],
  ] as const)('%i overdue and %i due soon of 20: %i%% %s', (overdue, dueSoon, percent, level) => {
    expect(withTasks(overdue, dueSoon)).toMatchObject({ percent, level });
  });
  it('60/61 and 85/86 with a capped never-signed-in base (37.5 points) and 20 tasks', () => {
    const never = (overdue: number, dueSoon: number) =>
      teamRiskScore(
        { ...nothing, completedTasks: 20 - overdue - dueSoon, overdueTasks: overdue, dueSoonTasks: dueSoon },
        event,
        now,
      );
    // 37.5 + 2.5 × overdue + 1.25 × dueSoon
    expect(never(9, 0)).toMatchObject({ percent: 60, level: 'medium' }); // 60.0
    expect(never(9, 1)).toMatchObject({ percent: 61, level: 'high' }); // 61.25
    expect(never(19, 0)).toMatchObject({ percent: 85, level: 'high' }); // 85.0
    expect(never(19, 1)).toMatchObject({ percent: 86, level: 'critical' }); // 86.25
  });
  it('rounds half up: 25.5 is 26', () => {
    // base 0.15 (grace) = 7.5 points; 18 points of tasks: 9 overdue + 0 of 25
    const score = teamRiskScore({ ...nothing, completedTasks: 16, overdueTasks: 9 }, event, daysAfterLaunch(3));
    expect(score.percent).toBe(26);
  });
  it('the parts add up to the percent', () => {
    const score = teamRiskScore(
      { ...signedIn(daysAfterLaunch(35), 26), overdueTasks: 2, dueSoonTasks: 2, pendingTasks: 4 },
      event,
      daysAfterLaunch(35),
    );
    expect(Math.round(score.parts.reduce((sum, part) => sum + part.points, 0))).toBe(score.percent);
  });
});

describe('the worked examples of docs/reports.md', () => {
  it('a team that signed in once and did nothing, 35 days after launch: 35%, medium', () => {
    const now = new Date('2026-04-05T12:00:00.000Z');
    const team: TeamActivity = {
      hasLoggedIn: true,
      lastLoginAt: '2026-03-10T10:00:00.000Z',
      lastActivityAt: '',
      completedTasks: 0,
      overdueTasks: 2,
      dueSoonTasks: 2,
      pendingTasks: 4,
    };
    const score = teamRiskScore(team, { launchDate: '2026-03-01T09:00:00.000Z' }, now);
    expect(score).toMatchObject({ base: 0.4, tasks: 0.3, percent: 35, level: 'medium', activity: 'inactive' });
    expect(score.parts.map((part) => [part.kind, part.points])).toEqual([
      ['nothingDone', 7.5],
      ['weeksAfterGrace', 7.5],
      ['inactivity', 5],
      ['overdueTasks', 10],
      ['dueSoonTasks', 5],
    ]);
  });
  it('a team nobody signed in from, 35 days after launch, 6 of 12 tasks overdue: 62%, high', () => {
    const now = new Date('2026-04-05T12:00:00.000Z');
    const team: TeamActivity = { ...nothing, overdueTasks: 6, dueSoonTasks: 2, pendingTasks: 4 };
    const score = teamRiskScore(team, { launchDate: '2026-03-01T09:00:00.000Z' }, now);
    expect(score).toMatchObject({ base: 0.65, percent: 62, level: 'high' });
    expect(score.parts.map((part) => [part.kind, part.points])).toEqual([
      ['notSignedIn', 25],
      ['weeksAfterGrace', 7.5],
      ['overdueTasks', 25],
      ['dueSoonTasks', 4.2],
    ]);
  });
});
