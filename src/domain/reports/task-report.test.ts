import { describe, expect, it } from 'vitest';
import { checkTaskAfterUpload, type TaskStatusStanding } from '../tasks';
import {
  countStatuses,
  sumStatusCounts,
  taskStatusSummaries,
  tasksReportFileName,
  tasksReportTable,
  taskTeamsReportFileName,
  taskTeamsReportTable,
  taskTeamStatuses,
  teamsOfTask,
  type ReportTeam,
  type TaskReportContext,
} from './task-report';

const now = new Date('2026-05-01T12:00:00.000Z');
const task = (id: string, dueDate: string, extra: Record<string, unknown> = {}) =>
  checkTaskAfterUpload({ id, title: `Task ${id}`, dueDate, viewerTeamTypeIds: ['(any)'], ...extra });
const team = (id: string, extra: Partial<ReportTeam> = {}): ReportTeam => ({
  id,
  name: `Team ${id}`,
  isOrganiser: false,
  teamTypeId: 'exhibitor',
  standShareRole: 'none',
  ...extra,
});

const teams = [
  team('e'),
  team('d'),
  team('c'),
  team('b'),
  team('a'),
  team('s', { teamTypeId: 'sponsor' }),
  team('org', { isOrganiser: true, teamTypeId: '' }),
  team('child', { standShareRole: 'child', teamTypeId: '' }),
];
const statuses = new Map<string, TaskStatusStanding>([
  ['t1_a', { isComplete: true, isNotApplicable: false, approvalStatus: 'none' }],
  ['t1_b', { isComplete: false, isNotApplicable: true, approvalStatus: 'none' }],
  ['t1_c', { isComplete: false, isNotApplicable: false, approvalStatus: 'none' }],
]);
const context: TaskReportContext = {
  teams,
  statusOf: (taskId, teamId) => statuses.get(`${taskId}_${teamId}`),
  now,
  dueSoonDays: 7,
  timeZone: 'Europe/London',
};

describe('teamsOfTask', () => {
  it('lists the exhibitor teams a task applies to: no organiser team, no team of another type, stand shares only when shown to them', () => {
    expect(teamsOfTask(task('t', '2026-06-01T12:00:00.000Z'), teams).map((t) => t.id)).toEqual([
      'e',
      'd',
      'c',
      'b',
      'a',
      's',
    ]);
    expect(
      teamsOfTask(task('t', '2026-06-01T12:00:00.000Z', { showToChildTeams: true }), teams).map((t) => t.id),
    ).toContain('child');
    expect(
      teamsOfTask(task('t', '2026-06-01T12:00:00.000Z', { teamTypeIds: ['sponsor'] }), teams).map((t) => t.id),
    ).toEqual(['s']);
    expect(
      teamsOfTask(task('t', '2026-06-01T12:00:00.000Z', { teamTypeIds: ['sponsor'], isArchived: true }), teams).map(
        (t) => t.id,
      ),
    ).toEqual(['s']);
  });
});

describe('taskTeamStatuses', () => {
  it('gives each team the one display status: complete, n/a, then by the due date, by team name', () => {
    const overdue = taskTeamStatuses(task('t1', '2026-04-30T12:00:00.000Z', { teamTypeIds: ['exhibitor'] }), context);
    expect(overdue.map((row) => [row.team.id, row.status])).toEqual([
      ['a', 'complete'],
      ['b', 'n/a'],
      ['c', 'overdue'],
      ['d', 'overdue'],
      ['e', 'overdue'],
    ]);
    expect(
      taskTeamStatuses(task('t2', '2026-05-05T12:00:00.000Z', { teamTypeIds: ['sponsor'] }), context).map(
        (row) => row.status,
      ),
    ).toEqual(['dueSoon']);
    expect(
      taskTeamStatuses(task('t3', '2026-06-05T12:00:00.000Z', { teamTypeIds: ['sponsor'] }), context).map(
        (row) => row.status,
      ),
    ).toEqual(['incomplete']);
  });
});

describe('counts', () => {
  it('counts teams per status with a total, per task by due date, and sums them', () => {
    expect(countStatuses(['complete', 'overdue', 'overdue'])).toEqual({
      complete: 1,
      'n/a': 0,
      overdue: 2,
      dueSoon: 0,
      incomplete: 0,
      total: 3,
    });
    const summaries = taskStatusSummaries(
      [
        task('t3', '2026-06-05T12:00:00.000Z', { teamTypeIds: ['sponsor'] }),
        task('t1', '2026-04-30T12:00:00.000Z', { teamTypeIds: ['exhibitor'] }),
      ],
      context,
    );
    expect(summaries.map((summary) => [summary.task.id, summary.counts])).toEqual([
      ['t1', { complete: 1, 'n/a': 1, overdue: 3, dueSoon: 0, incomplete: 0, total: 5 }],
      ['t3', { complete: 0, 'n/a': 0, overdue: 0, dueSoon: 0, incomplete: 1, total: 1 }],
    ]);
    expect(sumStatusCounts(summaries)).toEqual({
      complete: 1,
      'n/a': 1,
      overdue: 3,
      dueSoon: 0,
      incomplete: 1,
      total: 6,
    });
  });
});

describe('tables and file names', () => {
  it('writes the tasks report and one task report as rows of text', () => {
    const t1 = task('t1', '2026-04-30T12:00:00.000Z', { teamTypeIds: ['exhibitor'] });
    expect(tasksReportTable(taskStatusSummaries([t1], context), 'Europe/London')).toEqual([
      ['Task', 'Type', 'Due date', 'Teams', 'Complete', 'N/A', 'Overdue', 'Due Soon', 'Incomplete'],
      ['Task t1', 'Task', '2026-04-30', '5', '1', '1', '3', '0', '0'],
    ]);
    // Due at 00:30 on 1 May in London (23:30 UTC on 30 April): the report says 1 May.
    const pastMidnight = task('t1', '2026-04-30T23:30:00.000Z', { teamTypeIds: ['exhibitor'] });
    expect(tasksReportTable(taskStatusSummaries([pastMidnight], context), 'Europe/London')[1]?.[2]).toBe('2026-05-01');
    // Team c's deadline moved to 00:30 on 2 May in London, team d's brought forward to 20 April.
    const ownDates = new Map<string, TaskStatusStanding>([
      ...statuses,
      [
        't1_c',
        { isComplete: false, isNotApplicable: false, approvalStatus: 'none', dueAt: '2026-05-01T23:30:00.000Z' },
      ],
      [
        't1_d',
        { isComplete: false, isNotApplicable: false, approvalStatus: 'none', dueAt: '2026-04-20T10:00:00.000Z' },
      ],
    ]);
    const table = taskTeamsReportTable(
      taskTeamStatuses(t1, { ...context, statusOf: (taskId, teamId) => ownDates.get(`${taskId}_${teamId}`) }),
      (id) => (id === 'exhibitor' ? 'Exhibitor' : ''),
      'Europe/London',
    );
    expect(table).toEqual([
      ['Team', 'Team type', 'Status', 'Due date', 'Own due date'],
      ['Team a', 'Exhibitor', 'Complete', '2026-04-30', ''],
      ['Team b', 'Exhibitor', 'N/A', '2026-04-30', ''],
      ['Team c', 'Exhibitor', 'Due Soon', '2026-05-02', 'Extended'],
      ['Team d', 'Exhibitor', 'Overdue', '2026-04-20', 'Brought forward'],
      ['Team e', 'Exhibitor', 'Overdue', '2026-04-30', ''],
    ]);
    expect(tasksReportFileName('xlsx', now, 'Europe/London')).toBe('tasks-report-2026-05-01.xlsx');
    expect(taskTeamsReportFileName('Stand plan!', 'csv', now, 'Europe/London')).toBe(
      'task-report-stand-plan-2026-05-01.csv',
    );
  });
});
