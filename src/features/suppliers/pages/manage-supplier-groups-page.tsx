import { Link } from 'react-router';
import { AdminPage } from '../../../components/admin-page';
import { Icon } from '../../../components/icon';
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
          <Link to={buildPath('manageSuppliers')} className="btn btn-outline-secondary">
            <Icon name="truck" className="me-2" />
            Suppliers
          </Link>
          <Link to={buildPath('archivedSupplierGroups')} className="btn btn-outline-secondary">
            <Icon name="archive" className="me-2" />
            Archived
          </Link>
          <Link to={buildPath('addSupplierGroup')} className="btn btn-primary">
            <Icon name="plus-lg" className="me-2" />
            Add supplier group
          </Link>
        </>
      }
    >
      <SupplierGroupList archived={false} />
    </AdminPage>
  );
}
