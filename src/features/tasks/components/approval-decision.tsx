import { useState } from 'react';
import { Form } from '../../../components/bootstrap/form';
import { BusyButton } from '../../../components/busy-button';
import type { ApprovalDecision } from '../../../domain/tasks';

/** A review note and Approve / Reject for a team's submission; the note empties once a decision is taken. */
export function ApprovalDecisionForm({
  noteId,
  busy,
  onDecide,
}: {
  noteId: string;
  busy: boolean;
  /** Resolves true when the decision was stored. */
  onDecide: (decision: ApprovalDecision, note: string) => Promise<boolean>;
}) {
  const [note, setNote] = useState('');
  const decide = async (decision: ApprovalDecision) => {
    if (await onDecide(decision, note)) setNote('');
  };
  return (
    <>
      <Form.Group controlId={noteId} className="mb-2">
        <Form.Label className="small mb-1">Review note</Form.Label>
        <Form.Control as="textarea" rows={2} value={note} onChange={(event) => setNote(event.target.value)} />
      </Form.Group>
      <div className="d-flex gap-2">
        <BusyButton size="sm" variant="success" busy={busy} onClick={() => void decide('approved')}>
          Approve
        </BusyButton>
        <BusyButton size="sm" variant="outline-danger" busy={busy} onClick={() => void decide('rejected')}>
          Reject
        </BusyButton>
      </div>
    </>
  );
}
