import { useId, useState } from 'react';
import { Alert } from '../../../components/bootstrap/alert';
import { Button } from '../../../components/bootstrap/button';
import { BusyButton } from '../../../components/busy-button';
import { Dialog } from '../../../components/dialog';
import { errorMessage } from '../../../data/api-slice';
import { emailError } from '../../../domain/field-checks';
import { InputField } from '../../../components/form-fields';
import { useFieldProblems } from '../../../components/use-field-problems';
import { GUEST_DRAFT_LIFETIME_DAYS } from '../../../domain/forms/guest-callables';

/**
 * Where a guest's resume link goes: the guest gives an email address, the answers so far are saved
 * and the link to continue is emailed. Files are chosen again when sending.
 */
export function GuestDraftDialog({
  show,
  onSave,
  onClose,
}: {
  show: boolean;
  onSave: (email: string) => Promise<void>;
  onClose: () => void;
}) {
  const [email, setEmail] = useState('');
  const [failure, setFailure] = useState<string>();
  const [isSaving, setIsSaving] = useState(false);
  const inputId = useId();

  const fieldProblems = useFieldProblems(() => ({ [inputId]: emailError(email) }));

  const save = async () => {
    setIsSaving(true);
    setFailure(undefined);
    try {
      await onSave(email.trim());
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <Dialog
      show={show}
      onHide={onClose}
      centered
      title="Save your answers for later"
      onSubmit={fieldProblems.handleSubmit(save)}
      footer={
        <>
          <Button variant="outline-secondary" onClick={onClose} disabled={isSaving}>
            Cancel
          </Button>
          <BusyButton type="submit" busy={isSaving}>
            Email me a link
          </BusyButton>
        </>
      }
    >
      <p className="text-body-secondary">
        We'll email you a link to continue this form. It works for {GUEST_DRAFT_LIFETIME_DAYS} days. Files you chose are
        not kept: choose them again before you send the form.
      </p>
      <InputField
        id={inputId}
        label="Your email address"
        type="email"
        autoComplete="email"
        value={email}
        onChange={setEmail}
        error={fieldProblems.at(inputId)}
        data-autofocus
      />
      {failure && (
        <Alert variant="danger" className="mt-3 mb-0 py-2" role="alert">
          {failure}
        </Alert>
      )}
    </Dialog>
  );
}
