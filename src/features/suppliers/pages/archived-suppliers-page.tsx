import { ArchivedListPage } from '../../../components/archived-list-page';
import { LinkButton } from '../../../components/link-button';
import { ListEmptyState } from '../../../components/list-table';
import { errorMessage } from '../../../data/api-slice';
import {
  useDeleteSuppliersMutation,
  useSuppliersQuery,
  useUpdateSuppliersArchivedMutation,
} from '../../../data/suppliers/suppliers-api';
import { buildPath } from '../../../domain/routes';
import type { Supplier } from '../../../domain/suppliers';
import { SUPPLIER_DELETE_CONSEQUENCE, useSupplierTable } from '../components/supplier-list';
import { useSuppliersAbility } from '../use-suppliers-ability';

/** /admin/suppliers/archived: archived suppliers, to restore or delete. */
export default function ArchivedSuppliersPage() {
  const table = useSupplierTable();
  const { canBulkEdit } = useSuppliersAbility();
  const { data, error } = useSuppliersQuery();
  const [setArchived] = useUpdateSuppliersArchivedMutation();
  const [deleteSuppliers] = useDeleteSuppliersMutation();
  return (
    <ArchivedListPage<Supplier>
      title="Archived Suppliers"
      description="Hidden from teams; restore them to show them again."
      actions={<LinkButton to={buildPath('manageSuppliers')}>Back to suppliers</LinkButton>}
      noun={['supplier', 'suppliers']}
      nameOf={(supplier) => supplier.company}
      restoreRows={(suppliers) =>
        setArchived({ supplierIds: suppliers.map((supplier) => supplier.id), isArchived: false }).unwrap()
      }
      deleteRows={(suppliers) => deleteSuppliers(suppliers.map((supplier) => supplier.id)).unwrap()}
      consequence={SUPPLIER_DELETE_CONSEQUENCE}
      canBulkEdit={canBulkEdit}
      table={{
        ...table,
        label: 'Archived suppliers',
        rows: data?.filter((supplier) => supplier.isArchived),
        error: errorMessage(error),
        emptyState: <ListEmptyState icon="archive" title="No archived suppliers" />,
      }}
    />
  );
}
