import { useNavigate, useParams } from 'react-router';
import { PageSkeleton } from '../../../components/page-skeleton';
import { useAddGuestSubmissionMutation, useConfirmationsQuery, useGuestFormQuery } from '../../../data/forms/forms-api';
import { chooseConfirmation } from '../../../domain/forms/form';
import { GUEST_LOGIC_CONTEXT } from '../../../domain/forms/logic';
import { buildPath } from '../../../domain/routes';
import { FillFrame } from '../fill/fill-frame';
import { FormFill, type SendRequest } from '../fill/form-fill';
import { FormUnavailable } from '../fill/form-unavailable';
import { GENERIC_CONFIRMATION_ID } from './guest-confirmation-page';
import { separateChosenFiles } from '../renderer/upload-entries';

/**
 * /guests/forms/{formId}: anyone with the link fills in a public form without signing in; the
 * answers go through addGuestSubmissionPublic, which checks them again on the server.
 */
export default function GuestFormPage() {
  const { formId = '' } = useParams();
  const navigate = useNavigate();
  const loaded = useGuestFormQuery(formId);
  const confirmations = useConfirmationsQuery(formId, { skip: !loaded.data });
  const [addGuestSubmission] = useAddGuestSubmissionMutation();

  const send = async ({ result, store }: SendRequest) => {
    const { values, files, pendingIds } = separateChosenFiles(result.values, store.getState().values);
    pendingIds.forEach((pendingId) => store.setUploadProgress(pendingId, 0));
    await addGuestSubmission({ formId, values, files }).unwrap();
    pendingIds.forEach((pendingId) => store.setUploadProgress(pendingId, 100));
    const confirmation = chooseConfirmation(confirmations.data ?? [], result.visibility.rulesMatch);
    navigate(buildPath('guestConfirmation', { formId, confirmationId: confirmation?.id ?? GENERIC_CONFIRMATION_ID }));
  };

  return (
    <div className="w-100 align-self-stretch py-3 py-md-5 px-0 px-sm-3">
      {loaded.isLoading && <PageSkeleton rows={8} />}
      {/* 'Form is not public' for a private, unpublished, archived or missing form. */}
      {loaded.error && <FormUnavailable message={loaded.error.message} showFormsLink={false} />}
      {loaded.data && (
        <div className="mx-auto" style={{ maxWidth: '52rem' }}>
          <FillFrame title={loaded.data.form.title} description={loaded.data.form.description}>
            <FormFill definition={loaded.data.definition} context={GUEST_LOGIC_CONTEXT} currencyId={undefined} onSend={send} canSaveDraft={false} />
          </FillFrame>
        </div>
      )}
    </div>
  );
}
