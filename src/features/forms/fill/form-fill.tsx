import { useState, type ReactNode } from 'react';
import { Alert } from '../../../components/bootstrap/alert';
import { errorMessage } from '../../../data/api-slice';
import type { Uploader } from '../../../domain/forms/field';
import type { FormDefinition, LogicContext } from '../../../domain/forms/logic';
import type { ValidationResult } from '../../../domain/forms/submission';
import { FormRenderer } from '../renderer/form-renderer';
import { useFormFillStore, type FillValues, type FormFillStore } from '../renderer/form-values-store';

/** What sending (or saving) answers gets: the checked answers and the store holding the chosen files. */
export interface SendRequest {
  result: ValidationResult;
  store: FormFillStore;
  isDraft: boolean;
}

interface FormFillProps {
  definition: FormDefinition;
  context: LogicContext;
  /** A draft's or a reopened submission's answers. */
  initialValues?: FillValues;
  currencyId: string | undefined;
  /** Stores the answers (uploading chosen files first) and moves on; a thrown error is shown above the buttons. */
  onSend: (request: SendRequest) => Promise<void>;
  /** Whether the answers can be sent (an organiser outside any team only previews). */
  canSubmit?: boolean;
  /** Whether the person may save a draft to finish later. */
  canSaveDraft: boolean;
  submitLabel?: string;
  /** Inside the form, above its buttons (a guest form's trap for bots). */
  extra?: ReactNode;
  /** Who is filling in (a guest's files share one smaller limit); a member unless said. */
  uploader?: Uploader;
}

/** A form being filled in: the renderer with its sending state, and what went wrong if sending failed. */
export function FormFill({
  definition,
  context,
  initialValues,
  currencyId,
  onSend,
  canSubmit = true,
  canSaveDraft,
  submitLabel,
  extra,
  uploader,
}: FormFillProps) {
  const store = useFormFillStore(definition, context, initialValues);
  const [busy, setBusy] = useState<'submit' | 'draft'>();
  const [problem, setProblem] = useState<string>();

  const send = async (result: ValidationResult, isDraft: boolean) => {
    setBusy(isDraft ? 'draft' : 'submit');
    setProblem(undefined);
    try {
      await onSend({ result, store, isDraft });
    } catch (error) {
      store.clearUploadProgress();
      setProblem(errorMessage(error));
    } finally {
      // Usually the screen moves on; a guest's draft stays on the form.
      setBusy(undefined);
    }
  };

  return (
    <FormRenderer
      store={store}
      currencyId={currencyId}
      busy={busy}
      submitLabel={submitLabel}
      uploader={uploader}
      onSubmit={canSubmit ? (result) => void send(result, false) : undefined}
      onSaveDraft={canSaveDraft ? (result) => void send(result, true) : undefined}
      notice={
        <>
          {extra}
          {problem && (
            <Alert variant="danger" className="mt-4 mb-0" dismissible onClose={() => setProblem(undefined)}>
              {problem}
            </Alert>
          )}
        </>
      }
    />
  );
}
