import { useState, type ReactNode } from 'react';
import { DeleteRowDialog } from './delete-row-dialog';
import { rowsPhrase } from './use-list-action';

interface DeleteRowsOptions<Row> {
  /** The rows' noun, singular and plural: ['task', 'tasks']. */
  noun: readonly [string, string];
  nameOf: (row: Row) => string;
  deleteRows: (rows: Row[]) => Promise<unknown>;
  /** What deleting does, said after the picked names (of those rows, when it depends on them). */
  consequence: ReactNode | ((rows: Row[]) => ReactNode);
}

/** Rows picked for deleting (one row's button, or the selection), and what to do once they are gone (clear the selection). */
interface PickedRows<Row> {
  rows: Row[];
  done?: () => void;
}

/**
 * Deleting picked rows of a list behind the type-to-confirm dialog: `pick` opens it on the rows,
 * naming them and what goes with them; the banner then says what was deleted. A refusal stays in
 * the dialog and the rows stay. The screen renders `dialog`.
 */
export function useDeleteRows<Row>({ noun, nameOf, deleteRows, consequence }: DeleteRowsOptions<Row>) {
  const [picked, setPicked] = useState<PickedRows<Row>>();
  const rows = picked?.rows ?? [];
  const dialog = (
    <DeleteRowDialog
      row={picked}
      title={`Delete ${rows.length === 1 ? noun[0] : `${rows.length} ${noun[1]}`}`}
      deleteRow={async ({ rows: deleting, done }) => {
        await deleteRows(deleting);
        done?.();
      }}
      deletedMessage={({ rows: deleted }) => `${rowsPhrase(deleted, nameOf, noun[1])} deleted`}
      onClose={() => setPicked(undefined)}
    >
      <p className="mb-0">
        <strong>{rows.map(nameOf).join(', ')}</strong> will be deleted.{' '}
        {typeof consequence === 'function' ? consequence(rows) : consequence}
      </p>
    </DeleteRowDialog>
  );
  return { pick: (rowsToDelete: Row[], done?: () => void) => setPicked({ rows: rowsToDelete, done }), dialog };
}
