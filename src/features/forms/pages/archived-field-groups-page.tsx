import { useState } from 'react';
import { Link } from 'react-router';
import { AdminPage } from '../../../components/admin-page';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { ListEmptyState, ListTable, type ListColumn } from '../../../components/list-table';
import { RestoreAndDeleteSelected } from '../../../components/manage-list/selected-rows-actions';
import { rowsPhrase, useListAction } from '../../../components/manage-list/use-list-action';
import {
  useDeleteFieldGroupsMutation,
  useFieldGroupsQuery,
  useFieldGroupUsageQuery,
  useUpdateFieldGroupsArchivedMutation,
} from '../../../data/field-groups/field-groups-api';
import type { FieldGroup } from '../../../domain/forms/form';
import { FIELD_GROUP_MESSAGES } from '../../../domain/messages';
import { buildPath } from '../../../domain/routes';
import { FormsShortcuts } from '../admin/forms-shortcuts';
import { TitleCell } from '../admin/title-cell';
import { UsedInForms } from '../admin/used-in-forms';

/**
 * /admin/field-groups/archived: the toolbar restores or deletes the selected groups. A group a form
 * still uses cannot be deleted; failures show the server's message.
 */
export default function ArchivedFieldGroupsPage() {
  const groups = useFieldGroupsQuery();
  const usage = useFieldGroupUsageQuery();
  const [setArchived, restoring] = useUpdateFieldGroupsArchivedMutation();
  const [deleteGroups] = useDeleteFieldGroupsMutation();
  const [toDelete, setToDelete] = useState<{ groups: FieldGroup[]; done: () => void }>();
  const rows = groups.data?.filter((group) => group.isArchived);

  const { run } = useListAction();
  const named = (selected: FieldGroup[]) => rowsPhrase(selected, (group) => group.title, 'field groups');

  const restore = (selected: FieldGroup[]) =>
    run(
      () => setArchived({ groupIds: selected.map((group) => group.id), isArchived: false }).unwrap(),
      FIELD_GROUP_MESSAGES.restored,
    );

  const columns: ListColumn<FieldGroup>[] = [
    {
      key: 'title',
      header: 'Title',
      cell: (group) => <TitleCell item={group} />,
      sortValue: (group) => group.title.toLowerCase(),
    },
    {
      key: 'fields',
      header: 'Fields',
      cell: (group) => group.fieldIds.length,
      sortValue: (group) => group.fieldIds.length,
      className: 'd-none d-md-table-cell text-end',
    },
    {
      key: 'usedIn',
      header: 'Used in',
      cell: (group) => (usage.data ? <UsedInForms groupId={group.id} forms={usage.data[group.id]} /> : '…'),
      sortValue: (group) => usage.data?.[group.id]?.length ?? 0,
      className: 'text-nowrap',
    },
  ];

  const deleting = toDelete?.groups ?? [];
  return (
    <AdminPage
      title="Archived Field Groups"
      description="Field groups taken out of use. Select groups to restore or delete them."
    >
      <FormsShortcuts />
      <ListTable
        label="Archived field groups"
        rows={rows}
        rowId={(group) => group.id}
        columns={columns}
        sortableKeys={['title', 'fields', 'usedIn']}
        defaultSort={{ key: 'title', direction: 'asc' }}
        selection={{
          actions: (selected, clearSelection) => (
            <RestoreAndDeleteSelected
              restoring={restoring.isLoading}
              onRestore={() => restore(selected).then((restored) => restored && clearSelection())}
              onDelete={() => setToDelete({ groups: selected, done: clearSelection })}
            />
          ),
        }}
        error={groups.error?.message}
        emptyState={
          <ListEmptyState icon="archive" title="Nothing is archived">
            Archive a group from <Link to={buildPath('manageFieldGroups')}>Field Groups</Link> to take it out of use.
          </ListEmptyState>
        }
      />
      <ConfirmDeleteDialog
        show={toDelete !== undefined}
        title={deleting.length === 1 ? 'Delete field group' : `Delete ${deleting.length} field groups`}
        onCancel={() => setToDelete(undefined)}
        onConfirm={async () => {
          if (!toDelete) return;
          // The dialog closes at once: a group a form still uses is refused in the banner.
          setToDelete(undefined);
          await run(
            async () => {
              await deleteGroups(toDelete.groups.map((group) => group.id)).unwrap();
              toDelete.done();
            },
            `${named(deleting)} deleted`,
          );
        }}
      >
        <p className="mb-0">
          {named(deleting)} will be deleted with {deleting.length === 1 ? 'its' : 'their'} fields. Groups a form still
          uses cannot be deleted. This cannot be undone.
        </p>
      </ConfirmDeleteDialog>
    </AdminPage>
  );
}
