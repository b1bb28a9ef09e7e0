import { AdminPage } from '../../../components/admin-page';
import { LinkButton } from '../../../components/link-button';
import { ArchivedAndAddLinks } from '../../../components/manage-list/archived-and-add-links';
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
          <LinkButton to={buildPath('manageSupplierGroups')} icon="collection">
            Supplier groups
          </LinkButton>
          <ArchivedAndAddLinks
            archivedTo={buildPath('archivedSuppliers')}
            addTo={buildPath('addSupplier')}
            addLabel="Add supplier"
          />
        </>
      }
      aside={
        <p className="mb-0">
          Featured suppliers are listed first in their supplier type. Archived suppliers are hidden from teams until
          restored.
        </p>
      }
    >
      <SupplierList />
    </AdminPage>
  );
}
