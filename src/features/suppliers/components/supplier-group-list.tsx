import { Link } from 'react-router';
import { type ListTableProps, ListEmptyState } from '../../../components/list-table';
import { errorMessage } from '../../../data/api-slice';
import {
  useDeleteSupplierGroupsMutation,
  useUpdateSupplierGroupsArchivedMutation,
  useSupplierGroupsQuery,
} from '../../../data/suppliers/suppliers-api';
import { EventDateTime } from '../../../components/event-date-time';
import { buildPath } from '../../../domain/routes';
import type { SupplierGroup } from '../../../domain/suppliers';
import { ArchivableList } from './archivable-list';

/** What deleting supplier groups takes with it, said in the confirm dialog of either list. */
export const SUPPLIER_GROUP_DELETE_CONSEQUENCE =
  "Their suppliers stay in the directory, under their other supplier types or 'Other suppliers'.";

/** The table of the admin supplier group lists, live and archived: the columns and how they sort. */
export const supplierGroupTable = {
  rowId: (group: SupplierGroup) => group.id,
  columns: [
    {
      key: 'title',
      header: 'Title',
      sortValue: (group) => group.title.toLowerCase(),
      cell: (group) => (
        <Link to={buildPath('editSupplierGroup', { supplierGroupId: group.id })} className="fw-semibold">
          {group.title}
        </Link>
      ),
    },
    {
      key: 'suppliers',
      header: 'Suppliers',
      sortValue: (group) => group.supplierIds.length,
      cell: (group) => group.supplierIds.length,
    },
    {
      key: 'updatedAt',
      header: 'Updated',
      sortValue: (group) => group.updatedAt,
      cell: (group) => <EventDateTime at={group.updatedAt} />,
      className: 'd-none d-md-table-cell text-nowrap',
    },
  ],
  sortableKeys: ['title', 'suppliers', 'updatedAt'],
  defaultSort: { key: 'title', direction: 'asc' },
} satisfies Partial<ListTableProps<SupplierGroup>>;

/** The admin list of live supplier groups. */
export function SupplierGroupList() {
  const { data, error } = useSupplierGroupsQuery();
  const [setArchived, archiving] = useUpdateSupplierGroupsArchivedMutation();
  const [deleteGroups] = useDeleteSupplierGroupsMutation();
  return (
    <ArchivableList<SupplierGroup>
      table={{
        ...supplierGroupTable,
        label: 'Supplier groups',
        rows: data?.filter((group) => !group.isArchived),
        error: errorMessage(error),
        emptyState: (
          <ListEmptyState icon="collection" title="No supplier groups yet">
            <Link to={buildPath('addSupplierGroup')}>Add a supplier group</Link> (caterers, AV, furniture …) to sort the
            directory.
          </ListEmptyState>
        ),
      }}
      noun={['supplier group', 'supplier groups']}
      nameOf={(group) => group.title}
      archiveRows={(groups) => setArchived({ groupIds: groups.map((group) => group.id), isArchived: true }).unwrap()}
      archiving={archiving.isLoading}
      deleteRows={(groups) => deleteGroups(groups.map((group) => group.id)).unwrap()}
      consequence={SUPPLIER_GROUP_DELETE_CONSEQUENCE}
    />
  );
}
