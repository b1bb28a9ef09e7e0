import { useParams } from 'react-router';
import { useConfirmationsQuery, useGuestFormQuery } from '../../../data/forms/forms-api';
import { ConfirmationCard } from '../fill/confirmation-card';
import { FormUnavailable } from '../fill/form-unavailable';
import { LoadingOrError } from '../../../components/loading-or-error';

/** The confirmation id shown when a form has no active confirmation for the answers: our own thanks. */
export const GENERIC_CONFIRMATION_ID = 'sent';

/** /guests/forms/{formId}/{confirmationId}: a guest's confirmation, only while the form is public. */
export default function GuestConfirmationPage() {
  const { formId = '', confirmationId = '' } = useParams();
  const loaded = useGuestFormQuery(formId);
  const confirmations = useConfirmationsQuery(formId, { skip: !loaded.data });
  if (loaded.isLoading || confirmations.isLoading) return <LoadingOrError isLoading rows={4} />;
  if (!loaded.data) {
    return (
      <div className="w-100 mx-auto" style={{ maxWidth: '52rem' }}>
        <FormUnavailable message={loaded.error?.message} showFormsLink={false} />
      </div>
    );
  }
  const confirmation = confirmations.data?.find((candidate) => candidate.id === confirmationId);
  return (
    <div className="w-100 align-self-stretch py-3 py-md-5 px-0 px-sm-3">
      <div className="mx-auto" style={{ maxWidth: '52rem' }}>
        <ConfirmationCard
          icon="check-lg"
          title="Thank you"
          formTitle={loaded.data.form.title}
          message={confirmation?.message}
          text={confirmation ? undefined : 'Your answers have been sent.'}
        />
      </div>
    </div>
  );
}
