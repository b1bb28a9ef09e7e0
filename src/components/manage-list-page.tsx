import { useState, type ReactNode } from 'react';
import { AdminPage, type AdminPageProps } from './admin-page';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { useFeedback } from './feedback/feedback-context';
import { ListTable, type ListTableProps } from './list-table';
import { DeleteSelected } from './manage-list/selected-rows-actions';

/** A picked row that could not be deleted, and why. */
export interface BulkFailure<Row> {
  row: Row;
  message: string;
}

/** The bulk delete of a list: the selection, the type-to-confirm dialog and the refusals, row by row. */
export interface BulkDelete<Row> {
  /** The rows' noun, singular and plural: ['team', 'teams']. */
  noun: readonly [string, string];
  nameOf: (row: Row) => string;
  /** Deletes the picked rows; answers those that could not be deleted. */
  deleteRows: (rows: Row[]) => Promise<BulkFailure<Row>[]>;
  /** What deleting does, said in the dialog above the picked rows. */
  consequence: ReactNode;
  /** A warning beside a picked row (e.g. a team that still has stand shares). */
  note?: (row: Row, picked: readonly Row[]) => ReactNode;
}

/** Deletes rows one at a time in the order given, collecting each refusal with its message. */
export async function deleteEach<Row>(
  rows: readonly Row[],
  remove: (row: Row) => Promise<unknown>,
  messageOf: (error: unknown) => string,
): Promise<BulkFailure<Row>[]> {
  const failures: BulkFailure<Row>[] = [];
  for (const row of rows) {
    try {
      await remove(row);
    } catch (error) {
      failures.push({ row, message: messageOf(error) });
    }
  }
  return failures;
}

export type ManageListPageProps<Row> = Omit<AdminPageProps, 'children'> & {
  /** Above the table: its search and filters. */
  toolbar?: ReactNode;
  table: Omit<ListTableProps<Row>, 'selection'>;
  /** Pass it only to people allowed to act: the bulk action area is for admins (spec 002 §6). */
  bulkDelete?: BulkDelete<Row>;
  /** Other actions on the selected rows, beside the bulk delete (admins too). */
  bulkActions?: (rows: Row[], clearSelection: () => void) => ReactNode;
  /** The page's own dialogs (deleting one row, ...). */
  children?: ReactNode;
};

interface Picked<Row> {
  rows: Row[];
  clearSelection: () => void;
}

/**
 * The admin list screen: the admin frame, the list table with its empty state, and for admins the
 * bulk delete behind the type-to-confirm dialog. Every manage screen is one of these.
 */
export function ManageListPage<Row>({
  toolbar,
  table,
  bulkDelete,
  bulkActions,
  children,
  ...frame
}: ManageListPageProps<Row>) {
  const [picked, setPicked] = useState<Picked<Row>>();
  const [failures, setFailures] = useState<BulkFailure<Row>[]>([]);
  const feedback = useFeedback();
  const count = (n: number) => (bulkDelete ? `${n} ${n === 1 ? bulkDelete.noun[0] : bulkDelete.noun[1]}` : String(n));

  async function deletePicked(bulk: BulkDelete<Row>, { rows, clearSelection }: Picked<Row>) {
    const refused = await bulk.deleteRows(rows);
    clearSelection();
    const deleted = rows.length - refused.length;
    if (refused.length === 0) {
      setPicked(undefined);
      feedback.showSuccess(`${count(deleted)} ${deleted === 1 ? 'was' : 'were'} deleted`);
      return;
    }
    setFailures(refused);
    throw new Error(`${deleted} of ${count(rows.length)} deleted; ${refused.length} could not be deleted`);
  }

  return (
    <AdminPage {...frame}>
      {toolbar}
      <ListTable
        {...table}
        selection={
          bulkDelete || bulkActions
            ? {
                actions: (rows, clearSelection) => (
                  <>
                    {bulkActions?.(rows, clearSelection)}
                    {bulkDelete && <DeleteSelected onDelete={() => setPicked({ rows, clearSelection })} />}
                  </>
                ),
              }
            : undefined
        }
      />
      {children}
      {bulkDelete && (
        <ConfirmDeleteDialog
          show={picked !== undefined}
          title={`Delete ${count(picked?.rows.length ?? 0)}`}
          onCancel={() => {
            setPicked(undefined);
            setFailures([]);
          }}
          onConfirm={() => (picked ? deletePicked(bulkDelete, picked) : undefined)}
        >
          {failures.length > 0 ? (
            <ul
              className="mb-0 ps-3"
              aria-label={`${bulkDelete.noun[1].replace(/^./, (first) => first.toUpperCase())} not deleted`}
            >
              {failures.map(({ row, message }) => (
                <li key={table.rowId(row)}>
                  <strong>{bulkDelete.nameOf(row)}</strong>: {message}
                </li>
              ))}
            </ul>
          ) : (
            <>
              <div className="mb-2">{bulkDelete.consequence}</div>
              <ul className="mb-0 ps-3 small">
                {picked?.rows.map((row) => (
                  <li key={table.rowId(row)}>
                    {bulkDelete.nameOf(row)}
                    {bulkDelete.note?.(row, picked.rows)}
                  </li>
                ))}
              </ul>
            </>
          )}
        </ConfirmDeleteDialog>
      )}
    </AdminPage>
  );
}
