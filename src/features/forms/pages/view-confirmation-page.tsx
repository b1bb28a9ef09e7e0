import { Link, useParams } from 'react-router';
import { useConfirmationQuery, useFormQuery } from '../../../data/forms/forms-api';
import { buildPath } from '../../../domain/routes';
import { ConfirmationCard } from '../fill/confirmation-card';
import { FormUnavailable } from '../fill/form-unavailable';
import { LoadingOrError } from '../../../components/loading-or-error';

/** /forms/{formId}/{confirmationId}: the confirmation chosen for what the team sent. */
export default function ViewConfirmationPage() {
  const { formId = '', confirmationId = '' } = useParams();
  const form = useFormQuery(formId);
  const confirmation = useConfirmationQuery(confirmationId);
  if (form.isLoading || confirmation.isLoading) return <LoadingOrError isLoading rows={4} />;
  if (!confirmation.data || confirmation.data.formId !== formId) return <FormUnavailable />;
  return (
    <div className="p-3 p-md-4">
      <ConfirmationCard
        icon="check-lg"
        title="Thank you"
        formTitle={form.data?.title ?? ''}
        message={confirmation.data.message}
        actions={
          <Link to={buildPath('forms')} className="btn btn-primary">
            Back to forms
          </Link>
        }
      />
    </div>
  );
}
