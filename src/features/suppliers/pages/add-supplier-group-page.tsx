import { useState } from 'react';
import { useNavigate } from 'react-router';
import { AdminPage } from '../../../components/admin-page';
import { useFeedback } from '../../../components/feedback/feedback-context';
import { useCreateSupplierGroupMutation } from '../../../data/suppliers/suppliers-api';
import { buildPath } from '../../../domain/routes';
import { SupplierGroupForm } from '../components/supplier-group-form';
import { newDocumentId } from '../../../domain/paths';

/** /admin/supplier-groups/add: a new supplier group, added by the id made when the form opens. */
export default function AddSupplierGroupPage() {
  const navigate = useNavigate();
  const { showSuccess } = useFeedback();
  const [saveGroup] = useCreateSupplierGroupMutation();
  const [groupId] = useState(newDocumentId);
  return (
    <AdminPage title="Add Supplier Group">
      <SupplierGroupForm
        initialValues={{ title: '', supplierIds: [] }}
        submitLabel="Add supplier group"
        onSubmit={async (values) => {
          const saved = await saveGroup({ groupId, values }).unwrap();
          showSuccess(`${saved.title} was added`);
          navigate(buildPath('manageSupplierGroups'));
        }}
      />
    </AdminPage>
  );
}
