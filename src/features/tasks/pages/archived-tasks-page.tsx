import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { AdminPage } from '../../../components/admin-page';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { useFeedback } from '../../../components/feedback/feedback-context';
import { Icon } from '../../../components/icon';
import { ListEmptyState, ListTable, type ListColumn } from '../../../components/list-table';
import { useDeleteTasksMutation, useSetTasksArchivedMutation, useTasksQuery } from '../../../data/tasks/tasks-api';
import type { Task } from '../../../domain/tasks';
import { formatDueDate } from '../components/task-status-badge';
import { TaskTitleCell } from '../components/task-title-cell';
import { useTasksAbility } from '../use-tasks-ability';

/** /admin/tasks/archived: restore tasks, or delete them with their statuses, comments, replies, attachments and group links. */
export default function ArchivedTasksPage() {
  const { canBulkEdit } = useTasksAbility();
  const { data, error } = useTasksQuery();
  const [setArchived] = useSetTasksArchivedMutation();
  const [deleteTasks] = useDeleteTasksMutation();
  const feedback = useFeedback();
  const [toDelete, setToDelete] = useState<Task[]>();
  const rows = data?.filter((task) => task.isArchived);

  async function restore(tasks: Task[]) {
    try {
      await setArchived({ taskIds: tasks.map((task) => task.id), isArchived: false }).unwrap();
      feedback.showSuccess(`${tasks.length} task(s) restored`);
    } catch (failure) {
      feedback.showError((failure as { message?: string }).message);
    }
  }

  const columns: ListColumn<Task>[] = [
    { key: 'title', header: 'Title', sortValue: (task) => task.title.toLowerCase(), cell: (task) => <TaskTitleCell task={task} /> },
    { key: 'dueDate', header: 'Due date', sortValue: (task) => task.dueDate, cell: (task) => formatDueDate(task.dueDate), className: 'text-nowrap d-none d-md-table-cell' },
    {
      key: 'actions',
      header: <span className="visually-hidden">Actions</span>,
      className: 'text-end text-nowrap',
      cell: (task) => (
        <>
          <Button size="sm" variant="outline-secondary" className="me-2" onClick={() => void restore([task])} aria-label={`Restore ${task.title}`}>
            <Icon name="arrow-counterclockwise" />
            <span className="d-none d-sm-inline ms-1">Restore</span>
          </Button>
          <Button size="sm" variant="outline-danger" onClick={() => setToDelete([task])} aria-label={`Delete ${task.title}`}>
            <Icon name="trash" />
            <span className="d-none d-sm-inline ms-1">Delete</span>
          </Button>
        </>
      ),
    },
  ];

  return (
    <AdminPage title="Archived Tasks" description="Archived tasks are hidden from teams. Restore one to show it again.">
      <ListTable
        label="Archived tasks"
        rows={error ? [] : rows}
        rowId={(task) => task.id}
        columns={columns}
        sortableKeys={['title', 'dueDate']}
        defaultSort={{ key: 'dueDate', direction: 'asc' }}
        error={error?.message}
        bulkActions={
          canBulkEdit
            ? (selected, clear) => (
                <>
                  <Button size="sm" variant="outline-secondary" onClick={() => void restore(selected).then(clear)}>
                    Restore selected
                  </Button>
                  <Button size="sm" variant="outline-danger" onClick={() => setToDelete(selected)}>
                    Delete selected
                  </Button>
                </>
              )
            : undefined
        }
        emptyState={<ListEmptyState icon="archive" title="No archived tasks" />}
      />
      <ConfirmDeleteDialog
        show={toDelete !== undefined}
        title="Delete tasks"
        onCancel={() => setToDelete(undefined)}
        onConfirm={async () => {
          if (!toDelete) return;
          await deleteTasks(toDelete.map((task) => task.id)).unwrap();
          feedback.showSuccess(`${toDelete.length} task(s) deleted`);
          setToDelete(undefined);
        }}
      >
        <p className="mb-0">
          <strong>{toDelete?.map((task) => task.title).join(', ')}</strong> will be deleted with every team's status, comments, replies and files.
        </p>
      </ConfirmDeleteDialog>
    </AdminPage>
  );
}
