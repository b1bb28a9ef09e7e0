import { useMemo, useState } from 'react';
import { formatDateTime } from '../../../domain/event-time';
import { useEventTimeZone } from '../../../data/settings/use-event-time-zone';
import { Button } from '../../../components/bootstrap/button';
import { Link } from 'react-router';
import { AdminPage } from '../../../components/admin-page';
import { Icon } from '../../../components/icon';
import { ListEmptyState, ListTable, type ListColumn } from '../../../components/list-table';
import { rowsPhrase, useListAction } from '../../../components/manage-list/use-list-action';
import { actionsColumn, RowArchiveButton } from '../../../components/manage-list/row-actions';
import { ArchiveSelected } from '../../../components/manage-list/selected-rows-actions';
import { ArchivedAndAddLinks } from '../../../components/manage-list/archived-and-add-links';
import { TaskFilterBar } from '../../../components/task-filter-bar';
import { useTerminology } from '../../../data/settings/settings-api';
import { useTeamTypesQuery } from '../../../data/team-types/team-types-api';
import {
  useSendTaskChaserMutation,
  useUpdateTasksArchivedMutation,
  useTaskGroupsQuery,
  useTasksQuery,
} from '../../../data/tasks/tasks-api';
import { buildPath } from '../../../domain/routes';
import { matchesTaskFilters, NO_TASK_FILTERS, type TaskFilters } from '../../../domain/task-filters';
import type { Task } from '../../../domain/tasks';
import { GenerateReportLink } from '../components/generate-report-link';
import { TaskTitleCell } from '../components/task-title-cell';
import { useTasksAbility } from '../use-tasks-ability';

/** /admin/tasks: every task that is not archived, by due date, with the filter bar, the report, chasers and bulk archive. */
export default function ManageTasksPage() {
  const timeZone = useEventTimeZone();
  const terminology = useTerminology();
  const { canBulkEdit } = useTasksAbility();
  const { data: tasks, error } = useTasksQuery();
  const { data: groups = [] } = useTaskGroupsQuery();
  const { data: teamTypes = [] } = useTeamTypesQuery();
  const [setArchived, archiving] = useUpdateTasksArchivedMutation();
  const [sendChaser, chasing] = useSendTaskChaserMutation();
  const { run, busyId } = useListAction();
  const [filters, setFilters] = useState<TaskFilters>(NO_TASK_FILTERS);
  const activeGroups = groups.filter((group) => !group.isArchived);
  const rows = useMemo(
    () => tasks?.filter((task) => !task.isArchived && matchesTaskFilters(task, filters, activeGroups)),
    [tasks, filters, activeGroups],
  );
  const groupTitles = (task: Task) =>
    activeGroups.filter((group) => group.taskIds.includes(task.id)).map((group) => group.title);

  const archive = (selected: Task[], rowId?: string) =>
    run(
      () => setArchived({ taskIds: selected.map((task) => task.id), isArchived: true }).unwrap(),
      `${rowsPhrase(selected, (task) => task.title, 'tasks')} archived`,
      rowId,
    );

  const chaseAll = () =>
    run(
      () => sendChaser(undefined).unwrap(),
      (result) => `Chaser sent to ${result.teams} team(s) (${result.emailed} email(s))`,
    );

  const columns: ListColumn<Task>[] = [
    {
      key: 'title',
      header: 'Title',
      sortValue: (task) => task.title.toLowerCase(),
      cell: (task) => <TaskTitleCell task={task} />,
    },
    {
      key: 'dueDate',
      header: 'Due date',
      sortValue: (task) => task.dueDate,
      cell: (task) => formatDateTime(task.dueDate, timeZone),
      className: 'text-nowrap d-none d-md-table-cell',
    },
    {
      key: 'group',
      header: 'Group',
      cell: (task) =>
        groupTitles(task).join(', ') || (
          <span className="text-body-secondary">{task.type === 'form' ? 'Forms' : 'Unassigned'}</span>
        ),
      className: 'd-none d-lg-table-cell',
    },
    actionsColumn((task) => (
      <RowArchiveButton name={task.title} busy={busyId === task.id} onClick={() => void archive([task], task.id)} />
    )),
  ];

  return (
    <AdminPage
      title={terminology.tasks}
      description="What teams are asked to do, each with its due date; teams see a task's urgency from the Due Soon window."
      actions={
        <div className="d-flex flex-wrap gap-2">
          <Button variant="outline-secondary" onClick={() => void chaseAll()} disabled={chasing.isLoading}>
            <Icon name="send" className="me-2" />
            Chase all tasks
          </Button>
          <ArchivedAndAddLinks
            archivedTo={buildPath('archivedTasks')}
            addTo={buildPath('addTask')}
            addLabel="Add task"
          />
        </div>
      }
      aside={
        <>
          <p>A task restricted to team types is shown only to teams of those types; organiser teams see every task.</p>
          <p className="mb-0">
            Generate Report opens the tasks report with your filters: each task's teams counted per status, ready to
            export.
          </p>
        </>
      }
    >
      <TaskFilterBar
        filters={filters}
        onChange={setFilters}
        groups={activeGroups}
        teamTypes={teamTypes.map((teamType) => ({ id: teamType.id, label: teamType.name }))}
        action={<GenerateReportLink filters={filters} />}
      />
      <ListTable
        label={terminology.tasks}
        rows={error ? [] : rows}
        rowId={(task) => task.id}
        columns={columns}
        sortableKeys={['title', 'dueDate']}
        defaultSort={{ key: 'dueDate', direction: 'asc' }}
        error={error?.message}
        selection={
          canBulkEdit
            ? {
                actions: (selected, clearSelection) => (
                  <ArchiveSelected
                    archiving={archiving.isLoading}
                    // A refused or failed archive says why and keeps the selection.
                    onArchive={() => void archive(selected).then((archived) => archived && clearSelection())}
                  />
                ),
              }
            : undefined
        }
        emptyState={
          tasks?.some((task) => !task.isArchived) ? (
            <ListEmptyState icon="search" title="No tasks match your filters" />
          ) : (
            <ListEmptyState icon="check2-square" title="No tasks yet">
              <Link to={buildPath('addTask')}>Add the first task</Link> for teams to complete.
            </ListEmptyState>
          )
        }
      />
    </AdminPage>
  );
}
