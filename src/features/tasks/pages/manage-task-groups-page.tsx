import { Badge } from '../../../components/bootstrap/badge';
import { Link } from 'react-router';
import { AdminPage } from '../../../components/admin-page';
import { ListEmptyState, ListTable, type ListColumn } from '../../../components/list-table';
import { rowsPhrase, useListAction } from '../../../components/manage-list/use-list-action';
import { actionsColumn, RowArchiveButton } from '../../../components/manage-list/row-actions';
import { ArchiveSelected } from '../../../components/manage-list/selected-rows-actions';
import { ArchivedAndAddLinks } from '../../../components/manage-list/archived-and-add-links';
import { useUpdateTaskGroupsArchivedMutation, useTaskGroupsQuery, useTasksQuery } from '../../../data/tasks/tasks-api';
import { buildPath } from '../../../domain/routes';
import { groupTasks, type TaskListGroup, type Task } from '../../../domain/tasks';
import { useTasksAbility } from '../use-tasks-ability';

type GroupRow = TaskListGroup<Task>;

/** /admin/task-groups: the groups with their tasks, then the virtual groups 'Forms' and 'Unassigned'; archiving a group empties it. */
export default function ManageTaskGroupsPage() {
  const { canBulkEdit } = useTasksAbility();
  const { data: groups, error } = useTaskGroupsQuery();
  const { data: tasks } = useTasksQuery();
  const [setArchived, archiving] = useUpdateTaskGroupsArchivedMutation();
  const { run, busyId } = useListAction();
  const active = (groups ?? []).filter((group) => !group.isArchived);
  const listed = groupTasks(
    (tasks ?? []).filter((task) => !task.isArchived),
    active,
  );
  // Stored groups without tasks are listed too (groupTasks leaves empty groups out).
  const rows: GroupRow[] | undefined =
    groups && tasks
      ? [
          ...active.map(
            (group) =>
              listed.find((entry) => entry.id === group.id) ?? {
                id: group.id,
                title: group.title,
                isVirtual: false,
                tasks: [],
              },
          ),
          ...listed.filter((entry) => entry.isVirtual),
        ]
      : undefined;

  const archive = (selected: GroupRow[], rowId?: string) =>
    run(
      () => setArchived({ groupIds: selected.map((row) => row.id), isArchived: true }).unwrap(),
      `${rowsPhrase(selected, (row) => row.title, 'groups')} archived and emptied`,
      rowId,
    );

  const columns: ListColumn<GroupRow>[] = [
    {
      key: 'title',
      header: 'Title',
      sortValue: (row) => row.title.toLowerCase(),
      cell: (row) =>
        row.isVirtual ? (
          <span>
            {row.title}{' '}
            <Badge bg="light" text="dark" className="border">
              Automatic
            </Badge>
          </span>
        ) : (
          <Link to={buildPath('editTaskGroup', { taskGroupId: row.id })} className="fw-semibold">
            {row.title}
          </Link>
        ),
    },
    {
      key: 'tasks',
      header: 'Tasks',
      sortValue: (row) => row.tasks.length,
      cell: (row) => <span title={row.tasks.map((task) => task.title).join(', ')}>{row.tasks.length}</span>,
    },
    actionsColumn(
      (row) =>
        !row.isVirtual && (
          <RowArchiveButton name={row.title} busy={busyId === row.id} onClick={() => void archive([row], row.id)} />
        ),
    ),
  ];

  return (
    <AdminPage
      title="Task Groups"
      description="Groups order the task list teams see. Tasks in no group are listed under Unassigned, form tasks under Forms."
      actions={
        <div className="d-flex gap-2">
          <ArchivedAndAddLinks
            archivedTo={buildPath('archivedTaskGroups')}
            addTo={buildPath('addTaskGroup')}
            addLabel="Add group"
          />
        </div>
      }
    >
      <ListTable
        label="Task groups"
        rows={error ? [] : rows}
        rowId={(row) => row.id}
        columns={columns}
        sortableKeys={['title', 'tasks']}
        error={error?.message}
        selection={
          canBulkEdit
            ? {
                actions: (selected, clearSelection) => {
                  // 'Forms' and 'Unassigned' are worked out from the tasks; there is nothing to archive.
                  const stored = selected.filter((row) => !row.isVirtual);
                  return (
                    stored.length > 0 && (
                      <ArchiveSelected
                        archiving={archiving.isLoading}
                        onArchive={() => void archive(stored).then((archived) => archived && clearSelection())}
                      />
                    )
                  );
                },
              }
            : undefined
        }
        emptyState={
          <ListEmptyState icon="list-check" title="No task groups yet">
            <Link to={buildPath('addTaskGroup')}>Add a group</Link> to organise the task list.
          </ListEmptyState>
        }
      />
    </AdminPage>
  );
}
