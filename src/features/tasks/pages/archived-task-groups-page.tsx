import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { AdminPage } from '../../../components/admin-page';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { useFeedback } from '../../../components/feedback/feedback-context';
import { Icon } from '../../../components/icon';
import { ListEmptyState, ListTable, type ListColumn } from '../../../components/list-table';
import { useDeleteTaskGroupsMutation, useSetTaskGroupsArchivedMutation, useTaskGroupsQuery } from '../../../data/tasks/tasks-api';
import type { TaskGroup } from '../../../domain/tasks';
import { useTasksAbility } from '../use-tasks-ability';

/** /admin/task-groups/archived: restore groups (empty; add their tasks again) or delete them. */
export default function ArchivedTaskGroupsPage() {
  const { canBulkEdit } = useTasksAbility();
  const { data, error } = useTaskGroupsQuery();
  const [setArchived] = useSetTaskGroupsArchivedMutation();
  const [deleteGroups] = useDeleteTaskGroupsMutation();
  const feedback = useFeedback();
  const [toDelete, setToDelete] = useState<TaskGroup[]>();
  const rows = data?.filter((group) => group.isArchived);
  const restore = async (groups: TaskGroup[]) => {
    await setArchived({ groupIds: groups.map((group) => group.id), isArchived: false }).unwrap();
    feedback.showSuccess(`${groups.length} group(s) restored`);
  };
  const columns: ListColumn<TaskGroup>[] = [
    { key: 'title', header: 'Title', sortValue: (group) => group.title.toLowerCase(), cell: (group) => group.title },
    {
      key: 'actions',
      header: <span className="visually-hidden">Actions</span>,
      className: 'text-end text-nowrap',
      cell: (group) => (
        <>
          <Button size="sm" variant="outline-secondary" className="me-2" onClick={() => void restore([group])} aria-label={`Restore ${group.title}`}>
            <Icon name="arrow-counterclockwise" />
            <span className="d-none d-sm-inline ms-1">Restore</span>
          </Button>
          <Button size="sm" variant="outline-danger" onClick={() => setToDelete([group])} aria-label={`Delete ${group.title}`}>
            <Icon name="trash" />
            <span className="d-none d-sm-inline ms-1">Delete</span>
          </Button>
        </>
      ),
    },
  ];
  return (
    <AdminPage title="Archived Task Groups" description="Archiving emptied these groups; a restored group starts empty.">
      <ListTable
        label="Archived task groups"
        rows={error ? [] : rows}
        rowId={(group) => group.id}
        columns={columns}
        sortableKeys={['title']}
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
        emptyState={<ListEmptyState icon="archive" title="No archived task groups" />}
      />
      <ConfirmDeleteDialog
        show={toDelete !== undefined}
        title="Delete task groups"
        onCancel={() => setToDelete(undefined)}
        onConfirm={async () => {
          if (!toDelete) return;
          await deleteGroups(toDelete.map((group) => group.id)).unwrap();
          feedback.showSuccess(`${toDelete.length} group(s) deleted`);
          setToDelete(undefined);
        }}
      >
        <p className="mb-0">
          <strong>{toDelete?.map((group) => group.title).join(', ')}</strong> will be deleted. Their tasks stay.
        </p>
      </ConfirmDeleteDialog>
    </AdminPage>
  );
}
