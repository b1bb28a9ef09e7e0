import { useId, useState, type FormEvent } from 'react';
import { createPortal } from 'react-dom';
import { Button } from '../bootstrap/button';
import { Form } from '../bootstrap/form';
import { Dialog } from '../dialog';

export interface LinkDialogProps {
  /** The address of the link being edited; empty for a new link. */
  href: string;
  /** Applies an address (never empty); onRemove takes the link away. */
  onApply: (address: string) => void;
  onRemove: () => void;
  onCancel: () => void;
}

/**
 * The editor's link dialog: add a link, change its address or remove it. It opens over the page (not
 * inside the screen's own form), so its Enter applies the link and never submits the screen.
 */
export function LinkDialog({ href, onApply, onRemove, onCancel }: LinkDialogProps) {
  const fieldId = useId();
  const [address, setAddress] = useState(href);
  const isEditing = href !== '';
  const apply = (event: FormEvent) => {
    event.preventDefault();
    // The dialog sits in the editor's React tree: its submit must not reach the screen's form.
    event.stopPropagation();
    if (address.trim()) onApply(address.trim());
    else if (isEditing) onRemove();
    else onCancel();
  };
  return createPortal(
    <Dialog
      show
      onHide={onCancel}
      title={isEditing ? 'Edit link' : 'Add link'}
      onSubmit={apply}
      footer={
        <>
          {isEditing && (
            <Button variant="outline-danger" className="me-auto" onClick={onRemove}>
              Remove link
            </Button>
          )}
          <Button variant="outline-secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit">{isEditing ? 'Save link' : 'Add link'}</Button>
        </>
      }
    >
      <Form.Group controlId={fieldId}>
        <Form.Label>Link address</Form.Label>
        <Form.Control
          type="text"
          inputMode="url"
          value={address}
          placeholder="www.example.com"
          onChange={(event) => setAddress(event.target.value)}
          data-autofocus
        />
      </Form.Group>
    </Dialog>,
    document.body,
  );
}
