import { AdminPage } from '../../../components/admin-page';
import { LinkButton } from '../../../components/link-button';
import { ArchivedAndAddLinks } from '../../../components/manage-list/archived-and-add-links';
import { buildPath } from '../../../domain/routes';
import { SupplierGroupList } from '../components/supplier-group-list';

/** /admin/supplier-groups: the supplier types the directory is grouped by. */
export default function ManageSupplierGroupsPage() {
  return (
    <AdminPage
      title="Supplier Groups"
      description="Teams see each group as a supplier type in the directory."
      actions={
        <>
          <LinkButton to={buildPath('manageSuppliers')} icon="truck">
            Suppliers
          </LinkButton>
          <ArchivedAndAddLinks
            archivedTo={buildPath('archivedSupplierGroups')}
            addTo={buildPath('addSupplierGroup')}
            addLabel="Add supplier group"
          />
        </>
      }
    >
      <SupplierGroupList />
    </AdminPage>
  );
}
