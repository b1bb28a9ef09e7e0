import { AdminPage } from '../../../components/admin-page';
import { LinkButton } from '../../../components/link-button';
import { buildPath } from '../../../domain/routes';
import { SupplierList } from '../components/supplier-list';

/** /admin/suppliers/archived: archived suppliers, to restore or delete. */
export default function ArchivedSuppliersPage() {
  return (
    <AdminPage
      title="Archived Suppliers"
      description="Hidden from teams; restore them to show them again."
      actions={<LinkButton to={buildPath('manageSuppliers')}>Back to suppliers</LinkButton>}
    >
      <SupplierList archived />
    </AdminPage>
  );
}
