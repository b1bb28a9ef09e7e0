import type { ReactNode } from 'react';
import { ConfirmDeleteDialog } from '../confirm-delete-dialog';
import { useFeedback } from '../feedback/feedback-context';

interface DeleteRowDialogProps<Row> {
  /** The row to delete; the dialog is open while it is set. */
  row: Row | undefined;
  /** e.g. 'Delete webhook'. */
  title: string;
  deleteRow: (row: Row) => Promise<unknown>;
  /** The success banner once the row is deleted; the default wording when absent. */
  deletedMessage?: (row: Row) => string;
  /** The confirm button's label: Delete unless the action is another (Remove). */
  confirmLabel?: string;
  /** Closes the dialog (the caller forgets the row). */
  onClose: () => void;
  /** What will be deleted and what goes with it. */
  children?: ReactNode;
}

/**
 * Deleting one row of a list behind the type-to-confirm dialog: the row is deleted, the success
 * banner says so and the dialog closes; a failure stays in the dialog.
 */
export function DeleteRowDialog<Row>({
  row,
  title,
  deleteRow,
  deletedMessage,
  confirmLabel,
  onClose,
  children,
}: DeleteRowDialogProps<Row>) {
  const feedback = useFeedback();
  return (
    <ConfirmDeleteDialog
      show={row !== undefined}
      title={title}
      confirmLabel={confirmLabel}
      onCancel={onClose}
      onConfirm={async () => {
        if (row === undefined) return;
        await deleteRow(row);
        feedback.showSuccess(deletedMessage?.(row));
        onClose();
      }}
    >
      {children}
    </ConfirmDeleteDialog>
  );
}
