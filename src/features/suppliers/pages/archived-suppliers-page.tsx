import { Link } from 'react-router';
import { AdminPage } from '../../../components/admin-page';
import { buildPath } from '../../../domain/routes';
import { SupplierList } from '../components/supplier-list';

/** /admin/suppliers/archived: archived suppliers, to restore or delete. */
export default function ArchivedSuppliersPage() {
  return (
    <AdminPage
      title="Archived Suppliers"
      description="Hidden from teams; restore them to show them again."
      actions={
        <Link to={buildPath('manageSuppliers')} className="btn btn-outline-secondary">
          Back to suppliers
        </Link>
      }
    >
      <SupplierList archived />
    </AdminPage>
  );
}
