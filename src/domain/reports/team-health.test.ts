import { describe, expect, it } from 'vitest';
import {
  TEAMS_REPORT_COLUMNS,
  teamsReportTable,
  filterTeamReportRows,
  NO_TEAM_REPORT_FILTERS,
  NO_TEAM_TYPE,
  tasksOfTeam,
  teamActivities,
  teamReportRows,
  teamTaskRows,
  type HealthSubmission,
  type HealthTask,
  type HealthTaskStatus,
  type HealthTeam,
  type HealthUser,
  type TeamHealthInput,
} from './team-health';

const now = new Date('2026-04-05T12:00:00.000Z');
const at = (day: string) => `2026-${day}T10:00:00.000Z`;

const team = (id: string, extra: Partial<HealthTeam> = {}): HealthTeam => ({
  id,
  name: id.toUpperCase(),
  ownerId: '',
  userIds: [],
  isOrganiser: false,
  teamTypeId: '',
  standShareRole: 'none',
  parentTeamId: '',
  ...extra,
});
const user = (id: string, teamId: string, extra: Partial<HealthUser> = {}): HealthUser => ({
  id,
  firstName: id,
  surname: 'Smith',
  email: `${id}@x.test`,
  teamId,
  hasLoggedIn: false,
  lastLoginInTime: '',
  ...extra,
});
const task = (id: string, dueDate: string, extra: Partial<HealthTask> = {}): HealthTask => ({
  id,
  title: id,
  type: 'task',
  dueDate,
  isArchived: false,
  teamTypeIds: [],
  showToChildTeams: false,
  ...extra,
});
const status = (taskId: string, teamId: string, extra: Partial<HealthTaskStatus> = {}): HealthTaskStatus => ({
  taskId,
  teamId,
  isComplete: false,
  isNotApplicable: false,
  approvalStatus: 'none',
  updatedAt: at('03-20'),
  ...extra,
});
const submission = (
  id: string,
  teamId: string,
  formId: string,
  extra: Partial<HealthSubmission> = {},
): HealthSubmission => ({
  id,
  formId,
  teamId,
  isDraft: false,
  isGuest: false,
  createdAt: at('03-25'),
  updatedAt: at('03-25'),
  ...extra,
});

const tasks = [
  task('overdue', at('04-01')),
  task('soon', at('04-20')), // within 30 days
  task('later', at('06-30')),
  task('done', at('03-30')),
  task('na', at('03-30')),
  task('exhibitorsOnly', at('04-01'), { teamTypeIds: ['exhibitors'] }),
  task('sponsorsOnly', at('04-01'), { teamTypeIds: ['sponsors'] }),
  task('childrenToo', at('06-30'), { showToChildTeams: true }),
  task('archived', at('04-01'), { isArchived: true }),
];

const base: TeamHealthInput = {
  teams: [
    team('a', { ownerId: 'ann', userIds: ['ann', 'bob'], teamTypeId: 'exhibitors' }),
    team('b', { ownerId: 'cat', userIds: ['cat'], standShareRole: 'child', parentTeamId: 'a' }),
    team('org', { isOrganiser: true, userIds: ['olga'] }),
  ],
  users: [
    user('ann', 'a', { hasLoggedIn: true, lastLoginInTime: at('03-02') }),
    user('bob', 'a', { hasLoggedIn: true, lastLoginInTime: at('03-28') }),
    user('dan', 'a'), // names the team but is not in userIds yet
    user('cat', 'b'),
    user('olga', 'org', { hasLoggedIn: true, lastLoginInTime: at('04-04') }),
  ],
  tasks,
  taskStatuses: [
    status('done', 'a', { isComplete: true, updatedAt: at('03-29') }),
    status('na', 'a', { isNotApplicable: true, updatedAt: at('04-02') }),
    status('overdue', 'b', { isComplete: true, updatedAt: at('03-10') }),
  ],
  submissions: [
    submission('s1', 'a', 'f1', { updatedAt: at('03-30') }),
    submission('s2', 'a', 'f1'),
    submission('s3', 'a', 'f2', { isDraft: true, updatedAt: at('04-03') }),
    submission('s4', '', 'f1', { isGuest: true }),
  ],
  dueSoonDays: 30,
  timeZone: 'Europe/London',
  now,
};

describe('the tasks a team is asked to do', () => {
  it('follows the tasks area: type restrictions, stand shares see only tasks shown to them, never archived ones', () => {
    expect(tasksOfTeam(base.teams[0] as HealthTeam, tasks).map((t) => t.id)).toEqual([
      'overdue',
      'soon',
      'later',
      'done',
      'na',
      'exhibitorsOnly',
      'childrenToo',
    ]);
    expect(tasksOfTeam(base.teams[1] as HealthTeam, tasks).map((t) => t.id)).toEqual(['childrenToo']);
  });
  it('asks the organiser’s team nothing', () => {
    expect(tasksOfTeam(base.teams[2] as HealthTeam, tasks)).toEqual([]);
  });
});

describe('team activities', () => {
  const activities = teamActivities(base);
  it('counts complete, overdue, due soon and pending tasks by the display status; N/A ones not at all', () => {
    expect(activities.get('a')).toEqual({
      hasLoggedIn: true,
      lastLoginAt: at('03-28'),
      // the latest completion (03-29) or sent submission (03-30); the N/A (04-02) and the draft (04-03) are no activity
      lastActivityAt: at('03-30'),
      completedTasks: 1,
      overdueTasks: 2,
      dueSoonTasks: 1,
      pendingTasks: 2,
    });
  });
  it('sees a stand share’s own statuses only for its visible tasks', () => {
    expect(activities.get('b')).toEqual({
      hasLoggedIn: false,
      lastLoginAt: '',
      lastActivityAt: '',
      completedTasks: 0,
      overdueTasks: 0,
      dueSoonTasks: 0,
      pendingTasks: 1,
    });
  });
  it('has a row for every team', () => {
    expect([...activities.keys()]).toEqual(['a', 'b', 'org']);
  });
});

describe('the teams report rows', () => {
  const rows = teamReportRows({
    ...base,
    teamTypes: [{ id: 'exhibitors', name: 'Exhibitors' }],
    launchDate: at('03-01'),
  });
  const [a, b, org] = rows;
  it('has type, owner, members, sign-ins, task counts and forms sent (distinct forms, drafts left out)', () => {
    expect(a).toMatchObject({
      name: 'A',
      teamTypeName: 'Exhibitors',
      ownerName: 'ann Smith',
      ownerEmail: 'ann@x.test',
      memberCount: 3,
      hasLoggedIn: true,
      lastLoginAt: at('03-28'),
      taskCount: 7,
      tasksComplete: 2,
      tasksNotApplicable: 1,
      tasksDueSoon: 1,
      tasksOverdue: 2,
      formsSubmitted: 1,
      isComplete: false,
    });
    expect(b).toMatchObject({
      teamTypeName: '',
      ownerName: 'cat Smith',
      memberCount: 1,
      hasLoggedIn: false,
      formsSubmitted: 0,
      taskCount: 1,
    });
  });
  it('scores each team with the risk score', () => {
    // a: active 6 days ago (base 0); 2 overdue + 1 due soon of 7 tasks, divided by 10: 0.25 → 12.5 → 13
    expect(a?.risk).toMatchObject({ percent: 13, level: 'low', activity: 'active' });
    // b: nobody signed in 35 days after launch (w = 3): base 0.65 → 32.5 → 33
    expect(b?.risk).toMatchObject({ percent: 33, level: 'medium', activity: 'never' });
  });
  it('leaves an N/A task out of the risk score, as if the team had never been asked to do it', () => {
    const overdue = Array.from({ length: 12 }, (_, index) => task(`t${index}`, at('04-01')));
    const input = { ...base, teams: [team('x')], users: [], submissions: [], teamTypes: [], launchDate: '' };
    const [marked] = teamReportRows({
      ...input,
      tasks: overdue,
      taskStatuses: [status('t0', 'x', { isNotApplicable: true })],
    });
    const [neverAsked] = teamReportRows({ ...input, tasks: overdue.slice(1), taskStatuses: [] });
    expect(marked?.risk).toEqual(neverAsked?.risk);
    expect(marked?.risk.parts).toContainEqual(expect.objectContaining({ label: '11 of 11 tasks are overdue' }));
    expect(marked).toMatchObject({ taskCount: 12, tasksComplete: 1, tasksNotApplicable: 1, tasksOverdue: 11 });
  });
  it('counts a submission awaiting approval as pending, not overdue: the team waits on the organisers', () => {
    const overdue = Array.from({ length: 10 }, (_, index) => task(`t${index}`, at('04-01')));
    const input = { ...base, teams: [team('x')], users: [], submissions: [], teamTypes: [], launchDate: '' };
    const [row] = teamReportRows({
      ...input,
      tasks: overdue,
      taskStatuses: [
        status('t0', 'x', { approvalStatus: 'pending' }),
        status('t1', 'x', { approvalStatus: 'rejected' }),
      ],
    });
    expect(row).toMatchObject({ tasksComplete: 0, tasksOverdue: 9 });
    expect(row?.risk.parts).toContainEqual(expect.objectContaining({ label: '9 of 10 tasks are overdue' }));
  });
  it('calls a team without tasks complete', () => {
    expect(org).toMatchObject({ taskCount: 0, isComplete: true, isOrganiser: true });
  });
  it('reads the type from the team’s own copy, as the tasks area does', () => {
    const [row] = teamReportRows({
      ...base,
      teams: [team('z', { teamTypeId: 'sponsors' })],
      teamTypes: [{ id: 'sponsors', name: 'Sponsors' }],
      launchDate: '',
    });
    expect(row).toMatchObject({ teamTypeId: 'sponsors', teamTypeName: 'Sponsors', taskCount: 7 });
  });
  it('filters by team type (or none), risk level and sign-in', () => {
    const names = (filters: Partial<typeof NO_TEAM_REPORT_FILTERS>) =>
      filterTeamReportRows(rows, { ...NO_TEAM_REPORT_FILTERS, ...filters }).map((row) => row.id);
    expect(names({})).toEqual(['a', 'b', 'org']);
    expect(names({ teamTypeId: 'exhibitors' })).toEqual(['a']);
    expect(names({ teamTypeId: NO_TEAM_TYPE })).toEqual(['b', 'org']);
    expect(names({ riskLevel: 'medium' })).toEqual(['b']);
    expect(names({ login: 'neverLoggedIn' })).toEqual(['b']);
    expect(names({ login: 'loggedIn', riskLevel: 'low' })).toEqual(['a', 'org']);
  });
  it("finds teams by words of the team's or the owner's name, in any case and order", () => {
    const named = rows.map((row, index) => ({
      ...row,
      name: ['Brightside Robotics', 'Harbour Media', 'Organisers'][index]!,
      ownerName: ['Grace Hopkins', 'Zara Ahmed', 'Ora Organiser'][index]!,
    }));
    const found = (search: string) =>
      filterTeamReportRows(named, { ...NO_TEAM_REPORT_FILTERS, search }).map((row) => row.name);
    expect(found('robot')).toEqual(['Brightside Robotics']);
    expect(found('  AHMED  harbour ')).toEqual(['Harbour Media']);
    expect(found('A')).toEqual(['Brightside Robotics', 'Harbour Media', 'Organisers']);
    expect(found('robotics zara')).toEqual([]);
    expect(filterTeamReportRows(named, { ...NO_TEAM_REPORT_FILTERS, search: 'media', riskLevel: 'low' })).toEqual([]);
  });
});

describe('a team’s task rows', () => {
  it('lists the team’s tasks by due date with their display status', () => {
    const rows = teamTaskRows(base.teams[0] as HealthTeam, tasks, base.taskStatuses, now, 30, 'Europe/London');
    expect(rows.map((row) => [row.task.id, row.status])).toEqual([
      ['done', 'complete'],
      ['na', 'n/a'],
      ['exhibitorsOnly', 'overdue'],
      ['overdue', 'overdue'],
      ['soon', 'dueSoon'],
      ['childrenToo', 'incomplete'],
      ['later', 'incomplete'],
    ]);
  });

  it("places a task with the team's own due date at that date, marked, with the standing it has there", () => {
    const extended = status('overdue', 'a', { dueAt: at('07-15') });
    const broughtForward = status('later', 'a', { dueAt: at('03-15') });
    const rows = teamTaskRows(
      base.teams[0] as HealthTeam,
      tasks,
      [...base.taskStatuses, extended, broughtForward],
      now,
      30,
      'Europe/London',
    );
    const row = (id: string) => rows.find((each) => each.task.id === id);
    expect(row('overdue')).toMatchObject({ dueDate: at('07-15'), dueDateLabel: 'Extended', status: 'incomplete' });
    expect(row('later')).toMatchObject({ dueDate: at('03-15'), dueDateLabel: 'Brought forward', status: 'overdue' });
    expect(row('soon')).toMatchObject({ dueDateLabel: '' });
    // Sorted by the team's dates: the extended task comes last, after every other.
    expect(rows.map((each) => each.task.id).at(-1)).toBe('overdue');
  });
});

describe('the teams report export', () => {
  it('is the team report of the listed teams in the given order, each row ending with the team’s risk and counts', () => {
    const rows = teamReportRows({
      ...base,
      teamTypes: [{ id: 'exhibitors', name: 'Exhibitors' }],
      launchDate: at('03-01'),
    });
    const users = base.users.map((person) => ({ ...person, createdAt: at('01-01') }));
    const [header, ...lines] = teamsReportTable([rows[1]!, rows[0]!], {
      teams: base.teams.map((t) => ({ ...t, customFields: {} })),
      users,
      teamTypes: [{ id: 'exhibitors', name: 'Exhibitors', teamIds: ['a'] }],
      customFields: [],
      timeZone: 'Europe/London',
    });
    expect(header.slice(-TEAMS_REPORT_COLUMNS.length)).toEqual([...TEAMS_REPORT_COLUMNS]);
    expect(lines.map((line) => [line[0], line[1], line.at(-7), line.at(-5)])).toEqual([
      ['B', 'Team Owner', 'Medium', '0/1'],
      ['A', 'Team Owner', 'Low', '2/7'],
      ['A', 'Team Member', 'Low', '2/7'],
      ['A', 'Team Member', 'Low', '2/7'],
    ]);
  });
});
