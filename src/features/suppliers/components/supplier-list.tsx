import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router';
import { useFeedback } from '../../../components/feedback/feedback-context';
import { Icon } from '../../../components/icon';
import { ListEmptyState, ListTable, type ListColumn } from '../../../components/list-table';
import { errorMessage } from '../../../data/api-slice';
import { useDeleteSuppliersMutation, useSetSuppliersArchivedMutation, useSupplierGroupsQuery, useSuppliersQuery } from '../../../data/suppliers/suppliers-api';
import { formatUpdatedAt } from '../../../domain/display-date';
import { buildPath } from '../../../domain/routes';
import { contactName, type Supplier } from '../../../domain/suppliers';
import { useSuppliersAbility } from '../use-suppliers-ability';
import { BulkArchiveActions } from './bulk-archive-actions';
import { SupplierLogo } from './supplier-logo';

/** The admin list of suppliers, live or archived: sortable, with one-row archive/restore and the admins' bulk actions. */
export function SupplierList({ archived }: { archived: boolean }) {
  const { canBulkEdit } = useSuppliersAbility();
  const feedback = useFeedback();
  const suppliers = useSuppliersQuery();
  const groups = useSupplierGroupsQuery();
  const [setArchived] = useSetSuppliersArchivedMutation();
  const [deleteSuppliers] = useDeleteSuppliersMutation();
  const [busyId, setBusyId] = useState<string>();
  const rows = suppliers.data?.filter((supplier) => supplier.isArchived === archived);
  const groupTitles = (supplier: Supplier) => (groups.data ?? []).filter((group) => group.supplierIds.includes(supplier.id)).map((group) => group.title);

  const toggle = async (supplier: Supplier) => {
    setBusyId(supplier.id);
    try {
      await setArchived({ supplierIds: [supplier.id], isArchived: !archived }).unwrap();
      feedback.showSuccess(`${supplier.company} ${archived ? 'restored' : 'archived'}`);
    } catch (error) {
      feedback.showError(errorMessage(error));
    } finally {
      setBusyId(undefined);
    }
  };

  const columns: ListColumn<Supplier>[] = [
    {
      key: 'company',
      header: 'Company',
      sortValue: (supplier) => supplier.company.toLowerCase(),
      cell: (supplier) => (
        <div className="d-flex align-items-center gap-2">
          <SupplierLogo supplier={supplier} />
          <div>
            <Link to={buildPath('editSupplier', { supplierId: supplier.id })} className="fw-semibold">
              {supplier.company}
            </Link>
            {supplier.isFeatured && (
              <Badge bg="warning" text="dark" className="ms-2">
                <Icon name="star" className="me-1" />
                Featured
              </Badge>
            )}
            {supplier.website && <div className="small text-body-secondary text-truncate">{supplier.website.replace(/^https?:\/\//, '')}</div>}
          </div>
        </div>
      ),
    },
    { key: 'types', header: 'Supplier type', cell: (supplier) => groupTitles(supplier).join(', ') || '—', className: 'd-none d-md-table-cell' },
    {
      key: 'contacts',
      header: 'Contacts',
      sortValue: (supplier) => supplier.contacts.length,
      cell: (supplier) => (supplier.contacts.length ? supplier.contacts.map(contactName).join(', ') : '—'),
      className: 'd-none d-lg-table-cell',
    },
    { key: 'updatedAt', header: 'Updated', sortValue: (supplier) => supplier.updatedAt, cell: (supplier) => formatUpdatedAt(supplier.updatedAt), className: 'd-none d-lg-table-cell text-nowrap' },
    {
      key: 'actions',
      header: <span className="visually-hidden">Actions</span>,
      className: 'text-end text-nowrap',
      cell: (supplier) => (
        <Button size="sm" variant="outline-secondary" disabled={busyId === supplier.id} onClick={() => toggle(supplier)} aria-label={`${archived ? 'Restore' : 'Archive'} ${supplier.company}`}>
          <Icon name="archive" className="me-1" />
          {archived ? 'Restore' : 'Archive'}
        </Button>
      ),
    },
  ];

  return (
    <ListTable
      label={archived ? 'Archived suppliers' : 'Suppliers'}
      rows={rows}
      rowId={(supplier) => supplier.id}
      columns={columns}
      sortableKeys={['company', 'contacts', 'updatedAt']}
      defaultSort={{ key: 'company', direction: 'asc' }}
      error={errorMessage(suppliers.error)}
      selectionMode={canBulkEdit ? 'multiple' : 'none'}
      bulkActions={
        canBulkEdit
          ? (selected, clearSelection) => (
              <BulkArchiveActions
                selected={selected.map((supplier) => ({ id: supplier.id, name: supplier.company }))}
                clearSelection={clearSelection}
                archived={archived}
                noun="supplier"
                deleteConsequence="Their logos are deleted and they are taken out of every supplier type."
                setArchived={(supplierIds, isArchived) => setArchived({ supplierIds, isArchived }).unwrap()}
                remove={(supplierIds) => deleteSuppliers(supplierIds).unwrap()}
              />
            )
          : undefined
      }
      emptyState={
        archived ? (
          <ListEmptyState icon="archive" title="No archived suppliers" />
        ) : (
          <ListEmptyState icon="truck" title="No suppliers yet">
            <Link to={buildPath('addSupplier')}>Add the first supplier</Link> to build the directory teams see.
          </ListEmptyState>
        )
      }
    />
  );
}
