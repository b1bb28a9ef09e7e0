import { useMemo } from 'react';
import { formatDateTime, formatDateTimeWithZone } from '../../../domain/event-time';
import { useEventTimeZone } from '../../../data/settings/use-event-time-zone';
import { Form } from '../../../components/bootstrap/form';
import { useSearchParams } from 'react-router';
import { ListEmptyState, ListTable, type ListColumn } from '../../../components/list-table';
import { FILTER_NAVIGATION, queryWithFilter } from '../../../components/query-params';
import { ReportExportMenu } from '../../../components/report-export-menu';
import { TeamDueDateBadge } from '../../../components/team-due-date-badge';
import { ReportHeading } from '../report-parts';
import { useTaskReportQuery } from '../../../data/report-tasks/report-tasks-api';
import {
  countStatuses,
  taskTeamsReportFileName,
  taskTeamsReportTable,
  taskTeamStatuses,
  type TeamTaskStatus,
} from '../../../domain/reports/task-report';
import { TASK_DISPLAY_STATUSES, TASK_TYPE_LABELS } from '../../../domain/tasks';
import { matchesSearch } from '../../../domain/text-search';
import { downloadReport } from './report-download';
import { ReportStatusBadge } from './status-badge';
import { StatusCountTiles } from './status-counts';
import { useReportDueSoonDays } from './tasks-report';
import './tasks-reports.css';
import { LoadingOrError } from '../../../components/loading-or-error';

/**
 * /reports/tasks/{taskId}: each team the task applies to and its status (complete, N/A, due soon,
 * overdue, incomplete) with the counts; teams outside the task's team types are not listed.
 */
export function TaskReport({ taskId, onError }: { taskId: string; onError: (message: string) => void }) {
  const timeZone = useEventTimeZone();
  const dueSoonDays = useReportDueSoonDays();
  const report = useTaskReportQuery(taskId);
  const data = report.data;
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.get('q') ?? '';
  const teamTypeName = useMemo(() => {
    const names = new Map((data?.teamTypes ?? []).map((teamType) => [teamType.id, teamType.name]));
    return (id: string) => names.get(id) ?? '';
  }, [data]);
  const rows = useMemo(() => {
    if (!data) return undefined;
    const statusOf = new Map(data.statuses.map((status) => [status.teamId, status]));
    return taskTeamStatuses(data.task, {
      teams: data.teams,
      statusOf: (_taskId, teamId) => statusOf.get(teamId),
      now: new Date(),
      dueSoonDays,
      timeZone,
    });
  }, [data, dueSoonDays, timeZone]);

  const listed = rows?.filter(({ team }) => matchesSearch(search, team.name));
  const setSearch = (value: string) => setSearchParams(queryWithFilter('q', value), FILTER_NAVIGATION);

  if (report.error) return <LoadingOrError isLoading={false} error={report.error} />;

  const task = data?.task;
  const restrictedTo =
    task && task.teamTypeIds.length > 0 ? task.teamTypeIds.map(teamTypeName).filter(Boolean).join(', ') : '';
  const statusOrder = (status: TeamTaskStatus['status']) => TASK_DISPLAY_STATUSES.indexOf(status);
  const columns: ListColumn<TeamTaskStatus>[] = [
    {
      key: 'team',
      header: 'Team',
      sortValue: ({ team }) => team.name.toLowerCase(),
      cell: ({ team }) => <span className="fw-semibold">{team.name}</span>,
    },
    {
      key: 'teamType',
      header: 'Team type',
      sortValue: ({ team }) => teamTypeName(team.teamTypeId).toLowerCase(),
      cell: ({ team }) => teamTypeName(team.teamTypeId) || '—',
      className: 'd-none d-sm-table-cell',
    },
    {
      key: 'status',
      header: 'Status',
      sortValue: ({ status }) => statusOrder(status),
      cell: ({ status }) => <ReportStatusBadge status={status} />,
    },
    {
      key: 'dueDate',
      header: 'Due date',
      sortValue: ({ dueDate }) => Date.parse(dueDate),
      cell: ({ dueDate, dueDateLabel }) => (
        <span className="text-nowrap">
          {formatDateTime(dueDate, timeZone)}
          <TeamDueDateBadge label={dueDateLabel} />
        </span>
      ),
      className: 'd-none d-md-table-cell',
    },
  ];

  return (
    <>
      <ReportHeading
        title={task?.title}
        details={
          task && (
            <>
              {TASK_TYPE_LABELS[task.type]} · due {formatDateTimeWithZone(task.dueDate, timeZone)}
              {restrictedTo && ` · only for ${restrictedTo}`}
              {task.isArchived && ' · archived'}
            </>
          )
        }
        placeholderWidth={4}
        exportMenu={
          <ReportExportMenu
            label="Export"
            onExport={
              task && listed
                ? (format) =>
                    downloadReport(
                      taskTeamsReportTable(listed, teamTypeName, timeZone),
                      format,
                      'Task report',
                      (extension) => taskTeamsReportFileName(task.title, extension, new Date(), timeZone),
                    )
                : undefined
            }
            onError={onError}
          />
        }
      />
      {rows && rows.length > 0 && (
        <StatusCountTiles counts={countStatuses(rows.map((row) => row.status))} label="Teams per status" />
      )}
      <Form.Group controlId="task-report-search" className="task-report-search mb-2">
        <Form.Label className="small mb-1">Search teams</Form.Label>
        <Form.Control
          size="sm"
          type="search"
          placeholder="Team name"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </Form.Group>
      <ListTable
        label="Teams and their status"
        rows={listed}
        rowId={({ team }) => team.id}
        columns={columns}
        sortableKeys={['team', 'teamType', 'status', 'dueDate']}
        defaultSort={{ key: 'team', direction: 'asc' }}
        emptyState={
          search.trim() ? (
            <ListEmptyState icon="search" title="No team matches your search">
              Try another name, or clear the search.
            </ListEmptyState>
          ) : (
            <ListEmptyState icon="people" title="No team has this task">
              {restrictedTo
                ? `It is only for ${restrictedTo}, and no team of that type exists yet.`
                : 'Teams appear here once they are added.'}
            </ListEmptyState>
          )
        }
      />
    </>
  );
}
