import { useNavigate, useParams } from 'react-router';
import { AdminPage } from '../../../components/admin-page';
import { useFeedback } from '../../../components/feedback/feedback-context';
import { buildPath } from '../../../domain/routes';
import { useCustomFieldQuery, useUpdateCustomFieldMutation } from '../../../data/custom-fields/custom-fields-api';
import { CustomFieldForm } from '../components/custom-field-form';
import { errorMessage } from '../../../data/api-slice';
import { LoadingOrError } from '../../../components/loading-or-error';

export default function EditCustomFieldPage() {
  const { customFieldId = '' } = useParams();
  const { data: field, error } = useCustomFieldQuery(customFieldId);
  const [updateField] = useUpdateCustomFieldMutation();
  const feedback = useFeedback();
  const navigate = useNavigate();
  return (
    <AdminPage title="Edit Custom Field" description={field ? field.label : undefined}>
      {error || !field ? (
        <LoadingOrError isLoading={!field} error={error} />
      ) : (
        <CustomFieldForm
          key={field.id}
          initial={field}
          typeLocked
          submitLabel="Save changes"
          onSubmit={async ({ type: _fixed, ...update }) => {
            try {
              await updateField({ id: field.id, update }).unwrap();
            } catch (failure) {
              return feedback.showError(errorMessage(failure));
            }
            feedback.showSuccess();
            await navigate(buildPath('manageCustomFields'));
          }}
        />
      )}
    </AdminPage>
  );
}
