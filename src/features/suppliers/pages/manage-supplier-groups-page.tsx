import { AdminPage } from '../../../components/admin-page';
import { LinkButton } from '../../../components/link-button';
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
          <LinkButton to={buildPath('manageSuppliers')} icon="truck">Suppliers</LinkButton>
          <LinkButton to={buildPath('archivedSupplierGroups')} icon="archive">Archived</LinkButton>
          <LinkButton to={buildPath('addSupplierGroup')} icon="plus-lg" variant="primary">Add supplier group</LinkButton>
        </>
      }
    >
      <SupplierGroupList archived={false} />
    </AdminPage>
  );
}
