import { ArchivedListPage } from '../../../components/archived-list-page';
import { ListEmptyState } from '../../../components/list-table';
import {
  useDeleteTaskGroupsMutation,
  useUpdateTaskGroupsArchivedMutation,
  useTaskGroupsQuery,
} from '../../../data/tasks/tasks-api';
import type { TaskGroup } from '../../../domain/tasks';
import { useTasksAbility } from '../use-tasks-ability';

/** /admin/task-groups/archived: restore groups (empty; add their tasks again) or delete them. */
export default function ArchivedTaskGroupsPage() {
  const { canBulkEdit } = useTasksAbility();
  const { data, error } = useTaskGroupsQuery();
  const [setArchived] = useUpdateTaskGroupsArchivedMutation();
  const [deleteGroups] = useDeleteTaskGroupsMutation();
  return (
    <ArchivedListPage<TaskGroup>
      title="Archived Task Groups"
      description="Archiving emptied these groups; a restored group starts empty."
      noun={['task group', 'task groups']}
      nameOf={(group) => group.title}
      restoreRows={(groups) => setArchived({ groupIds: groups.map((group) => group.id), isArchived: false }).unwrap()}
      deleteRows={(groups) => deleteGroups(groups.map((group) => group.id)).unwrap()}
      consequence="Their tasks stay."
      canBulkEdit={canBulkEdit}
      table={{
        label: 'Archived task groups',
        rows: error ? [] : data?.filter((group) => group.isArchived),
        rowId: (group) => group.id,
        columns: [
          {
            key: 'title',
            header: 'Title',
            sortValue: (group) => group.title.toLowerCase(),
            cell: (group) => group.title,
          },
        ],
        sortableKeys: ['title'],
        error: error?.message,
        emptyState: <ListEmptyState icon="archive" title="No archived task groups" />,
      }}
    />
  );
}
