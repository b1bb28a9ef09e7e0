import { MISSING_ID_MESSAGES } from '../../domain/messages';
import type { ReportTeam } from '../../domain/reports/task-report';
import {
  taskStatusSchema,
  type Task,
  type TaskGroup,
  type TaskStatus,
  type TaskStatusStanding,
} from '../../domain/tasks';
import type { TeamType } from '../../domain/team-type';
import { firebaseClient } from '../../lib/firebase/client';
import { parseDocuments, readCollection, where } from '../../lib/firebase/documents';
import { listTeamTypes } from '../team-types/team-types-store';
import { listTeams } from '../teams/teams-store';
import { getTask, listTaskGroups, listTasks, listTaskStatuses } from '../tasks/tasks-store';

// What the tasks reports read (report viewers and above; firestore.rules lets them read tasks,
// task groups, statuses, teams and team types). Each report reads its collections once and works
// out every count in the browser (src/domain/reports/task-report.ts).

/** A status as the report needs it. */
export type ReportTaskStatus = Pick<TaskStatus, 'id' | 'taskId' | 'teamId'> & TaskStatusStanding;
export type ReportTeamType = Pick<TeamType, 'id' | 'name'>;

export interface TasksReportData {
  /** Tasks that are not archived, by due date. */
  tasks: Task[];
  /** Groups that are not archived (the Group filter). */
  groups: TaskGroup[];
  teams: ReportTeam[];
  teamTypes: ReportTeamType[];
  statuses: ReportTaskStatus[];
}

export interface TaskReportData {
  task: Task;
  teams: ReportTeam[];
  teamTypes: ReportTeamType[];
  /** The task's statuses, one per team that has one. */
  statuses: ReportTaskStatus[];
}

const reportTeam = ({ id, name, isOrganiser, teamTypeId, standShareRole }: ReportTeam): ReportTeam => ({
  id,
  name,
  isOrganiser,
  teamTypeId,
  standShareRole,
});
const reportStatus = ({
  id,
  taskId,
  teamId,
  isComplete,
  isNotApplicable,
  approvalStatus,
  dueAt,
}: ReportTaskStatus): ReportTaskStatus => ({ id, taskId, teamId, isComplete, isNotApplicable, approvalStatus, dueAt });
const reportTeamType = ({ id, name }: ReportTeamType): ReportTeamType => ({ id, name });

/** Every task with every team's status: five collection reads. */
export async function getTasksReport(): Promise<TasksReportData> {
  const [tasks, groups, teams, teamTypes, statuses] = await Promise.all([
    listTasks(),
    listTaskGroups(),
    listTeams(),
    listTeamTypes(),
    listTaskStatuses(),
  ]);
  return {
    tasks: tasks.filter((task) => !task.isArchived),
    groups: groups.filter((group) => !group.isArchived),
    teams: teams.map(reportTeam),
    teamTypes: teamTypes.map(reportTeamType),
    statuses: statuses.map(reportStatus),
  };
}

/** One task's statuses (a query on taskId). */
export async function listStatusesOfTask(taskId: string): Promise<ReportTaskStatus[]> {
  if (!taskId) throw new Error(MISSING_ID_MESSAGES.id);
  const snapshots = await readCollection(
    firebaseClient().paths.collection('taskStatuses'),
    where('taskId', '==', taskId),
  );
  return parseDocuments(taskStatusSchema, 'taskStatus', snapshots).map(reportStatus);
}

/** One task with each team and the task's statuses: the task, teams, team types and one status query. */
export async function getTaskReport(taskId: string): Promise<TaskReportData> {
  const [task, teams, teamTypes, statuses] = await Promise.all([
    getTask(taskId),
    listTeams(),
    listTeamTypes(),
    listStatusesOfTask(taskId),
  ]);
  return { task, teams: teams.map(reportTeam), teamTypes: teamTypes.map(reportTeamType), statuses };
}
