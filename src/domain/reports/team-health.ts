import { dayOf, formatReportDateTime } from '../event-time';
import { isSentSubmission, type Submission } from '../forms/submission';
import { RISK_LEVEL_LABELS, teamRiskScore, type RiskLevel, type RiskScore, type TeamActivity } from './risk-score';
import { teamReportTable, type TeamReportField, type TeamReportTeam, type TeamReportUser } from '../team-report';
import type { Team } from '../team';
import type { TeamType } from '../team-type';
import {
  dueDateForTeam,
  taskDisplayStatus,
  teamDueDateLabel,
  teamIsAskedTo,
  type Task,
  type TaskDisplayStatus,
  type TaskStatus,
  type TaskStatusStanding,
} from '../tasks';
import type { User } from '../user';
import { matchesSearch } from '../text-search';

// The teams report (spec 002 §2, §9): per team, from the stored records, who signed in, how its
// tasks stand and what it submitted, and the risk score built from that. Pure: the data layer reads
// the records, the screens show the rows.

export type HealthTeam = Pick<
  Team,
  'id' | 'name' | 'ownerId' | 'userIds' | 'isOrganiser' | 'teamTypeId' | 'standShareRole' | 'parentTeamId'
>;
export type HealthUser = Pick<
  User,
  'id' | 'firstName' | 'surname' | 'email' | 'teamId' | 'hasLoggedIn' | 'lastLoginInTime'
>;
export type HealthTask = Pick<
  Task,
  'id' | 'title' | 'type' | 'dueDate' | 'isArchived' | 'teamTypeIds' | 'showToChildTeams'
>;
export type HealthTaskStatus = Pick<TaskStatus, 'taskId' | 'teamId' | 'updatedAt'> & TaskStatusStanding;
export type HealthSubmission = Pick<
  Submission,
  'id' | 'formId' | 'teamId' | 'isDraft' | 'isGuest' | 'createdAt' | 'updatedAt'
>;

export interface TeamHealthInput {
  teams: readonly HealthTeam[];
  users: readonly HealthUser[];
  tasks: readonly HealthTask[];
  taskStatuses: readonly HealthTaskStatus[];
  submissions: readonly HealthSubmission[];
  dueSoonDays: number;
  /** The event's time zone, whose calendar days the Due Soon window counts. */
  timeZone: string;
  now: Date;
}

const statusKey = (taskId: string, teamId: string) => `${taskId}\u0000${teamId}`;

/**
 * The tasks a team is asked to do, as the tasks area shows them to its people: not archived,
 * unrestricted or for its team type, and for a stand share only unrestricted tasks shown to stand
 * shares. The organiser's own team is asked nothing (as in the tasks report).
 */
export function tasksOfTeam<T extends HealthTask>(
  team: Pick<HealthTeam, 'isOrganiser' | 'teamTypeId' | 'standShareRole'>,
  tasks: readonly T[],
): T[] {
  return tasks.filter((task) => teamIsAskedTo(task, team));
}

/** The people of a team: its userIds and anyone whose record names the team, owner included. */
export function peopleOfTeam<U extends HealthUser>(
  team: Pick<HealthTeam, 'id' | 'ownerId' | 'userIds'>,
  usersById: ReadonlyMap<string, U>,
  usersByTeam: ReadonlyMap<string, readonly U[]>,
): U[] {
  const ids = new Set(
    [team.ownerId, ...team.userIds, ...(usersByTeam.get(team.id) ?? []).map((user) => user.id)].filter(Boolean),
  );
  return [...ids].flatMap((id) => usersById.get(id) ?? []);
}

const later = (a: string, b: string) => (b > a ? b : a);

interface TeamFacts {
  activity: TeamActivity;
  /** Distinct forms the team has sent (drafts do not count). */
  formsSubmitted: number;
  /** Tasks the team sees. */
  taskCount: number;
  notApplicableTasks: number;
  people: HealthUser[];
}

function indexTeamFacts(input: TeamHealthInput): Map<string, TeamFacts> {
  const { teams, users, tasks, taskStatuses, submissions, dueSoonDays, timeZone, now } = input;
  const usersById = new Map(users.map((user) => [user.id, user]));
  const usersByTeam = new Map<string, HealthUser[]>();
  for (const user of users)
    if (user.teamId) usersByTeam.set(user.teamId, [...(usersByTeam.get(user.teamId) ?? []), user]);
  const statuses = new Map(taskStatuses.map((status) => [statusKey(status.taskId, status.teamId), status]));
  const sentByTeam = new Map<string, HealthSubmission[]>();
  for (const submission of submissions) {
    if (!isSentSubmission(submission) || submission.isGuest || !submission.teamId) continue;
    sentByTeam.set(submission.teamId, [...(sentByTeam.get(submission.teamId) ?? []), submission]);
  }
  // Teams of the same type and stand-share role see the same tasks: one filter per kind.
  const tasksByViewer = new Map<string, HealthTask[]>();
  const facts = new Map<string, TeamFacts>();
  for (const team of teams) {
    const viewerKey = `${team.isOrganiser}\u0000${team.teamTypeId}\u0000${team.standShareRole}`;
    const visible = tasksByViewer.get(viewerKey) ?? tasksOfTeam(team, tasks);
    tasksByViewer.set(viewerKey, visible);
    const people = peopleOfTeam(team, usersById, usersByTeam);
    const activity: TeamActivity = {
      hasLoggedIn: people.some((person) => person.hasLoggedIn),
      lastLoginAt: people.reduce((latest, person) => later(latest, person.lastLoginInTime), ''),
      lastActivityAt: '',
      completedTasks: 0,
      overdueTasks: 0,
      dueSoonTasks: 0,
      pendingTasks: 0,
    };
    let notApplicableTasks = 0;
    for (const task of visible) {
      const status = statuses.get(statusKey(task.id, team.id));
      const shown = taskDisplayStatus(status, task, now, dueSoonDays, timeZone);
      // An N/A task is not asked of the team: it stays out of the activity, so out of the risk score.
      if (shown === 'complete') activity.completedTasks += 1;
      if (shown === 'n/a') notApplicableTasks += 1;
      if (shown === 'complete' && status) activity.lastActivityAt = later(activity.lastActivityAt, status.updatedAt);
      if (shown === 'overdue') activity.overdueTasks += 1;
      if (shown === 'dueSoon') activity.dueSoonTasks += 1;
      if (shown === 'incomplete') activity.pendingTasks += 1;
    }
    const sent = sentByTeam.get(team.id) ?? [];
    for (const submission of sent)
      activity.lastActivityAt = later(activity.lastActivityAt, submission.updatedAt || submission.createdAt);
    facts.set(team.id, {
      activity,
      formsSubmitted: new Set(sent.map((submission) => submission.formId)).size,
      taskCount: visible.length,
      notApplicableTasks,
      people,
    });
  }
  return facts;
}

/** Each team's sign-ins, activity and task urgency, by team id: what the risk score is computed from. */
export function teamActivities(input: TeamHealthInput): Map<string, TeamActivity> {
  return new Map([...indexTeamFacts(input)].map(([teamId, facts]) => [teamId, facts.activity]));
}

/** One row of the teams report. */
export interface TeamReportRow {
  id: string;
  name: string;
  teamTypeId: string;
  /** '' when the team has no type. */
  teamTypeName: string;
  ownerId: string;
  /** The owner's full name ('' without an owner). */
  ownerName: string;
  ownerEmail: string;
  /** People in the team, the owner included. */
  memberCount: number;
  hasLoggedIn: boolean;
  /** ISO time of the team's latest sign-in, or ''. */
  lastLoginAt: string;
  /** Tasks the team sees. */
  taskCount: number;
  /** Done: completed or N/A. */
  tasksComplete: number;
  tasksNotApplicable: number;
  tasksDueSoon: number;
  tasksOverdue: number;
  formsSubmitted: number;
  /** No task left open (a team without tasks is complete). */
  isComplete: boolean;
  isOrganiser: boolean;
  standShareRole: HealthTeam['standShareRole'];
  parentTeamId: string;
  activity: TeamActivity;
  risk: RiskScore;
}

export const fullName = (person: Pick<HealthUser, 'firstName' | 'surname'>) =>
  [person.firstName, person.surname].filter(Boolean).join(' ');

/** The teams report's rows, in the order of the teams given. */
export function teamReportRows(
  input: TeamHealthInput & { teamTypes: readonly Pick<TeamType, 'id' | 'name'>[]; launchDate: string },
): TeamReportRow[] {
  const facts = indexTeamFacts(input);
  const typeNames = new Map(input.teamTypes.map((teamType) => [teamType.id, teamType.name]));
  const event = { launchDate: input.launchDate };
  return input.teams.map((team) => {
    const { activity, formsSubmitted, taskCount, notApplicableTasks, people } = facts.get(team.id) as TeamFacts;
    const owner = people.find((person) => person.id === team.ownerId);
    // The team's copy of its type, which the rules and the tasks area read too.
    const teamTypeId = team.teamTypeId;
    return {
      id: team.id,
      name: team.name,
      teamTypeId,
      teamTypeName: typeNames.get(teamTypeId) ?? '',
      ownerId: team.ownerId,
      ownerName: owner ? fullName(owner) : '',
      ownerEmail: owner?.email ?? '',
      memberCount: people.length,
      hasLoggedIn: activity.hasLoggedIn,
      lastLoginAt: activity.lastLoginAt,
      taskCount,
      tasksComplete: activity.completedTasks + notApplicableTasks,
      tasksNotApplicable: notApplicableTasks,
      tasksDueSoon: activity.dueSoonTasks,
      tasksOverdue: activity.overdueTasks,
      formsSubmitted,
      isComplete: activity.completedTasks + notApplicableTasks === taskCount,
      isOrganiser: team.isOrganiser,
      standShareRole: team.standShareRole,
      parentTeamId: team.parentTeamId,
      activity,
      risk: teamRiskScore(activity, event, input.now),
    };
  });
}

/** One task of one team on the team's report page. */
export interface TeamTaskRow {
  task: HealthTask;
  /** The team's deadline (dueDateForTeam) and how it differs from the task's ('' when it does not). */
  dueDate: string;
  dueDateLabel: string;
  status: TaskDisplayStatus;
  /** When the status last changed ('' when the team has not touched the task). */
  updatedAt: string;
}

/** A team's tasks with their display status, by the team's due date. */
export function teamTaskRows(
  team: HealthTeam,
  tasks: readonly HealthTask[],
  taskStatuses: readonly HealthTaskStatus[],
  now: Date,
  dueSoonDays: number,
  timeZone: string,
): TeamTaskRow[] {
  const statuses = new Map(
    taskStatuses.filter((status) => status.teamId === team.id).map((status) => [status.taskId, status]),
  );
  return tasksOfTeam(team, tasks)
    .map((task) => {
      const status = statuses.get(task.id);
      return {
        task,
        dueDate: dueDateForTeam(task, status),
        dueDateLabel: teamDueDateLabel(task, status),
        status: taskDisplayStatus(status, task, now, dueSoonDays, timeZone),
        updatedAt: status?.updatedAt ?? '',
      };
    })
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.task.title.localeCompare(b.task.title, 'en-GB'));
}

// ── Filters and sorts of the teams report ──────────────────────────────────────────────────
export const LOGIN_FILTERS = ['all', 'loggedIn', 'neverLoggedIn'] as const;
export type LoginFilter = (typeof LOGIN_FILTERS)[number];
export const LOGIN_FILTER_LABELS = {
  all: 'Any',
  loggedIn: 'Signed in',
  neverLoggedIn: 'Never signed in',
} as const satisfies Record<LoginFilter, string>;

export interface TeamReportFilters {
  /** '' for every type; NO_TEAM_TYPE for teams without one. */
  teamTypeId: string;
  /** '' for every level. */
  riskLevel: RiskLevel | '';
  login: LoginFilter;
  /** Words the team's or its owner's name contains, ignoring case ('' for every team). */
  search: string;
}
export const NO_TEAM_TYPE = '(none)';
export const NO_TEAM_REPORT_FILTERS: TeamReportFilters = { teamTypeId: '', riskLevel: '', login: 'all', search: '' };

export function filterTeamReportRows<
  R extends Pick<TeamReportRow, 'name' | 'ownerName' | 'teamTypeId' | 'risk' | 'hasLoggedIn'>,
>(rows: readonly R[], filters: TeamReportFilters): R[] {
  return rows.filter(
    (row) =>
      matchesSearch(filters.search, row.name, row.ownerName) &&
      (filters.teamTypeId === '' ||
        row.teamTypeId === (filters.teamTypeId === NO_TEAM_TYPE ? '' : filters.teamTypeId)) &&
      (filters.riskLevel === '' || row.risk.level === filters.riskLevel) &&
      (filters.login === 'all' || row.hasLoggedIn === (filters.login === 'loggedIn')),
  );
}

// ── Export ─────────────────────────────────────────────────────────────────────────────────
/** The teams report's own columns, after the team report's columns and each custom field. */
export const TEAMS_REPORT_COLUMNS = [
  'Risk level',
  'Risk %',
  'Tasks complete',
  'Tasks due soon',
  'Tasks overdue',
  'Forms submitted',
  'Last login',
] as const;

export interface TeamsReportSource {
  teams: readonly TeamReportTeam[];
  users: readonly TeamReportUser[];
  teamTypes: readonly Pick<TeamType, 'id' | 'name' | 'teamIds'>[];
  customFields: readonly TeamReportField[];
  /** The event's time zone, in which the export writes its dates and times. */
  timeZone: string;
}

/**
 * The teams report as a file's rows: the team report export (spec 002 §3: a row per person, the
 * spec's columns, each custom field) for the teams listed, in the screen's order, each row ending
 * with its team's risk, task counts, forms sent and last login.
 */
export function teamsReportTable(rows: readonly TeamReportRow[], source: TeamsReportSource): string[][] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const teamsById = new Map(source.teams.map((team) => [team.id, team]));
  const teams = rows.flatMap((row) => teamsById.get(row.id) ?? []);
  const cell = (pick: (row: TeamReportRow) => string) => (teamId: string) => {
    const row = byId.get(teamId);
    return row ? pick(row) : '';
  };
  const [risk, percent, complete, dueSoon, overdue, forms, lastLogin] = TEAMS_REPORT_COLUMNS;
  return teamReportTable(teams, source.users, source.teamTypes, source.customFields, {
    timeZone: source.timeZone,
    keepOrder: true,
    teamColumns: [
      { header: risk, cell: cell((row) => RISK_LEVEL_LABELS[row.risk.level]) },
      { header: percent, cell: cell((row) => String(row.risk.percent)) },
      { header: complete, cell: cell((row) => `${row.tasksComplete}/${row.taskCount}`) },
      { header: dueSoon, cell: cell((row) => String(row.tasksDueSoon)) },
      { header: overdue, cell: cell((row) => String(row.tasksOverdue)) },
      { header: forms, cell: cell((row) => String(row.formsSubmitted)) },
      { header: lastLogin, cell: cell((row) => formatReportDateTime(row.lastLoginAt, source.timeZone)) },
    ],
  });
}

/** The export's file name, dated (e.g. teams-report-2026-03-01.xlsx). */
export function teamsReportFileName(extension: 'csv' | 'xlsx', now: Date, timeZone: string): string {
  return `teams-report-${dayOf(now, timeZone)}.${extension}`;
}
