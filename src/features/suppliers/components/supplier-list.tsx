import { Badge } from '../../../components/bootstrap/badge';
import { Link } from 'react-router';
import { Icon } from '../../../components/icon';
import { ListEmptyState, type ListColumn } from '../../../components/list-table';
import {
  useDeleteSuppliersMutation,
  useUpdateSuppliersArchivedMutation,
  useSupplierGroupsQuery,
  useSuppliersQuery,
} from '../../../data/suppliers/suppliers-api';
import { formatDate } from '../../../domain/event-time';
import { useEventTimeZone } from '../../../data/settings/use-event-time-zone';
import { buildPath } from '../../../domain/routes';
import { contactName, type Supplier } from '../../../domain/suppliers';
import { ArchivableList } from './archivable-list';
import { SupplierLogo } from './supplier-logo';

/** The admin list of suppliers, live or archived: sortable, with one-row archive/restore and the admins' bulk actions. */
export function SupplierList({ archived }: { archived: boolean }) {
  const timeZone = useEventTimeZone();
  const suppliers = useSuppliersQuery();
  const groups = useSupplierGroupsQuery();
  const [setArchived] = useUpdateSuppliersArchivedMutation();
  const [deleteSuppliers] = useDeleteSuppliersMutation();
  const groupTitles = (supplier: Supplier) =>
    (groups.data ?? []).filter((group) => group.supplierIds.includes(supplier.id)).map((group) => group.title);

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
            {supplier.website && (
              <div className="small text-body-secondary text-truncate">
                {supplier.website.replace(/^https?:\/\//, '')}
              </div>
            )}
          </div>
        </div>
      ),
    },
    {
      key: 'types',
      header: 'Supplier type',
      cell: (supplier) => groupTitles(supplier).join(', ') || '—',
      className: 'd-none d-md-table-cell',
    },
    {
      key: 'contacts',
      header: 'Contacts',
      sortValue: (supplier) => supplier.contacts.length,
      cell: (supplier) => (supplier.contacts.length ? supplier.contacts.map(contactName).join(', ') : '—'),
      className: 'd-none d-lg-table-cell',
    },
    {
      key: 'updatedAt',
      header: 'Updated',
      sortValue: (supplier) => supplier.updatedAt,
      cell: (supplier) => formatDate(supplier.updatedAt, timeZone),
      className: 'd-none d-lg-table-cell text-nowrap',
    },
  ];

  return (
    <ArchivableList
      archived={archived}
      label={archived ? 'Archived suppliers' : 'Suppliers'}
      all={suppliers}
      nameOf={(supplier) => supplier.company}
      columns={columns}
      sortableKeys={['company', 'contacts', 'updatedAt']}
      defaultSort={{ key: 'company', direction: 'asc' }}
      noun="supplier"
      deleteConsequence="Their logos are deleted and they are taken out of every supplier type."
      setArchived={(supplierIds, isArchived) => setArchived({ supplierIds, isArchived }).unwrap()}
      remove={(supplierIds) => deleteSuppliers(supplierIds).unwrap()}
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
