import { AdminPage } from '../../../components/admin-page';
import { LinkButton } from '../../../components/link-button';
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
          <LinkButton to={buildPath('manageSupplierGroups')} icon="collection">Supplier groups</LinkButton>
          <LinkButton to={buildPath('archivedSuppliers')} icon="archive">Archived</LinkButton>
          <LinkButton to={buildPath('addSupplier')} icon="plus-lg" variant="primary">Add supplier</LinkButton>
        </>
      }
      aside={<p className="mb-0">Featured suppliers are listed first in their supplier type. Archived suppliers are hidden from teams until restored.</p>}
    >
      <SupplierList archived={false} />
    </AdminPage>
  );
}
