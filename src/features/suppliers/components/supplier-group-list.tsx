import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router';
import { useFeedback } from '../../../components/feedback/feedback-context';
import { Icon } from '../../../components/icon';
import { ListEmptyState, ListTable, type ListColumn } from '../../../components/list-table';
import { errorMessage } from '../../../data/api-slice';
import { useDeleteSupplierGroupsMutation, useSetSupplierGroupsArchivedMutation, useSupplierGroupsQuery } from '../../../data/suppliers/suppliers-api';
import { formatUpdatedAt } from '../../../domain/display-date';
import { buildPath } from '../../../domain/routes';
import type { SupplierGroup } from '../../../domain/suppliers';
import { useSuppliersAbility } from '../use-suppliers-ability';
import { BulkArchiveActions } from './bulk-archive-actions';

/** The admin list of supplier groups, live or archived. */
export function SupplierGroupList({ archived }: { archived: boolean }) {
  const { canBulkEdit } = useSuppliersAbility();
  const feedback = useFeedback();
  const groups = useSupplierGroupsQuery();
  const [setArchived] = useSetSupplierGroupsArchivedMutation();
  const [deleteGroups] = useDeleteSupplierGroupsMutation();
  const [busyId, setBusyId] = useState<string>();
  const rows = groups.data?.filter((group) => group.isArchived === archived);

  const toggle = async (group: SupplierGroup) => {
    setBusyId(group.id);
    try {
      await setArchived({ groupIds: [group.id], isArchived: !archived }).unwrap();
      feedback.showSuccess(`${group.title} ${archived ? 'restored' : 'archived'}`);
    } catch (error) {
      feedback.showError(errorMessage(error));
    } finally {
      setBusyId(undefined);
    }
  };

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
    { key: 'suppliers', header: 'Suppliers', sortValue: (group) => group.supplierIds.length, cell: (group) => group.supplierIds.length },
    { key: 'updatedAt', header: 'Updated', sortValue: (group) => group.updatedAt, cell: (group) => formatUpdatedAt(group.updatedAt), className: 'd-none d-md-table-cell text-nowrap' },
    {
      key: 'actions',
      header: <span className="visually-hidden">Actions</span>,
      className: 'text-end text-nowrap',
      cell: (group) => (
        <Button size="sm" variant="outline-secondary" disabled={busyId === group.id} onClick={() => toggle(group)} aria-label={`${archived ? 'Restore' : 'Archive'} ${group.title}`}>
          <Icon name="archive" className="me-1" />
          {archived ? 'Restore' : 'Archive'}
        </Button>
      ),
    },
  ];

  return (
    <ListTable
      label={archived ? 'Archived supplier groups' : 'Supplier groups'}
      rows={rows}
      rowId={(group) => group.id}
      columns={columns}
      sortableKeys={['title', 'suppliers', 'updatedAt']}
      defaultSort={{ key: 'title', direction: 'asc' }}
      error={errorMessage(groups.error)}
      selectionMode={canBulkEdit ? 'multiple' : 'none'}
      bulkActions={
        canBulkEdit
          ? (selected, clearSelection) => (
              <BulkArchiveActions
                selected={selected.map((group) => ({ id: group.id, name: group.title }))}
                clearSelection={clearSelection}
                archived={archived}
                noun="supplier group"
                deleteConsequence="Their suppliers stay in the directory, under their other supplier types or 'Other suppliers'."
                setArchived={(groupIds, isArchived) => setArchived({ groupIds, isArchived }).unwrap()}
                remove={(groupIds) => deleteGroups(groupIds).unwrap()}
              />
            )
          : undefined
      }
      emptyState={
        archived ? (
          <ListEmptyState icon="archive" title="No archived supplier groups" />
        ) : (
          <ListEmptyState icon="collection" title="No supplier groups yet">
            <Link to={buildPath('addSupplierGroup')}>Add a supplier group</Link> (caterers, AV, furniture …) to sort the directory.
          </ListEmptyState>
        )
      }
    />
  );
}
