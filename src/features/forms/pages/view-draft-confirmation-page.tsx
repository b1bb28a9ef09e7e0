import { Link, useParams } from 'react-router';
import { useFormQuery } from '../../../data/forms/forms-api';
import { buildPath } from '../../../domain/routes';
import { ConfirmationCard } from '../fill/confirmation-card';
import { LoadingOrError } from '../../../components/loading-or-error';

/** /forms/{formId}/draft-saved: the team's answers are kept as a draft to finish later. */
export default function ViewDraftConfirmationPage() {
  const { formId = '' } = useParams();
  const form = useFormQuery(formId);
  if (form.isLoading) return <LoadingOrError isLoading rows={4} />;
  return (
    <div className="p-3 p-md-4">
      <ConfirmationCard
        icon="clipboard-check"
        title="Draft saved"
        formTitle={form.data?.title ?? ''}
        text="Your answers are saved. Anyone in your team can continue the form and submit it when it is complete."
        actions={
          <>
            <Link to={buildPath('viewForm', { formId })} className="btn btn-primary">
              Continue the form
            </Link>
            <Link to={buildPath('forms')} className="btn btn-outline-secondary">
              Back to forms
            </Link>
          </>
        }
      />
    </div>
  );
}
