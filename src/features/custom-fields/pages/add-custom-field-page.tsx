import { useNavigate } from 'react-router';
import { AdminPage } from '../../../components/admin-page';
import { useFeedback } from '../../../components/feedback/feedback-context';
import { buildPath } from '../../../domain/routes';
import { useCreateCustomFieldMutation } from '../../../data/custom-fields/custom-fields-api';
import { CustomFieldForm, emptyCustomField } from '../components/custom-field-form';
import { errorMessage } from '../../../data/api-slice';

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
          try {
            await addField(values).unwrap();
          } catch (failure) {
            return feedback.showError(errorMessage(failure));
          }
          feedback.showSuccess();
          await navigate(buildPath('manageCustomFields'));
        }}
      />
    </AdminPage>
  );
}
