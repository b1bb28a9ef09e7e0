import type { ReactNode } from 'react';
import { Alert } from './bootstrap/alert';
import { Link } from 'react-router';
import { BusyButton } from './busy-button';

interface FormActionsProps {
  /** What went wrong with the last submit; the form keeps everything that was typed. */
  failure?: string;
  /** Where Cancel leads (a link), or a cancel control of the caller's own. */
  cancel: string | ReactNode;
  busy: boolean;
  submitLabel: ReactNode;
  disabled?: boolean;
  className?: string;
}

/** The foot of a form: the failure (if any), Cancel, and a submit button that shows it is working. */
export function FormActions({ failure, cancel, busy, submitLabel, disabled, className = 'mt-4' }: FormActionsProps) {
  return (
    <>
      {failure && (
        <Alert variant="danger" className="mt-3 mb-0" role="alert">
          {failure}
        </Alert>
      )}
      <div className={`d-flex gap-2 justify-content-end ${className}`}>
        {typeof cancel === 'string' ? (
          <Link to={cancel} className={`btn btn-outline-secondary${busy ? ' disabled' : ''}`}>
            Cancel
          </Link>
        ) : (
          cancel
        )}
        <BusyButton type="submit" busy={busy} disabled={disabled}>
          {submitLabel}
        </BusyButton>
      </div>
    </>
  );
}
