import { useState, type FormEvent } from 'react';
import { errorMessage } from '../data/api-slice';
import { Alert } from './bootstrap/alert';
import { Button } from './bootstrap/button';
import { Form } from './bootstrap/form';
import { BusyButton } from './busy-button';

/**
 * A box for a post's text. What is sent leaves the box at once (the thread already shows it, marked
 * not sent yet until stored, offline too); if the write fails, the text comes back with the failure,
 * so nothing typed is lost.
 */
export function PostTextBox({
  label,
  initial = '',
  submitLabel,
  onSubmit,
  onCancel,
}: {
  label: string;
  initial?: string;
  submitLabel: string;
  /** Resolves with a notice to show when the text was stored but something around it went wrong. */
  onSubmit: (text: string) => Promise<string | void>;
  onCancel?: () => void;
}) {
  const [text, setText] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [notice, setNotice] = useState<string>();
  async function submit(event: FormEvent) {
    event.preventDefault();
    const sent = text;
    if (!sent.trim()) return;
    setText('');
    setFailure(undefined);
    setNotice(undefined);
    setBusy(true);
    try {
      setNotice((await onSubmit(sent)) || undefined);
    } catch (caught) {
      setText((typed) => typed || sent);
      setFailure(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Form onSubmit={submit} className="d-flex flex-column gap-2">
      {failure && (
        <Alert variant="danger" className="mb-0">
          {failure}
        </Alert>
      )}
      {notice && (
        <Alert variant="warning" className="mb-0" role="status">
          {notice}
        </Alert>
      )}
      <Form.Control
        as="textarea"
        rows={2}
        aria-label={label}
        placeholder={label}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <div className="d-flex gap-2 justify-content-end">
        {onCancel && (
          <Button size="sm" variant="outline-secondary" onClick={onCancel}>
            Cancel
          </Button>
        )}
        <BusyButton size="sm" type="submit" busy={busy} disabled={!text.trim()}>
          {submitLabel}
        </BusyButton>
      </div>
    </Form>
  );
}
