import { useState, type ReactNode } from 'react';
import { Button } from './bootstrap/button';
import { errorMessage } from '../data/api-slice';
import { AdminPage, type AdminPageProps } from './admin-page';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { useFeedback } from './feedback/feedback-context';
import { Icon } from './icon';
import { ListTable, type ListColumn, type ListTableProps } from './list-table';

export type ArchivedListPageProps<Row> = Omit<AdminPageProps, 'children'> & {
  table: Omit<ListTableProps<Row>, 'selection'>;
  /** The rows' noun, singular and plural: ['task', 'tasks']. */
  noun: readonly [string, string];
  nameOf: (row: Row) => string;
  restoreRows: (rows: Row[]) => Promise<unknown>;
  deleteRows: (rows: Row[]) => Promise<unknown>;
  /** What deleting does, said in the dialog under the picked names (of those rows, when it depends on them). */
  consequence: ReactNode | ((rows: Row[]) => ReactNode);
  /** What the area shows above the list (its shortcuts). */
  above?: ReactNode;
  /** Whether the bulk action area shows (spec 002 §6: bulk actions are for admins). */
  canBulkEdit: boolean;
};

/**
 * An archive screen: the archived rows with Restore and Delete on each row, the same two for the
 * selection when the person may act in bulk, and deleting behind the type-to-confirm dialog.
 */
export function ArchivedListPage<Row>({
  table,
  noun,
  nameOf,
  restoreRows,
  deleteRows,
  consequence,
  above,
  canBulkEdit,
  ...frame
}: ArchivedListPageProps<Row>) {
  const feedback = useFeedback();
  const [toDelete, setToDelete] = useState<{ rows: Row[]; done?: () => void }>();
  const count = (rows: readonly Row[]) => (rows.length === 1 ? `“${nameOf(rows[0]!)}”` : `${rows.length} ${noun[1]}`);

  async function restore(rows: Row[], done?: () => void) {
    try {
      await restoreRows(rows);
      done?.();
      feedback.showSuccess(`${count(rows)} restored`);
    } catch (failure) {
      feedback.showError(errorMessage(failure));
    }
  }

  const actions: ListColumn<Row> = {
    key: 'actions',
    header: <span className="visually-hidden">Actions</span>,
    className: 'text-end text-nowrap',
    cell: (row) => (
      <div className="d-inline-flex gap-2">
        <Button
          size="sm"
          variant="outline-secondary"
          onClick={() => void restore([row])}
          aria-label={`Restore ${nameOf(row)}`}
        >
          <Icon name="arrow-counterclockwise" />
          <span className="d-none d-sm-inline ms-1">Restore</span>
        </Button>
        <Button
          size="sm"
          variant="outline-danger"
          onClick={() => setToDelete({ rows: [row] })}
          aria-label={`Delete ${nameOf(row)}`}
        >
          <Icon name="trash" />
          <span className="d-none d-sm-inline ms-1">Delete</span>
        </Button>
      </div>
    ),
  };

  const picked = toDelete?.rows ?? [];
  return (
    <AdminPage {...frame}>
      {above}
      <ListTable
        {...table}
        columns={[...table.columns, actions]}
        selection={
          canBulkEdit
            ? {
                actions: (rows, clearSelection) => (
                  <>
                    <Button size="sm" variant="outline-secondary" onClick={() => void restore(rows, clearSelection)}>
                      Restore selected
                    </Button>
                    <Button
                      size="sm"
                      variant="outline-danger"
                      onClick={() => setToDelete({ rows, done: clearSelection })}
                    >
                      Delete selected
                    </Button>
                  </>
                ),
              }
            : undefined
        }
      />
      <ConfirmDeleteDialog
        show={toDelete !== undefined}
        title={`Delete ${picked.length === 1 ? noun[0] : `${picked.length} ${noun[1]}`}`}
        onCancel={() => setToDelete(undefined)}
        onConfirm={async () => {
          if (!toDelete) return;
          await deleteRows(toDelete.rows);
          toDelete.done?.();
          feedback.showSuccess(`${count(toDelete.rows)} deleted`);
          setToDelete(undefined);
        }}
      >
        <p className="mb-0">
          <strong>{picked.map(nameOf).join(', ')}</strong> will be deleted.{' '}
          {typeof consequence === 'function' ? consequence(picked) : consequence}
        </p>
      </ConfirmDeleteDialog>
    </AdminPage>
  );
}
