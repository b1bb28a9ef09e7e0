import { useId, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/bootstrap/alert';
import { Button } from '../../../components/bootstrap/button';
import { Form } from '../../../components/bootstrap/form';
import { BusyButton } from '../../../components/busy-button';
import { Dialog } from '../../../components/dialog';
import { errorMessage } from '../../../data/api-slice';
import { emailSchema } from '../../../domain/schema-fields';
import { GUEST_DRAFT_LIFETIME_DAYS } from '../../../domain/forms/guest-callables';

/** Ours: what the email field says when the address can't be used. */
const EMAIL_INVALID = 'Enter a valid email address';

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
  const [problem, setProblem] = useState<string>();
  const [isSaving, setIsSaving] = useState(false);
  const inputId = useId();

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!emailSchema.safeParse(email).success) return setProblem(EMAIL_INVALID);
    setIsSaving(true);
    setProblem(undefined);
    try {
      await onSave(email.trim());
    } catch (error) {
      setProblem(errorMessage(error));
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
      onSubmit={(event) => void save(event)}
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
      <Form.Label htmlFor={inputId}>Your email address</Form.Label>
      <Form.Control
        id={inputId}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        isInvalid={problem === EMAIL_INVALID}
        aria-describedby={problem ? `${inputId}-problem` : undefined}
        data-autofocus
      />
      {problem && (
        <Alert id={`${inputId}-problem`} variant="danger" className="mt-3 mb-0 py-2">
          {problem}
        </Alert>
      )}
    </Dialog>
  );
}
