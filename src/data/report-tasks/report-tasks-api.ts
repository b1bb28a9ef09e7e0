import { api, queryFnFrom } from '../api-slice';
import type { TaskReportData, TasksReportData } from './report-tasks-store';
import { lazyStore } from '../lazy-store';

const { getTaskReport, getTasksReport } = lazyStore(() => import('./report-tasks-store'));

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
  endpoints: (build) => ({
    tasksReport: build.query<TasksReportData, void>({
      queryFn: queryFnFrom(getTasksReport),
      providesTags: [...READS],
    }),
    taskReport: build.query<TaskReportData, string>({
      queryFn: queryFnFrom(getTaskReport),
      providesTags: (_result, _error, taskId) => [...READS, { type: 'Task', id: taskId }],
    }),
  }),
});

export const { useTasksReportQuery, useTaskReportQuery } = reportTasksApi;
