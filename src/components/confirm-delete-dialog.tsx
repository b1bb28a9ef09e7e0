import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Alert } from './bootstrap/alert';
import { Button } from './bootstrap/button';
import { DELETE_ACTION_DELAY_MS, DELETE_CONFIRM_KEYWORD } from '../domain/constants';
import { errorMessage } from '../data/api-slice';
import { BusyButton } from './busy-button';
import { Dialog } from './dialog';

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
 * The type-to-confirm delete: the confirm button stays disabled until the keyword is typed exactly,
 * and the action runs 500 ms after confirming. Enter confirms, Escape cancels. Each opening starts blank.
 */
export function ConfirmDeleteDialog({ show, ...props }: ConfirmDeleteDialogProps) {
  return show ? <OpenConfirmDeleteDialog {...props} /> : null;
}

function OpenConfirmDeleteDialog({
  title,
  children,
  keyword = DELETE_CONFIRM_KEYWORD,
  confirmLabel = 'Delete',
  onConfirm,
  onCancel,
}: Omit<ConfirmDeleteDialogProps, 'show'>) {
  const [typed, setTyped] = useState('');
  const [running, setRunning] = useState(false);
  const [failure, setFailure] = useState<string>();
  const inputId = useId();
  const matches = typed === keyword;

  async function confirm(event: FormEvent) {
    event.preventDefault();
    if (!matches || running) return;
    setRunning(true);
    setFailure(undefined);
    try {
      await wait(DELETE_ACTION_DELAY_MS);
      await onConfirm();
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setRunning(false);
    }
  }

  return (
    <Dialog
      show
      onHide={onCancel}
      canClose={!running}
      title={title}
      centered
      onSubmit={(event) => void confirm(event)}
      footer={
        <>
          <Button variant="outline-secondary" onClick={onCancel} disabled={running}>
            Cancel
          </Button>
          <BusyButton type="submit" variant="danger" busy={running} disabled={!matches}>
            {confirmLabel}
          </BusyButton>
        </>
      }
    >
      {children && <div className="mb-3">{children}</div>}
      <label className="form-label" htmlFor={inputId}>
        Type <strong className="font-monospace">{keyword}</strong> to confirm
      </label>
      <input
        id={inputId}
        className="form-control"
        data-autofocus
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
    </Dialog>
  );
}
