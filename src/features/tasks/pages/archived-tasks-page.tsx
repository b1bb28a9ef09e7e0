import { ArchivedListPage } from '../../../components/archived-list-page';
import { formatDateTime } from '../../../domain/event-time';
import { useEventTimeZone } from '../../../data/settings/use-event-time-zone';
import { ListEmptyState } from '../../../components/list-table';
import { useDeleteTasksMutation, useUpdateTasksArchivedMutation, useTasksQuery } from '../../../data/tasks/tasks-api';
import type { Task } from '../../../domain/tasks';
import { TaskTitleCell } from '../components/task-title-cell';
import { useTasksAbility } from '../use-tasks-ability';

/** /admin/tasks/archived: restore tasks, or delete them with their statuses, comments, replies, attachments and group links. */
export default function ArchivedTasksPage() {
  const timeZone = useEventTimeZone();
  const { canBulkEdit } = useTasksAbility();
  const { data, error } = useTasksQuery();
  const [setArchived] = useUpdateTasksArchivedMutation();
  const [deleteTasks] = useDeleteTasksMutation();
  return (
    <ArchivedListPage<Task>
      title="Archived Tasks"
      description="Archived tasks are hidden from teams. Restore one to show it again."
      noun={['task', 'tasks']}
      nameOf={(task) => task.title}
      restoreRows={(tasks) => setArchived({ taskIds: tasks.map((task) => task.id), isArchived: false }).unwrap()}
      deleteRows={(tasks) => deleteTasks(tasks.map((task) => task.id)).unwrap()}
      consequence="Every team's status, comments, replies and files go with it. This cannot be undone."
      canBulkEdit={canBulkEdit}
      table={{
        label: 'Archived tasks',
        rows: error ? [] : data?.filter((task) => task.isArchived),
        rowId: (task) => task.id,
        columns: [
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
        ],
        sortableKeys: ['title', 'dueDate'],
        defaultSort: { key: 'dueDate', direction: 'asc' },
        error: error?.message,
        emptyState: <ListEmptyState icon="archive" title="No archived tasks" />,
      }}
    />
  );
}
