import { Badge } from '../../../components/bootstrap/badge';
import { Link } from 'react-router';
import { Icon } from '../../../components/icon';
import { ListEmptyState, type ListColumn, type ListTableProps } from '../../../components/list-table';
import { errorMessage } from '../../../data/api-slice';
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

/** What deleting suppliers takes with it, said in the confirm dialog of either list. */
export const SUPPLIER_DELETE_CONSEQUENCE =
  'Their logos are deleted and they are taken out of every supplier type. This cannot be undone.';

/** The table of the admin supplier lists, live and archived: the columns and how they sort. */
export function useSupplierTable() {
  const timeZone = useEventTimeZone();
  const groups = useSupplierGroupsQuery();
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

  return {
    rowId: (supplier: Supplier) => supplier.id,
    columns,
    sortableKeys: ['company', 'contacts', 'updatedAt'],
    defaultSort: { key: 'company', direction: 'asc' },
  } satisfies Partial<ListTableProps<Supplier>>;
}

/** The admin list of live suppliers: sortable, with one-row archive and the admins' bulk actions. */
export function SupplierList() {
  const table = useSupplierTable();
  const { data, error } = useSuppliersQuery();
  const [setArchived, archiving] = useUpdateSuppliersArchivedMutation();
  const [deleteSuppliers] = useDeleteSuppliersMutation();
  return (
    <ArchivableList<Supplier>
      table={{
        ...table,
        label: 'Suppliers',
        rows: data?.filter((supplier) => !supplier.isArchived),
        error: errorMessage(error),
        emptyState: (
          <ListEmptyState icon="truck" title="No suppliers yet">
            <Link to={buildPath('addSupplier')}>Add the first supplier</Link> to build the directory teams see.
          </ListEmptyState>
        ),
      }}
      noun={['supplier', 'suppliers']}
      nameOf={(supplier) => supplier.company}
      archiveRows={(suppliers) =>
        setArchived({ supplierIds: suppliers.map((supplier) => supplier.id), isArchived: true }).unwrap()
      }
      archiving={archiving.isLoading}
      deleteRows={(suppliers) => deleteSuppliers(suppliers.map((supplier) => supplier.id)).unwrap()}
      consequence={SUPPLIER_DELETE_CONSEQUENCE}
    />
  );
}
