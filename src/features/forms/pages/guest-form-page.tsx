import { useState } from 'react';
import { Alert } from '../../../components/bootstrap/alert';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import {
  useCreateGuestSubmissionMutation,
  useConfirmationsQuery,
  useFormEntryCountQuery,
  useGuestDraftQuery,
  useGuestFormQuery,
  useCreateGuestDraftMutation,
  useUpdateGuestDraftMutation,
} from '../../../data/forms/forms-api';
import { chooseConfirmation } from '../../../domain/forms/form';
import { DEFAULT_EVENT_TIME_ZONE } from '../../../domain/event-time';
import { newEntryProblem } from '../../../domain/forms/availability';
import {
  GUEST_DRAFT_LINK_INVALID,
  GUEST_DRAFT_QUERY_PARAM,
  GUEST_HONEYPOT_NAME,
} from '../../../domain/forms/guest-callables';
import { GUEST_LOGIC_CONTEXT } from '../../../domain/forms/logic';
import { buildPath } from '../../../domain/routes';
import { FillFrame } from '../fill/fill-frame';
import { FormFill, type SendRequest } from '../fill/form-fill';
import { FormUnavailable } from '../fill/form-unavailable';
import { HoneypotField } from '../fill/honeypot-field';
import { GuestDraftDialog } from '../fill/guest-draft-dialog';
import { GENERIC_CONFIRMATION_ID } from './guest-confirmation-page';
import { separateChosenFiles } from '../renderer/upload-entries';
import { LoadingOrError } from '../../../components/loading-or-error';
import { useFramePublicBranding } from '../../../data/settings/use-public-branding';

/**
 * /guests/forms/{formId}: anyone with the link fills in a public form without signing in; the
 * answers go through addGuestSubmissionPublic, which checks them again on the server. A guest may
 * save their answers and get a link to continue by email (?draft= carries it back).
 */
export default function GuestFormPage() {
  const { formId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const draftToken = searchParams.get(GUEST_DRAFT_QUERY_PARAM) ?? undefined;
  const navigate = useNavigate();
  const loaded = useGuestFormQuery(formId);
  // Prices in the event's currency: a guest cannot read the settings, only the public branding.
  const branding = useFramePublicBranding();
  const confirmations = useConfirmationsQuery(formId, { skip: !loaded.data });
  const draft = useGuestDraftQuery({ formId, draftToken: draftToken ?? '' }, { skip: !draftToken });
  const entries = useFormEntryCountQuery(formId, { skip: !loaded.data || loaded.data.form.entryLimit === 0 });
  const [honeypot, setHoneypot] = useState('');
  // The form shows once its confirmations are in (or failed: the generic one then), so a quick
  // Submit is never sent to the generic confirmation while the one its answers chose is loading.
  const confirmationsIn = confirmations.data !== undefined || confirmations.isError;
  const showsForm = loaded.data !== undefined && confirmationsIn && !draft.isLoading && !entries.isLoading;
  // The times are said in the event's zone, which guests read from the public branding.
  const problem =
    loaded.data &&
    newEntryProblem(loaded.data.form, new Date(), branding?.timeZone ?? DEFAULT_EVENT_TIME_ZONE, {
      total: entries.data ?? 0,
    });
  const [createGuestSubmission] = useCreateGuestSubmissionMutation();
  const [createGuestDraft] = useCreateGuestDraftMutation();
  const [updateGuestDraft] = useUpdateGuestDraftMutation();
  /** The checked answers waiting for the guest's email address. */
  const [draftValues, setDraftValues] = useState<Record<string, unknown>>();
  const [savedTo, setSavedTo] = useState<string>();

  const send = async ({ result, store, isDraft }: SendRequest) => {
    const { values, files, chosen } = separateChosenFiles(result.values, store.getState().values);
    if (isDraft) {
      setDraftValues(values);
      return;
    }
    chosen.forEach(({ pendingId }) => store.setUploadProgress(pendingId, 0));
    await createGuestSubmission({ formId, values, files, draftToken, honeypot }).unwrap();
    chosen.forEach(({ pendingId }) => store.setUploadProgress(pendingId, 100));
    const confirmation = chooseConfirmation(confirmations.data ?? [], result.visibility.rulesMatch);
    navigate(buildPath('guestConfirmation', { formId, confirmationId: confirmation?.id ?? GENERIC_CONFIRMATION_ID }));
  };

  const saveDraft = async (email: string) => {
    await (draftToken ? updateGuestDraft : createGuestDraft)({
      formId,
      email,
      values: draftValues ?? {},
      draftToken,
    }).unwrap();
    setDraftValues(undefined);
    setSavedTo(email);
  };

  return (
    <div className="w-100 align-self-stretch py-3 py-md-5 px-0 px-sm-3">
      <LoadingOrError isLoading={!loaded.error && !showsForm} rows={8} />
      {/* 'Form is not public' for a private, unpublished, archived or missing form. */}
      {loaded.error && (
        <div className="mx-auto" style={{ maxWidth: '52rem' }}>
          <FormUnavailable message={loaded.error.message} showFormsLink={false} />
        </div>
      )}
      {loaded.data && problem && showsForm && (
        <div className="mx-auto" style={{ maxWidth: '52rem' }}>
          <FillFrame title={loaded.data.form.title} description={loaded.data.form.description}>
            <FormUnavailable message={problem.message} showFormsLink={false} />
          </FillFrame>
        </div>
      )}
      {loaded.data && showsForm && !problem && (
        <div className="mx-auto" style={{ maxWidth: '52rem' }}>
          <FillFrame
            title={loaded.data.form.title}
            description={loaded.data.form.description}
            aside={
              <>
                {draft.error && (
                  <Alert variant="warning" className="mt-3 mb-0 py-2">
                    {GUEST_DRAFT_LINK_INVALID}
                  </Alert>
                )}
                {savedTo && (
                  <Alert variant="success" className="mt-3 mb-0 py-2" role="status">
                    Your answers are saved. We've emailed a link to continue to {savedTo}.
                  </Alert>
                )}
              </>
            }
          >
            <FormFill
              definition={loaded.data.definition}
              context={GUEST_LOGIC_CONTEXT}
              initialValues={draft.data}
              currencyId={branding?.currencyId}
              onSend={send}
              canSaveDraft
              extra={<HoneypotField name={GUEST_HONEYPOT_NAME} value={honeypot} onChange={setHoneypot} />}
              uploader="guest"
            />
          </FillFrame>
          <GuestDraftDialog
            show={draftValues !== undefined}
            onSave={saveDraft}
            onClose={() => setDraftValues(undefined)}
          />
        </div>
      )}
    </div>
  );
}
