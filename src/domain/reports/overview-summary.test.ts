import { describe, expect, it } from 'vitest';
import type { RiskLevel } from '../constants';
import {
  completionDays,
  computeOverviewSummary,
  overviewSummary,
  overviewSummarySchema,
  type OverviewRecords,
} from './overview-summary';
import { teamRiskScore } from './risk-score';
import {
  teamActivities,
  type HealthSubmission,
  type HealthTask,
  type HealthTeam,
  type HealthUser,
} from './team-health';

const now = new Date('2026-11-23T12:00:00.000Z');

const team = (id: string, teamTypeId: string, standShareRole: HealthTeam['standShareRole'] = 'none'): HealthTeam => ({
  id,
  name: `Team ${id}`,
  ownerId: '',
  userIds: [],
  isOrganiser: false,
  teamTypeId,
  standShareRole,
  parentTeamId: '',
});
const user = (id: string, teamId: string, hasLoggedIn: boolean, lastLoginInTime: string): HealthUser => ({
  id,
  firstName: id,
  surname: 'Tester',
  email: `${id}@example.test`,
  teamId,
  hasLoggedIn,
  lastLoginInTime,
});
const task = (
  id: string,
  isArchived: boolean,
  teamTypeIds: string[],
  showToChildTeams: boolean,
  dueDate = '2026-12-20T12:00:00.000Z',
): HealthTask => ({
  id,
  title: id,
  type: 'task',
  dueDate,
  isArchived,
  teamTypeIds,
  showToChildTeams,
});
let submissionCount = 0;
const submission = (formId: string, isDraft: boolean, teamId = 'a'): HealthSubmission => ({
  id: `s${(submissionCount += 1)}`,
  formId,
  teamId,
  isDraft,
  isGuest: false,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
});

function records(changes: Partial<OverviewRecords> = {}): OverviewRecords {
  return {
    teams: [team('a', 'exhibitor', 'none'), team('b', 'sponsor', 'none'), team('c', 'exhibitor', 'child')],
    users: [
      user('u1', 'a', true, '2026-11-23T08:00:00.000Z'),
      user('u2', 'a', true, '2026-11-20T08:00:00.000Z'),
      user('u3', 'b', true, '2026-11-20T09:00:00.000Z'),
      user('u4', 'c', false, ''),
      // Organiser staff have no team: never counted.
      user('staff', '', true, '2026-11-23T07:00:00.000Z'),
      // Long ago: outside the 30-day window, still a team that has logged in.
      user('u5', 'b', true, '2026-01-01T09:00:00.000Z'),
    ],
    tasks: [
      task('all', false, [], true),
      task('exhibitors', false, ['exhibitor'], false),
      task('parents', false, [], false),
      task('old', true, [], true),
    ],
    taskStatuses: [
      {
        taskId: 'all',
        teamId: 'a',
        isComplete: true,
        isNotApplicable: false,
        approvalStatus: 'none',
        updatedAt: '2026-11-10T10:00:00.000Z',
      },
      {
        taskId: 'all',
        teamId: 'b',
        isComplete: true,
        isNotApplicable: false,
        approvalStatus: 'none',
        updatedAt: '2026-11-12T10:00:00.000Z',
      },
      {
        taskId: 'exhibitors',
        teamId: 'a',
        isComplete: false,
        isNotApplicable: true,
        approvalStatus: 'none',
        updatedAt: '2026-11-12T10:00:00.000Z',
      },
      // Archived task, and a status of a task the team does not see: neither counts.
      {
        taskId: 'old',
        teamId: 'a',
        isComplete: true,
        isNotApplicable: false,
        approvalStatus: 'none',
        updatedAt: '2026-11-11T10:00:00.000Z',
      },
      {
        taskId: 'parents',
        teamId: 'c',
        isComplete: true,
        isNotApplicable: false,
        approvalStatus: 'none',
        updatedAt: '2026-11-11T10:00:00.000Z',
      },
    ],
    submissions: [
      submission('f1', false),
      submission('f1', false),
      submission('f1', true),
      submission('f2', false),
      submission('gone', false),
    ],
    forms: [
      { id: 'f2', title: 'Badges', isArchived: false },
      { id: 'f1', title: 'Stand plan', isArchived: false },
      { id: 'f3', title: 'Catering', isArchived: false },
      { id: 'f4', title: 'Old form', isArchived: true },
    ],
    event: { startDate: '2026-11-30', launchDate: '2026-11-08T09:00:00.000Z' },
    ...changes,
  };
}

const LONDON = 'Europe/London';

const levels = new Map<string, RiskLevel>([
  ['a', 'low'],
  ['b', 'critical'],
  ['c', 'critical'],
]);

describe('overviewSummary', () => {
  const summary = overviewSummary(records(), {
    now,
    riskLevels: levels,
    computedBy: 'scheduler',
    durationMs: 12,
    timeZone: LONDON,
  });

  it('is a valid summary document with when and by whom', () => {
    expect(overviewSummarySchema.parse(summary)).toEqual(summary);
    expect(summary).toMatchObject({
      id: 'overview',
      computedAt: now.toISOString(),
      computedBy: 'scheduler',
      durationMs: 12,
      teamCount: 3,
    });
  });

  it('spreads the teams over the four risk levels', () => {
    expect(summary.riskSpread).toEqual({ low: 1, medium: 0, high: 0, critical: 2 });
  });

  it('counts team-task pairs each team sees (archived tasks out, a child team only tasks shown to stand shares, N/A out)', () => {
    // a: all, exhibitors (N/A), parents → 2; b: all, parents → 2; c: all, exhibitors (its type) → 2.
    expect(summary.taskCompletion.total).toBe(6);
  });

  it('runs completion from the launch date to the start date, cumulative, with the days to come empty', () => {
    const { dates, completed } = summary.taskCompletion;
    expect(dates[0]).toBe('2026-11-08');
    expect(dates.at(-1)).toBe('2026-11-30');
    expect(dates).toHaveLength(23);
    const on = (day: string) => completed[dates.indexOf(day)];
    expect(on('2026-11-09')).toBe(0);
    expect(on('2026-11-10')).toBe(1);
    expect(on('2026-11-12')).toBe(2);
    expect(on('2026-11-23')).toBe(2);
    expect(on('2026-11-24')).toBeNull();
  });

  it('counts people of teams and teams by the day of their latest sign-in over 30 days', () => {
    const { dates, people, teams } = summary.logins;
    expect(dates).toHaveLength(30);
    expect(dates.at(-1)).toBe('2026-11-23');
    const on = (series: number[], day: string) => series[dates.indexOf(day)];
    expect(on(people, '2026-11-23')).toBe(1);
    expect(on(people, '2026-11-20')).toBe(2);
    expect(on(teams, '2026-11-23')).toBe(1);
    expect(on(teams, '2026-11-20')).toBe(1);
    expect(people.reduce((sum, value) => sum + value, 0)).toBe(3);
    expect(summary.teamsLoggedIn).toBe(2);
  });

  it('lists submissions per open form, most answered first, drafts apart', () => {
    expect(summary.submissionsPerForm).toEqual([
      { formId: 'f1', title: 'Stand plan', submitted: 2, drafts: 1 },
      { formId: 'f2', title: 'Badges', submitted: 1, drafts: 0 },
      { formId: 'f3', title: 'Catering', submitted: 0, drafts: 0 },
    ]);
  });

  it('without dates runs from 30 days back (or an earlier completion) to today', () => {
    const undated = overviewSummary(records({ event: { startDate: '', launchDate: '' } }), {
      now,
      riskLevels: levels,
      computedBy: 'u',
      timeZone: LONDON,
    });
    expect(undated.taskCompletion.dates[0]).toBe('2026-10-24');
    expect(undated.taskCompletion.dates.at(-1)).toBe('2026-11-23');
    expect(undated.taskCompletion.completed.at(-1)).toBe(2);
    const early = records({ event: { startDate: '', launchDate: '' } });
    const earlier = overviewSummary(
      { ...early, taskStatuses: [{ ...early.taskStatuses[0]!, updatedAt: '2026-09-01T10:00:00.000Z' }] },
      { now, riskLevels: levels, computedBy: 'u', timeZone: LONDON },
    );
    expect(earlier.taskCompletion.dates[0]).toBe('2026-09-01');
  });

  it("counts days on the event's calendar, not UTC's", () => {
    // 23:30 UTC on 23 November is already 24 November in Auckland.
    const late = new Date('2026-11-23T23:30:00.000Z');
    const inAuckland = overviewSummary(records(), {
      now: late,
      riskLevels: levels,
      computedBy: 'u',
      timeZone: 'Pacific/Auckland',
    });
    expect(inAuckland.logins.dates.at(-1)).toBe('2026-11-24');
    expect(
      overviewSummary(records(), { now: late, riskLevels: levels, computedBy: 'u', timeZone: LONDON }).logins.dates.at(
        -1,
      ),
    ).toBe('2026-11-23');
  });

  it('an empty event gives zeros, not errors', () => {
    const empty = overviewSummary(
      records({ teams: [], users: [], tasks: [], taskStatuses: [], submissions: [], forms: [] }),
      { now, riskLevels: new Map(), computedBy: 'u', timeZone: LONDON },
    );
    expect(empty).toMatchObject({
      teamCount: 0,
      teamsLoggedIn: 0,
      riskSpread: { low: 0, medium: 0, high: 0, critical: 0 },
      submissionsPerForm: [],
    });
    expect(empty.taskCompletion.total).toBe(0);
  });
});

describe('completionDays', () => {
  it('takes weekly steps over a long run and still ends on the start date', () => {
    const days = completionDays(
      { startDate: '2027-06-01', launchDate: '2026-11-01T00:00:00.000Z' },
      undefined,
      '2026-11-23',
      LONDON,
    );
    expect(days[0]).toBe('2026-11-01');
    expect(days.at(-1)).toBe('2027-06-01');
    expect(days.length).toBeLessThan(40);
    expect(days).toContain('2026-11-23');
    expect([...days].sort()).toEqual(days);
  });

  it('starts at the first completion when it is earlier than the launch', () => {
    expect(
      completionDays({ startDate: '2026-11-05', launchDate: '2026-11-03' }, '2026-11-01', '2026-11-23', LONDON),
    ).toEqual(['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05']);
  });
});

describe('computeOverviewSummary', () => {
  it("spreads the teams by their risk score's level (teamActivities → teamRiskScore)", () => {
    const source = records();
    const summary = computeOverviewSummary(source, { now, dueSoonDays: 30, timeZone: LONDON, computedBy: 'scheduler' });
    const expected = { low: 0, medium: 0, high: 0, critical: 0 };
    for (const [, activity] of teamActivities({ ...source, dueSoonDays: 30, timeZone: LONDON, now }))
      expected[teamRiskScore(activity, source.event, now).level] += 1;
    expect(summary.riskSpread).toEqual(expected);
    expect(Object.values(summary.riskSpread).reduce((sum, value) => sum + value, 0)).toBe(3);
    // Team c never signed in and has its tasks open: never lower than team a, which signed in today.
    const levels = ['low', 'medium', 'high', 'critical'];
    const levelOf = (teamId: string) =>
      levels.indexOf(
        teamRiskScore(
          teamActivities({ ...source, dueSoonDays: 30, timeZone: LONDON, now }).get(teamId)!,
          source.event,
          now,
        ).level,
      );
    expect(levelOf('c')).toBeGreaterThanOrEqual(levelOf('a'));
  });
});
