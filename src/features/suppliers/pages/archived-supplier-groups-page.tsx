import { Link } from 'react-router';
import { AdminPage } from '../../../components/admin-page';
import { buildPath } from '../../../domain/routes';
import { SupplierGroupList } from '../components/supplier-group-list';

/** /admin/supplier-groups/archived: archived supplier groups, to restore or delete. */
export default function ArchivedSupplierGroupsPage() {
  return (
    <AdminPage
      title="Archived Supplier Groups"
      description="Not shown in the directory; their suppliers appear under their other types."
      actions={
        <Link to={buildPath('manageSupplierGroups')} className="btn btn-outline-secondary">
          Back to supplier groups
        </Link>
      }
    >
      <SupplierGroupList archived />
    </AdminPage>
  );
}
