import { useNavigate, useParams } from 'react-router';
import { AdminPage } from '../../../components/admin-page';
import { LinkButton } from '../../../components/link-button';
import { useFeedback } from '../../../components/feedback/feedback-context';
import { useUpdateSupplierGroupMutation, useSupplierGroupQuery } from '../../../data/suppliers/suppliers-api';
import { buildPath } from '../../../domain/routes';
import { SupplierGroupForm } from '../components/supplier-group-form';
import { LoadingOrError } from '../../../components/loading-or-error';

/** /admin/supplier-groups/{supplierGroupId}: rename a group or change its suppliers. */
export default function EditSupplierGroupPage() {
  const { supplierGroupId = '' } = useParams();
  const navigate = useNavigate();
  const { showSuccess } = useFeedback();
  const group = useSupplierGroupQuery(supplierGroupId);
  const [saveGroup] = useUpdateSupplierGroupMutation();
  const current = group.data;
  return (
    <AdminPage
      title={current?.title ?? 'Edit Supplier Group'}
      actions={<LinkButton to={buildPath('manageSupplierGroups')}>Back</LinkButton>}
    >
      <LoadingOrError isLoading={group.isLoading} error={group.error} rows={6} />
      {current && (
        <SupplierGroupForm
          key={current.id}
          initialValues={{ title: current.title, supplierIds: current.supplierIds }}
          submitLabel="Save changes"
          onSubmit={async (values) => {
            await saveGroup({ groupId: current.id, values, current }).unwrap();
            showSuccess();
            navigate(buildPath('manageSupplierGroups'));
          }}
        />
      )}
    </AdminPage>
  );
}
