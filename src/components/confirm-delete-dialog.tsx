import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { DELETE_ACTION_DELAY_MS, DELETE_CONFIRM_KEYWORD } from '../domain/constants';
import { normaliseError } from '../lib/firebase/errors';
import { BusyButton } from './busy-button';

export interface ConfirmDeleteDialogProps {
  show: boolean;
  /** e.g. 'Delete team'. */
  title: string;
  /** What will be deleted and what goes with it. */
  children?: ReactNode;
  /** The word to type; CONFIRM unless a screen needs another. */
  keyword?: string;
  confirmLabel?: string;
  /** Runs DELETE_ACTION_DELAY_MS after confirming; a rejection is shown in the dialog. */
  onConfirm: () => Promise<unknown> | void;
  onCancel: () => void;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The message of a failed delete: RTK Query's unwrap() rejects with the already normalised
 * { message, code } object, anything else is normalised here.
 */
function failureMessage(error: unknown): string {
  if (!(error instanceof Error) && typeof (error as { message?: unknown } | null)?.message === 'string') return (error as { message: string }).message;
  return normaliseError(error).message;
}

/**
 * The type-to-confirm delete: the confirm button stays disabled until the keyword is typed exactly,
 * and the action runs 500 ms after confirming. Enter confirms, Escape cancels.
 */
export function ConfirmDeleteDialog({
  show,
  title,
  children,
  keyword = DELETE_CONFIRM_KEYWORD,
  confirmLabel = 'Delete',
  onConfirm,
  onCancel,
}: ConfirmDeleteDialogProps) {
  const [typed, setTyped] = useState('');
  const [running, setRunning] = useState(false);
  const [failure, setFailure] = useState<string>();
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const matches = typed === keyword;

  // Each opening starts blank.
  const reset = () => {
    setTyped('');
    setFailure(undefined);
    setRunning(false);
  };

  async function confirm(event?: FormEvent) {
    event?.preventDefault();
    if (!matches || running) return;
    setRunning(true);
    setFailure(undefined);
    try {
      await wait(DELETE_ACTION_DELAY_MS);
      await onConfirm();
    } catch (error) {
      setFailure(failureMessage(error));
    } finally {
      setRunning(false);
    }
  }

  return (
    <Modal show={show} onHide={running ? () => undefined : onCancel} onEntered={() => inputRef.current?.focus()} onExited={reset} centered aria-labelledby={`${inputId}-title`}>
      <Form onSubmit={confirm} noValidate>
        <Modal.Header closeButton={!running}>
          <Modal.Title id={`${inputId}-title`} as="h2" className="h5">
            {title}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {children && <div className="mb-3">{children}</div>}
          <Form.Label htmlFor={inputId}>
            Type <strong className="font-monospace">{keyword}</strong> to confirm
          </Form.Label>
          <Form.Control
            id={inputId}
            ref={inputRef}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            disabled={running}
          />
          {failure && (
            <Alert variant="danger" className="mt-3 mb-0">
              {failure}
            </Alert>
          )}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onCancel} disabled={running}>
            Cancel
          </Button>
          <BusyButton type="submit" variant="danger" busy={running} disabled={!matches}>
            {confirmLabel}
          </BusyButton>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
