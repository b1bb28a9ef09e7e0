import { Link } from 'react-router';
import { type ListColumn, ListEmptyState } from '../../../components/list-table';
import {
  useDeleteSupplierGroupsMutation,
  useUpdateSupplierGroupsArchivedMutation,
  useSupplierGroupsQuery,
} from '../../../data/suppliers/suppliers-api';
import { EventDateTime } from '../../../components/event-date-time';
import { buildPath } from '../../../domain/routes';
import type { SupplierGroup } from '../../../domain/suppliers';
import { ArchivableList } from './archivable-list';

const columns: ListColumn<SupplierGroup>[] = [
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
];

/** The admin list of supplier groups, live or archived. */
export function SupplierGroupList({ archived }: { archived: boolean }) {
  const groups = useSupplierGroupsQuery();
  const [setArchived] = useUpdateSupplierGroupsArchivedMutation();
  const [deleteGroups] = useDeleteSupplierGroupsMutation();
  return (
    <ArchivableList
      archived={archived}
      label={archived ? 'Archived supplier groups' : 'Supplier groups'}
      all={groups}
      nameOf={(group) => group.title}
      columns={columns}
      sortableKeys={['title', 'suppliers', 'updatedAt']}
      defaultSort={{ key: 'title', direction: 'asc' }}
      noun="supplier group"
      deleteConsequence="Their suppliers stay in the directory, under their other supplier types or 'Other suppliers'."
      setArchived={(groupIds, isArchived) => setArchived({ groupIds, isArchived }).unwrap()}
      remove={(groupIds) => deleteGroups(groupIds).unwrap()}
      emptyState={
        archived ? (
          <ListEmptyState icon="archive" title="No archived supplier groups" />
        ) : (
          <ListEmptyState icon="collection" title="No supplier groups yet">
            <Link to={buildPath('addSupplierGroup')}>Add a supplier group</Link> (caterers, AV, furniture …) to sort the
            directory.
          </ListEmptyState>
        )
      }
    />
  );
}
