import { api, storeEndpoints } from '../api-slice';
import { lazyStore } from '../lazy-store';

const reportTasksStore = lazyStore(() => import('./report-tasks-store'));

// Any change to tasks, groups, statuses, teams or team types refreshes the reports that read them.
const READS = [
  { type: 'Task', id: 'LIST' },
  { type: 'TaskGroup', id: 'LIST' },
  { type: 'TaskStatus', id: 'LIST' },
  { type: 'Team', id: 'LIST' },
  { type: 'TeamType', id: 'LIST' },
] as const;

export const reportTasksApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: storeEndpoints(({ query }) => ({
    tasksReport: query(reportTasksStore.getTasksReport, [...READS]),
    taskReport: query(reportTasksStore.getTaskReport, (_result, _error, taskId) => [
      ...READS,
      { type: 'Task', id: taskId },
    ]),
  })),
});

export const { useTasksReportQuery, useTaskReportQuery } = reportTasksApi;
