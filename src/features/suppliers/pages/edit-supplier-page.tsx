import { useNavigate, useParams } from 'react-router';
import { AdminPage } from '../../../components/admin-page';
import { LinkButton } from '../../../components/link-button';
import { EditLockBanner } from '../../../components/edit-lock/edit-lock-banner';
import { useEditLock } from '../../../components/edit-lock/use-edit-lock';
import { useFeedback } from '../../../components/feedback/feedback-context';
import {
  useUpdateSupplierMutation,
  useSupplierGroupsQuery,
  useSupplierQuery,
} from '../../../data/suppliers/suppliers-api';
import { buildPath } from '../../../domain/routes';
import { groupIdsOf, supplierValuesSchema } from '../../../domain/suppliers';
import { SupplierForm } from '../components/supplier-form';
import { LoadingOrError } from '../../../components/loading-or-error';

/** /admin/suppliers/{supplierId}: edit a supplier behind its edit lock. */
export default function EditSupplierPage() {
  const { supplierId = '' } = useParams();
  const navigate = useNavigate();
  const { showSuccess } = useFeedback();
  const supplier = useSupplierQuery(supplierId);
  const groups = useSupplierGroupsQuery();
  const [saveSupplier] = useUpdateSupplierMutation();
  const lock = useEditLock({ id: supplierId, type: 'supplier' });
  const current = supplier.data;
  return (
    <AdminPage
      title={current?.company ?? 'Edit Supplier'}
      actions={
        <>
          {current && <LinkButton to={buildPath('viewSupplier', { supplierId })}>View as a team</LinkButton>}
          <LinkButton to={buildPath(current?.isArchived ? 'archivedSuppliers' : 'manageSuppliers')}>Back</LinkButton>
        </>
      }
    >
      <EditLockBanner lock={lock} />
      <LoadingOrError
        isLoading={supplier.isLoading || groups.isLoading}
        error={supplier.error ?? groups.error}
        rows={8}
      />
      {current && groups.data && (
        <SupplierForm
          key={current.id}
          current={current}
          initialValues={supplierValuesSchema.parse(current)}
          initialGroupIds={groupIdsOf(current.id, groups.data)}
          submitLabel="Save changes"
          disabled={!lock.canEdit}
          onSubmit={async ({ values, groupIds, logo, onProgress }) => {
            await saveSupplier({ supplierId, current, values, groupIds, logo, onProgress }).unwrap();
            showSuccess();
            navigate(buildPath('manageSuppliers'));
          }}
        />
      )}
    </AdminPage>
  );
}
