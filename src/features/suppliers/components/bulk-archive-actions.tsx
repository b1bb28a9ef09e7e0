import { useState } from 'react';
import { Button } from '../../../components/bootstrap/button';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { useFeedback } from '../../../components/feedback/feedback-context';
import { Icon } from '../../../components/icon';
import { errorMessage } from '../../../data/api-slice';

export interface BulkArchiveActionsProps {
  /** The selected rows' ids and names. */
  selected: { id: string; name: string }[];
  clearSelection: () => void;
  /** Archived lists restore; the others archive. */
  archived: boolean;
  /** 'supplier' or 'supplier group', for the button texts. */
  noun: string;
  /** What else deleting takes with it, said in the confirm dialog. */
  deleteConsequence: string;
  setArchived: (ids: string[], isArchived: boolean) => Promise<unknown>;
  remove: (ids: string[]) => Promise<unknown>;
}

/** The bulk action area of the supplier and supplier group lists: archive or restore, and delete behind the type-to-confirm dialog. */
export function BulkArchiveActions({
  selected,
  clearSelection,
  archived,
  noun,
  deleteConsequence,
  setArchived,
  remove,
}: BulkArchiveActionsProps) {
  const feedback = useFeedback();
  const [isDeleting, setIsDeleting] = useState(false);
  const [busy, setBusy] = useState(false);
  const ids = selected.map((row) => row.id);
  const count = `${selected.length} ${noun}${selected.length === 1 ? '' : 's'}`;

  const toggleArchived = async () => {
    setBusy(true);
    try {
      await setArchived(ids, !archived);
      clearSelection();
      feedback.showSuccess(`${count} ${archived ? 'restored' : 'archived'}`);
    } catch (error) {
      feedback.showError(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button size="sm" variant="outline-secondary" onClick={toggleArchived} disabled={busy}>
        <Icon name="archive" className="me-1" />
        {archived ? 'Restore selected' : 'Archive selected'}
      </Button>
      <Button size="sm" variant="outline-danger" onClick={() => setIsDeleting(true)} disabled={busy}>
        <Icon name="trash" className="me-1" />
        Delete selected
      </Button>
      <ConfirmDeleteDialog
        show={isDeleting}
        title={`Delete ${count}`}
        onCancel={() => setIsDeleting(false)}
        onConfirm={async () => {
          await remove(ids);
          setIsDeleting(false);
          clearSelection();
          feedback.showSuccess(`${count} deleted`);
        }}
      >
        <p>{selected.map((row) => row.name).join(', ')} will be deleted for good.</p>
        <p className="mb-0">{deleteConsequence}</p>
      </ConfirmDeleteDialog>
    </>
  );
}
