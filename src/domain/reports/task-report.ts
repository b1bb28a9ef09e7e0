import { dayOf } from '../event-time';
import { toSlug } from '../slug';
import type { Team } from '../team';
import {
  dueDateForTeam,
  sortTasksByDueDate,
  TASK_DISPLAY_STATUS_LABELS,
  TASK_DISPLAY_STATUSES,
  TASK_TYPE_LABELS,
  taskDisplayStatus,
  teamDueDateLabel,
  teamIsAskedTo,
  type Task,
  type TaskDisplayStatus,
  type TaskStatusStanding,
} from '../tasks';

// The tasks report (spec 002 §2): per task, the status of each team it applies
// to and the count of teams per status. A team's status is the one display status of a team's task
// (taskDisplayStatus); teams a task does not apply to (team-type restrictions, stand shares the
// task is not shown to, the organiser's own teams) are not listed and not counted.

export type ReportTeam = Pick<Team, 'id' | 'name' | 'isOrganiser' | 'teamTypeId' | 'standShareRole'>;

export type StatusCounts = Record<TaskDisplayStatus, number> & { total: number };

/** What every status of the report is worked out from. */
export interface TaskReportContext {
  teams: readonly ReportTeam[];
  /** The status of a task for a team, if the team has one. */
  statusOf: (taskId: string, teamId: string) => TaskStatusStanding | undefined;
  now: Date;
  dueSoonDays: number;
  /** The event's time zone, whose calendar days the Due Soon window counts. */
  timeZone: string;
}

export interface TeamTaskStatus {
  team: ReportTeam;
  status: TaskDisplayStatus;
  /** The deadline this team works to: its own when organisers gave it one, else the task's. */
  dueDate: string;
  /** 'Extended' or 'Brought forward' when the team's deadline is its own, else ''. */
  dueDateLabel: string;
}

export interface TaskStatusSummary {
  task: Task;
  counts: StatusCounts;
}

/** The exhibitor teams a task applies to, as a team member of each would see it. */
export function teamsOfTask(
  task: Pick<Task, 'isArchived' | 'teamTypeIds' | 'showToChildTeams'>,
  teams: readonly ReportTeam[],
): ReportTeam[] {
  return teams.filter((team) => teamIsAskedTo({ ...task, isArchived: false }, team));
}

export function emptyStatusCounts(): StatusCounts {
  return { complete: 0, 'n/a': 0, overdue: 0, dueSoon: 0, incomplete: 0, total: 0 };
}

export function countStatuses(statuses: readonly TaskDisplayStatus[]): StatusCounts {
  const counts = emptyStatusCounts();
  for (const status of statuses) {
    counts[status] += 1;
    counts.total += 1;
  }
  return counts;
}

/** Each team the task applies to and its status, by team name. */
export function taskTeamStatuses(task: Task, context: TaskReportContext): TeamTaskStatus[] {
  return teamsOfTask(task, context.teams)
    .map((team) => {
      const standing = context.statusOf(task.id, team.id);
      return {
        team,
        status: taskDisplayStatus(standing, task, context.now, context.dueSoonDays, context.timeZone),
        dueDate: dueDateForTeam(task, standing),
        dueDateLabel: teamDueDateLabel(task, standing),
      };
    })
    .sort((a, b) => a.team.name.localeCompare(b.team.name, 'en-GB'));
}

/** Every task given (by due date) with the count of its teams per status. */
export function taskStatusSummaries(tasks: readonly Task[], context: TaskReportContext): TaskStatusSummary[] {
  return sortTasksByDueDate(tasks).map((task) => ({
    task,
    counts: countStatuses(taskTeamStatuses(task, context).map((entry) => entry.status)),
  }));
}

/** The counts over several tasks (the report's totals line). */
export function sumStatusCounts(summaries: readonly { counts: StatusCounts }[]): StatusCounts {
  const sum = emptyStatusCounts();
  for (const { counts } of summaries)
    for (const key of [...TASK_DISPLAY_STATUSES, 'total'] as const) sum[key] += counts[key];
  return sum;
}

/** The per-status columns in the spec's order: Complete, N/A, Overdue, Due Soon, Incomplete. */
export const STATUS_COLUMNS = TASK_DISPLAY_STATUSES.map((status) => ({
  status,
  label: TASK_DISPLAY_STATUS_LABELS[status],
}));

/** The tasks report as a table, header first: one row per task with its team counts, due on its day in the event's time zone (YYYY-MM-DD). */
export function tasksReportTable(summaries: readonly TaskStatusSummary[], timeZone: string): string[][] {
  return [
    ['Task', 'Type', 'Due date', 'Teams', ...STATUS_COLUMNS.map((column) => column.label)],
    ...summaries.map(({ task, counts }) => [
      task.title,
      TASK_TYPE_LABELS[task.type],
      dayOf(task.dueDate, timeZone),
      String(counts.total),
      ...STATUS_COLUMNS.map((column) => String(counts[column.status])),
    ]),
  ];
}

/**
 * One task's report as a table, header first: one row per team with its type, status and the
 * deadline it works to (its day in the event's time zone), and whether that deadline is its own.
 */
export function taskTeamsReportTable(
  rows: readonly TeamTaskStatus[],
  teamTypeName: (teamTypeId: string) => string,
  timeZone: string,
): string[][] {
  return [
    ['Team', 'Team type', 'Status', 'Due date', 'Own due date'],
    ...rows.map(({ team, status, dueDate, dueDateLabel }) => [
      team.name,
      teamTypeName(team.teamTypeId),
      TASK_DISPLAY_STATUS_LABELS[status],
      dayOf(dueDate, timeZone),
      dueDateLabel,
    ]),
  ];
}

/** File names, dated with the event's day: tasks-report-2026-03-01.xlsx, task-report-stand-plan-2026-03-01.csv. */
export function tasksReportFileName(extension: 'csv' | 'xlsx', now: Date, timeZone: string): string {
  return `tasks-report-${dayOf(now, timeZone)}.${extension}`;
}

export function taskTeamsReportFileName(
  taskTitle: string,
  extension: 'csv' | 'xlsx',
  now: Date,
  timeZone: string,
): string {
  return `task-report-${toSlug(taskTitle) || 'task'}-${dayOf(now, timeZone)}.${extension}`;
}
