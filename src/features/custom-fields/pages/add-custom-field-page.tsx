import { useNavigate } from 'react-router';
import { AdminPage } from '../../../components/admin-page';
import { useFeedback } from '../../../components/feedback/feedback-context';
import { buildPath } from '../../../domain/routes';
import { useCreateCustomFieldMutation } from '../../../data/custom-fields/custom-fields-api';
import { CustomFieldForm, emptyCustomField } from '../components/custom-field-form';

export default function AddCustomFieldPage() {
  const [addField] = useCreateCustomFieldMutation();
  const feedback = useFeedback();
  const navigate = useNavigate();
  return (
    <AdminPage title="Add Custom Field" description="A new data point held on every team.">
      <CustomFieldForm
        initial={emptyCustomField}
        typeLocked={false}
        submitLabel="Add field"
        onSubmit={async (values) => {
          const result = await addField(values);
          if (result.error) return feedback.showError((result.error as { message: string }).message);
          feedback.showSuccess();
          await navigate(buildPath('manageCustomFields'));
        }}
      />
    </AdminPage>
  );
}
