import { Badge } from '../../../components/bootstrap/badge';
import { DEFAULT_SORTS } from '../../../domain/constants';
import { Link } from 'react-router';
import { AdminPage } from '../../../components/admin-page';
import { ArchivedAndAddLinks } from '../../../components/manage-list/archived-and-add-links';
import { ListEmptyState, ListTable, type ListColumn } from '../../../components/list-table';
import { ArchiveSelected } from '../../../components/manage-list/selected-rows-actions';
import { actionsColumn, DuplicateAndArchiveItems, RowActionsMenu } from '../../../components/manage-list/row-actions';
import { rowsPhrase, useCopyAndOpen, useListAction } from '../../../components/manage-list/use-list-action';
import {
  useDuplicateFieldGroupMutation,
  useFieldGroupsQuery,
  useUpdateFieldGroupsArchivedMutation,
} from '../../../data/field-groups/field-groups-api';
import { formatDate } from '../../../domain/event-time';
import { useEventTimeZone } from '../../../data/settings/use-event-time-zone';
import type { FieldGroup } from '../../../domain/forms/form';
import { buildPath } from '../../../domain/routes';
import { useFieldGroupSizeColumns } from '../admin/field-group-columns';
import { failureText } from '../admin/failure-text';
import { FormsShortcuts } from '../admin/forms-shortcuts';
import { TitleCell } from '../admin/title-cell';

/** /admin/field-groups: reusable groups of fields, sorted by title, with the forms that use each. */
export default function ManageFieldGroupsPage() {
  const timeZone = useEventTimeZone();
  const groups = useFieldGroupsQuery();
  const sizeColumns = useFieldGroupSizeColumns();
  const [duplicate] = useDuplicateFieldGroupMutation();
  const [setArchived, archiving] = useUpdateFieldGroupsArchivedMutation();
  // A failed copy names the server's status too; a failed archive says only what went wrong.
  const copying = useListAction(failureText);
  const { run } = useListAction();
  const rows = groups.data?.filter((group) => !group.isArchived);

  const copyAndOpen = useCopyAndOpen(copying.run);

  const archive = (selected: FieldGroup[]) =>
    run(
      () => setArchived({ groupIds: selected.map((group) => group.id), isArchived: true }).unwrap(),
      `${rowsPhrase(selected, (group) => group.title, 'field groups')} archived`,
    );

  const columns: ListColumn<FieldGroup>[] = [
    {
      key: 'title',
      header: 'Title',
      cell: (group) => <TitleCell item={group} to={buildPath('editFieldGroup', { fieldGroupId: group.id })} />,
      sortValue: (group) => group.title.toLowerCase(),
    },
    {
      key: 'status',
      header: 'Status',
      cell: (group) =>
        group.isPublished ? <Badge bg="success">Published</Badge> : <Badge bg="secondary">Unpublished</Badge>,
    },
    ...sizeColumns,
    {
      key: 'updatedAt',
      header: 'Updated',
      cell: (group) => formatDate(group.updatedAt, timeZone),
      sortValue: (group) => group.updatedAt,
      className: 'd-none d-lg-table-cell text-nowrap small',
    },
    actionsColumn((group) => (
      <RowActionsMenu name={group.title} busy={copying.busyId === group.id}>
        <Link className="dropdown-item" to={buildPath('editFieldGroup', { fieldGroupId: group.id })}>
          Edit fields
        </Link>
        <Link className="dropdown-item" to={buildPath('editFieldGroupSettings', { fieldGroupId: group.id })}>
          Settings
        </Link>
        <DuplicateAndArchiveItems
          onDuplicate={() =>
            copyAndOpen(
              group.id,
              () => duplicate(group.id).unwrap(),
              (created) => buildPath('editFieldGroup', { fieldGroupId: created.id }),
              (created) => `“${created.title}” created: an unpublished copy with its own fields`,
            )
          }
          onArchive={() => archive([group])}
        />
      </RowActionsMenu>
    )),
  ];

  return (
    <AdminPage
      title="Field Groups"
      description="Bundles of fields you place in forms with a template field, optionally repeated."
      actions={
        <ArchivedAndAddLinks
          archivedTo={buildPath('archivedFieldGroups')}
          addTo={buildPath('addFieldGroup')}
          addLabel="Add field group"
        />
      }
      aside={
        <>
          <p>
            Place a group in a form with a Template field; a repeatable template lets people add the group again (e.g.
            one per guest).
          </p>
          <p className="mb-0">
            Duplicating a group copies its fields and logic under new ids; the copy starts unpublished.
          </p>
        </>
      }
    >
      <FormsShortcuts />
      <ListTable
        label="Field groups"
        rows={rows}
        rowId={(group) => group.id}
        columns={columns}
        sortableKeys={['title', 'fields', 'usedIn', 'updatedAt']}
        defaultSort={DEFAULT_SORTS.fieldGroups}
        selection={{
          actions: (selected, clearSelection) => (
            <ArchiveSelected
              archiving={archiving.isLoading}
              onArchive={() => archive(selected).then((archived) => archived && clearSelection())}
            />
          ),
        }}
        error={groups.error?.message}
        emptyState={
          <ListEmptyState icon="collection" title="No field groups yet">
            <Link to={buildPath('addFieldGroup')}>Add a field group</Link> to reuse a set of questions across forms.
          </ListEmptyState>
        }
      />
    </AdminPage>
  );
}
