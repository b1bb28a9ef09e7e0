import { useState } from 'react';
import { useNavigate } from 'react-router';
import { AdminPage } from '../../../components/admin-page';
import { useFeedback } from '../../../components/feedback/feedback-context';
import { useCreateSupplierMutation } from '../../../data/suppliers/suppliers-api';
import { buildPath } from '../../../domain/routes';
import { EMPTY_SUPPLIER_VALUES, SupplierForm } from '../components/supplier-form';
import { newDocumentId } from '../../../domain/paths';

/** /admin/suppliers/add: a new supplier, added by the id made when the form opens. */
export default function AddSupplierPage() {
  const navigate = useNavigate();
  const { showSuccess } = useFeedback();
  const [saveSupplier] = useCreateSupplierMutation();
  const [supplierId] = useState(newDocumentId);
  return (
    <AdminPage title="Add Supplier" description="Teams see suppliers in the directory, grouped by supplier type.">
      <SupplierForm
        initialValues={EMPTY_SUPPLIER_VALUES}
        initialGroupIds={[]}
        submitLabel="Add supplier"
        onSubmit={async ({ values, groupIds, logo, onProgress }) => {
          const saved = await saveSupplier({
            supplierId,
            values,
            groupIds,
            logo: logo ?? undefined,
            onProgress,
          }).unwrap();
          showSuccess(`${saved.company} was added`);
          navigate(buildPath('manageSuppliers'));
        }}
      />
    </AdminPage>
  );
}
