import { useMemo } from 'react';
import { formatDate } from '../../../domain/event-time';
import { useEventTimeZone } from '../../../data/settings/use-event-time-zone';
import { Link, useSearchParams } from 'react-router';
import { ListEmptyState, ListTable, type ListColumn } from '../../../components/list-table';
import { ReportExportMenu } from '../../../components/report-export-menu';
import { TaskFilterBar } from '../../../components/task-filter-bar';
import { errorMessage } from '../../../data/api-slice';
import { useTasksReportQuery } from '../../../data/report-tasks/report-tasks-api';
import { useSettings } from '../../../data/settings/settings-api';
import { DEFAULT_DUE_SOON_DAYS } from '../../../domain/constants';
import {
  STATUS_COLUMNS,
  sumStatusCounts,
  taskStatusSummaries,
  tasksReportFileName,
  tasksReportTable,
  type TaskStatusSummary,
} from '../../../domain/reports/task-report';
import { buildPath } from '../../../domain/routes';
import {
  hasTaskFilters,
  matchesTaskFilters,
  NO_TASK_FILTERS,
  taskFiltersFromQuery,
  taskFiltersToQuery,
  type TaskFilters,
} from '../../../domain/task-filters';
import { TASK_TYPE_LABELS } from '../../../domain/tasks';
import { FILTER_NAVIGATION } from '../../../components/query-params';
import { downloadReport } from './report-download';
import { StatusCountTiles } from './status-counts';
import './tasks-reports.css';

/** The Due Soon window of the event's variables (the default until they have loaded). */
export function useReportDueSoonDays(): number {
  return useSettings('variables').data?.dueSoonDays ?? DEFAULT_DUE_SOON_DAYS;
}

/**
 * /reports/tasks: every open task with the count of its teams per status, filtered as the admin
 * task list filters (the filters live in the URL query, so the list's Generate Report opens this
 * screen filtered the same and a filtered report can be shared). Export gives exactly the rows shown.
 */
export function TasksReport({ onError }: { onError: (message: string) => void }) {
  const timeZone = useEventTimeZone();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => taskFiltersFromQuery(searchParams), [searchParams]);
  const dueSoonDays = useReportDueSoonDays();
  const report = useTasksReportQuery();
  const data = report.data;

  const summaries = useMemo(() => {
    if (!data) return undefined;
    const statusOf = new Map(data.statuses.map((status) => [`${status.taskId}_${status.teamId}`, status]));
    const shown = data.tasks.filter((task) => matchesTaskFilters(task, filters, data.groups));
    return taskStatusSummaries(shown, {
      teams: data.teams,
      statusOf: (taskId, teamId) => statusOf.get(`${taskId}_${teamId}`),
      now: new Date(),
      dueSoonDays,
      timeZone,
    });
  }, [data, filters, dueSoonDays, timeZone]);

  function setFilters(next: TaskFilters) {
    setSearchParams(new URLSearchParams(taskFiltersToQuery(next)), FILTER_NAVIGATION);
  }

  const columns: ListColumn<TaskStatusSummary>[] = [
    {
      key: 'title',
      header: 'Task',
      sortValue: ({ task }) => task.title.toLowerCase(),
      cell: ({ task }) => (
        <div className="report-cell-text">
          <Link to={buildPath('reportsTask', { taskId: task.id })} className="fw-semibold">
            {task.title}
          </Link>
          <div className="small text-body-secondary">
            {TASK_TYPE_LABELS[task.type]}
            <span className="d-md-none"> · due {formatDate(task.dueDate, timeZone)}</span>
          </div>
        </div>
      ),
    },
    {
      key: 'dueDate',
      header: 'Due date',
      sortValue: ({ task }) => task.dueDate,
      cell: ({ task }) => formatDate(task.dueDate, timeZone),
      className: 'text-nowrap d-none d-md-table-cell',
    },
    {
      key: 'total',
      header: 'Teams',
      sortValue: ({ counts }) => counts.total,
      cell: ({ counts }) => counts.total,
      className: 'report-count d-none d-sm-table-cell',
    },
    ...STATUS_COLUMNS.map(({ status, label }): ListColumn<TaskStatusSummary> => ({
      key: status,
      header: label,
      sortValue: ({ counts }) => counts[status],
      cell: ({ counts }) => (
        <span className={counts[status] === 0 ? 'report-count-zero' : undefined}>{counts[status]}</span>
      ),
      className: `report-count text-nowrap${status === 'n/a' || status === 'incomplete' ? ' d-none d-lg-table-cell' : ''}`,
    })),
  ];
  const sortable = columns.map((column) => column.key);

  return (
    <>
      <TaskFilterBar
        filters={filters}
        onChange={setFilters}
        groups={data?.groups ?? []}
        teamTypes={(data?.teamTypes ?? []).map((teamType) => ({ id: teamType.id, label: teamType.name }))}
        action={
          <ReportExportMenu
            label="Export"
            size="sm"
            onExport={
              summaries
                ? (format) =>
                    downloadReport(tasksReportTable(summaries, timeZone), format, 'Tasks report', (extension) =>
                      tasksReportFileName(extension, new Date(), timeZone),
                    )
                : undefined
            }
            onError={onError}
          />
        }
      />
      {summaries && summaries.length > 0 && (
        <StatusCountTiles counts={sumStatusCounts(summaries)} label="Teams per status over the tasks shown" />
      )}
      <ListTable
        label="Tasks report"
        rows={report.error ? [] : summaries}
        rowId={({ task }) => task.id}
        columns={columns}
        sortableKeys={sortable}
        defaultSort={{ key: 'dueDate', direction: 'asc' }}
        error={errorMessage(report.error)}
        emptyState={
          hasTaskFilters(filters) ? (
            <ListEmptyState icon="search" title="No tasks match your filters">
              <button
                type="button"
                className="btn btn-link p-0 align-baseline"
                onClick={() => setFilters(NO_TASK_FILTERS)}
              >
                Clear the filters
              </button>{' '}
              to see every task.
            </ListEmptyState>
          ) : (
            <ListEmptyState icon="check2-square" title="No tasks yet">
              Tasks appear here, with each team's progress, once organisers add them.
            </ListEmptyState>
          )
        }
      />
    </>
  );
}
