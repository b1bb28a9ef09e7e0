import { AdminPage } from '../../../components/admin-page';
import { LinkButton } from '../../../components/link-button';
import { buildPath } from '../../../domain/routes';
import { SupplierGroupList } from '../components/supplier-group-list';

/** /admin/supplier-groups/archived: archived supplier groups, to restore or delete. */
export default function ArchivedSupplierGroupsPage() {
  return (
    <AdminPage
      title="Archived Supplier Groups"
      description="Not shown in the directory; their suppliers appear under their other types."
      actions={<LinkButton to={buildPath('manageSupplierGroups')}>Back to supplier groups</LinkButton>}
    >
      <SupplierGroupList archived />
    </AdminPage>
  );
}
