import { Link } from 'react-router';
import { AdminPage } from '../../../components/admin-page';
import { Icon } from '../../../components/icon';
import { buildPath } from '../../../domain/routes';
import { SupplierList } from '../components/supplier-list';

/** /admin/suppliers: every live supplier, with add, archive and (admins) bulk actions. */
export default function ManageSuppliersPage() {
  return (
    <AdminPage
      title="Suppliers"
      description="The supplier directory teams see, grouped by supplier type."
      actions={
        <>
          <Link to={buildPath('manageSupplierGroups')} className="btn btn-outline-secondary">
            <Icon name="collection" className="me-2" />
            Supplier groups
          </Link>
          <Link to={buildPath('archivedSuppliers')} className="btn btn-outline-secondary">
            <Icon name="archive" className="me-2" />
            Archived
          </Link>
          <Link to={buildPath('addSupplier')} className="btn btn-primary">
            <Icon name="plus-lg" className="me-2" />
            Add supplier
          </Link>
        </>
      }
      aside={<p className="mb-0">Featured suppliers are listed first in their supplier type. Archived suppliers are hidden from teams until restored.</p>}
    >
      <SupplierList archived={false} />
    </AdminPage>
  );
}
